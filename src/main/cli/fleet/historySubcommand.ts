// camconfig fleet history CAMERA [--json]: the camera's snapshots kept in the workspace, newest
// first (id, local time, why it was taken, firmware, size). With --list CSV [CAMERA]: the
// backup files of the list's cameras (or of one of them), newest first, from the workspace's
// backups/ folder or --backups DIR: a site given by a camera list, without importing it.
import type { SnapshotInfo } from '../../../shared/fleet/snapshot';
import { optionValue, parseCommandLine, type ParsedCommandLine } from '../../base/commandLine/parseCommandLine';
import { UsageError } from '../../base/commandLine/usageError';
import { listBackupsOf, readBackupFile, type BackupFileInfo } from '../../fleet';
import type { CliIo } from '../cliIo';
import { ExitCode } from '../exitCodes';
import type { RcOutput } from '../rc/rcOutput';
import { backupsOption, historyOptions } from './fleetOptions';
import { findCamera, openFleetWorkspace } from './fleetWorkspace';
import { backupsFolder, findListedCamera, readListedCameras, refuseWithoutList } from './listCameras';

export async function runHistorySubcommand(argv: string[], io: CliIo, output: RcOutput): Promise<number> {
  const args = parseCommandLine(argv, historyOptions, 'camconfig fleet history');
  if (optionValue(args, 'list') !== undefined) return listHistory(args, io, output);
  refuseWithoutList(args, [backupsOption], "a workspace camera's history is its snapshots in the workspace");
  if (args.positionals.length !== 1) throw new UsageError('fleet history takes one CAMERA (its id, label or HOST[:PORT]), or --list CSV');
  const fleet = await openFleetWorkspace(optionValue(args, 'workspace'), io, output);
  const camera = findCamera(fleet.cameras, args.positionals[0]!, fleet.folder);
  const snapshots = await fleet.snapshots.list(camera.id);
  const lines = snapshots.length === 0 ? [`${camera.id} ${camera.label}: no snapshots yet (they are taken when a configuration is read, applied or backed up)`] : snapshots.map(snapshotLine);
  output.result(lines, { camera: { id: camera.id, label: camera.label, host: camera.host, port: camera.port }, snapshots });
  return ExitCode.ok;
}

function snapshotLine(snapshot: SnapshotInfo): string {
  return `${snapshot.id}  ${localTime(snapshot.takenAt)}  ${snapshot.reason.padEnd(8)}  ${snapshot.firmware ?? 'firmware unknown'}  ${snapshot.sections} sections, ${snapshot.bytes} bytes`;
}

type ListedBackup = BackupFileInfo & { firmware: string | null; sections: number };

/** The backups of every camera of the list (or of the one CAMERA names), newest first. */
async function listHistory(args: ParsedCommandLine, io: CliIo, output: RcOutput): Promise<number> {
  if (args.positionals.length > 1) throw new UsageError('fleet history --list CSV takes at most one CAMERA (its address as the list has it)');
  const file = optionValue(args, 'list')!;
  const { cameras } = await readListedCameras(file, false, io);
  const chosen = args.positionals.length === 1 ? [findListedCamera(cameras, args.positionals[0]!, file)] : cameras;
  const folder = backupsFolder(args, io);
  const history = await Promise.all(chosen.map(async (camera) => ({ address: camera.id, backups: await describedBackups(folder, camera.backupAddress) })));
  const lines = history.flatMap(({ address, backups }) => (backups.length === 0 ? [`${address}: no backups in ${folder}`] : backups.map((backup) => backupLine(address, backup))));
  output.result(lines, { list: file, folder, cameras: history });
  return ExitCode.ok;
}

async function describedBackups(folder: string, address: string): Promise<ListedBackup[]> {
  const backups = await listBackupsOf(folder, address);
  return Promise.all(backups.map(async (backup) => {
    const { firmware, sections } = await readBackupFile(folder, backup.file);
    return { ...backup, firmware, sections };
  }));
}

function backupLine(address: string, backup: ListedBackup): string {
  return `${address}  ${backup.id.padEnd(13)}  ${localTime(backup.takenAt)}  ${backup.firmware ?? 'firmware unknown'}  ${backup.sections} sections, ${backup.bytes} bytes  ${backup.file}`;
}

function localTime(iso: string): string {
  return new Date(iso).toLocaleString('sv');
}

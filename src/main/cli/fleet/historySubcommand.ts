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
import { terminalLanguage, type Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize } from '../../../shared/i18n/text';

export async function runHistorySubcommand(argv: string[], io: CliIo, output: RcOutput): Promise<number> {
  const language = terminalLanguage(io.env);
  const args = parseCommandLine(argv, historyOptions, 'camconfig fleet history');
  if (optionValue(args, 'list') !== undefined) return listHistory(args, io, output, language);
  refuseWithoutList(args, [backupsOption], localize('cliFleet.error.listHistoryWhy'));
  if (args.positionals.length !== 1) throw new UsageError(localize('cliFleet.history.error.oneCamera'));
  const fleet = await openFleetWorkspace(optionValue(args, 'workspace'), io, output);
  const camera = findCamera(fleet.cameras, args.positionals[0]!, fleet.folder);
  const snapshots = await fleet.snapshots.list(camera.id);
  const lines = snapshots.length === 0 ? [renderText(localize('cliFleet.history.noSnapshots', { camera: camera.id, label: camera.label }), language)] : snapshots.map((snapshot) => snapshotLine(snapshot, language));
  output.result(lines, { camera: { id: camera.id, label: camera.label, host: camera.host, port: camera.port }, snapshots });
  return ExitCode.ok;
}

function snapshotLine(snapshot: SnapshotInfo, language: Language): string {
  const reason = renderText(localize(`cliFleet.history.reason.${snapshot.reason}`), language);
  return `${snapshot.id}  ${localTime(snapshot.takenAt)}  ${reason.padEnd(8)}  ${firmwareWords(snapshot.firmware, language)}  ${sizeWords(snapshot, language)}`;
}

function firmwareWords(firmware: string | null, language: Language): string {
  return firmware ?? renderText(localize('cliFleet.history.firmwareUnknown'), language);
}

function sizeWords({ sections, bytes }: { sections: number; bytes: number }, language: Language): string {
  return renderText(localize('cliFleet.history.size', { sections, bytes }), language);
}

type ListedBackup = BackupFileInfo & { firmware: string | null; sections: number };

/** The backups of every camera of the list (or of the one CAMERA names), newest first. */
async function listHistory(args: ParsedCommandLine, io: CliIo, output: RcOutput, language: Language): Promise<number> {
  if (args.positionals.length > 1) throw new UsageError(localize('cliFleet.history.error.listOneCamera'));
  const file = optionValue(args, 'list')!;
  const { cameras } = await readListedCameras(file, false, io);
  const chosen = args.positionals.length === 1 ? [findListedCamera(cameras, args.positionals[0]!, file)] : cameras;
  const folder = backupsFolder(args, io);
  const history = await Promise.all(chosen.map(async (camera) => ({ address: camera.id, backups: await describedBackups(folder, camera.backupAddress) })));
  const lines = history.flatMap(({ address, backups }) => (backups.length === 0 ? [renderText(localize('cliFleet.history.noBackups', { address, folder }), language)] : backups.map((backup) => backupLine(address, backup, language))));
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

function backupLine(address: string, backup: ListedBackup, language: Language): string {
  return `${address}  ${backup.id.padEnd(13)}  ${localTime(backup.takenAt)}  ${firmwareWords(backup.firmware, language)}  ${sizeWords(backup, language)}  ${backup.file}`;
}

function localTime(iso: string): string {
  return new Date(iso).toLocaleString('sv');
}

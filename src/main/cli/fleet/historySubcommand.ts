// camconfig fleet history CAMERA [--json]: the camera's snapshots kept in the workspace, newest
// first (id, local time, why it was taken, firmware, size).
import type { SnapshotInfo } from '../../../shared/fleet/snapshot';
import { optionValue, parseCommandLine } from '../../base/commandLine/parseCommandLine';
import { UsageError } from '../../base/commandLine/usageError';
import type { CliIo } from '../cliIo';
import { ExitCode } from '../exitCodes';
import type { RcOutput } from '../rc/rcOutput';
import { historyOptions } from './fleetOptions';
import { findCamera, openFleetWorkspace } from './fleetWorkspace';

export async function runHistorySubcommand(argv: string[], io: CliIo, output: RcOutput): Promise<number> {
  const args = parseCommandLine(argv, historyOptions, 'camconfig fleet history');
  if (args.positionals.length !== 1) throw new UsageError('fleet history takes one CAMERA (its id, label or HOST[:PORT])');
  const fleet = await openFleetWorkspace(optionValue(args, 'workspace'), io, output);
  const camera = findCamera(fleet.cameras, args.positionals[0]!, fleet.folder);
  const snapshots = await fleet.snapshots.list(camera.id);
  const lines = snapshots.length === 0 ? [`${camera.id} ${camera.label}: no snapshots yet (they are taken when a configuration is read, applied or backed up)`] : snapshots.map(snapshotLine);
  output.result(lines, { camera: { id: camera.id, label: camera.label, host: camera.host, port: camera.port }, snapshots });
  return ExitCode.ok;
}

function snapshotLine(snapshot: SnapshotInfo): string {
  return `${snapshot.id}  ${new Date(snapshot.takenAt).toLocaleString('sv')}  ${snapshot.reason.padEnd(8)}  ${snapshot.firmware ?? 'firmware unknown'}  ${snapshot.sections} sections, ${snapshot.bytes} bytes`;
}

// camconfig fleet backup [--group G | --list CSV] [-o DIR] [--parallel N] [--json]: every
// camera of the workspace (or of a group, or of a camera list) backed up in parallel; progress
// on stderr, one line per camera on stdout (or one JSON document), exit 0 when all succeeded,
// 10 when some failed. A workspace camera's backup is kept in its history too; a listed
// camera has no history in the workspace: its backup files are its history (fleet history --list).
import { join, resolve } from 'node:path';
import { backupCameras, checkedParallel, listedAddress, parallelLimits, type BackupTarget, type CameraBackupResult, type FleetBackupSummary } from '../../fleet';
import { optionValue, parseCommandLine, type ParsedCommandLine } from '../../base/commandLine/parseCommandLine';
import { UsageError } from '../../base/commandLine/usageError';
import type { CliIo } from '../cliIo';
import { ExitCode, interruptedExitCode } from '../exitCodes';
import type { RcOutput } from '../rc/rcOutput';
import { backupOptions } from './fleetOptions';
import { openFleetWorkspace, type FleetWorkspace } from './fleetWorkspace';
import { CliAudit } from '../cliAudit';
import { createFleetClients } from './fleetClients';
import { listConnectionFor, readListConnection, readListedCameras, refuseConnectionWithoutList, workspaceInUse } from './listCameras';
import { terminalLanguage, type Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';

export async function runBackupSubcommand(argv: string[], io: CliIo, output: RcOutput, signal: AbortSignal): Promise<number> {
  const args = parseCommandLine(argv, backupOptions, 'camconfig fleet backup');
  if (args.positionals.length > 0) throw new UsageError(`fleet backup takes no arguments (found '${args.positionals.join(' ')}'); choose cameras with --group or --list`);
  const parallel = parallelOption(args);
  const run = optionValue(args, 'list') === undefined ? await workspaceRun(args, io, output) : await listRun(args, io, output);
  const folder = resolve(optionValue(args, 'output') ?? join(run.workspaceFolder, 'backups'));
  output.note(`backing up ${run.targets.length} camera(s) into ${folder}, ${parallel} at a time`);
  await run.audit.prepare();
  const keeping: Array<Promise<void>> = [];
  const summary = await backupCameras(run.targets, {
    folder,
    parallel,
    signal,
    onProgress: ({ cameraId, message }) => output.note(`${cameraId}: ${message}`),
    onBackedUp: (target, text) => keeping.push(run.keep(target.cameraId, text)),
  });
  await Promise.all([...keeping, run.audit.settled()]);
  output.result([...summary.results.map((result) => resultLine(result, terminalLanguage(io.env))), summaryLine(summary)], summary);
  if (signal.aborted) return interruptedExitCode;
  return summary.ok === summary.results.length ? ExitCode.ok : ExitCode.fleetIncomplete;
}

function parallelOption(args: ParsedCommandLine): number {
  const text = optionValue(args, 'parallel');
  if (text === undefined) return parallelLimits.default;
  try {
    return checkedParallel(/^\d+$/.test(text) ? Number(text) : Number.NaN);
  } catch {
    throw new UsageError(`--parallel '${text}': give a whole number of cameras from ${parallelLimits.min} to ${parallelLimits.max}`);
  }
}

interface BackupRun {
  workspaceFolder: string;
  targets: BackupTarget[];
  audit: CliAudit;
  /** Keeps a camera's backup in its history, where it has one. */
  keep(cameraId: string, text: string): Promise<void>;
}

async function workspaceRun(args: ParsedCommandLine, io: CliIo, output: RcOutput): Promise<BackupRun> {
  refuseConnectionWithoutList(args);
  const fleet = await openFleetWorkspace(optionValue(args, 'workspace'), io, output);
  return {
    workspaceFolder: fleet.workspace.folder,
    targets: chosenTargets(fleet, optionValue(args, 'group')),
    audit: fleet.audit,
    keep: (cameraId, text) =>
      fleet.snapshots.record(cameraId, text, 'backup').then(
        () => undefined,
        (error: unknown) => output.warn(`${cameraId}: the backup was not kept in its history: ${(error as Error).message}`),
      ),
  };
}

/** The cameras of --list, reached as `fleet apply --list` reaches them; scripts logged to the workspace in use. */
async function listRun(args: ParsedCommandLine, io: CliIo, output: RcOutput): Promise<BackupRun> {
  if (optionValue(args, 'group') !== undefined) throw new UsageError('--group chooses cameras of the workspace: with --list CSV the cameras are those of the list');
  const connection = readListConnection(args, io.env);
  const { cameras } = await readListedCameras(optionValue(args, 'list')!, connection.https, io);
  const workspaceFolder = workspaceInUse(args, io);
  const audit = new CliAudit(workspaceFolder, (message) => output.warn(message));
  const clients = createFleetClients(await listConnectionFor(connection, cameras, io), cameras, audit, (line) => output.note(line));
  const targets = cameras.map((camera) => ({
    cameraId: camera.id,
    label: camera.label,
    address: camera.backupAddress,
    client: { readConfigFile: (options: { signal?: AbortSignal }) => clients(camera.id, (client) => client.readConfigFile(options)) },
  }));
  return { workspaceFolder, targets, audit, keep: async () => undefined };
}

function chosenTargets(fleet: FleetWorkspace, group: string | undefined): BackupTarget[] {
  const cameras = group === undefined ? fleet.cameras : fleet.cameras.filter((camera) => camera.group === group);
  if (cameras.length === 0) throw new UsageError(group === undefined ? `the workspace ${fleet.workspace.folder} has no cameras` : `no camera of the workspace ${fleet.workspace.folder} is in group '${group}'`);
  return cameras.map((camera) => ({
    cameraId: camera.id,
    label: camera.label,
    address: listedAddress(camera.host, camera.port, camera.https),
    client: { readConfigFile: (options) => fleet.clientFor(camera).readConfigFile(options) },
  }));
}

/** One camera's outcome; why a backup failed in the terminal's language. */
function resultLine(result: CameraBackupResult, language: Language): string {
  const who = result.label === result.cameraId ? result.cameraId : `${result.cameraId} ${result.label}`;
  switch (result.status) {
    case 'ok':
      return `ok          ${who}: ${result.file} (${result.bytes} bytes${result.existing ? ', identical to the backup already there' : ''})`;
    case 'failed':
      return `FAILED      ${who}: ${renderText(result.reason, language).split('\n')[0]}`;
    case 'cancelled':
      return `CANCELLED   ${who}: ${renderText(result.reason, language).split('\n')[0]}`;
    case 'not_reached':
      return `NOT REACHED ${who}: cancelled before its turn`;
  }
}

function summaryLine(summary: FleetBackupSummary): string {
  return `${summary.ok} backed up, ${summary.failed} failed, ${summary.cancelled} cancelled, ${summary.notReached} not reached (${summary.folder})`;
}


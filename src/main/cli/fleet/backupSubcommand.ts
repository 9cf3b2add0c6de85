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
import { commitCliOperation } from '../site/cliSiteCommit';
import { backupOperation, cameraRunPaths } from '../../services/siteCommits/siteOperationTexts';
import { createFleetClients } from './fleetClients';
import { listConnectionFor, readListConnection, readListedCameras, refuseConnectionWithoutList, workspaceInUse } from './listCameras';
import { terminalLanguage, type Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { localize, type Text } from '../../../shared/i18n/text';

export async function runBackupSubcommand(argv: string[], io: CliIo, output: RcOutput, signal: AbortSignal): Promise<number> {
  const language = terminalLanguage(io.env);
  const words = (text: Text): string => renderText(text, language);
  const args = parseCommandLine(argv, backupOptions, 'camconfig fleet backup');
  if (args.positionals.length > 0) throw new UsageError(localize('cliFleet.error.noArgumentsGroupOrList', { subcommand: 'backup', found: args.positionals.join(' ') }));
  const parallel = parallelOption(args);
  const run = optionValue(args, 'list') === undefined ? await workspaceRun(args, io, output) : await listRun(args, io, output);
  const folder = resolve(optionValue(args, 'output') ?? join(run.workspaceFolder, 'backups'));
  output.note(words(localize('cliFleet.backup.starting', { count: run.targets.length, folder, parallel })));
  await run.audit.prepare();
  const keeping: Array<Promise<void>> = [];
  const summary = await backupCameras(run.targets, {
    folder,
    parallel,
    signal,
    onProgress: ({ cameraId, text }) => output.note(words(localize('cliFleet.backup.progress', { camera: cameraId, message: text }))),
    onBackedUp: (target, text) => keeping.push(run.keep(target.cameraId, text)),
  });
  await Promise.all([...keeping, run.audit.settled()]);
  output.result([...summary.results.map((result) => words(resultLine(result, language))), words(summaryLine(summary))], summary);
  await commitCliOperation({ folder: run.workspaceFolder, operation: backupOperation(summary), writes: cameraRunPaths(run.workspaceFolder, summary.results.map((result) => result.cameraId), summary.results.flatMap((result) => (result.status === 'ok' ? [result.file] : []))), note: (text) => output.note(words(text)) });
  if (signal.aborted) return interruptedExitCode;
  return summary.ok === summary.results.length ? ExitCode.ok : ExitCode.fleetIncomplete;
}

function parallelOption(args: ParsedCommandLine): number {
  const text = optionValue(args, 'parallel');
  if (text === undefined) return parallelLimits.default;
  try {
    return checkedParallel(/^\d+$/.test(text) ? Number(text) : Number.NaN);
  } catch {
    throw new UsageError(localize('cliFleet.error.parallelGive', { found: text, min: String(parallelLimits.min), max: String(parallelLimits.max) }));
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
        (error: unknown) => output.warn(renderText(localize('cliFleet.backup.notKept', { camera: cameraId, problem: errorAsText(error) }), terminalLanguage(io.env))),
      ),
  };
}

/** The cameras of --list, reached as `fleet apply --list` reaches them; scripts logged to the workspace in use. */
async function listRun(args: ParsedCommandLine, io: CliIo, output: RcOutput): Promise<BackupRun> {
  if (optionValue(args, 'group') !== undefined) throw new UsageError(localize('cliFleet.backup.error.groupWithList'));
  const connection = readListConnection(args, io.env);
  const { cameras } = await readListedCameras(optionValue(args, 'list')!, connection.https, io);
  const workspaceFolder = workspaceInUse(args, io);
  const audit = new CliAudit(workspaceFolder, (message) => output.warn(message), terminalLanguage(io.env));
  const clients = createFleetClients(await listConnectionFor(connection, cameras, io), cameras, audit, (line) => output.note(line), terminalLanguage(io.env));
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
  if (cameras.length === 0) throw new UsageError(group === undefined ? localize('cliFleet.error.noCameras', { folder: fleet.workspace.folder }) : localize('cliFleet.backup.error.notInGroup', { folder: fleet.workspace.folder, group }));
  return cameras.map((camera) => ({
    cameraId: camera.id,
    label: camera.label,
    address: listedAddress(camera.host, camera.port, camera.https),
    client: { readConfigFile: (options) => fleet.clientFor(camera).readConfigFile(options) },
  }));
}

/** One camera's outcome; why a backup failed in the terminal's language. */
function resultLine(result: CameraBackupResult, language: Language): Text {
  const who = result.label === result.cameraId ? result.cameraId : `${result.cameraId} ${result.label}`;
  switch (result.status) {
    case 'ok':
      return localize(result.existing ? 'cliFleet.backup.okIdentical' : 'cliFleet.backup.ok', { who, file: result.file, bytes: result.bytes });
    case 'failed':
      return localize('cliFleet.backup.failed', { who, reason: renderText(result.reason, language).split('\n')[0]! });
    case 'cancelled':
      return localize('cliFleet.backup.cancelled', { who, reason: renderText(result.reason, language).split('\n')[0]! });
    case 'not_reached':
      return localize('cliFleet.backup.notReached', { who });
  }
}

function summaryLine(summary: FleetBackupSummary): Text {
  return localize('cliFleet.backup.summary', { ok: summary.ok, failed: summary.failed, cancelled: summary.cancelled, notReached: summary.notReached, folder: summary.folder });
}


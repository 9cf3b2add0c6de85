// `camconfig fleet apply`: one command file to many cameras. Everything is read and checked
// first (options, command file, camera list, every placeholder of every camera): a problem
// there exits 2 with nothing sent. Then each camera's script is printed (--dry-run) or sent,
// a few cameras at a time, with progress on stderr and the report on stdout.
import { isSiteFolder } from '../../workspace';
import { elapsedText } from '../../../shared/text/elapsedText';
import { join, resolve } from 'node:path';
import type { CliIo } from '../cliIo';
import { ExitCode, exitCodeForError, interruptedExitCode } from '../exitCodes';
import { flag, parseCommandLine } from '../../base/commandLine/parseCommandLine';
import { readCommandFile } from '../../../shared/fleet/commandFile';
import { planFleetApply, type CameraScript, type FleetCamera } from '../../../shared/fleet/applyPlan';
import { applyToFleet, type UseFleetClient } from '../../fleet/apply/applyToFleet';
import { SnapshotStore } from '../../fleet';
import { countByStatus, describeResult, type FleetApplyProgress, type FleetApplyReport } from '../../fleet/apply/fleetApplyReport';
import { readTextInput } from '../rc/textFiles';
import { applyUsage, readApplyOptions, type ApplyOptions } from './applyOptions';
import { applyCommandLineOptions } from './fleetOptions';
import { CliAudit } from '../cliAudit';
import { commitCliOperation } from '../site/cliSiteCommit';
import { cameraRunPaths, fleetApplyOperation } from '../../services/siteCommits/siteOperationTexts';
import type { AuditCamera } from '../../../shared/fleet/auditEntry';
import { defaultWorkspaceFolder } from '../serve/serveWorkspace';
import { createFleetClients, type FleetCameraAddress } from './fleetClients';
import { FleetOutput } from './fleetOutput';
import { readGroupCameras } from './groupCameras';
import { listConnectionFor, readListedCameras } from './listCameras';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { localize, type Text } from '../../../shared/i18n/text';

interface PlannedRun {
  options: ApplyOptions;
  cameras: Array<FleetCamera & FleetCameraAddress>;
  scripts: CameraScript[];
}

export async function runApplySubcommand(argv: string[], io: CliIo): Promise<number> {
  const output = new FleetOutput(io, 'camconfig fleet apply:', argv.includes('--json'));
  try {
    const args = parseCommandLine(argv, applyCommandLineOptions, 'fleet apply');
    if (flag(args, 'help')) {
      io.stdout.write(applyUsage(output.language) + '\n');
      return ExitCode.ok;
    }
    const planned = await plan(readApplyOptions(args, io.env), io);
    if (planned.options.dryRun) return printScripts(planned.scripts, output);
    return await run(planned, io, output);
  } catch (error) {
    return output.fail(error, exitCodeForError(error));
  }
}

async function plan(options: ApplyOptions, io: CliIo): Promise<PlannedRun> {
  const file = readCommandFile(options.commandsFile, await readTextInput(options.commandsFile, io.stdin, localize('cliRc.input.commandFile')));
  const { cameras, columns } = await camerasOf(options, io);
  const scripts = planFleetApply(file, cameras, { columns, steps: options.steps });
  return { options, cameras, scripts };
}

async function camerasOf(options: ApplyOptions, io: CliIo): Promise<{ cameras: PlannedRun['cameras']; columns: string[] }> {
  const { source } = options;
  if (source.kind === 'group') return readGroupCameras(source.group, source.workspace, io);
  return readListedCameras(source.file, options.https, io);
}

function printScripts(scripts: CameraScript[], output: FleetOutput): number {
  output.result(
    scripts.flatMap((script) => [`# ${script.label}`, ...script.script.slice(0, -1).split('\n'), '']),
    { dryRun: true, cameras: scripts.map(({ label, script, expected, reboots }) => ({ camera: label, script, expected, reboots })) },
  );
  return ExitCode.ok;
}

async function run({ options, cameras, scripts }: PlannedRun, io: CliIo, output: FleetOutput): Promise<number> {
  const connection = await listConnectionFor(options, cameras, io);
  const audit = new CliAudit(auditFolder(options, io), (message) => output.note(message), output.language);
  await audit.prepare();
  const clients = createFleetClients(connection, cameras, audit, (line) => output.note(line), output.language);
  const useClient = options.source.kind === 'group' ? keptInHistory(clients, new SnapshotStore(join(auditFolder(options, io), 'snapshots'), { onProblem: (problem) => output.note(output.words(problem)), keepsAll: await isSiteFolder(auditFolder(options, io)) }), output) : clients;
  const controller = new AbortController();
  const interrupt = (): void => {
    output.note(output.words(localize('cliFleet.interrupted')));
    controller.abort();
  };
  process.once('SIGINT', interrupt);
  output.note(output.words(localize('cliFleet.apply.applying', { file: options.commandsFile, count: scripts.length, parallel: options.parallel })));
  let report: FleetApplyReport;
  try {
    const runAudit = audit.startFleetRun(scripts.length, auditedCamera(cameras, options.https));
    report = await applyToFleet(scripts, { useClient, parallel: options.parallel, waitForReboot: options.wait, rebootWait: options.rebootWait, signal: controller.signal, onProgress: progressPrinter(output), run: runAudit });
  } finally {
    process.off('SIGINT', interrupt);
    await audit.settled();
  }
  const counts = countByStatus(report);
  output.result([...report.results.map((result) => output.words(describeResult(result))), output.words(summaryLine(counts, report.tookMs))], { results: report.results, counts, tookMs: report.tookMs });
  await commitCliOperation({ folder: auditFolder(options, io), operation: fleetApplyOperation(report.results), writes: cameraRunPaths(auditFolder(options, io), report.results.map((result) => result.cameraId)), note: (text) => output.note(output.words(text)) });
  if (controller.signal.aborted) return interruptedExitCode;
  return counts.failed + counts.notReached > 0 ? ExitCode.fleetIncomplete : ExitCode.ok;
}

/** How the audit log names a camera of the run (as its script lines do). */
function auditedCamera(cameras: readonly FleetCameraAddress[], https: boolean): (cameraId: string) => AuditCamera {
  const byId = new Map(cameras.map((camera) => [camera.id, camera]));
  return (cameraId) => {
    const camera = byId.get(cameraId);
    return { id: cameraId, label: camera?.label ?? null, host: camera?.host ?? cameraId, port: camera?.port ?? (https ? 443 : 80) };
  };
}

/** The workspace cameras of a --group apply that confirmed their script are kept in their history as applied, as in the studio. */
export function keptInHistory(useClient: UseFleetClient, snapshots: SnapshotStore, output: FleetOutput): UseFleetClient {
  return (cameraId, work) =>
    useClient(cameraId, async (client) => {
      const result = await work(client);
      try {
        await snapshots.record(cameraId, (await client.readConfigFile()).text, 'applied');
      } catch (error) {
        output.note(output.words(localize('cliFleet.apply.notKept', { camera: cameraId, problem: errorAsText(error) })));
      }
      return result;
    });
}

/** Scripts are logged to the audit log of the workspace in use: --workspace DIR, else the default folder (as `camconfig rc`). */
function auditFolder({ source }: ApplyOptions, io: CliIo): string {
  return resolve(source.workspace ?? defaultWorkspaceFolder(io.env));
}

/** One stderr line per step of each camera (not one per reboot probe). */
function progressPrinter(output: FleetOutput): (progress: FleetApplyProgress) => void {
  const lastStep = new Map<string, string>();
  return (progress) => {
    if (progress.step !== 'done' && lastStep.get(progress.cameraId) === progress.step) return;
    lastStep.set(progress.cameraId, progress.step);
    output.note(progressLine(progress, output));
  };
}

/** A camera's step (its outcome when done) and the first line of what it says, in the terminal's language. */
export function progressLine(progress: FleetApplyProgress, output: FleetOutput): string {
  const step = progress.step === 'done' ? localize(`cliFleet.apply.status.${progress.status!}`) : localize(`fleet.step.${progress.step}`);
  return output.words(localize('cliFleet.apply.progress', { label: progress.label, step, message: output.words(progress.text).split('\n')[0]! }));
}

function summaryLine(counts: ReturnType<typeof countByStatus>, tookMs: number): Text {
  return localize('cliFleet.apply.summary', { verified: counts.verified, applied: counts.applied, failed: counts.failed, notReached: counts.notReached, took: elapsedText(tookMs) });
}

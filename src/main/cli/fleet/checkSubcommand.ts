// `camconfig fleet check --baseline NAME|FILE (--group G | --list CSV)`: every camera read with
// only the sections the baseline names, a few at a time, and named compliant, drifted (each
// parameter expected / found) or unreadable (why). A workspace baseline's check is kept as a
// run, as the studio keeps it. `--fix` then brings the drifted cameras back with scripts that
// hold only their drifted parameters (`--dry-run` prints them and sends nothing), applied as
// `fleet apply` applies (store, update, reboot and wait as asked; read back; audit log).
// Exit codes: 0 every camera compliant (or, with --fix, every drifted one fixed and none
// unreadable), 10 a camera drifted, unreadable or not fixed, 2 a usage problem, 130 interrupted.
import { isSiteFolder } from '../../workspace';
import { checkReasonText } from '../../../shared/baseline/checkReason';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { CameraCheck, CheckRun } from '../../../shared/api/baselineSchemas';
import { parseBaseline, type ParsedBaseline } from '../../../shared/baseline/baselineText';
import { planBaselineFix, type FixPlan, type FixScript } from '../../../shared/baseline/planFix';
import type { AuditCamera } from '../../../shared/fleet/auditEntry';
import { elapsedText } from '../../../shared/text/elapsedText';
import { baselineLimits, baselineNameSchema } from '../../../shared/api/baselineSchemas';
import { flag, optionValue, parseCommandLine, type ParsedCommandLine } from '../../base/commandLine/parseCommandLine';
import { formatOptionHelp } from '../../base/commandLine/optionHelp';
import { UsageError } from '../../base/commandLine/usageError';
import { BaselineStore } from '../../baseline/baselineStore';
import { checkCameras, type CheckTarget } from '../../baseline/checkCameras';
import { CheckRunStore } from '../../baseline/checkRunStore';
import { SnapshotStore } from '../../fleet';
import { applyToFleet, type UseFleetClient } from '../../fleet/apply/applyToFleet';
import { countByStatus, describeResult, type FleetApplyReport } from '../../fleet/apply/fleetApplyReport';
import { defaultRebootWait } from '../../remoteconfig/rebootWaiter';
import { CliAudit } from '../cliAudit';
import type { CliIo } from '../cliIo';
import { ExitCode, exitCodeForError, interruptedExitCode } from '../exitCodes';
import { readTextInput } from '../rc/textFiles';
import { secondsOption } from '../rc/secondsOption';
import { createFleetClients, type FleetCameraAddress } from './fleetClients';
import { checkOptions } from './fleetOptions';
import { FleetOutput } from './fleetOutput';
import { readGroupCameras } from './groupCameras';
import { listConnectionFor, readListConnection, readListedCameras, refuseConnectionWithoutList, workspaceInUse, type ListConnection } from './listCameras';
import { keptInHistory, progressLine } from './applySubcommand';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { terminalLanguage, type Language } from '../../../shared/i18n/languages';
import type { SiteOperation } from '../../siterepo/commitMessage';
import { commitCliOperation } from '../site/cliSiteCommit';
import { checkOperation, fixOperation, operationPaths } from '../../services/siteCommits/siteOperationTexts';
import { renderText } from '../../../shared/i18n/renderText';
import { localize, type MessageId, type Text } from '../../../shared/i18n/text';

/** The --help of camconfig fleet check, in `language`. */
export function checkUsage(language: Language): string {
  return renderText(localize('cliFleet.check.usage', { options: formatOptionHelp(checkOptions, language) }), language);
}

/** A baseline file is read as far as a baseline may be long: 256 KiB, as the studio keeps it. */
const baselineFileLimit = { maxBytes: baselineLimits.maxTextLength, why: localize('cliFleet.check.error.baselineFileLimit') };

const parallelLimits = { min: 1, max: baselineLimits.maxParallel, default: baselineLimits.defaultParallel };

interface CheckCommand {
  baseline: string;
  workspace: string;
  parallel: number;
  fix: { dryRun: boolean; steps: { store: boolean; update: boolean; reboot: boolean }; wait: boolean; rebootWait: { timeoutMs: number; pollIntervalMs: number } } | null;
  connection: ListConnection;
}

type CheckedCamera = FleetCameraAddress & CheckTarget;

export async function runCheckSubcommand(argv: string[], io: CliIo): Promise<number> {
  const output = new FleetOutput(io, 'camconfig fleet check:', argv.includes('--json'));
  try {
    const args = parseCommandLine(argv, checkOptions, 'fleet check');
    if (flag(args, 'help')) {
      io.stdout.write(checkUsage(output.language) + '\n');
      return ExitCode.ok;
    }
    return await run(args, readCheckCommand(args, io), io, output);
  } catch (error) {
    return output.fail(error, exitCodeForError(error));
  }
}

function readCheckCommand(args: ParsedCommandLine, io: CliIo): CheckCommand {
  if (args.positionals.length > 0) throw new UsageError(localize('cliFleet.check.error.unexpectedArgument', { argument: args.positionals[0]! }));
  const baseline = optionValue(args, 'baseline');
  if (baseline === undefined) throw new UsageError(localize('cliFleet.check.error.noBaseline'));
  if ((optionValue(args, 'list') === undefined) === (optionValue(args, 'group') === undefined)) throw new UsageError(localize('cliFleet.check.error.whichCameras'));
  if (optionValue(args, 'list') === undefined) refuseConnectionWithoutList(args);
  return { baseline, workspace: workspaceInUse(args, io), parallel: parallelOption(optionValue(args, 'parallel')), fix: fixOptions(args), connection: readListConnection(args, io.env) };
}

function fixOptions(args: ParsedCommandLine): CheckCommand['fix'] {
  const fixOnly = ['dry-run', 'store', 'update', 'reboot', 'wait', 'wait-timeout', 'poll-interval'];
  if (!flag(args, 'fix')) {
    const given = fixOnly.find((name) => args.options.has(name));
    if (given) throw new UsageError(localize('cliFleet.check.error.onlyWithFix', { option: given }));
    return null;
  }
  const steps = { store: flag(args, 'store'), update: flag(args, 'update'), reboot: flag(args, 'reboot') };
  if (steps.reboot && !steps.store) throw new UsageError(localize('cliFleet.error.rebootNeedsStore'));
  const wait = flag(args, 'wait');
  if (wait && !steps.reboot) throw new UsageError(localize('cliFleet.error.waitOnlyWithReboot'));
  const rebootWait = { timeoutMs: secondsOption(args, 'wait-timeout', defaultRebootWait.timeoutMs), pollIntervalMs: secondsOption(args, 'poll-interval', defaultRebootWait.pollIntervalMs) };
  return { dryRun: flag(args, 'dry-run'), steps, wait, rebootWait };
}

function parallelOption(text: string | undefined): number {
  if (text === undefined) return parallelLimits.default;
  const count = Number(text);
  if (!/^\d+$/.test(text) || count < parallelLimits.min || count > parallelLimits.max) throw new UsageError(localize('cliFleet.error.parallelFoundRange', { min: String(parallelLimits.min), max: String(parallelLimits.max), found: text }));
  return count;
}

interface ChosenBaseline {
  name: string;
  version: number;
  parsed: ParsedBaseline;
  /** A workspace baseline's runs are kept; a file's are not. */
  kept: boolean;
}

/**
 * --baseline NAME|FILE: a baseline of the workspace by that name first (a name has no '/' or
 * '\'), else a file at that path; neither is a usage problem naming both places looked in.
 */
async function chosenBaseline(given: string, workspace: string): Promise<ChosenBaseline> {
  const store = new BaselineStore(workspace);
  if (baselineNameSchema.safeParse(given).success && (await store.list()).some((baseline) => baseline.name === given)) {
    const { baseline } = await store.get(given);
    return { name: baseline.name, version: baseline.version, parsed: parseBaseline(baseline.name, baseline.text), kept: true };
  }
  const file = await stat(given).catch(() => null);
  if (!file?.isFile()) {
    const names = (await store.list()).map((baseline) => baseline.name);
    const baselines = names.length === 0 ? localize('cliFleet.check.error.noBaselines') : localize('cliFleet.check.error.baselines', { names: names.join(', ') });
    throw new UsageError(localize('cliFleet.check.error.unknownBaseline', { given, workspace, baselines, path: resolve(given) }));
  }
  const text = await readTextInput(given, process.stdin, localize('cliRc.input.baseline'), baselineFileLimit);
  return { name: given, version: 1, parsed: parseBaseline(given, text), kept: false };
}

async function camerasOf(args: ParsedCommandLine, command: Pick<CheckCommand, 'connection' | 'workspace'>, io: CliIo): Promise<CheckedCamera[]> {
  const group = optionValue(args, 'group');
  const defaultPort = command.connection.https ? 443 : 80;
  if (group !== undefined) {
    const { cameras } = await readGroupCameras(group, command.workspace, io);
    return cameras.map((camera) => ({ ...camera, cameraId: camera.id, label: camera.label, port: camera.port ?? defaultPort, firmware: null }));
  }
  const { cameras } = await readListedCameras(optionValue(args, 'list')!, command.connection.https, io);
  return cameras.map((camera) => ({ ...camera, cameraId: camera.id, port: camera.port ?? defaultPort, group: null, firmware: null }));
}

async function run(args: ParsedCommandLine, command: CheckCommand, io: CliIo, output: FleetOutput): Promise<number> {
  const controller = new AbortController();
  const interrupt = (): void => {
    output.note(output.words(localize('cliFleet.interrupted')));
    controller.abort();
  };
  process.once('SIGINT', interrupt);
  const session = await startCheckSession(args, command, io, (line) => output.note(line));
  try {
    const checked = await session.check(controller.signal);
    if (command.fix === null || controller.signal.aborted) {
      const code = reportCheck(checked, output, controller.signal.aborted);
      await commitCheck(command.workspace, checkOperation(checked), session.audit, output);
      return code;
    }
    const fixed = await fix(checked, session.baseline.parsed, session.cameras, command, { clients: session.clients, audit: session.audit, signal: controller.signal, output, workspaceCameras: optionValue(args, 'group') !== undefined });
    if (fixed.report) await commitCheck(command.workspace, fixOperation(fixed.report.results, checked.baseline), session.audit, output);
    return fixed.code;
  } finally {
    process.off('SIGINT', interrupt);
    await session.audit.settled();
  }
}

/** On a site, a check (with its fix, or a dry run's check alone) ends in one commit once its audit lines are written. */
async function commitCheck(workspace: string, operation: SiteOperation, audit: CliAudit, output: FleetOutput): Promise<void> {
  await audit.settled();
  await commitCliOperation({ folder: workspace, operation, writes: operationPaths.check, note: (text) => output.note(output.words(text)) });
}

/** The baseline, the cameras and their clients of a check from the command line; `check` reads them and keeps a workspace baseline's run. */
async function startCheckSession(args: ParsedCommandLine, command: Pick<CheckCommand, 'baseline' | 'workspace' | 'parallel' | 'connection'>, io: CliIo, note: (line: string) => void) {
  const language = terminalLanguage(io.env);
  const words = (text: Text): string => renderText(text, language);
  const baseline = await chosenBaseline(command.baseline, command.workspace);
  const cameras = await camerasOf(args, command, io);
  const connection = await listConnectionFor(command.connection, cameras, io);
  const audit = new CliAudit(command.workspace, note, language);
  await audit.prepare();
  const clients = createFleetClients(connection, cameras, audit, note, language);
  const check = async (signal: AbortSignal): Promise<CheckRun> => {
    const checking = { count: cameras.length, baseline: baseline.name, version: String(baseline.version), parallel: command.parallel };
    note(words(localize(baseline.kept ? 'cliFleet.check.checkingVersion' : 'cliFleet.check.checking', checking)));
    const onChecked = (camera: CameraCheck, done: number, total: number): void => note(words(localize('cliFleet.check.checked', { done: String(done), total: String(total), camera: camera.label, status: statusText(camera.status) })));
    const checked = await checkCameras(baseline, cameras, { useClient: clients, parallel: command.parallel, signal, onChecked });
    if (baseline.kept) await keepRun(checked, command.workspace, note, words);
    return checked;
  };
  return { baseline, cameras, clients, audit, check };
}

/**
 * A check made now for another subcommand (`fleet report --baseline`): the cameras of the same
 * --group or --list, reached as `fleet check` reaches them with its defaults; kept as a run when
 * the baseline is the workspace's.
 */
export async function checkNow(args: ParsedCommandLine, baseline: string, io: CliIo, note: (line: string) => void): Promise<{ run: CheckRun; parsed: ParsedBaseline }> {
  const command = { baseline, workspace: workspaceInUse(args, io), parallel: baselineLimits.defaultParallel, connection: readListConnection(args, io.env) };
  const session = await startCheckSession(args, command, io, note);
  try {
    return { run: await session.check(new AbortController().signal), parsed: session.baseline.parsed };
  } finally {
    await session.audit.settled();
  }
}

async function keepRun(checked: CheckRun, workspace: string, note: (line: string) => void, words: (text: Text) => string): Promise<void> {
  try {
    await new CheckRunStore(workspace, (problem) => note(words(problem))).save(checked);
    note(words(localize('cliFleet.check.keptAsRun', { runId: checked.runId })));
  } catch (error) {
    note(words(localize('cliFleet.check.runNotKept', { problem: errorAsText(error) })));
  }
}

function checkJson(checked: CheckRun) {
  return {
    cameras: checked.cameras.map(({ label, host, port, status, drift, reason }) => ({ label, host, port, status, drift, reason })),
    counts: checked.counts,
    runId: checked.runId,
    cancelled: checked.cancelled,
  };
}

function reportCheck(checked: CheckRun, output: FleetOutput, interrupted: boolean): number {
  output.result([...checked.cameras.flatMap((camera) => checkLines(camera, output)), countsLine(checked, output)], checkJson(checked));
  if (interrupted) return interruptedExitCode;
  return checked.counts.compliant === checked.cameras.length ? ExitCode.ok : ExitCode.fleetIncomplete;
}

function checkLines(camera: CameraCheck, output: FleetOutput): string[] {
  const address = `${camera.host}:${camera.port}`;
  const who = camera.label === address || camera.label === camera.host ? camera.label : `${camera.label} (${address})`;
  if (camera.status === 'compliant') return [output.words(localize('baseline.line.compliant', { camera: who }))];
  if (camera.status === 'not_in_force') return [output.words(localize('baseline.line.notInForce', { camera: who, reason: reasonLine(camera, output) }))];
  if (camera.status === 'unreadable') return [output.words(localize('baseline.line.unreadable', { camera: who, reason: reasonLine(camera, output) }))];
  return [
    output.words(localize('baseline.line.drifted', { camera: who })),
    ...camera.drift.map(({ section, name, expected, found }) =>
      output.words(found === null ? localize('baseline.line.driftMissing', { parameter: `${section}/${name}`, expected }) : localize('baseline.line.drift', { parameter: `${section}/${name}`, expected, found })),
    ),
  ];
}

const statusIds: Record<CameraCheck['status'], MessageId> = {
  compliant: 'cliFleet.check.status.compliant',
  not_in_force: 'cliFleet.check.status.notInForce',
  drifted: 'cliFleet.check.status.drifted',
  unreadable: 'cliFleet.check.status.unreadable',
};

function statusText(status: CameraCheck['status']): Text {
  return localize(statusIds[status]);
}

/** How many cameras were compliant, waiting for a reboot, drifted and unreadable (also `fleet report`'s note). */
export function countsText({ counts }: CheckRun): Text {
  return localize('baseline.line.counts', { compliant: counts.compliant, notInForce: counts.not_in_force, drifted: counts.drifted, unreadable: counts.unreadable });
}

function countsLine(checked: CheckRun, output: FleetOutput): string {
  return output.words(countsText(checked));
}

interface FixContext {
  clients: UseFleetClient;
  audit: CliAudit;
  signal: AbortSignal;
  output: FleetOutput;
  /** --group: the cameras are the workspace's, and each fixed one is kept in its history. */
  workspaceCameras: boolean;
}

async function fix(checked: CheckRun, parsed: ParsedBaseline, cameras: readonly CheckedCamera[], command: CheckCommand, context: FixContext): Promise<{ code: number; report: FleetApplyReport | null }> {
  const fixOptions = command.fix!;
  const byId = new Map(cameras.map((camera) => [camera.cameraId, camera]));
  const plan = planBaselineFix(parsed, checked.cameras, {
    steps: fixOptions.steps,
    knownVariables: [...new Set(cameras.flatMap((camera) => Object.keys(camera.variables)))],
    variablesOf: (cameraId) => ({ label: byId.get(cameraId)!.label, variables: byId.get(cameraId)!.variables }),
  });
  const { output } = context;
  if (fixOptions.dryRun) return { code: printScripts(checked, plan, output), report: null };
  output.note(output.words(localize('cliFleet.check.fixing', { count: plan.scripts.length })));
  const useClient = context.workspaceCameras ? keptInHistory(context.clients, new SnapshotStore(join(command.workspace, 'snapshots'), { onProblem: (problem) => output.note(output.words(problem)), keepsAll: await isSiteFolder(command.workspace) }), output) : context.clients;
  const report = await applyToFleet(plan.scripts, {
    useClient,
    parallel: command.parallel,
    waitForReboot: fixOptions.wait,
    rebootWait: fixOptions.rebootWait,
    signal: context.signal,
    onProgress: (progress) => progress.step === 'done' && output.note(progressLine(progress, output)),
    run: context.audit.startFleetRun(plan.scripts.length, auditedCamera(byId), checked.baseline),
  });
  return { code: reportFix(checked, plan, report, output, context.signal.aborted), report };
}

function printScripts(checked: CheckRun, plan: FixPlan, output: FleetOutput): number {
  const scripts = plan.scripts.flatMap((script) => [`# ${script.label}`, ...rebootWarning(script, output), ...script.script.slice(0, -1).split('\n'), '']);
  const skipped = plan.skipped.map((camera) => output.words(localize('cliFleet.check.skipped', { camera: camera.label, status: statusText(camera.status) })));
  output.result([...scripts, ...skipped, countsLine(checked, output)], { ...checkJson(checked), dryRun: true, scripts: plan.scripts.map(({ label, script, expected }) => ({ camera: label, script, expected })), skipped: plan.skipped });
  return ExitCode.ok;
}

function reportFix(checked: CheckRun, plan: FixPlan, report: FleetApplyReport, output: FleetOutput, interrupted: boolean): number {
  const counts = countByStatus(report);
  const unreadable = checked.cameras.filter((camera) => camera.status === 'unreadable');
  const lines = [
    ...report.results.map((result) => output.words(describeResult(result)) + rebootNeededNote(plan, result, output)),
    ...unreadable.map((camera) => output.words(localize('cliFleet.check.notFixed', { camera: camera.label, reason: reasonLine(camera, output) }))),
    output.words(localize('cliFleet.check.fixSummary', { verified: counts.verified, applied: counts.applied, failed: counts.failed, notReached: counts.notReached, compliant: checked.counts.compliant, unreadable: unreadable.length, took: elapsedText(report.tookMs) })),
  ];
  output.result(lines, { ...checkJson(checked), fix: { results: report.results, counts, skipped: plan.skipped, tookMs: report.tookMs } });
  if (interrupted) return interruptedExitCode;
  return counts.failed + counts.notReached + unreadable.length > 0 ? ExitCode.fleetIncomplete : ExitCode.ok;
}

/** A dry run's comment for a script whose values apply only after a reboot it does not do. */
function rebootWarning(script: FixScript, output: FleetOutput): string[] {
  return script.rebootNeeded.length === 0 ? [] : [output.words(localize('cliFleet.check.rebootWarning', { sections: script.rebootNeeded.join(', ') }))];
}

/** A written camera whose values wait for a reboot is not in force yet: its line says so. */
function rebootNeededNote(plan: FixPlan, result: FleetApplyReport['results'][number], output: FleetOutput): string {
  const waiting = plan.scripts.find((script) => script.cameraId === result.cameraId)?.rebootNeeded ?? [];
  const written = result.status === 'verified' || result.status === 'applied';
  return written && waiting.length > 0 ? output.words(localize('cliFleet.check.rebootNeeded', { sections: waiting.join(', ') })) : '';
}

function auditedCamera(byId: ReadonlyMap<string, CheckedCamera>): (cameraId: string) => AuditCamera {
  return (cameraId) => {
    const camera = byId.get(cameraId)!;
    return { id: cameraId, label: camera.label, host: camera.host, port: camera.port };
  };
}

/** The first line of why a camera is unreadable, in the terminal's language. */
function reasonLine(camera: CameraCheck, output: FleetOutput): string {
  const reason = checkReasonText(camera);
  return reason === null ? '' : output.words(reason).split('\n')[0]!;
}

// `camconfig discover RANGE`: an address scan (src/main/discovery/) from the command line.
// Results go to stdout when the scan is over (a table, or --json), progress and what was found
// to stderr as it arrives; --add puts the cameras that opened into the workspace.
import { resolve } from 'node:path';
import { flag, optionValue, optionValues, parseCommandLine } from '../../base/commandLine/parseCommandLine';
import { passwordEnvVariable } from '../../base/commandLine/secretVariables';
import { decimalOption } from '../../base/commandLine/decimalOption';
import { UsageError } from '../../base/commandLine/usageError';
import { parseAddressRange, parsePortList } from '../../../shared/site/addressRange';
import { groupProblem } from '../../../shared/fleet/lists/listVariables';
import { hostKey } from '../../../shared/net/cameraHost';
import type { DiscoveryResult } from '../../../shared/site/discoveryResult';
import { terminalSafeText } from '../../../shared/text/terminalSafeText';
import { scanAddresses, scanDefaults, scanLimits, type ScanFinding, type ScanProgress, type ScanReport } from '../../discovery/addressScan';
import type { CameraCredentials } from '../../remoteconfig/credentials';
import { openWorkspace, WrongPassphraseError, type CameraStore } from '../../workspace';
import type { CliIo } from '../cliIo';
import { ExitCode, exitCodeForError, interruptedExitCode } from '../exitCodes';
import { promptHidden } from '../rc/passwordSource';
import { terminalSafeJson } from '../rc/rcOutput';
import { defaultWorkspaceFolder, openServeWorkspace } from '../serve/serveWorkspace';
import { commitCliOperation } from '../site/cliSiteCommit';
import { discoveryAddOperation, operationPaths } from '../../services/siteCommits/siteOperationTexts';
import { addFoundCameras } from './addFoundCameras';
import { discoverCommandLineOptions, discoverProgram, discoverUsage } from './discoverOptions';
import { errorWords } from '../../../shared/i18n/errorWords';
import { terminalLanguage, type Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';

interface DiscoverOptions {
  addresses: string[];
  ports: number[];
  https: boolean;
  user: string | undefined;
  timeoutMs: number;
  parallel: number;
  add: boolean;
  group: string | null;
  workspace: string | undefined;
  json: boolean;
}

/** One line on stderr after the program's name, in the terminal's language. */
function say(io: CliIo, text: Text): void {
  io.stderr.write(`${discoverProgram}: ${renderText(text, terminalLanguage(io.env))}\n`);
}

export async function runDiscoverCommand(argv: string[], io: CliIo): Promise<number> {
  const language = terminalLanguage(io.env);
  let options: DiscoverOptions | 'help';
  try {
    options = parseDiscoverOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`${discoverProgram}: ${errorWords(error, language)}\n\n${discoverUsage(language)}\n`);
    return ExitCode.usage;
  }
  if (options === 'help') {
    io.stdout.write(discoverUsage(language) + '\n');
    return ExitCode.ok;
  }
  try {
    const credentials = await userCredentials(options, io);
    const workspace = await openScanWorkspace(options, io);
    const report = await scanWithCtrlC(options, credentials, workspace, io);
    printResults(io, options, report);
    if (report.cancelled) return interruptedExitCode;
    if (options.add) await addAndReport(io, workspace, report, options);
    printLocked(io, report, options);
    printCertificateChanged(io, report);
    return ExitCode.ok;
  } catch (error) {
    io.stderr.write(`${discoverProgram}: ${terminalSafeText(errorWords(error, language))}\n`);
    return error instanceof WrongPassphraseError ? ExitCode.usage : exitCodeForError(error);
  }
}

function parseDiscoverOptions(argv: string[]): DiscoverOptions | 'help' {
  const parsed = parseCommandLine(argv, discoverCommandLineOptions, discoverProgram);
  if (flag(parsed, 'help')) return 'help';
  const [range, ...extra] = parsed.positionals;
  if (range === undefined) throw new UsageError(localize('cliDiscover.error.noRange'));
  if (extra.length > 0) throw new UsageError(localize('cliDiscover.error.extraRange', { extra: extra[0]!.slice(0, 64) }));
  const addresses = parseAddressRange(range);
  if (!addresses.ok) throw new UsageError(addresses.text);
  const https = flag(parsed, 'https');
  const ports = parsePortList(optionValues(parsed, 'port'), https ? 443 : 80);
  if (!ports.ok) throw new UsageError(localize('cliDiscover.error.port', { problem: ports.text }));
  const user = optionValue(parsed, 'user');
  if (user !== undefined && (user === '' || user.includes(':') || user.length > 64)) throw new UsageError(localize('cliDiscover.error.badUser', { user: user.slice(0, 64) }));
  const add = flag(parsed, 'add');
  const group = optionValue(parsed, 'group') ?? null;
  if (group !== null && !add) throw new UsageError(localize('cliDiscover.error.groupWithoutAdd'));
  const badGroup = group === null ? null : groupProblem(group);
  if (badGroup) throw new UsageError(localize('cliDiscover.error.group', { problem: badGroup }));
  return {
    addresses: addresses.value,
    ports: ports.value,
    https,
    user,
    timeoutMs: boundedNumber(optionValue(parsed, 'timeout'), 'timeout', scanDefaults.timeoutMs / 1000, { min: scanLimits.timeoutMs.min / 1000, max: scanLimits.timeoutMs.max / 1000 }, 'cliDiscover.error.seconds') * 1000,
    parallel: boundedNumber(optionValue(parsed, 'parallel'), 'parallel', scanDefaults.parallel, scanLimits.parallel, 'cliDiscover.error.whole'),
    add,
    group,
    workspace: optionValue(parsed, 'workspace'),
    json: flag(parsed, 'json'),
  };
}

function boundedNumber(text: string | undefined, name: string, fallback: number, { min, max }: { min: number; max: number }, kind: 'cliDiscover.error.seconds' | 'cliDiscover.error.whole'): number {
  if (text === undefined) return fallback;
  const whole = kind === 'cliDiscover.error.whole';
  const what = localize(kind, { min, max });
  const value = decimalOption(text, `--${name}`, whole ? 'whole' : 'decimal', what);
  if (value < min || value > max) {
    throw new UsageError(localize('cliDiscover.error.outOfRange', { option: `--${name}`, what, found: text.slice(0, 32) }));
  }
  return whole ? value : Math.round(value * 1000) / 1000;
}

/** The technician's credentials: --user (or admin) with $CAMCONFIG_PASSWORD, else the password asked on the terminal; none without either. */
async function userCredentials(options: DiscoverOptions, io: CliIo): Promise<CameraCredentials | undefined> {
  const fromEnv = io.env[passwordEnvVariable];
  if (fromEnv !== undefined && fromEnv !== '') return { user: options.user ?? 'admin', password: fromEnv };
  if (options.user === undefined) return undefined;
  if (!io.isTTY) throw new UsageError(localize('cliDiscover.error.noPassword', { user: options.user, variable: passwordEnvVariable }));
  const prompt = renderText(localize('cliDiscover.prompt.password', { user: options.user }), terminalLanguage(io.env));
  return { user: options.user, password: await promptHidden(io, prompt) };
}

/**
 * The workspace, to tell which addresses it has and (--add) to add to. Only --add needs its
 * passphrase (to seal the passwords it adds); a plain scan reads the camera list without it.
 */
async function openScanWorkspace(options: DiscoverOptions, io: CliIo): Promise<CameraStore> {
  if (options.add) return openServeWorkspace(options.workspace, io, discoverProgram);
  const workspace = await openWorkspace(resolve(options.workspace ?? defaultWorkspaceFolder(io.env)), { kind: 'none' });
  for (const problem of workspace.problems) say(io, localize('cliDiscover.progress.warning', { problem }));
  return workspace;
}

async function scanWithCtrlC(options: DiscoverOptions, credentials: CameraCredentials | undefined, workspace: CameraStore, io: CliIo): Promise<ScanReport> {
  const known = new Set(workspace.initial().cameras.map((camera) => `${hostKey(camera.host)}:${camera.port}`));
  const controller = new AbortController();
  const interrupt = (): void => {
    say(io, localize('cliDiscover.progress.interrupted'));
    controller.abort();
  };
  const total = options.addresses.length * options.ports.length;
  const probing = { addresses: options.addresses.length, ports: options.ports.join(', '), parallel: options.parallel, seconds: options.timeoutMs / 1000 };
  say(io, localize(options.https ? 'cliDiscover.progress.probingHttps' : 'cliDiscover.progress.probing', probing));
  process.once('SIGINT', interrupt);
  try {
    return await scanAddresses({
      addresses: options.addresses,
      ports: options.ports,
      https: options.https,
      credentials,
      parallel: options.parallel,
      timeoutMs: options.timeoutMs,
      signal: controller.signal,
      inWorkspace: (address, port) => known.has(`${address}:${port}`),
      onResult: (finding) => tellFinding(io, finding),
      onProgress: progressPrinter(io, total),
    });
  } finally {
    process.off('SIGINT', interrupt);
  }
}

function tellFinding(io: CliIo, { result }: ScanFinding): void {
  if (result.status === 'camera') say(io, localize('cliDiscover.progress.foundCamera', { address: addressOf(result), camera: describeCamera(result, terminalLanguage(io.env)) }));
  if (result.status === 'locked') say(io, localize('cliDiscover.progress.foundLocked', { address: addressOf(result) }));
  if (result.status === 'certificate_changed') say(io, localize('cliDiscover.progress.certificateChanged', { address: addressOf(result) }));
}

/** About twenty progress lines for a whole scan, however large. */
function progressPrinter(io: CliIo, total: number): (progress: ScanProgress) => void {
  const step = Math.max(1, Math.floor(total / 20));
  return ({ done, found }) => {
    if (done % step === 0 || done === total) say(io, localize('cliDiscover.progress.probed', { done, total, found }));
  };
}

function printResults(io: CliIo, options: DiscoverOptions, report: ScanReport): void {
  const results = report.findings.map((finding) => finding.result);
  const counts = (status: DiscoveryResult['status']): number => results.filter((result) => result.status === status).length;
  const how = report.cancelled ? localize('cliDiscover.result.cancelled', { done: results.length, total: report.total }) : localize('cliDiscover.result.probed', { total: report.total });
  const tally = { how, cameras: localize('cliDiscover.result.cameras', { count: counts('camera') }), locked: counts('locked'), notCamera: counts('not_camera'), noAnswer: counts('no_answer'), changed: counts('certificate_changed') };
  say(io, localize(tally.changed > 0 ? 'cliDiscover.result.summaryChanged' : 'cliDiscover.result.summary', tally));
  if (options.json) {
    io.stdout.write(terminalSafeJson({ results }) + '\n');
    return;
  }
  for (const result of results.filter((candidate) => candidate.status !== 'no_answer')) {
    io.stdout.write(`${addressOf(result).padEnd(21)} ${result.status.padEnd(10)}${result.status === 'camera' ? ` ${describeCamera(result, terminalLanguage(io.env))}` : ''}\n`);
  }
}

function describeCamera(result: DiscoveryResult, language: Language): string {
  const parts = [result.firmware === null ? localize('cliDiscover.result.firmwareUnknown') : localize('cliDiscover.result.firmware', { firmware: terminalSafeText(result.firmware) })];
  if (result.factoryPassword) parts.push(localize('cliDiscover.result.factoryPassword'));
  if (result.inWorkspace) parts.push(localize('cliDiscover.result.inWorkspace'));
  return parts.map((part) => renderText(part, language)).join(', ');
}

async function addAndReport(io: CliIo, workspace: CameraStore, report: ScanReport, options: DiscoverOptions): Promise<void> {
  const added = await addFoundCameras(workspace, report.findings, options.group, options.https);
  const factory = new Set(report.findings.filter((finding) => finding.result.factoryPassword).map((finding) => addressOf(finding.result)));
  for (const camera of added.added) {
    const where = `${camera.host}:${camera.port}`;
    const named = camera.label === where ? where : `${camera.label} (${where})`;
    const line = camera.group === null ? localize('cliDiscover.result.added', { id: camera.cameraId ?? '', camera: named }) : localize('cliDiscover.result.addedGroup', { id: camera.cameraId ?? '', camera: named, group: camera.group });
    say(io, factory.has(where) ? localize('cliDiscover.result.withFactoryPassword', { added: line }) : line);
  }
  for (const problem of added.problems) say(io, localize('cliDiscover.result.notAdded', { problem: problem.message }));
  if (added.added.length > 0 && workspace.passwordStorage === 'memory-only') say(io, localize('cliDiscover.result.notKept'));
  say(io, localize('cliDiscover.result.addedCount', { count: added.added.length, folder: workspace.folder }));
  const addedIds = added.added.flatMap((camera) => (camera.cameraId ? [camera.cameraId] : []));
  await commitCliOperation({ folder: workspace.folder, operation: discoveryAddOperation(addedIds), writes: operationPaths.cameras, cameras: workspace, note: (text) => say(io, text) });
}

/** Locked addresses and how to add one by hand: its credentials are not among those tried. */
function printLocked(io: CliIo, report: ScanReport, options: DiscoverOptions): void {
  const locked = report.findings.filter((finding) => finding.result.status === 'locked');
  if (locked.length === 0) return;
  say(io, localize('cliDiscover.result.locked', { lockedCount: locked.length, addresses: locked.map((finding) => addressOf(finding.result)).join(', ') }));
  const example = locked[0]!.result;
  const https = options.https ? ' --https' : '';
  say(io, localize('cliDiscover.result.howToAdd', { command: `${passwordEnvVariable}=... ${discoverProgram} ${example.address} --port ${example.port}${https} --user USER --add` }));
}

/**
 * Addresses whose certificate changed within the scan, and what to do: the scan trusts the first
 * certificate each address shows, for that scan only, so a new scan starts afresh.
 */
function printCertificateChanged(io: CliIo, report: ScanReport): void {
  const changed = report.findings.filter((finding) => finding.result.status === 'certificate_changed').map((finding) => addressOf(finding.result));
  if (changed.length === 0) return;
  say(io, localize('cliDiscover.result.changed', { changedCount: changed.length, addresses: changed.join(', ') }));
}

function addressOf({ address, port }: { address: string; port: number }): string {
  return `${address}:${port}`;
}

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
import { openWorkspace, WrongPassphraseError, type CameraWorkspace } from '../../workspace';
import type { CliIo } from '../cliIo';
import { ExitCode, exitCodeForError, interruptedExitCode } from '../exitCodes';
import { promptHidden } from '../rc/passwordSource';
import { terminalSafeJson } from '../rc/rcOutput';
import { defaultWorkspaceFolder, openServeWorkspace } from '../serve/serveWorkspace';
import { addFoundCameras } from './addFoundCameras';
import { discoverCommandLineOptions, discoverProgram, discoverUsage } from './discoverOptions';
import { errorWords } from '../../../shared/i18n/errorWords';
import { terminalLanguage } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';

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

export async function runDiscoverCommand(argv: string[], io: CliIo): Promise<number> {
  let options: DiscoverOptions | 'help';
  try {
    options = parseDiscoverOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`${discoverProgram}: ${error.message}\n\n${discoverUsage}\n`);
    return ExitCode.usage;
  }
  if (options === 'help') {
    io.stdout.write(discoverUsage + '\n');
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
    io.stderr.write(`${discoverProgram}: ${terminalSafeText(errorWords(error, terminalLanguage(io.env)))}\n`);
    return error instanceof WrongPassphraseError ? ExitCode.usage : exitCodeForError(error);
  }
}

function parseDiscoverOptions(argv: string[]): DiscoverOptions | 'help' {
  const parsed = parseCommandLine(argv, discoverCommandLineOptions, discoverProgram);
  if (flag(parsed, 'help')) return 'help';
  const [range, ...extra] = parsed.positionals;
  if (range === undefined) throw new UsageError('which addresses? Give a RANGE: 192.168.1.0/24 or 192.168.1.10-192.168.1.60');
  if (extra.length > 0) throw new UsageError(`one range at a time: '${extra[0]!.slice(0, 64)}' is one argument too many`);
  const addresses = parseAddressRange(range);
  if (!addresses.ok) throw new UsageError(addresses.problem);
  const https = flag(parsed, 'https');
  const ports = parsePortList(optionValues(parsed, 'port'), https ? 443 : 80);
  if (!ports.ok) throw new UsageError(`--port: ${ports.problem}`);
  const user = optionValue(parsed, 'user');
  if (user !== undefined && (user === '' || user.includes(':') || user.length > 64)) throw new UsageError(`--user '${user.slice(0, 64)}' is not a user name (1 to 64 characters, no ':')`);
  const add = flag(parsed, 'add');
  const group = optionValue(parsed, 'group') ?? null;
  if (group !== null && !add) throw new UsageError('--group only applies to --add (the group the added cameras go in)');
  const badGroup = group === null ? null : groupProblem(group);
  if (badGroup) throw new UsageError(`--group: ${badGroup}`);
  return {
    addresses: addresses.value,
    ports: ports.value,
    https,
    user,
    timeoutMs: boundedNumber(optionValue(parsed, 'timeout'), 'timeout', scanDefaults.timeoutMs / 1000, { min: scanLimits.timeoutMs.min / 1000, max: scanLimits.timeoutMs.max / 1000 }, 'a number of seconds') * 1000,
    parallel: boundedNumber(optionValue(parsed, 'parallel'), 'parallel', scanDefaults.parallel, scanLimits.parallel, 'a whole number'),
    add,
    group,
    workspace: optionValue(parsed, 'workspace'),
    json: flag(parsed, 'json'),
  };
}

function boundedNumber(text: string | undefined, name: string, fallback: number, { min, max }: { min: number; max: number }, kind: string): number {
  if (text === undefined) return fallback;
  const whole = kind === 'a whole number';
  const value = decimalOption(text, `--${name}`, whole ? 'whole' : 'decimal', `${kind} from ${min} to ${max}`);
  if (value < min || value > max) {
    throw new UsageError(`option --${name} needs ${kind} from ${min} to ${max}, found '${text.slice(0, 32)}'`);
  }
  return whole ? value : Math.round(value * 1000) / 1000;
}

/** The technician's credentials: --user (or admin) with $CAMCONFIG_PASSWORD, else the password asked on the terminal; none without either. */
async function userCredentials(options: DiscoverOptions, io: CliIo): Promise<CameraCredentials | undefined> {
  const fromEnv = io.env[passwordEnvVariable];
  if (fromEnv !== undefined && fromEnv !== '') return { user: options.user ?? 'admin', password: fromEnv };
  if (options.user === undefined) return undefined;
  if (!io.isTTY) throw new UsageError(`no password for --user ${options.user}: set ${passwordEnvVariable}, or run on a terminal to be asked`);
  return { user: options.user, password: await promptHidden(io, `Password of ${options.user} on the cameras: `) };
}

/**
 * The workspace, to tell which addresses it has and (--add) to add to. Only --add needs its
 * passphrase (to seal the passwords it adds); a plain scan reads the camera list without it.
 */
async function openScanWorkspace(options: DiscoverOptions, io: CliIo): Promise<CameraWorkspace> {
  if (options.add) return openServeWorkspace(options.workspace, io, discoverProgram);
  const workspace = await openWorkspace(resolve(options.workspace ?? defaultWorkspaceFolder(io.env)), { kind: 'none' });
  for (const problem of workspace.problems) io.stderr.write(`${discoverProgram}: warning: ${renderText(problem, terminalLanguage(io.env))}\n`);
  return workspace;
}

async function scanWithCtrlC(options: DiscoverOptions, credentials: CameraCredentials | undefined, workspace: CameraWorkspace, io: CliIo): Promise<ScanReport> {
  const known = new Set(workspace.initial().cameras.map((camera) => `${hostKey(camera.host)}:${camera.port}`));
  const controller = new AbortController();
  const interrupt = (): void => {
    io.stderr.write(`${discoverProgram}: interrupted: cancelling the probes under way; no further address is probed\n`);
    controller.abort();
  };
  const total = options.addresses.length * options.ports.length;
  io.stderr.write(`${discoverProgram}: probing ${options.addresses.length} address(es) at port ${options.ports.join(', ')}${options.https ? ' (HTTPS)' : ''}, ${options.parallel} at a time, timeout ${options.timeoutMs / 1000} s\n`);
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
  if (result.status === 'camera') io.stderr.write(`${discoverProgram}: found camera ${addressOf(result)}${describeCamera(result)}\n`);
  if (result.status === 'locked') io.stderr.write(`${discoverProgram}: found ${addressOf(result)}: asks for other credentials (locked)\n`);
  if (result.status === 'certificate_changed') io.stderr.write(`${discoverProgram}: ${addressOf(result)}: presented another TLS certificate on a later connection (certificate_changed)\n`);
}

/** About twenty progress lines for a whole scan, however large. */
function progressPrinter(io: CliIo, total: number): (progress: ScanProgress) => void {
  const step = Math.max(1, Math.floor(total / 20));
  return ({ done, found }) => {
    if (done % step === 0 || done === total) io.stderr.write(`${discoverProgram}: ${done} of ${total} probed, ${found} found\n`);
  };
}

function printResults(io: CliIo, options: DiscoverOptions, report: ScanReport): void {
  const results = report.findings.map((finding) => finding.result);
  const counts = (status: DiscoveryResult['status']): number => results.filter((result) => result.status === status).length;
  const how = report.cancelled ? `cancelled: ${results.length} of ${report.total} probed` : `${report.total} probed`;
  const changed = counts('certificate_changed') > 0 ? `, ${counts('certificate_changed')} certificate changed` : '';
  io.stderr.write(`${discoverProgram}: ${how}: ${counts('camera')} camera(s), ${counts('locked')} locked, ${counts('not_camera')} not a camera, ${counts('no_answer')} no answer${changed}\n`);
  if (options.json) {
    io.stdout.write(terminalSafeJson({ results }) + '\n');
    return;
  }
  for (const result of results.filter((candidate) => candidate.status !== 'no_answer')) {
    io.stdout.write(`${addressOf(result).padEnd(21)} ${result.status.padEnd(10)}${result.status === 'camera' ? describeCamera(result) : ''}\n`);
  }
}

function describeCamera(result: DiscoveryResult): string {
  const parts = [result.firmware === null ? 'firmware unknown' : `firmware ${terminalSafeText(result.firmware)}`];
  if (result.factoryPassword) parts.push('FACTORY PASSWORD (admin/meinsm): change it');
  if (result.inWorkspace) parts.push('in the workspace');
  return ` ${parts.join(', ')}`;
}

async function addAndReport(io: CliIo, workspace: CameraWorkspace, report: ScanReport, options: DiscoverOptions): Promise<void> {
  const added = await addFoundCameras(workspace, report.findings, options.group, options.https);
  const factory = new Set(report.findings.filter((finding) => finding.result.factoryPassword).map((finding) => addressOf(finding.result)));
  for (const camera of added.added) {
    const where = `${camera.host}:${camera.port}`;
    const named = camera.label === where ? where : `${camera.label} (${where})`;
    io.stderr.write(`${discoverProgram}: added ${camera.cameraId} ${named}${camera.group === null ? '' : `, group ${camera.group}`}${factory.has(where) ? ', with the factory password: change it' : ''}\n`);
  }
  for (const problem of added.problems) io.stderr.write(`${discoverProgram}: not added: ${renderText(problem.message, terminalLanguage(io.env))}\n`);
  if (added.added.length > 0 && workspace.passwordStorage === 'memory-only') {
    io.stderr.write(`${discoverProgram}: warning: the passwords of the cameras added are not kept (no workspace passphrase): those cameras ask for their password in the studio\n`);
  }
  io.stderr.write(`${discoverProgram}: ${added.added.length} camera(s) added to the workspace ${workspace.folder}\n`);
}

/** Locked addresses and how to add one by hand: its credentials are not among those tried. */
function printLocked(io: CliIo, report: ScanReport, options: DiscoverOptions): void {
  const locked = report.findings.filter((finding) => finding.result.status === 'locked');
  if (locked.length === 0) return;
  io.stderr.write(`${discoverProgram}: ${locked.length} address(es) asked for other credentials: ${locked.map((finding) => addressOf(finding.result)).join(', ')}\n`);
  const example = locked[0]!.result;
  const https = options.https ? ' --https' : '';
  io.stderr.write(
    `${discoverProgram}: to add one, give its credentials: ${passwordEnvVariable}=... ${discoverProgram} ${example.address} --port ${example.port}${https} --user USER --add, or use Add camera in the studio\n`,
  );
}

/**
 * Addresses whose certificate changed within the scan, and what to do: the scan trusts the first
 * certificate each address shows, for that scan only, so a new scan starts afresh.
 */
function printCertificateChanged(io: CliIo, report: ScanReport): void {
  const changed = report.findings.filter((finding) => finding.result.status === 'certificate_changed').map((finding) => addressOf(finding.result));
  if (changed.length === 0) return;
  io.stderr.write(
    `${discoverProgram}: ${changed.length} address(es) presented another TLS certificate on a later connection of this scan: ${changed.join(', ')}. ` +
      'Someone may be intercepting those connections: nothing more was sent there, and they are not added. ' +
      'Scan them again (a scan trusts the first certificate an address shows, for that scan only); if the certificate changes again, check the network between you and the camera before you give it a password\n',
  );
}

function addressOf({ address, port }: { address: string; port: number }): string {
  return `${address}:${port}`;
}

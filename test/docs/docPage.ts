// Runs the ```console examples of one Markdown page as a reader would type them: in order, in
// bash, in a temporary folder with its own HOME, against simulated cameras (and a reserved bus
// port) that this process starts for the page. Documented in docs/doc-tests.md.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { SimulatedCamera } from '../../src/main/simulator/camera';
import { reserveUdpPort, type ReservedUdpPort } from '../support/reservedPort';
import { consoleBlocks, documentationAddress, matchOutput, pageDirectives, DocSyntaxError, type ConsoleBlock, type ConsoleCommand } from './consoleBlocks';
import { newSimulatedCamera } from '../support/simulatedCameras';

export const repoRoot = join(import.meta.dirname, '..', '..');
/** Longest a single `$ ` command may run; a reboot wait in the examples takes about 2 s. */
export const commandTimeoutMs = 30_000;
/** Simulated cameras reboot fast, so the `--reboot --wait` examples take seconds, not minutes; long enough that a loaded machine still sees them go down (probes every 250 ms). */
const simulatedRebootSeconds = 1.5;

/** Every Markdown page a reader gets: README.md and all of docs/. */
export function documentationPages(): string[] {
  const pages = [join(repoRoot, 'README.md')];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(folder, entry.name));
      else if (entry.name.endsWith('.md')) pages.push(join(folder, entry.name));
    }
  };
  walk(join(repoRoot, 'docs'));
  return pages.sort();
}

/** The pages that hold at least one console block. */
export function pagesWithExamples(): string[] {
  return documentationPages().filter((page) => consoleBlocks(page, readFileSync(page, 'utf8')).length > 0);
}

export class DocExampleError extends Error {
  override readonly name = 'DocExampleError';
}

/**
 * Puts `camconfig` and `sdk-demo` on PATH the way README.md tells a reader to (`npm link` in
 * the checkout), but into a temporary npm prefix instead of the global one. Returns its bin folder.
 */
export function linkCommands(prefix: string): string {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['link', '--offline', '--no-audit', '--no-fund'], {
    cwd: repoRoot,
    env: { ...process.env, npm_config_prefix: prefix },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`npm link into ${prefix} failed (exit ${result.status}): ${result.stderr || result.error?.message}`);
  return join(prefix, 'bin');
}

/** A web server that is not a camera: an HTML page for every request, on 127.0.0.1 and a free port. */
async function startWebPage(): Promise<Server> {
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', connection: 'close' });
    response.end('<!DOCTYPE html>\n<html><head><title>Router</title></head><body>Welcome</body></html>\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return server;
}

interface Substitution {
  /** In the commands: the documentation value → what the test runs. */
  toTest: (command: string) => string;
  /** In the output: what the test ran → the documentation value. */
  toDoc: (output: string) => string;
}

export class DocPage {
  readonly blocks: ConsoleBlock[];
  private readonly folder: string;
  private readonly stateFile: string;
  private readonly cameras = new Map<string, SimulatedCamera>();
  private readonly webServers: Server[] = [];
  private readonly reservedPorts: ReservedUdpPort[] = [];
  private readonly substitutions: Substitution[] = [];

  private constructor(
    readonly file: string,
    text: string,
    private readonly binDir: string,
    private readonly timeoutMs: number,
  ) {
    this.blocks = consoleBlocks(file, text);
    this.folder = mkdtempSync(join(tmpdir(), 'camconfig-doc-test-'));
    this.stateFile = join(this.folder, 'shell-state.sh');
    mkdirSync(join(this.folder, 'home', '.config'), { recursive: true });
    mkdirSync(join(this.folder, 'work'));
  }

  /** Reads the page, starts its simulated cameras and reserves its bus ports. */
  static async open(file: string, binDir: string, options: { commandTimeoutMs?: number } = {}): Promise<DocPage> {
    const text = readFileSync(file, 'utf8');
    const page = new DocPage(file, text, binDir, options.commandTimeoutMs ?? commandTimeoutMs);
    try {
      await page.startSimulators(pageDirectives(file, text));
    } catch (error) {
      await page.close();
      throw error;
    }
    return page;
  }

  get name(): string {
    return relative(repoRoot, this.file).startsWith('..') ? this.file : relative(repoRoot, this.file);
  }

  private async startSimulators(directives: ReturnType<typeof pageDirectives>): Promise<void> {
    for (const directive of directives.cameras) {
      if (this.cameras.has(directive.address)) throw new DocSyntaxError(`${this.name}:${directive.line}: camera ${directive.address} is declared twice`);
      const camera = newSimulatedCamera({ user: directive.user, password: directive.password, rebootSeconds: simulatedRebootSeconds, cameraNumber: this.cameras.size + 1 });
      this.cameras.set(directive.address, camera);
      const { port } = await camera.start(0);
      this.substitutions.push(cameraSubstitution(directive.address, port));
    }
    for (const { address, line } of directives.webServers) {
      if (this.cameras.has(address)) throw new DocSyntaxError(`${this.name}:${line}: ${address} is declared as a camera already`);
      const server = await startWebPage();
      this.webServers.push(server);
      this.substitutions.push(cameraSubstitution(address, (server.address() as AddressInfo).port));
    }
    const declared = [...this.cameras.keys(), ...directives.webServers.map((server) => server.address)];
    this.substitutions.push(addressCheck(this.name, declared));
    for (const { port } of directives.busPorts) {
      const reserved = await reserveUdpPort();
      this.reservedPorts.push(reserved);
      this.substitutions.push(portSubstitution(port, reserved.port));
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.cameras.values()].map((camera) => camera.stop()));
    await Promise.all(this.webServers.map((server) => new Promise((resolve) => server.close(resolve))));
    await Promise.all(this.reservedPorts.map((reserved) => reserved.release()));
    rmSync(this.folder, { recursive: true, force: true });
  }

  /** Runs every command of the block in order; throws at the first that differs from the page. */
  async runBlock(block: ConsoleBlock): Promise<void> {
    for (const command of block.commands) await this.runCommand(command);
  }

  private async runCommand(command: ConsoleCommand): Promise<void> {
    const where = `${this.name}:${command.line}`;
    let script = command.command;
    try {
      for (const substitution of this.substitutions) script = substitution.toTest(script);
      refuseRealNetwork(script);
    } catch (error) {
      throw new DocExampleError(`${where}: the runner refuses \`$ ${firstLine(command.command)}\`: ${(error as Error).message}`);
    }
    const run = await this.runInBash(script, where, command.command);
    let output = run.output;
    for (const substitution of [...this.substitutions].reverse()) output = substitution.toDoc(output);
    const actual = outputLines(output);
    const mismatch = matchOutput(
      command.expected.map((line) => ({ ...line, text: withoutDefaultPort(line.text.trimEnd()) })),
      actual.map(withoutDefaultPort),
    );
    if (mismatch === null && run.code === command.exitCode) return;
    const shown = actual.map((line) => `  | ${line}`).join('\n') + `\n  [exit ${run.code}]`;
    if (mismatch === null) {
      const line = command.exitCodeLine ?? command.expected.at(-1)?.line ?? command.line;
      throw new DocExampleError(`${this.name}:${line}: \`$ ${firstLine(command.command)}\` (line ${command.line}) exited with ${run.code}, the page says ${command.exitCode}${command.exitCodeLine === null ? ' (no [N] line)' : ''}. Its output:\n${shown}`);
    }
    const line = mismatch.expected?.line ?? command.expected.at(-1)?.line ?? command.line;
    const expectedText = mismatch.expected ? `'${mismatch.expected.text}'` : 'no more output';
    const foundText = mismatch.found === null ? 'the end of the output' : `'${mismatch.found}'`;
    throw new DocExampleError(`${this.name}:${line}: the output of \`$ ${firstLine(command.command)}\` (line ${command.line}) differs: the page expects ${expectedText}, the command printed ${foundText}. Its whole output (addresses mapped back):\n${shown}`);
  }

  private async runInBash(script: string, where: string, asWritten: string): Promise<{ output: string; code: number }> {
    const outputFile = join(this.folder, 'output.txt');
    const fd = openSync(outputFile, 'w');
    // The shell's exports and folder carry over from one command to the next, as in a terminal.
    const wrapped = `[ -f "$DOC_TEST_STATE" ] && . "$DOC_TEST_STATE"\n${script}\n__doc_status=$?\n{ export -p; printf 'cd %q\\n' "$PWD"; } > "$DOC_TEST_STATE"\nexit $__doc_status\n`;
    const child = spawn('bash', ['--noprofile', '--norc', '-c', wrapped], {
      cwd: join(this.folder, 'work'),
      env: this.environment(),
      stdio: ['ignore', fd, fd],
      detached: true,
    });
    closeSync(fd);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }, this.timeoutMs);
    const code = await new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (status) => resolve(status ?? -1));
    }).finally(() => {
      clearTimeout(timer);
      endProcessGroup(child.pid);
    });
    if (timedOut) throw new DocExampleError(`${where}: \`$ ${firstLine(asWritten)}\` did not finish within ${this.timeoutMs / 1000} s and was killed; output so far:\n${readFileSync(outputFile, 'utf8')}`);
    return { output: readFileSync(outputFile, 'utf8'), code };
  }

  private environment(): Record<string, string> {
    const home = join(this.folder, 'home');
    return {
      PATH: [this.binDir, dirname(process.execPath), '/usr/local/bin', '/usr/bin', '/bin'].join(':'),
      HOME: home,
      XDG_CONFIG_HOME: join(home, '.config'),
      LANG: 'C.UTF-8',
      TZ: 'UTC',
      TERM: 'dumb',
      DOC_TEST_STATE: this.stateFile,
    };
  }
}

/** What a command left running in the background (its process group) ends with it. */
function endProcessGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // ESRCH: nothing of it is left
  }
}

function firstLine(command: string): string {
  const [first = '', ...rest] = command.split('\n');
  return rest.length > 0 ? `${first} ...` : first;
}

/** Lines of the output, trailing spaces and the final line end dropped, as compared. */
function outputLines(output: string): string[] {
  const lines = output.replace(/\r\n/g, '\n').split('\n').map((line) => line.trimEnd());
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** `192.0.2.10` and `192.0.2.10:80` name the same camera; the page may write either. */
function withoutDefaultPort(line: string): string {
  return line.replace(/\b(192\.0\.2\.\d{1,3}):80\b/g, '$1');
}

function cameraSubstitution(address: string, port: number): Substitution {
  const typed = new RegExp(`\\b${address.replace(/\./g, '\\.')}(?::\\d{1,5})?\\b`, 'g');
  const running = new RegExp(`\\b127\\.0\\.0\\.1:${port}\\b`, 'g');
  // Backup file names hold the address as listed, dots as dashes, a port after +: 192-0-2-10_251123-0930.cfg.
  const inFileName = new RegExp(`\\b127-0-0-1\\+${port}_`, 'g');
  return {
    toTest: (command) => command.replace(typed, `127.0.0.1:${port}`),
    toDoc: (output) => output.replace(running, `${address}:80`).replace(inFileName, `${address.replace(/\./g, '-')}_`),
  };
}

/** After the cameras' substitutions: a documentation address left over has no simulator. */
function addressCheck(page: string, declared: string[]): Substitution {
  return {
    toTest: (command) => {
      const left = [...command.matchAll(documentationAddress)].map((match) => match[0]);
      if (left.length > 0) {
        throw new Error(`it names ${left.join(', ')}, which has no simulated camera on this page (declare it: <!-- doc-test: camera 192.0.2.N -->; ${page} declares ${declared.join(', ') || 'none'})`);
      }
      return command;
    },
    toDoc: (output) => output,
  };
}

function portSubstitution(documented: number, reserved: number): Substitution {
  return {
    toTest: (command) => command.replace(new RegExp(`\\b${documented}\\b`, 'g'), String(reserved)),
    toDoc: (output) => output.replace(new RegExp(`\\b${reserved}\\b`, 'g'), String(documented)),
  };
}

const ipv4 = /(?<![\w.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\w.])/g;
const realInterface = /\b(eth\d+|wlan\d+|en[ops]\w+|wl[op]\w+)\b/;
/** An IPv6 address in brackets, as commands and URLs write one. */
const ipv6 = /\[([0-9a-fA-F:.]*:[0-9a-fA-F:.]*)\]/g;

/** A command may reach 127.0.0.0/8 only, and name no interface but `lo`. */
export function refuseRealNetwork(command: string): void {
  for (const match of command.matchAll(ipv4)) {
    if (match[1] !== '127') throw new Error(`it would reach ${match[0]}, which is not on 127.0.0.0/8 (examples use 192.0.2.N addresses of declared simulated cameras)`);
  }
  for (const match of command.matchAll(ipv6)) {
    if (match[1] !== '::1') throw new Error(`it would reach [${match[1]}], which is not ::1`);
  }
  const iface = realInterface.exec(command);
  if (iface) throw new Error(`it names the interface ${iface[0]}; examples run on lo only`);
}

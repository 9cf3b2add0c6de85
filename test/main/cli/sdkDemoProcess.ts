// Runs the built sdk-demo (node bin/sdk-demo.js) as a child process with piped stdin/stdout,
// as a script or a test harness would, and reads its output line by line.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, onTestFailed } from 'vitest';

export interface SdkDemoProcess {
  child: ChildProcessWithoutNullStreams;
  stdout: string[];
  stderr: string[];
  /** Writes lines to stdin. */
  type(...lines: string[]): void;
  /**
   * The first stdout line from index `from` on that matches (the unfinished last line included).
   * Waits as long as the test may run (a loaded machine starts a process slowly); `timeoutMs`
   * only for a wait that must end sooner. A failed test prints what every process wrote.
   */
  waitForStdout(pattern: RegExp, what: string, options?: { from?: number; timeoutMs?: number }): Promise<string>;
  waitForStderr(pattern: RegExp, what: string, options?: { from?: number; timeoutMs?: number }): Promise<string>;
  /** With -v: resolves once the distributor is active (its status line on stderr). */
  ready(): Promise<string>;
  exited: Promise<number | null>;
}

const running: ChildProcessWithoutNullStreams[] = [];
const tempDirs: string[] = [];

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function configDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sdk-demo-test-'));
  tempDirs.push(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return dir;
}

/** Collects complete lines into `lines`; returns the text after the last newline so far (a prompt). */
function lineCollector(stream: NodeJS.ReadableStream, lines: string[], onLine: () => void): () => string {
  let partial = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
    onLine();
  });
  return () => partial;
}

export function startSdkDemo(args: string[], options: { cwd?: string; command?: string[]; env?: NodeJS.ProcessEnv } = {}): SdkDemoProcess {
  const command = options.command ?? [process.execPath, 'bin/sdk-demo.js'];
  const child = spawn(command[0]!, [...command.slice(1), ...args], { cwd: options.cwd ?? process.cwd(), stdio: 'pipe', env: options.env ?? process.env });
  running.push(child);
  const stdout: string[] = [];
  const stderr: string[] = [];
  const waiters = new Set<() => void>();
  const notify = (): void => {
    for (const waiter of [...waiters]) waiter();
  };
  const partials = new Map([
    [stdout, lineCollector(child.stdout, stdout, notify)],
    [stderr, lineCollector(child.stderr, stderr, notify)],
  ]);
  let waitingFor: string | null = null;
  onTestFailed(() => {
    console.error(`${command.join(' ')} ${args.join(' ')}${waitingFor ? ` (waiting for ${waitingFor})` : ''}; stdout: ${JSON.stringify(stdout)}; stderr: ${JSON.stringify(stderr)}`);
  });
  function waitForLine(lines: string[], pattern: RegExp, what: string, { from = 0, timeoutMs }: { from?: number; timeoutMs?: number } = {}): Promise<string> {
    return new Promise((resolve, reject) => {
      const check = (): void => {
        const found = [...lines.slice(from), partials.get(lines)!()].find((line) => pattern.test(line));
        if (found === undefined) return;
        cleanup();
        resolve(found);
      };
      const timer =
        timeoutMs === undefined
          ? null
          : setTimeout(() => {
              cleanup();
              reject(new Error(`timed out waiting for ${what}; stdout: ${JSON.stringify(stdout)}; stderr: ${JSON.stringify(stderr)}`));
            }, timeoutMs);
      const cleanup = (): void => {
        if (timer) clearTimeout(timer);
        waiters.delete(check);
        if (waitingFor === what) waitingFor = null;
      };
      waitingFor = what;
      waiters.add(check);
      check();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  child.stdin.on('error', () => undefined); // the program may exit before reading everything
  return {
    child,
    stdout,
    stderr,
    exited,
    type: (...lines) => child.stdin.write(lines.map((line) => line + '\n').join('')),
    waitForStdout: (pattern, what, options) => waitForLine(stdout, pattern, what, options),
    waitForStderr: (pattern, what, options) => waitForLine(stderr, pattern, what, options),
    ready: () => waitForLine(stderr, /sdk-demo: active on /, 'the distributor to be active (run with -v)'),
  };
}

/** The put_publication record printed by `?`: the JSON block that starts at a line '{'. */
export function lastStatisticsRecord(lines: string[]): unknown {
  const start = lines.lastIndexOf('{');
  if (start < 0) throw new Error(`no statistics record in ${JSON.stringify(lines)}`);
  const end = lines.indexOf('}', start);
  return JSON.parse(lines.slice(start, end + 1).join('\n'));
}

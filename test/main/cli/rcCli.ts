// Runs `node bin/camconfig.js rc ...` as a user would (the built out/), without blocking the
// test process, which serves the simulated cameras the CLI talks to.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  stdoutBytes: Buffer;
}

export interface CliRunOptions {
  env?: Record<string, string>;
  stdin?: string | Buffer;
  timeoutMs?: number;
  /** Told the child's process id once it runs (to watch its memory, for example). */
  onStart?: (pid: number) => void;
  /** A command that runs `node bin/camconfig.js ...` for it, e.g. `ip netns exec NS` (test/net/netnsLab.ts). */
  wrapper?: string[];
}

const bin = join(import.meta.dirname, '..', '..', '..', 'bin', 'camconfig.js');
const homes: string[] = [];

/** A fresh HOME (and known-cameras file in it) for each run group: nothing touches the real one. */
export function freshHome(): string {
  const home = mkdtempSync(join(tmpdir(), 'camconfig-rc-home-'));
  homes.push(home);
  return home;
}

export function removeHomes(): void {
  for (const home of homes.splice(0)) rmSync(home, { recursive: true, force: true });
}

export function runRc(args: string[], options: CliRunOptions = {}): Promise<CliRun> {
  return runCamconfig(['rc', ...args], options);
}

/** `node bin/camconfig.js ARGS` (any subcommand). */
export function runCamconfig(args: string[], options: CliRunOptions = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: options.env?.HOME ?? freshHome(), ...options.env };
    const [command, ...commandArgs] = [...(options.wrapper ?? []), process.execPath, bin, ...args];
    const child = spawn(command!, commandArgs, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    if (child.pid !== undefined) options.onStart?.(child.pid);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 20_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const stdoutBytes = Buffer.concat(out);
      resolve({ code, stdout: stdoutBytes.toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), stdoutBytes });
    });
    // A child that stops reading stdin early (a refused oversized input) must not fail the run.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.stdin ?? '');
  });
}

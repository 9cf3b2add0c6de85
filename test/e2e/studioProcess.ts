// Runs a studio command (camconfig serve, npm start's script) as a child process, waits for
// the URL it prints, and stops it again. A `serve` without --workspace gets a fresh one of its
// own (removed when it stops), so no test sees the cameras another test added.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningStudio {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote so far. */
  output(): string;
  /** Resolves once what the process wrote matches `pattern` (a line printed after the URL, say); rejects when it exits or `timeoutMs` passes first. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Sends `signal` and resolves to the exit code once the process is gone (SIGKILL after 10 s). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const urlLine = /CamConfig Studio \(web mode\): (\S+)/;

export async function startStudio(givenArgs: string[], env: NodeJS.ProcessEnv = process.env, timeoutMs = 60_000): Promise<RunningStudio> {
  const ownWorkspace = givenArgs[1] === 'serve' && !givenArgs.includes('--workspace') ? mkdtempSync(join(tmpdir(), 'camconfig-e2e-')) : null;
  const args = ownWorkspace ? [...givenArgs, '--workspace', ownWorkspace] : givenArgs;
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (ownWorkspace) child.once('exit', () => rmSync(ownWorkspace, { recursive: true, force: true }));
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close', not 'exit': the last lines (", stopped.") may still be in the pipes when the process has exited.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  // A studio that ends on its own (a start that failed after the URL was out) says why in the run's log:
  // the test only sees the page it can no longer reach.
  let stopping = false;
  void exited.then((code) => {
    if (!stopping) console.error(`${args.join(' ')} ended by itself (exit ${code}); its output:\n${output}`);
  });

  /** Resolves to the first match of `pattern` in the output, once there is one. */
  const outputMatching = (pattern: RegExp, what: string, waitMs: number) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(() => fail(`no ${what} within ${waitMs} ms`), waitMs);
      const check = () => {
        const match = pattern.exec(output);
        if (match) done(() => resolve(match));
      };
      const fail = (why: string) => done(() => reject(new Error(`${args.join(' ')}: ${why}; output:\n${output}`)));
      const done = (settle: () => void) => {
        clearTimeout(timer);
        child.stdout!.off('data', check);
        child.stderr!.off('data', check);
        settle();
      };
      child.stdout!.on('data', check);
      child.stderr!.on('data', check);
      void exited.then((code) => fail(`exited with ${code} before printing ${what}`));
      check();
    });
  const url = (await outputMatching(urlLine, 'a URL', timeoutMs))[1]!;

  return {
    child,
    url,
    output: () => output,
    async waitForOutput(pattern, waitMs = timeoutMs) {
      await outputMatching(pattern, `output matching ${pattern}`, waitMs);
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      stopping = true;
      child.kill(signal);
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const code = await exited;
      clearTimeout(killer);
      return code;
    },
  };
}

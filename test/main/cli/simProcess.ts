// Runs the built `camconfig sim` as a child process, as a user starts it, and resolves once it
// printed one URL per camera. Every process started here is killed after each test.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach } from 'vitest';
import { camconfigArgs } from '../../support/simulatedCameras';

export interface RunningSim {
  child: ChildProcess;
  urls: string[];
  stderr: () => string;
  exited: Promise<number | null>;
}

const running: ChildProcess[] = [];

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Starts `camconfig sim` and waits until it has printed `count` URLs; rejects when it exits first. */
export function startSim(args: string[], count: number, options: { env?: NodeJS.ProcessEnv } = {}): Promise<RunningSim> {
  const child = spawn(process.execPath, camconfigArgs('sim', args), { stdio: ['ignore', 'pipe', 'pipe'], ...(options.env ? { env: options.env } : {}) });
  running.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  // 'close', not 'exit': its last lines may still be in the pipe when the process has exited.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const urls = stdout.split('\n').filter((line) => line !== '');
      if (urls.length === count) resolve({ child, urls, stderr: () => stderr, exited });
    });
    void exited.then((code) => reject(new Error(`camconfig sim exited with ${code} before printing its URLs: ${stderr}`)));
  });
}

// Runs the built `camconfig serve` as a child process, as a user starts it, and resolves its URL
// once it prints it. Every process started here is killed after each test.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach } from 'vitest';
import { camconfigArgs } from '../../support/simulatedCameras';

export interface ServeProcess {
  child: ChildProcess;
  /** The studio's URL (token included), once serve printed it; rejected when it exits first. */
  url: Promise<string>;
  stderr: () => string;
  exit: Promise<number | null>;
}

const running: ChildProcess[] = [];

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

export function startServeProcess(args: string[], env: NodeJS.ProcessEnv = process.env): ServeProcess {
  const child = spawn(process.execPath, camconfigArgs('serve', args), { stdio: ['ignore', 'pipe', 'pipe'], env });
  running.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /^CamConfig Studio \(web mode\): (\S+)$/m.exec(stdout);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`camconfig serve exited with ${code} before printing its URL: ${stderr}`)));
  });
  // 'close', not 'exit': its last lines may still be in the pipe when the process has exited.
  const exit = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, url, stderr: () => stderr, exit };
}

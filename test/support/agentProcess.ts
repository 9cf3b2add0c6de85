// `camconfig agent` (the built CLI) as a child process on a workspace, for the tests that read
// what it wrote: its lines kept, stopped with SIGTERM (`stop` answers the exit code) or killed.
import { spawn, type ChildProcess } from 'node:child_process';

export interface AgentProcess {
  child: ChildProcess;
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL if it still runs (an afterEach). */
  kill(): void;
}

export function startAgentProcess(folder: string, passphrase: string): AgentProcess {
  const child = spawn(process.execPath, ['bin/camconfig.js', 'agent', '--workspace', folder], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CAMCONFIG_WORKSPACE_PASSPHRASE: passphrase, LANG: 'C', LC_ALL: 'C' },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exit;
    },
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

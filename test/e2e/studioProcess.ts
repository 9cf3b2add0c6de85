// Runs a studio command (camconfig serve, npm start's script) as a child process, waits for
// the URL it prints, and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningStudio {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote so far. */
  output(): string;
  /** Sends `signal` and resolves to the exit code once the process is gone (SIGKILL after 10 s). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const urlLine = /CamConfig Studio \(web mode\): (\S+)/;

export async function startStudio(args: string[], env: NodeJS.ProcessEnv = process.env, timeoutMs = 60_000): Promise<RunningStudio> {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail(`no URL within ${timeoutMs} ms`), timeoutMs);
    const check = () => {
      const match = urlLine.exec(output);
      if (match) done(() => resolve(match[1]!));
    };
    const fail = (why: string) => done(() => reject(new Error(`${args.join(' ')}: ${why}; output:\n${output}`)));
    const done = (settle: () => void) => {
      clearTimeout(timer);
      child.stdout!.off('data', check);
      settle();
    };
    child.stdout!.on('data', check);
    void exited.then((code) => fail(`exited with ${code} before printing a URL`));
  });

  return {
    child,
    url,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const code = await exited;
      clearTimeout(killer);
      return code;
    },
  };
}

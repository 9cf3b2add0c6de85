// Runs one of the command line's commands in this process (its run function with streams and an
// environment of the test's own) and collects what it printed: what the built CLI would do,
// without a child process.
import { PassThrough } from 'node:stream';
import { cliIo, type CliIo } from '../../../src/main/cli/cliIo';

export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `env` is the whole environment the command sees, HOME included. */
export async function runCommandInProcess(run: (args: string[], io: CliIo) => Promise<number>, args: string[], env: NodeJS.ProcessEnv): Promise<CommandRun> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: string[] = [];
  const err: string[] = [];
  stdout.on('data', (chunk: Buffer) => out.push(chunk.toString()));
  stderr.on('data', (chunk: Buffer) => err.push(chunk.toString()));
  const code = await run(args, cliIo({ stdin: new PassThrough(), stdout, stderr, env, isTTY: false }));
  return { code, stdout: out.join(''), stderr: err.join('') };
}

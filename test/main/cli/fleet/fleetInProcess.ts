// Runs `camconfig fleet …` in this process (runFleetCommand with its own streams and environment)
// and collects what it printed: what the built CLI would do, without a child process.
import { PassThrough } from 'node:stream';
import { cliIo } from '../../../../src/main/cli/cliIo';
import { runFleetCommand } from '../../../../src/main/cli/fleet/fleetCommand';

export interface FleetRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `env` is the whole environment the command sees, HOME included. */
export async function runFleetInProcess(args: string[], env: Record<string, string>): Promise<FleetRun> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: string[] = [];
  const err: string[] = [];
  stdout.on('data', (chunk: Buffer) => out.push(chunk.toString()));
  stderr.on('data', (chunk: Buffer) => err.push(chunk.toString()));
  const code = await runFleetCommand(args, cliIo({ stdin: new PassThrough(), stdout, stderr, env, isTTY: false }));
  return { code, stdout: out.join(''), stderr: err.join('') };
}

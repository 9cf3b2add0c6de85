import type { CliIo } from '../cliIo';
import { ExitCode } from '../exitCodes';

// Placeholder until the subcommand lands in this session's work.
export async function runSimCommand(_argv: string[], io: CliIo): Promise<number> {
  io.stderr.write('camconfig sim: not built yet\n');
  return ExitCode.failure;
}

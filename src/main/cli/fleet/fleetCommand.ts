// `camconfig fleet <subcommand>`: work over the cameras of the workspace. A table of
// subcommand -> function (one file each); progress and problems on stderr (`camconfig
// fleet:`), results on stdout (text, or one JSON document with --json). Ctrl+C cancels.
import { ConfigParseError } from '../../../shared/remoteconfig/configText';
import { UsageError } from '../../base/commandLine/usageError';
import type { CliIo } from '../cliIo';
import { ExitCode, exitCodeForError } from '../exitCodes';
import { RcOutput } from '../rc/rcOutput';
import { runBackupSubcommand } from './backupSubcommand';
import { runDiffSubcommand } from './diffSubcommand';
import { runHistorySubcommand } from './historySubcommand';

type FleetSubcommand = (argv: string[], io: CliIo, output: RcOutput, signal: AbortSignal) => Promise<number>;

const subcommands: Record<string, FleetSubcommand> = {
  backup: runBackupSubcommand,
  history: runHistorySubcommand,
  diff: runDiffSubcommand,
};

const usageLines = [
  'Usage: camconfig fleet <subcommand> [options]',
  '',
  '  backup [--group G] [-o DIR] [--parallel N] [--json]   back up every camera (or a group) in parallel',
  '  history CAMERA [--json]                                the camera\'s snapshots, newest first',
  '  diff CAMERA[@SNAPSHOT] CAMERA[@SNAPSHOT] [SECTION] [--json]',
  '                                                         two configurations at parameter level',
  '',
  'Every subcommand takes --workspace DIR (default $XDG_CONFIG_HOME/camconfig or ~/.config/camconfig);',
  'passwords open with $CAMCONFIG_WORKSPACE_PASSPHRASE. CAMERA: an id (cam-3), a label or HOST[:PORT].',
  'Exit codes: 0 done, 2 usage, 4 credentials refused, 5 unreachable, 6 cut off, 10 some cameras failed,',
  '130 cancelled; see docs/cli/fleet.md.',
];

export async function runFleetCommand(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    io.stdout.write(`${usageLines.join('\n')}\n`);
    return name === undefined ? ExitCode.usage : ExitCode.ok;
  }
  const output = new RcOutput(io, rest.includes('--json'), 'camconfig fleet:');
  const subcommand = subcommands[name];
  if (!subcommand) {
    output.error(`unknown subcommand '${name}'\n${usageLines.join('\n')}`);
    return ExitCode.usage;
  }
  const controller = new AbortController();
  const cancel = (): void => controller.abort();
  process.once('SIGINT', cancel);
  try {
    return await subcommand(rest, io, output, controller.signal);
  } catch (error) {
    return fail(error, output);
  } finally {
    process.off('SIGINT', cancel);
  }
}

function fail(error: unknown, output: RcOutput): number {
  const exitCode = error instanceof ConfigParseError ? ExitCode.usage : exitCodeForError(error);
  const message = error instanceof Error ? error.message : String(error);
  output.error(error instanceof UsageError ? `${message}\n(see camconfig fleet --help)` : message);
  if (output.json) output.result([], { error: { kind: error instanceof Error ? error.name : 'Error', exitCode, message } });
  return exitCode;
}

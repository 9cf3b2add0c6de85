// The shape of one `camconfig rc` subcommand: its options, a synopsis for the usage text, and
// `prepare`, which checks the arguments (usage errors come before any password prompt or
// connection) and returns the action to run against the camera.
import type { CliIo } from '../cliIo';
import type { RemoteConfigClient } from '../../remoteconfig/remoteConfigClient';
import type { CommandLineOption, ParsedCommandLine } from '../../base/commandLine/parseCommandLine';
import type { RcOutput } from './rcOutput';
import { UsageError } from '../../base/commandLine/usageError';
import { localize, type Text } from '../../../shared/i18n/text';

export interface RcSession {
  client: RemoteConfigClient;
  output: RcOutput;
  io: CliIo;
}

/** Runs against the camera; returns the exit code (errors are thrown and mapped by the caller). */
export type RcAction = (session: RcSession) => Promise<number>;

export interface RcSubcommand {
  name: string;
  /** Arguments after the name, e.g. `SECTION/NAME=VALUE... [--store]`. */
  synopsis: string;
  summary: Text;
  options?: CommandLineOption[];
  prepare(args: ParsedCommandLine, io: CliIo): RcAction | Promise<RcAction>;
}

export function requireNoPositionals(args: ParsedCommandLine, subcommand: string): void {
  if (args.positionals.length > 0) throw new UsageError(localize('cliRc.error.takesNoArguments', { subcommand, found: args.positionals.join(' ') }));
}

export function requirePositionals(args: ParsedCommandLine, subcommand: string, what: Text): string[] {
  if (args.positionals.length === 0) throw new UsageError(localize('cliRc.error.needs', { subcommand, what }));
  return args.positionals;
}

/** A subcommand without arguments or options of its own: it only runs `run` against the camera. */
export function argumentlessSubcommand(name: string, summary: Text, run: RcAction): RcSubcommand {
  return {
    name,
    synopsis: '',
    summary,
    prepare(args) {
      requireNoPositionals(args, name);
      return run;
    },
  };
}

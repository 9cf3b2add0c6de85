// The usage text of `camconfig rc` (the full reference is docs/cli/camconfig-rc.md).
import { rcSubcommands } from './rcSubcommands';
import type { RcSubcommand } from './rcSubcommand';
import { rcGlobalCommandLineOptions } from './rcGlobalOptions';
import { formatOptionHelp } from '../../base/commandLine/optionHelp';

const globalUsage = ['Usage: camconfig rc --camera HOST[:PORT] [options] <subcommand> [arguments]', '', 'Options:', formatOptionHelp(rcGlobalCommandLineOptions, 'en')];

const exitCodes = ['Exit codes: 0 ok, 1 other failure, 2 usage, 3 camera error, 4 auth, 5 network, 6 cut off, 7 not a camera, 8 verify failed, 9 not confirmed.'];

export function rcUsage(): string {
  const subcommands = rcSubcommands.map((subcommand) => `  ${`${subcommand.name} ${subcommand.synopsis}`.trimEnd()}\n      ${subcommand.summary}`);
  return [...globalUsage, '', 'Subcommands:', ...subcommands, '', ...exitCodes, 'Reference: docs/cli/camconfig-rc.md'].join('\n');
}

export function subcommandUsage(subcommand: RcSubcommand): string {
  const own = subcommand.options && subcommand.options.length > 0 ? ['', `Options of ${subcommand.name}:`, formatOptionHelp(subcommand.options, 'en')] : [];
  return [`Usage: camconfig rc --camera HOST[:PORT] [options] ${subcommand.name} ${subcommand.synopsis}`.trimEnd(), '', subcommand.summary, ...own, '', 'The options of every subcommand: camconfig rc --help'].join('\n');
}

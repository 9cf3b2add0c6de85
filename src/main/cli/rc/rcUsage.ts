// The usage text of `camconfig rc` (the full reference is docs/cli/camconfig-rc.md), in the terminal's language.
import { rcSubcommands } from './rcSubcommands';
import type { RcSubcommand } from './rcSubcommand';
import { rcGlobalCommandLineOptions } from './rcGlobalOptions';
import { formatOptionHelp } from '../../base/commandLine/optionHelp';
import type { Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize } from '../../../shared/i18n/text';

export function rcUsage(language: Language): string {
  const subcommands = rcSubcommands.map((subcommand) => `  ${commandLine(subcommand)}\n      ${renderText(subcommand.summary, language)}`);
  return renderText(localize('cliRc.usage', { options: formatOptionHelp(rcGlobalCommandLineOptions, language), subcommands: subcommands.join('\n') }), language);
}

export function subcommandUsage(subcommand: RcSubcommand, language: Language): string {
  const options = subcommand.options && subcommand.options.length > 0 ? localize('cliRc.subcommandOptions', { name: subcommand.name, options: formatOptionHelp(subcommand.options, language) }) : '';
  return renderText(localize('cliRc.subcommandUsage', { command: commandLine(subcommand), summary: subcommand.summary, options }), language);
}

function commandLine(subcommand: RcSubcommand): string {
  return `${subcommand.name} ${subcommand.synopsis}`.trimEnd();
}

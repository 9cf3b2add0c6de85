// The "Options:" part of a command's --help, generated from the same option table the parser
// reads, so the help can never list an option the command does not take, or miss one.
import type { Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import type { CommandLineOption } from './parseCommandLine';

/** Descriptions start after the widest option, between these columns; lines wrap at lineWidth. */
const narrowestColumn = 23;
const widestColumn = 32;
const lineWidth = 92;

/** `  -c, --camera HOST[:PORT]  text`, one entry per option in `language`, descriptions wrapped and aligned. */
export function formatOptionHelp(options: readonly CommandLineOption[], language: Language): string {
  const heads = options.map((option) => headOf(option, language));
  const column = Math.min(widestColumn, Math.max(narrowestColumn, ...heads.map((head) => head.length + 2)));
  return options.map((option, index) => optionEntry(heads[index]!, helpWords(option, language), column)).join('\n');
}

function helpWords({ help }: CommandLineOption, language: Language): string {
  if (help === undefined) return '';
  return renderText(help, language);
}

function headOf(option: CommandLineOption, language: Language): string {
  const value = option.value ? ` ${option.valueName ?? renderText({ id: 'commandLine.valueName' }, language)}` : '';
  const names = option.aliasOnly ? `-${option.alias}` : `${option.alias ? `-${option.alias}, ` : ''}--${option.name}${option.alsoNamed ? `, --${option.alsoNamed}` : ''}`;
  return `  ${names}${value}`;
}

function optionEntry(head: string, help: string, descriptionColumn: number): string {
  const words = help.split(/\s+/).filter((word) => word !== '');
  const lines: string[] = [];
  const fitsBeside = head.length <= descriptionColumn - 1;
  let line = fitsBeside ? head.padEnd(descriptionColumn - 1) : head;
  let lineHasWords = false;
  if (!fitsBeside) {
    lines.push(line);
    line = ' '.repeat(descriptionColumn - 1);
  }
  for (const word of words) {
    if (lineHasWords && line.length + 1 + word.length > lineWidth) {
      lines.push(line);
      line = ' '.repeat(descriptionColumn - 1);
      lineHasWords = false;
    }
    line += ` ${word}`;
    lineHasWords = true;
  }
  if (lineHasWords || lines.length === 0) lines.push(line.trimEnd());
  return lines.join('\n');
}

// Numbers on the command line are plain decimal: `16`, `2.5`, `-1`. JavaScript's Number() also
// reads `0x10` (16), `0b11`, `1e1`, ` 16 ` and `Infinity`, which no technician types as a
// number of seconds or cameras, so every command reads its number options through here.
import { localize, type TextParam } from '../../../shared/i18n/text';
import { UsageError } from './usageError';

const plainNumber = { whole: /^-?\d+$/, decimal: /^-?\d+(\.\d+)?$/ } as const;

/**
 * The number `text` writes in plain decimal digits (`whole`: no fraction); otherwise a
 * UsageError naming `option` (e.g. `--timeout`) and what it needs (`what`, e.g. 'a number of
 * seconds from 0.1 to 60'). Bounds are the caller's to check, in the same words.
 */
export function decimalOption(text: string, option: string, kind: keyof typeof plainNumber, what: TextParam): number {
  if (plainNumber[kind].test(text)) return Number(text);
  const shown = text.length > 32 ? `${text.slice(0, 32)}...` : text;
  const example = localize(kind === 'whole' ? 'commandLine.plainNumberExampleWhole' : 'commandLine.plainNumberExampleDecimal');
  throw new UsageError(localize('commandLine.notPlainNumber', { option, what, found: shown, example }));
}

import { optionValue, type ParsedCommandLine } from '../../base/commandLine/parseCommandLine';
import { decimalOption } from '../../base/commandLine/decimalOption';
import { UsageError } from '../../base/commandLine/usageError';
import { localize } from '../../../shared/i18n/text';

/** A positive number of seconds, returned in milliseconds. */
export function secondsOption(args: ParsedCommandLine, name: string, fallbackMs: number): number {
  const text = optionValue(args, name);
  if (text === undefined) return fallbackMs;
  const seconds = decimalOption(text, `--${name}`, 'decimal', localize('cliRc.error.positiveSeconds'));
  if (seconds <= 0) throw new UsageError(localize('cliRc.error.secondsNotPositive', { option: `--${name}`, found: text }));
  return Math.round(seconds * 1000);
}

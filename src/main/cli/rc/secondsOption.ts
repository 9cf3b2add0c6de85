import { optionValue, type ParsedCommandLine } from '../../base/commandLine/parseCommandLine';
import { decimalOption } from '../../base/commandLine/decimalOption';
import { UsageError } from '../../base/commandLine/usageError';

/** A positive number of seconds, returned in milliseconds. */
export function secondsOption(args: ParsedCommandLine, name: string, fallbackMs: number): number {
  const text = optionValue(args, name);
  if (text === undefined) return fallbackMs;
  const seconds = decimalOption(text, `--${name}`, 'decimal', 'a positive number of seconds');
  if (seconds <= 0) throw new UsageError(`option --${name} needs a positive number of seconds, found '${text}'`);
  return Math.round(seconds * 1000);
}

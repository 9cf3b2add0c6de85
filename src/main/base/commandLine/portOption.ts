import { parsePortText } from '../../../shared/net/portText';
import { UsageError } from './usageError';

/** A TCP or UDP port given as option `option`; `lowest` 0 means "any free port" is allowed. Decimal, no leading zero (src/shared/net/portText.ts). */
export function parsePortOption(text: string, option: string, lowest: 0 | 1): number {
  const parsed = parsePortText(text, { allowZero: lowest === 0 });
  if ('port' in parsed) return parsed.port;
  const leadingZero = /^0\d/.test(text) ? ' written without a leading zero' : '';
  throw new UsageError(`${option} must be a whole number from ${lowest} to 65535${lowest === 0 ? ' (0 = any free port)' : ''}${leadingZero}, found '${text}'`);
}

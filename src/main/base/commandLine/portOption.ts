import { parsePortText } from '../../../shared/net/portText';
import { localize } from '../../../shared/i18n/text';
import { UsageError } from './usageError';

/** A TCP or UDP port given as option `option`; `lowest` 0 means "any free port" is allowed. Decimal, no leading zero (src/shared/net/portText.ts). */
export function parsePortOption(text: string, option: string, lowest: 0 | 1): number {
  const parsed = parsePortText(text, { allowZero: lowest === 0 });
  if ('port' in parsed) return parsed.port;
  if (/^0\d/.test(text)) {
    throw new UsageError(lowest === 0 ? localize('commandLine.portLeadingZeroAnyFree', { option, found: text }) : localize('commandLine.portLeadingZero', { option, lowest: String(lowest), found: text }));
  }
  throw new UsageError(lowest === 0 ? localize('commandLine.portRangeAnyFree', { option, found: text }) : localize('commandLine.portRange', { option, lowest: String(lowest), found: text }));
}

import { parsePortText } from '../../../shared/net/portText';
import { UsageError } from './usageError';

/** A TCP or UDP port given as option `option`; `lowest` 0 means "any free port" is allowed. */
export function parsePortOption(text: string, option: string, lowest: 0 | 1): number {
  const parsed = parsePortText(text, { allowZero: lowest === 0 });
  if ('problem' in parsed) throw new UsageError(`${option}: ${parsed.problem}`);
  return parsed.port;
}

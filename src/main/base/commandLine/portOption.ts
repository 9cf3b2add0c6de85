import { UsageError } from './usageError';

/** A TCP or UDP port given as option `option`; `lowest` 0 means "any free port" is allowed. */
export function parsePortOption(text: string, option: string, lowest: 0 | 1): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < lowest || port > 65535) {
    throw new UsageError(`${option} must be a whole number from ${lowest} to 65535${lowest === 0 ? ' (0 = any free port)' : ''}, found '${text}'`);
  }
  return port;
}

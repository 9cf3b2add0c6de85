// --token-file F: the bearer token every scrape of the metrics endpoint must carry, read from a
// file (never the command line, which the process list shows). Bounded; never printed.
import { readCappedFile } from '../../base/files/cappedRead';
import { UsageError } from '../../base/commandLine/usageError';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { localize } from '../../../shared/i18n/text';

export const metricsTokenLimits = { minLength: 16, maxBytes: 4096 } as const;

export async function readMetricsToken(path: string): Promise<string> {
  let token: string;
  try {
    token = (await readCappedFile(path, metricsTokenLimits.maxBytes)).toString('utf8').trim();
  } catch (error) {
    throw new UsageError(localize('cliAgent.error.tokenUnreadable', { path, problem: errorAsText(error) }));
  }
  if (token.length < metricsTokenLimits.minLength || /[^\x21-\x7e]/.test(token)) throw new UsageError(localize('cliAgent.error.tokenUnusable', { path, min: metricsTokenLimits.minLength }));
  return token;
}

// A rate per second as the counters and the charts show it.
import type { Wording } from './statisticsWording';

/** "12.5/s" ("12,5/s" in German), "0/s", "–" when unknown. */
export function formatRate(value: number | null, { t, format }: Wording): string {
  if (value === null) return t('statistics.noValue');
  return t('statistics.rate', { value: format.number(value, value >= 10 ? 0 : 1) });
}

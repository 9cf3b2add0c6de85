// The chart axes in the studio's language: times as the locale writes them (German `14:12`,
// with the date where the span crosses midnight: `25.11.26 14:12`), seconds only where the
// ticks are closer than a minute; rates with the locale's decimal mark.
import type { Formatters } from '../../i18n/format';

/** Labels for the time axis: `splits` and `incrementSeconds` in seconds since the epoch, as uPlot gives them. */
export function timeAxisLabels(splits: readonly number[], incrementSeconds: number, format: Formatters): string[] {
  if (splits.length === 0) return [];
  const first = splits[0]! * 1000;
  const last = splits[splits.length - 1]! * 1000;
  const spansDays = format.date(first) !== format.date(last);
  return splits.map((seconds) => {
    const at = seconds * 1000;
    if (spansDays) return format.dateTime(at);
    return incrementSeconds < 60 ? format.time(at) : format.shortTime(at);
  });
}

/** Labels for the value axis: as many decimals as the tick step has (0.5 → 1, 0.25 → 2, at most 3). */
export function valueAxisLabels(splits: readonly number[], incrementValue: number, format: Formatters): string[] {
  const decimals = Math.min(3, (String(incrementValue).split('.')[1] ?? '').length);
  return splits.map((value) => format.number(value, decimals));
}

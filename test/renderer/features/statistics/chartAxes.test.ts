import { describe, expect, it } from 'vitest';
import { timeAxisLabels, valueAxisLabels } from '../../../../src/renderer/features/statistics/chartAxes';
import { lineStyles } from '../../../../src/renderer/features/statistics/lineStyles';
import { createFormatters } from '../../../../src/renderer/i18n/format';

const german = createFormatters('de', 'UTC');
const english = createFormatters('en', 'UTC');
/** 25 Nov 2026, 14:12:00 UTC, in seconds (uPlot's time unit). */
const at1412 = Date.UTC(2026, 10, 25, 14, 12) / 1000;

describe('chart axes', () => {
  it('label the time axis by the locale: hours and minutes, seconds only for ticks closer than a minute', () => {
    expect(timeAxisLabels([at1412, at1412 + 60], 60, german)).toEqual(['14:12', '14:13']);
    expect(timeAxisLabels([at1412, at1412 + 60], 60, english)).toEqual(['2:12 PM', '2:13 PM']);
    expect(timeAxisLabels([at1412, at1412 + 15], 15, german)).toEqual(['14:12:00', '14:12:15']);
    expect(timeAxisLabels([], 60, german)).toEqual([]);
  });

  it('add the date where the span crosses midnight', () => {
    const beforeMidnight = Date.UTC(2026, 10, 25, 23, 50) / 1000;
    expect(timeAxisLabels([beforeMidnight, beforeMidnight + 1200], 600, german)).toEqual(['25.11.26 23:50', '26.11.26 00:10']);
  });

  it('label the value axis with the locale decimal mark and as many decimals as the step needs', () => {
    expect(valueAxisLabels([0, 0.5, 1, 1.5], 0.5, german)).toEqual(['0', '0,5', '1', '1,5']);
    expect(valueAxisLabels([0, 0.25], 0.25, english)).toEqual(['0', '0.25']);
    expect(valueAxisLabels([0, 1000, 2000], 1000, german)).toEqual(['0', '1.000', '2.000']);
  });

  it('give every line of a chart its own width and dash pattern, so one on top of another still shows', () => {
    const patterns = lineStyles.map((style) => `${style.width}/${style.dash.join(',')}`);
    expect(new Set(patterns).size).toBe(lineStyles.length);
    expect(lineStyles[0]!.width).toBeGreaterThan(Math.max(...lineStyles.slice(1).map((style) => style.width)));
  });
});

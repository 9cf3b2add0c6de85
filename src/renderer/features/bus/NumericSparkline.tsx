import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Formatters } from '../../i18n/format';
import { useFormatters } from '../../i18n/useLanguage';

export const chartHeight = 180;
/** Narrower than this the axes leave no room for the line. */
const minChartWidth = 200;
/** Axis text and grid: one grey that reads on the light and the dark theme (a canvas does not follow CSS variables). */
const axisColour = '#8a94a6';
const gridColour = 'rgba(138, 148, 166, 0.25)';
/** Up to this span the time axis shows seconds. */
const secondsUpToMs = 10 * 60 * 1000;

/**
 * A path's recent numeric values over time (uPlot: cheap to redraw), as wide as the panel: a time
 * axis labelled by the studio's language, a value axis with several ticks and a grid. The chart
 * is rebuilt when the language changes (its axis labels), else only fed new data.
 */
export function NumericSparkline({ at, values, label }: { at: number[]; values: number[]; label: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const width = () => Math.max(minChartWidth, element.clientWidth);
    const options: uPlot.Options = {
      width: width(),
      height: chartHeight,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      axes: [
        { stroke: axisColour, grid: { stroke: gridColour }, ticks: { stroke: gridColour }, space: 70, values: (_chart, splits) => timeLabels(splits, format) },
        { stroke: axisColour, size: 56, space: 28, grid: { stroke: gridColour }, ticks: { stroke: gridColour }, values: (_chart, splits) => splits.map((split) => format.number(split, 3)) },
      ],
      scales: { x: { time: true }, y: { range: (_chart, min, max) => valueRange(min, max) } },
      series: [{}, { stroke: '#2f7bd8', width: 1.5, points: { show: true, size: 4 } }],
    };
    chart.current = new uPlot(options, [[], []], element);
    const resize = new ResizeObserver(() => chart.current?.setSize({ width: width(), height: chartHeight }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.current?.destroy();
      chart.current = null;
    };
  }, [format]);

  // After the chart above, also when it was just rebuilt for another language.
  useEffect(() => {
    chart.current?.setData([at.map((time) => time / 1000), values]);
  }, [at, values, format]);

  const first = values[0] ?? 0;
  const last = values[values.length - 1] ?? 0;
  return <div ref={host} className="sparkline" role="img" aria-label={t('bus.tree.chart', { path: label, first: format.number(first, 3), last: format.number(last, 3) })} />;
}

/** Time labels for the axis' splits (seconds): with seconds over a short span, else hours and minutes. */
function timeLabels(splits: number[], format: Formatters): string[] {
  const span = splits.length > 1 ? (splits[splits.length - 1]! - splits[0]!) * 1000 : 0;
  const labels = splits.map((split) => (span <= secondsUpToMs ? format.time(split * 1000) : format.shortTime(split * 1000)));
  // Values that came within one second share a label: it is written once.
  return labels.map((text, index) => (index > 0 && text === labels[index - 1] ? '' : text));
}

/** A value range with room around the line; a constant value gets a band around it instead of a flat edge. */
export function valueRange(min: number | null, max: number | null): uPlot.Range.MinMax {
  if (min === null || max === null) return [0, 1];
  const pad = max === min ? Math.max(1, Math.abs(max) * 0.1) : (max - min) * 0.1;
  return [min - pad, max + pad];
}

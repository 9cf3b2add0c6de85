import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { timeAxisLabels, valueAxisLabels } from './chartAxes';
import { formatRate } from './formatRate';
import { lineStyleOf } from './lineStyles';
import { RateLegend } from './RateLegend';
import type { ChartSeries } from './chartSeries';
import { RateTable } from './RateTable';
import { useWording } from './useWording';


const height = 180;
/** Axis text and grid: one grey that reads on the light and the dark theme (a canvas does not follow CSS variables). */
const axisColour = '#8a94a6';
const gridColour = 'rgba(138, 148, 166, 0.25)';

/**
 * Rates over time on a canvas (uPlot): one line per series against the record times (seconds),
 * each with its own colour, width and dash pattern. The chart is built once per set of series
 * and language and only fed new data after that, so a record a second costs one redraw, not a
 * new chart. Its width follows the container. Beside it: a legend whose buttons hide and show
 * lines and show the values under the pointer, and the newest rates as a table.
 */
export function RateChart({ title, at, series }: { title: string; at: number[]; series: ChartSeries[] }) {
  const wording = useWording();
  const { t, format } = wording;
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [pointed, setPointed] = useState<number | null>(null);
  const latest = useRef({ at, series, hidden });
  // Layout effects run before effects: the chart built below starts with the newest data.
  useLayoutEffect(() => {
    latest.current = { at, series, hidden };
  });
  const layout = series.map((line) => `${line.label}\u0000${line.colour}`).join('\u0001');

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const current = latest.current;
    const options: uPlot.Options = {
      width: Math.max(200, element.clientWidth),
      height,
      cursor: { drag: { x: false, y: false } },
      legend: { show: false },
      scales: { y: { range: (_chart, _min, max) => [0, Math.max(1, max * 1.1)] } },
      axes: [
        {
          stroke: axisColour,
          grid: { stroke: gridColour },
          ticks: { stroke: gridColour },
          values: (_chart, splits, _axis, _space, increment) => timeAxisLabels(splits, increment, format),
        },
        {
          stroke: axisColour,
          size: 56,
          grid: { stroke: gridColour },
          ticks: { stroke: gridColour },
          label: t('statistics.charts.perSecond'),
          values: (_chart, splits, _axis, _space, increment) => valueAxisLabels(splits, increment, format),
        },
      ],
      series: [
        {},
        ...current.series.map((line, index) => {
          const style = lineStyleOf(index);
          return { label: line.label, stroke: line.colour, width: style.width, dash: style.dash, points: { show: false }, spanGaps: false, show: !current.hidden.has(line.label) };
        }),
      ],
      hooks: { setCursor: [(self) => setPointed(self.cursor.idx ?? null)] },
    };
    chart.current = new uPlot(options, [current.at, ...current.series.map((line) => line.values)] as uPlot.AlignedData, element);
    const resize = new ResizeObserver(() => chart.current?.setSize({ width: Math.max(200, element.clientWidth), height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.current?.destroy();
      chart.current = null;
    };
  }, [layout, format, t]);

  useEffect(() => {
    chart.current?.setData([at, ...series.map((line) => line.values)] as uPlot.AlignedData);
  }, [at, series]);

  const toggle = (index: number) => {
    const label = series[index]!.label;
    const next = new Set(hidden);
    if (next.has(label)) next.delete(label);
    else next.add(label);
    setHidden(next);
    chart.current?.setSeries(index + 1, { show: !next.has(label) });
  };

  const newest = series.map((line) => t('statistics.charts.lineNow', { label: line.label, rate: formatRate(line.values[line.values.length - 1] ?? null, wording) })).join(', ');
  const pointedIndex = pointed !== null && pointed < at.length ? pointed : null;
  return (
    <div className="rate-chart-block">
      <div ref={host} className="rate-chart" role="img" aria-label={at.length === 0 ? t('statistics.charts.noRateYet', { title }) : t('statistics.charts.now', { title, values: newest })} />
      <RateLegend title={title} at={at} series={series} hidden={hidden} pointedIndex={pointedIndex} onToggle={toggle} />
      <RateTable title={title} at={at} series={series} />
    </div>
  );
}

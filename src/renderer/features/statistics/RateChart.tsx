import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  colour: string;
  values: Array<number | null>;
}

const height = 180;
/** Axis text and grid: one grey that reads on the light and the dark theme (a canvas does not follow CSS variables). */
const axisColour = '#8a94a6';
const gridColour = 'rgba(138, 148, 166, 0.25)';

/**
 * Rates over time on a canvas (uPlot): one line per series against the record times (seconds).
 * The chart is built once per set of series labels and only fed new data after that, so a
 * record a second costs one redraw, not a new chart. Its width follows the container.
 */
export function RateChart({ title, at, series }: { title: string; at: number[]; series: ChartSeries[] }) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const layout = series.map((line) => `${line.label}\u0000${line.colour}`).join('\u0001');

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const options: uPlot.Options = {
      width: Math.max(200, element.clientWidth),
      height,
      cursor: { drag: { x: false, y: false } },
      legend: { live: false },
      scales: { y: { range: (_chart, _min, max) => [0, Math.max(1, max * 1.1)] } },
      axes: [
        { stroke: axisColour, grid: { stroke: gridColour }, ticks: { stroke: gridColour } },
        { stroke: axisColour, size: 50, grid: { stroke: gridColour }, ticks: { stroke: gridColour }, label: 'per second' },
      ],
      series: [{}, ...series.map((line) => ({ label: line.label, stroke: line.colour, width: 1.5, points: { show: false }, spanGaps: false }))],
    };
    chart.current = new uPlot(options, [[], ...series.map(() => [])], element);
    const resize = new ResizeObserver(() => chart.current?.setSize({ width: Math.max(200, element.clientWidth), height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.current?.destroy();
      chart.current = null;
    };
  }, [layout]); // eslint-disable-line react-hooks/exhaustive-deps -- rebuilt only when the lines themselves change

  useEffect(() => {
    chart.current?.setData([at, ...series.map((line) => line.values)] as uPlot.AlignedData);
  }, [at, series]);

  const newest = series.map((line) => `${line.label} ${formatRate(line.values[line.values.length - 1] ?? null)}`).join(', ');
  return <div ref={host} className="rate-chart" role="img" aria-label={`${title}: ${at.length === 0 ? 'no rate yet (two records are needed)' : `now ${newest}`}`} />;
}

/** "12.5/s", "0/s", "–" when unknown. */
export function formatRate(value: number | null): string {
  if (value === null) return '–';
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10}/s`;
}

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** A small canvas chart of a path's numeric values over time (uPlot: cheap to redraw). */
export function NumericSparkline({ at, values, label }: { at: number[]; values: number[]; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);

  useEffect(() => {
    if (!host.current) return;
    const options: uPlot.Options = {
      width: 260,
      height: 80,
      legend: { show: false },
      cursor: { show: false },
      axes: [{ show: false }, { size: 40, stroke: 'currentColor', grid: { show: false }, ticks: { show: false } }],
      scales: { x: { time: false } },
      series: [{}, { stroke: '#2f7bd8', width: 1.5, points: { show: false } }],
    };
    chart.current = new uPlot(options, [[], []], host.current);
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setData([at.map((time) => time / 1000), values]);
  }, [at, values]);

  return <div ref={host} className="sparkline" role="img" aria-label={`Chart of the recent values of ${label}, from ${values[0]} to ${values[values.length - 1]}`} />;
}

import { useTranslation } from 'react-i18next';
import { formatRate } from './formatRate';
import { lineStyleOf } from './lineStyles';
import type { ChartSeries } from './chartSeries';
import { useWording } from './useWording';

export interface RateLegendProps {
  title: string;
  at: number[];
  series: ChartSeries[];
  hidden: ReadonlySet<string>;
  /** The record under the pointer, or null: the newest is shown. */
  pointedIndex: number | null;
  onToggle(index: number): void;
}

/** One button per line (pressed: drawn): its colour and dash pattern, its name, and its rate at the pointer or the newest. */
export function RateLegend({ title, at, series, hidden, pointedIndex, onToggle }: RateLegendProps) {
  const { t } = useTranslation();
  const wording = useWording();
  const index = pointedIndex ?? at.length - 1;
  return (
    <div className="rate-legend" role="group" aria-label={t('statistics.charts.legend', { title })}>
      {index >= 0 && at[index] !== undefined && <span className="rate-legend-time">{wording.format.time(at[index] * 1000)}</span>}
      {series.map((line, lineIndex) => {
        const shown = !hidden.has(line.label);
        const style = lineStyleOf(lineIndex);
        return (
          <button
            key={line.label}
            type="button"
            className="rate-legend-item"
            aria-pressed={shown}
            title={shown ? t('statistics.charts.toggleShown', { label: line.label }) : t('statistics.charts.toggleHidden', { label: line.label })}
            onClick={() => onToggle(lineIndex)}
          >
            <svg className="rate-legend-swatch" width="28" height="10" aria-hidden="true">
              <line x1="1" y1="5" x2="27" y2="5" stroke={line.colour} strokeWidth={style.width} strokeDasharray={style.dash.join(' ') || undefined} />
            </svg>
            <span className="rate-legend-label">{line.label}</span>
            <span className="rate-legend-value">{shown ? formatRate(index >= 0 ? (line.values[index] ?? null) : null, wording) : t('statistics.charts.hidden')}</span>
          </button>
        );
      })}
    </div>
  );
}

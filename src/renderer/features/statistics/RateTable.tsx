import { useTranslation } from 'react-i18next';
import { formatRate } from './formatRate';
import type { ChartSeries } from './chartSeries';
import { useWording } from './useWording';

/** Records the table alternative lists: the newest ones, enough to read a trend. */
export const tableRecords = 10;

/** The chart as text: the newest records' rates, one row per record, behind a disclosure. */
export function RateTable({ title, at, series }: { title: string; at: number[]; series: ChartSeries[] }) {
  const { t } = useTranslation();
  const wording = useWording();
  const first = Math.max(0, at.length - tableRecords);
  const rows = at.slice(first).map((seconds, offset) => ({ seconds, index: first + offset })).reverse();
  return (
    <details className="rate-table">
      <summary>{t('statistics.charts.showTable')}</summary>
      <table className="data-table">
        <caption>{t('statistics.charts.tableCaption', { title, count: rows.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('statistics.charts.time')}</th>
            {series.map((line) => (
              <th key={line.label} scope="col" title={line.label}>
                {line.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ seconds, index }) => (
            <tr key={seconds}>
              <th scope="row">{wording.format.time(seconds * 1000)}</th>
              {series.map((line) => (
                <td key={line.label} className="number">
                  {formatRate(line.values[index] ?? null, wording)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

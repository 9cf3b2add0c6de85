import { useText } from '../../i18n/useText';
import { useTranslation } from 'react-i18next';
import { compareCheckRuns, type ComparedRun } from '../../../shared/baseline/compareCheckRuns';
import { ColumnHeads } from '../../ui/ColumnHeads';
import type { BaselineFormat } from './baselineFormat';
import { describeRunChange } from './describeRunChange';

/** What changed per camera between the shown run and another ("what changed since last month"). */
export function RunComparison({ shown, other, format }: { shown: ComparedRun; other: ComparedRun; format: BaselineFormat }) {
  const { t } = useTranslation();
  const show = useText();
  const comparison = compareCheckRuns(shown, other);
  const unchanged = format.count(comparison.unchanged);
  return (
    <section className="baseline-comparison" aria-labelledby="baseline-comparison-title">
      <h3 id="baseline-comparison-title">{t('baseline.comparison.title', { from: format.time(comparison.from), to: format.time(comparison.to) })}</h3>
      <p className="view-note" role="status">
        {comparison.changes.length === 0 ? t('baseline.comparison.nothingChanged', { unchanged }) : t('baseline.comparison.changed', { count: comparison.changes.length, unchanged })}
      </p>
      {comparison.changes.length > 0 && (
        <table className="data-table" aria-label={t('baseline.comparison.table')}>
          <ColumnHeads names={[t('baseline.comparison.camera'), t('baseline.comparison.change'), t('baseline.comparison.details')]} />
          <tbody>
            {comparison.changes.map((change) => (
              <tr key={change.cameraId} className={`baseline-change-${change.kind}`}>
                <th scope="row">{change.label}</th>
                <td>{t(`baseline.comparison.kind.${change.kind}`)}</td>
                <td>{describeRunChange(change, t, show)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

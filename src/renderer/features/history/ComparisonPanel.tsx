import { useTranslation } from 'react-i18next';
import type { ShownComparison } from './historyStore';
import { LazyDiffView } from '../../ui/monaco/LazyDiffView';
import { commandLanguageId } from '../../ui/monaco/commandLanguage';
import { ColumnHeads } from '../../ui/ColumnHeads';

/** Two snapshots compared: the changed parameters as a table, and both texts side by side. */
export function ComparisonPanel({ comparison }: { comparison: ShownComparison }) {
  const { t } = useTranslation();
  const { result, leftLabel, rightLabel } = comparison;
  return (
    <section className="comparison-panel" aria-label={t('history.comparison.region')}>
      <h3>
        {leftLabel} → {rightLabel}
        {result.section ? ` ${t('history.comparison.section', { section: result.section })}` : ''}
      </h3>
      {result.changes.length === 0 ? (
        <p className="view-note">{t('history.comparison.noDifference')}</p>
      ) : (
        <table className="comparison-table" aria-label={t('history.comparison.changed')}>
          <ColumnHeads names={[t('history.comparison.parameter'), t('history.comparison.before'), t('history.comparison.after')]} />
          <tbody>
            {result.changes.map((change) => (
              <tr key={`${change.section}/${change.name}`} className={`change-${change.kind}`}>
                <td>
                  {change.section}/{change.name}
                </td>
                <td>{change.kind === 'added' ? t('history.comparison.absent') : change.oldValue}</td>
                <td>{change.kind === 'removed' ? t('history.comparison.removed') : change.newValue}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <LazyDiffView
        original={result.leftText}
        modified={result.rightText}
        language={commandLanguageId}
        label={t('history.comparison.diff')}
        originalLabel={leftLabel}
        modifiedLabel={rightLabel}
        className="history-diff"
      />
    </section>
  );
}

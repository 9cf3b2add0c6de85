import type { ShownComparison } from './historyStore';
import { LazyDiffView } from '../../ui/monaco/LazyDiffView';
import { commandLanguageId } from '../../ui/monaco/commandLanguage';
import { ColumnHeads } from '../../ui/ColumnHeads';

/** Two snapshots compared: the changed parameters as a table, and both texts side by side. */
export function ComparisonPanel({ comparison }: { comparison: ShownComparison }) {
  const { result, leftLabel, rightLabel } = comparison;
  return (
    <section className="comparison-panel" aria-label="Comparison">
      <h3>
        {leftLabel} → {rightLabel}
        {result.section ? ` (section ${result.section})` : ''}
      </h3>
      {result.changes.length === 0 ? (
        <p className="view-note">No parameter differs.</p>
      ) : (
        <table className="comparison-table" aria-label="Changed parameters">
          <ColumnHeads names={['Parameter', 'Before', 'After']} />
          <tbody>
            {result.changes.map((change) => (
              <tr key={`${change.section}/${change.name}`} className={`change-${change.kind}`}>
                <td>
                  {change.section}/{change.name}
                </td>
                <td>{change.kind === 'added' ? '(absent)' : change.oldValue}</td>
                <td>{change.kind === 'removed' ? '(removed)' : change.newValue}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <LazyDiffView
        original={result.leftText}
        modified={result.rightText}
        language={commandLanguageId}
        label="Differences between the two configurations"
        originalLabel={leftLabel}
        modifiedLabel={rightLabel}
        className="history-diff"
      />
    </section>
  );
}

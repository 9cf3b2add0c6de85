import type { Drift } from '../../../shared/api/baselineSchemas';
import { compareCheckRuns, type CameraRunChange, type CameraRunChangeKind, type ComparedRun } from '../../../shared/baseline/compareCheckRuns';
import { ColumnHeads } from '../../ui/ColumnHeads';
import type { SiteFormat } from '../site/siteFormat';
import { missingValue, statusWords } from './checkMatrix';

const changeWords: Record<CameraRunChangeKind, string> = {
  newlyDrifted: 'Newly drifted',
  backToCompliant: 'Back to compliant',
  driftChanged: 'Drift changed',
  unreadableNow: 'Unreadable now',
  unreadableThen: 'Unreadable then',
  onlyNow: 'Only in the later run',
  onlyThen: 'Only in the earlier run',
};

const driftText = (drift: Drift) => `${drift.section}/${drift.name}: ${drift.expected} → ${drift.found ?? missingValue}`;

function changeDetail(change: CameraRunChange): string {
  switch (change.kind) {
    case 'newlyDrifted':
      return change.drift.map(driftText).join('; ');
    case 'backToCompliant':
      return `was ${change.drift.map(driftText).join('; ')}`;
    case 'driftChanged':
      return [
        ...change.added.map((drift) => `now ${driftText(drift)}`),
        ...change.removed.map((drift) => `no longer ${drift.section}/${drift.name}`),
        ...change.changed.map((entry) => `${entry.section}/${entry.name}: found ${entry.before.found ?? missingValue}, now ${entry.after.found ?? missingValue}`),
      ].join('; ');
    case 'unreadableNow':
      return `${change.reason ?? 'not read'} (was ${statusWords[change.before].toLowerCase()})`;
    case 'unreadableThen':
      return `${statusWords[change.after]} now${change.drift.length > 0 ? `: ${change.drift.map(driftText).join('; ')}` : ''}`;
    case 'onlyNow':
    case 'onlyThen':
      return statusWords[change.status];
  }
}

/** What changed per camera between the shown run and another ("what changed since last month"). */
export function RunComparison({ shown, other, format }: { shown: ComparedRun; other: ComparedRun; format: SiteFormat }) {
  const comparison = compareCheckRuns(shown, other);
  return (
    <section className="baseline-comparison" aria-labelledby="baseline-comparison-title">
      <h3 id="baseline-comparison-title">
        Changes from {format.time(comparison.from)} to {format.time(comparison.to)}
      </h3>
      <p className="view-note" role="status">
        {comparison.changes.length === 0 ? 'Nothing changed' : `${format.count(comparison.changes.length)} ${comparison.changes.length === 1 ? 'camera changed' : 'cameras changed'}`}; {format.count(comparison.unchanged)} the same.
      </p>
      {comparison.changes.length > 0 && (
        <table className="data-table" aria-label="Changes between the runs">
          <ColumnHeads names={['Camera', 'Change', 'Details']} />
          <tbody>
            {comparison.changes.map((change) => (
              <tr key={change.cameraId} className={`baseline-change-${change.kind}`}>
                <th scope="row">{change.label}</th>
                <td>{changeWords[change.kind]}</td>
                <td>{changeDetail(change)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

import { useStudio } from '../../studio/StudioContext';
import { discardEdits, revertParameter } from './configActions';
import type { EditsKeeping } from './configStore';
import { addressOf, type PendingChange } from './pendingChanges';
import { PendingScript } from './PendingScript';

interface PendingChangesPanelProps {
  cameraId: string;
  changes: PendingChange[];
  blocker: string | null;
  keeping: EditsKeeping | undefined;
}

/** Each pending change with its old and new value and a revert, and the script it would send. */
export function PendingChangesPanel({ cameraId, changes, blocker, keeping }: PendingChangesPanelProps) {
  const studio = useStudio();
  const valid = blocker === null ? changes.map(({ section, name, value }) => ({ section, name, value })) : [];
  return (
    <section className="pending-panel" aria-labelledby="pending-heading">
      <div className="panel-heading">
        <h3 id="pending-heading">Pending changes ({changes.length})</h3>
        <KeepingNote keeping={keeping} />
      </div>
      {changes.length === 0 ? (
        <p className="view-note">No pending changes. Edit a value in the tree; it stays here until applied or discarded.</p>
      ) : (
        <>
          <table className="data-table pending-table" aria-label="Pending changes">
            <thead>
              <tr>
                <th scope="col">Parameter</th>
                <th scope="col">Old value</th>
                <th scope="col">New value</th>
                <th scope="col">
                  <span className="visually-hidden">Revert</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={addressOf(change)} className={change.problem ? 'invalid' : undefined}>
                  <th scope="row" className="mono">
                    {addressOf(change)}
                  </th>
                  <td className="mono">{change.original === undefined ? '(not in the last read)' : visibleValue(change.original)}</td>
                  <td className="mono">
                    {visibleValue(change.value)}
                    {change.problem && <span className="field-error">{change.problem}</span>}
                  </td>
                  <td>
                    <button type="button" className="button small" aria-label={`Revert ${addressOf(change)}`} onClick={() => revertParameter(studio, cameraId, change.section, change.name)}>
                      Revert
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="button" onClick={() => discardEdits(studio, cameraId)}>
            Discard all pending changes
          </button>
        </>
      )}
      {blocker && (
        <p className="error-text" role="alert">
          Nothing can be sent while a value is invalid: {blocker}
        </p>
      )}
      <PendingScript changes={valid} blocker={blocker} />
    </section>
  );
}

function KeepingNote({ keeping }: { keeping: EditsKeeping | undefined }) {
  if (keeping === undefined || keeping.status === 'loading') return <span className="view-note">Loading the kept edits…</span>;
  if (keeping.status === 'failed') return <span className="error-text">{keeping.message}</span>;
  return (
    <span className="view-note" aria-live="polite">
      {keeping.status === 'saving' ? 'Keeping the edits…' : 'Pending edits kept by the studio'}
    </span>
  );
}

/** Line breaks shown as \n, so a value stays on one line and its problem can be seen. */
function visibleValue(value: string): string {
  return value.replace(/\r/g, '\\r').replace(/\n/g, '\\n');
}

import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { useActionRunner } from '../../ui/useActionRunner';
import type { SiteFormat } from '../site/siteFormat';
import { leaveEditorFor } from './baselineActions';

const columns = ['Name', 'Version', 'Groups', 'Sections', 'Parameters', 'Saved'] as const;

/** The workspace's baselines; a name opens it (asking first if the editor holds unsaved text). */
export function BaselineList({ format, onFromCamera }: { format: SiteFormat; onFromCamera(): void }) {
  const studio = useStudio();
  const list = useStudioStore('baseline', (state) => state.list);
  const openName = useStudioStore('baseline', (state) => state.editor?.name ?? null);
  const runner = useActionRunner();
  return (
    <section className="baseline-list" aria-labelledby="baseline-list-title">
      <div className="baseline-toolbar">
        <h2 id="baseline-list-title">Baselines</h2>
        <button type="button" className="button" onClick={() => runner.run(() => leaveEditorFor(studio, { kind: 'new' }))}>
          New baseline
        </button>
        <button type="button" className="button" aria-haspopup="dialog" onClick={onFromCamera}>
          From camera…
        </button>
      </div>
      <AlertLine message={runner.error} />
      {list.status === 'loading' && <p className="view-note">Reading the baselines…</p>}
      {list.status === 'failed' && <AlertLine message={`The baselines could not be read: ${list.message}`} />}
      {list.status === 'loaded' && list.baselines.length === 0 && <p className="view-note">No baseline yet: write one, or make one from a camera.</p>}
      {list.status === 'loaded' && list.baselines.length > 0 && (
        <table className="data-table baseline-table" aria-label="Baselines">
          <ColumnHeads names={columns} />
          <tbody>
            {list.baselines.map((baseline) => (
              <tr key={baseline.name} className={baseline.name === openName ? 'selected' : undefined}>
                <th scope="row">
                  <button type="button" className="link-button" aria-current={baseline.name === openName ? 'true' : undefined} onClick={() => runner.run(() => leaveEditorFor(studio, { kind: 'open', name: baseline.name }))}>
                    {baseline.name}
                  </button>
                </th>
                <td>{format.count(baseline.version)}</td>
                <td>{baseline.groups.length > 0 ? baseline.groups.join(', ') : <span className="view-note">none</span>}</td>
                <td>{baseline.sections.join(', ')}</td>
                <td>{format.count(baseline.parameterCount)}</td>
                <td>{format.time(baseline.savedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { useActionRunner } from '../../ui/useActionRunner';
import { leaveEditorFor } from './baselineActions';
import type { BaselineFormat } from './baselineFormat';

const columns = ['name', 'version', 'groups', 'sections', 'parameters', 'saved'] as const;

/** The workspace's baselines; a name opens it (asking first if the editor holds unsaved text). Long names and lists end in "…" with the whole text as a tooltip. */
export function BaselineList({ format, onFromCamera }: { format: BaselineFormat; onFromCamera(): void }) {
  const studio = useStudio();
  const { t } = useTranslation();
  const list = useStudioStore('baseline', (state) => state.list);
  const openName = useStudioStore('baseline', (state) => state.editor?.name ?? null);
  const runner = useActionRunner();
  return (
    <section className="baseline-list" aria-labelledby="baseline-list-title">
      <div className="baseline-toolbar">
        <h2 id="baseline-list-title">{t('baseline.list.title')}</h2>
        <button type="button" className="button" onClick={() => runner.run(() => leaveEditorFor(studio, { kind: 'new' }))}>
          {t('baseline.list.newBaseline')}
        </button>
        <button type="button" className="button" aria-haspopup="dialog" onClick={onFromCamera}>
          {t('baseline.list.fromCamera')}
        </button>
      </div>
      <AlertLine message={runner.error} />
      {list.status === 'loading' && <p className="view-note">{t('baseline.list.reading')}</p>}
      {list.status === 'failed' && <AlertLine message={t('baseline.list.failed', { message: list.message })} />}
      {list.status === 'loaded' && list.baselines.length === 0 && <p className="view-note">{t('baseline.list.empty')}</p>}
      {list.status === 'loaded' && list.baselines.length > 0 && (
        <table className="data-table baseline-table" aria-label={t('baseline.list.title')}>
          <ColumnHeads names={columns.map((column) => t(`baseline.list.columns.${column}`))} />
          <tbody>
            {list.baselines.map((baseline) => {
              const groups = baseline.groups.join(', ');
              const sections = baseline.sections.join(', ');
              return (
                <tr key={baseline.name} className={baseline.name === openName ? 'selected' : undefined}>
                  <th scope="row">
                    <button type="button" className="link-button baseline-cut" title={baseline.name} aria-current={baseline.name === openName ? 'true' : undefined} onClick={() => runner.run(() => leaveEditorFor(studio, { kind: 'open', name: baseline.name }))}>
                      {baseline.name}
                    </button>
                  </th>
                  <td>{format.count(baseline.version)}</td>
                  <td>
                    {groups === '' ? (
                      <span className="view-note">{t('baseline.list.noGroups')}</span>
                    ) : (
                      <span className="baseline-cut" title={groups}>
                        {groups}
                      </span>
                    )}
                  </td>
                  <td>
                    <span className="baseline-cut" title={sections}>
                      {sections}
                    </span>
                  </td>
                  <td>{format.count(baseline.parameterCount)}</td>
                  <td>{format.time(baseline.savedAt)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

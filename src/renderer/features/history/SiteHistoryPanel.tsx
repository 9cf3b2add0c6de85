import type { TFunction } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CameraSummary } from '../../../shared/api/cameraSchemas';
import type { SiteHistoryEntry } from '../../../shared/api/siteHistorySchemas';
import { useFormatters } from '../../i18n/useLanguage';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { useActionRunner } from '../../ui/useActionRunner';
import { loadSiteHistory } from './historyActions';

const columnKeys = ['when', 'who', 'what', 'cameras', 'commit'] as const;
/** Cameras named in a row before "and N more". */
const camerasNamed = 3;

/** Who changed what and when in the site, from its commits: all of them or the selected camera's. */
export function SiteHistoryPanel({ camera }: { camera: CameraSummary | null }) {
  const studio = useStudio();
  const { t } = useTranslation();
  const format = useFormatters();
  const load = useStudioStore('history', (state) => state.siteLog);
  const cameras = useStudioStore('cameras', (state) => state.cameras);
  const [onlyCamera, setOnlyCamera] = useState(false);
  const runner = useActionRunner();
  const shownCameraId = onlyCamera && camera ? camera.id : null;
  useEffect(() => {
    void loadSiteHistory(studio, shownCameraId);
  }, [studio, shownCameraId]);

  const labels = new Map(cameras.map((known) => [known.id, known.label]));
  const cameraNames = (ids: readonly string[]): ReactNode => {
    if (ids.length === 0) return t('history.siteLog.noCameras');
    const named = <span translate="no">{ids.slice(0, camerasNamed).map((id) => labels.get(id) ?? id).join(', ')}</span>;
    if (ids.length <= camerasNamed) return named;
    return (
      <>
        {named} {t('history.siteLog.moreCameras', { count: ids.length - camerasNamed })}
      </>
    );
  };
  return (
    <section className="site-history" aria-labelledby="site-history-heading">
      <h2 id="site-history-heading">{t('history.siteLog.heading')}</h2>
      {load.status === 'loaded' && !load.log.isSite ? (
        <p className="view-note">{t('history.siteLog.notSite')}</p>
      ) : (
        <>
          <div className="button-row">
            {camera && (
              <label>
                <input type="checkbox" checked={onlyCamera} onChange={(event) => setOnlyCamera(event.target.checked)} /> {t('history.siteLog.onlyCamera', { camera: camera.label })}
              </label>
            )}
            {/* Never disabled while it reads: a disabled button would drop the focus to the page. */}
            <button type="button" className="button" onClick={() => runner.run(() => loadSiteHistory(studio, shownCameraId))}>
              {t('history.siteLog.reload')}
            </button>
          </div>
          {(load.status === 'idle' || load.status === 'loading') && <p className="view-note">{t('history.siteLog.loading')}</p>}
          {load.status === 'failed' && <AlertLine message={t('history.siteLog.loadFailed', { reason: load.message })} />}
          {load.status === 'loaded' && load.log.entries.length === 0 && <p className="view-note">{t('history.siteLog.none')}</p>}
          {load.status === 'loaded' && load.log.entries.length > 0 && (
            <table className="snapshot-table site-history-table" aria-label={t('history.siteLog.table')}>
              <ColumnHeads names={columnKeys.map((key) => t(`history.siteLog.columns.${key}`))} />
              <tbody>
                {load.log.entries.map((entry) => (
                  <tr key={entry.commit}>
                    <td className="no-break">{format.dateTime(Date.parse(entry.committedAt))}</td>
                    <td title={entry.author.email} translate="no">
                      {entry.author.name}
                    </td>
                    <td>{operationText(entry, t)}</td>
                    <td>{cameraNames(entry.cameraIds)}</td>
                    <td className="no-break">
                      <code translate="no">{entry.commit.slice(0, 10)}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {load.status === 'loaded' && load.log.more && <p className="view-note">{t('history.siteLog.more', { count: load.log.entries.length })}</p>}
        </>
      )}
      <AlertLine message={runner.error} />
    </section>
  );
}

const knownOperations = ['site-init', 'camera-add', 'camera-edit', 'camera-remove', 'import', 'discovery-add', 'backup', 'apply', 'fleet-apply', 'check', 'fix', 'report', 'baseline-save', 'baseline-remove', 'passphrase-change', 'site-from-workspace'] as const;
type KnownOperation = (typeof knownOperations)[number];
const isKnown = (operation: string): operation is KnownOperation => (knownOperations as readonly string[]).includes(operation);

/** The operation in the studio's language; a commit made by hand shows its own subject, as its author wrote it. */
function operationText(entry: SiteHistoryEntry, t: TFunction): ReactNode {
  if (entry.operation === null) {
    return (
      <>
        {t('history.siteLog.byHand')} <span translate="no">{entry.subject}</span>
      </>
    );
  }
  if (isKnown(entry.operation)) return t(`history.siteLog.operations.${entry.operation}` as const);
  return t('history.siteLog.operations.other', { operation: entry.operation });
}

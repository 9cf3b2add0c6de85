import { useTranslation } from 'react-i18next';
import type { CameraBackupResultView, FleetBackupOutput } from '../../../shared/api/historySchemas';
import type { StudioText } from '../../i18n/studioText';
import { useFormatters } from '../../i18n/useLanguage';
import { useText, type TextRenderer } from '../../i18n/useText';
import type { Formatters } from '../../i18n/format';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { selectedCamera, shownGroup } from '../cameras/camerasStore';
import { AlertLine } from '../../ui/AlertLine';
import { useActionRunner } from '../../ui/useActionRunner';
import { cancelBackup, startBackup } from './historyActions';
import { ColumnHeads } from '../../ui/ColumnHeads';

/** "Back up" the selected camera, the group the camera list shows, or all cameras, with each camera's progress and the summary. */
export function BackupPanel() {
  const studio = useStudio();
  const { t } = useTranslation();
  const show = useText();
  const cameras = useStudioStore('cameras', (state) => state.cameras);
  const selected = useStudioStore('cameras', selectedCamera);
  const group = useStudioStore('cameras', shownGroup);
  const groupIds = group === null ? [] : cameras.filter((camera) => camera.group === group).map((camera) => camera.id);
  const backup = useStudioStore('history', (state) => state.backup);
  const runner = useActionRunner();
  const cancelRunner = useActionRunner();
  const running = backup.status === 'running';
  const labels = new Map(cameras.map((camera) => [camera.id, camera.label]));
  return (
    <section className="backup-panel" aria-labelledby="backup-heading">
      <h2 id="backup-heading">{t('history.backup.heading')}</h2>
      <div className="button-row">
        <button type="button" className="button" disabled={running || runner.busy || !selected} onClick={() => selected && runner.run(() => startBackup(studio, [selected.id], 1))}>
          {selected ? t('history.backup.one', { camera: selected.label }) : t('history.backup.selected')}
        </button>
        {group !== null && (
          <button type="button" className="button" disabled={running || runner.busy || groupIds.length === 0} onClick={() => runner.run(() => startBackup(studio, groupIds, groupIds.length))}>
            {t('history.backup.group', { group, count: groupIds.length })}
          </button>
        )}
        <button type="button" className="button" disabled={running || runner.busy || cameras.length === 0} onClick={() => runner.run(() => startBackup(studio, null, cameras.length))}>
          {t('history.backup.all', { count: cameras.length })}
        </button>
        {running && (
          <button type="button" className="button" disabled={cancelRunner.busy} onClick={() => cancelRunner.run(() => cancelBackup(studio))}>
            {t('history.backup.cancel')}
          </button>
        )}
      </div>
      <AlertLine message={runner.error ?? cancelRunner.error} />
      {running && (
        <div aria-live="polite">
          <p className="view-note">{t('history.backup.progressLine', { done: Object.values(backup.progress).filter((progress) => progress.done).length, count: backup.total })}</p>
          <ul className="backup-progress" aria-label={t('history.backup.progress')}>
            {Object.entries(backup.progress).map(([cameraId, progress]) => (
              <li key={cameraId}>
                <strong>{labels.get(cameraId) ?? cameraId}</strong>: {show(progress.text)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {backup.status === 'finished' && <BackupSummary summary={backup.summary} />}
    </section>
  );
}

function BackupSummary({ summary: { results, folder, ok, failed, cancelled, notReached } }: { summary: FleetBackupOutput }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const text = useText();
  return (
    <div role="status" aria-label={t('history.backup.summary')}>
      <p className={ok < results.length ? 'error-text' : 'view-note'}>{t('history.backup.summaryLine', { ok, failed, cancelled, notReached, folder })}</p>
      <table className="backup-results">
        <ColumnHeads names={[t('history.backup.camera'), t('history.backup.result')]} />
        <tbody>
          {results.map((result) => (
            <tr key={result.cameraId} className={`backup-${result.status}`}>
              <td>{result.label}</td>
              <td>{describeResult(result, t, format, text)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A camera's backup result in words: the file and its size, or why not. */
function describeResult(result: CameraBackupResultView, t: StudioText, format: Formatters, text: TextRenderer): string {
  switch (result.status) {
    case 'ok': {
      const file = result.file.split('/').pop() ?? result.file;
      const bytes = format.number(result.bytes, 0);
      return result.existing ? t('history.backup.savedExisting', { file, bytes }) : t('history.backup.saved', { file, bytes });
    }
    case 'failed':
      return t('history.backup.failed', { reason: firstLine(text(result.reason)) });
    case 'cancelled':
      return t('history.backup.cancelled', { reason: firstLine(text(result.reason)) });
    case 'not_reached':
      return t('history.backup.notReached');
  }
}

const firstLine = (text: string) => text.split('\n')[0] ?? '';

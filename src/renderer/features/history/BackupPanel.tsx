import type { CameraBackupResultView, FleetBackupOutput } from '../../../shared/api/historySchemas';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { selectedCamera, shownGroup } from '../cameras/camerasStore';
import { AlertLine } from '../../ui/AlertLine';
import { useActionRunner } from '../../ui/useActionRunner';
import { cancelBackup, startBackup } from './historyActions';
import { ColumnHeads } from '../../ui/ColumnHeads';

/** "Back up" the selected camera, the group the camera list shows, or all cameras, with each camera's progress and the summary. */
export function BackupPanel() {
  const studio = useStudio();
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
      <h2 id="backup-heading">Backups</h2>
      <div className="button-row">
        <button type="button" className="button" disabled={running || runner.busy || !selected} onClick={() => selected && runner.run(() => startBackup(studio, [selected.id], 1))}>
          Back up {selected ? selected.label : 'selected camera'}
        </button>
        {group !== null && (
          <button type="button" className="button" disabled={running || runner.busy || groupIds.length === 0} onClick={() => runner.run(() => startBackup(studio, groupIds, groupIds.length))}>
            Back up group {group} ({groupIds.length} {groupIds.length === 1 ? 'camera' : 'cameras'})
          </button>
        )}
        <button type="button" className="button" disabled={running || runner.busy || cameras.length === 0} onClick={() => runner.run(() => startBackup(studio, null, cameras.length))}>
          Back up all {cameras.length} cameras
        </button>
        {running && (
          <button type="button" className="button" disabled={cancelRunner.busy} onClick={() => cancelRunner.run(() => cancelBackup(studio))}>
            Cancel backup
          </button>
        )}
      </div>
      <AlertLine message={runner.error ?? cancelRunner.error} />
      {running && (
        <div aria-live="polite">
          <p className="view-note">
            Backing up: {Object.values(backup.progress).filter((progress) => progress.done).length} of {backup.total} cameras done
          </p>
          <ul className="backup-progress" aria-label="Backup progress">
            {Object.entries(backup.progress).map(([cameraId, progress]) => (
              <li key={cameraId}>
                <strong>{labels.get(cameraId) ?? cameraId}</strong>: {progress.message}
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
  return (
    <div role="status" aria-label="Backup summary">
      <p className={ok < results.length ? 'error-text' : 'view-note'}>
        {ok} backed up, {failed} failed, {cancelled} cancelled, {notReached} not reached, into {folder}
      </p>
      <table className="backup-results">
        <ColumnHeads names={['Camera', 'Result']} />
        <tbody>
          {results.map((result) => (
            <tr key={result.cameraId} className={`backup-${result.status}`}>
              <td>{result.label}</td>
              <td>{describeResult(result)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function describeResult(result: CameraBackupResultView): string {
  switch (result.status) {
    case 'ok':
      return `saved ${result.file.split('/').pop() ?? result.file} (${result.bytes} bytes${result.existing ? ', same as the backup already there' : ''})`;
    case 'failed':
      return `failed: ${result.reason.split('\n')[0]}`;
    case 'cancelled':
      return `cancelled: ${result.reason.split('\n')[0]}`;
    case 'not_reached':
      return 'not reached (cancelled before its turn)';
  }
}

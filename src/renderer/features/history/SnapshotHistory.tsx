import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/useLanguage';
import type { CameraSummary } from '../../../shared/api/cameraSchemas';
import type { SnapshotInfo } from '../../../shared/fleet/snapshot';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { useActionRunner } from '../../ui/useActionRunner';
import { compareSnapshots, compareWithCamera, loadSnapshots, restoreSnapshot } from './historyActions';
import { ColumnHeads } from '../../ui/ColumnHeads';

const columnKeys = ['taken', 'why', 'firmware', 'size', 'from', 'to', 'restore'] as const;
/** Rows shown at first and added by each "Show older": a site keeps years of snapshots, and a year painted at once is slow. */
const rowsPerPage = 50;

/** A camera's snapshots: pick two to compare, compare a section with another camera, restore one. */
export function SnapshotHistory({ camera }: { camera: CameraSummary }) {
  const studio = useStudio();
  const { t } = useTranslation();
  const format = useFormatters();
  const load = useStudioStore('history', (state) => state.snapshots[camera.id]);
  const cameras = useStudioStore('cameras', (state) => state.cameras);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [force, setForce] = useState(false);
  const [section, setSection] = useState('');
  const [otherId, setOtherId] = useState('');
  const [shownRows, setShownRows] = useState(rowsPerPage);
  const focusRow = useRef<number | null>(null);
  const runner = useActionRunner();
  useEffect(() => {
    void loadSnapshots(studio, camera.id);
  }, [studio, camera.id]);
  // After "Show older" the technician goes on at the first row it added (the button may be gone).
  useEffect(() => {
    if (focusRow.current === null) return;
    document.getElementById(`snapshot-from-${focusRow.current}`)?.focus();
    focusRow.current = null;
  });

  if (!load || load.status === 'loading') return <p className="view-note">{t('history.snapshots.loading', { camera: camera.label })}</p>;
  if (load.status === 'failed') return <AlertLine message={t('history.snapshots.loadFailed', { camera: camera.label, reason: load.message })} />;
  const snapshots = load.snapshots;
  const shown = snapshots.slice(0, shownRows);
  const byId = (id: string | null) => snapshots.find((snapshot) => snapshot.id === id);
  const choice = (snapshot: SnapshotInfo) => ({ cameraId: camera.id, cameraLabel: camera.label, snapshot });
  const older = byId(from) ?? snapshots[1];
  const newer = byId(to) ?? snapshots[0];
  const others = cameras.filter((other) => other.id !== camera.id);
  const other = others.find((candidate) => candidate.id === otherId) ?? others[0];
  return (
    <section className="snapshot-history" aria-labelledby="history-heading">
      <h2 id="history-heading">{t('history.snapshots.heading', { camera: camera.label })}</h2>
      {snapshots.length === 0 ? (
        <p className="view-note">{t('history.snapshots.none')}</p>
      ) : (
        <table className="snapshot-table" aria-label={t('history.snapshots.table', { camera: camera.label })}>
          <ColumnHeads names={columnKeys.map((key) => t(`history.snapshots.columns.${key}`))} />
          <tbody>
            {shown.map((snapshot, index) => (
              <tr key={`${snapshot.id}-${snapshot.takenAt}`}>
                <td>{format.dateTime(Date.parse(snapshot.takenAt))}</td>
                <td>{t(`history.reasons.${snapshot.reason}`)}</td>
                <td>{snapshot.firmware ?? t('history.snapshots.unknownFirmware')}</td>
                <td>{t('history.snapshots.bytes', { bytes: format.number(snapshot.bytes, 0) })}</td>
                <td>
                  <input type="radio" name="compare-from" id={`snapshot-from-${index}`} aria-label={t('history.snapshots.compareFrom', { number: index + 1 })} checked={older === snapshot} onChange={() => setFrom(snapshot.id)} />
                </td>
                <td>
                  <input type="radio" name="compare-to" aria-label={t('history.snapshots.compareTo', { number: index + 1 })} checked={newer === snapshot} onChange={() => setTo(snapshot.id)} />
                </td>
                <td>
                  {confirming === snapshot.id ? (
                    <span className="confirm-inline">
                      <label>
                        <input type="checkbox" checked={force} onChange={(event) => setForce(event.target.checked)} /> {t('history.snapshots.force')}
                      </label>
                      <button type="button" className="button" disabled={runner.busy} onClick={() => runner.run(async () => { await restoreSnapshot(studio, camera.id, snapshot.id, force); setConfirming(null); })}>
                        {t('history.snapshots.writeTo', { camera: camera.label })}
                      </button>
                      <button type="button" className="button" onClick={() => setConfirming(null)}>
                        {t('history.snapshots.keep')}
                      </button>
                    </span>
                  ) : (
                    <button type="button" className="button" disabled={runner.busy} onClick={() => setConfirming(snapshot.id)}>
                      {t('history.snapshots.restore')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {snapshots.length > shown.length && (
        <button
          type="button"
          className="button"
          onClick={() => {
            focusRow.current = shown.length;
            setShownRows(shown.length + rowsPerPage);
          }}
        >
          {t('history.snapshots.showOlder', { count: Math.min(rowsPerPage, snapshots.length - shown.length), remaining: snapshots.length - shown.length })}
        </button>
      )}
      <div className="button-row">
        <button type="button" className="button" disabled={runner.busy || !older || !newer || older === newer} onClick={() => older && newer && runner.run(() => compareSnapshots(studio, choice(older), choice(newer), null))}>
          {t('history.snapshots.compare')}
        </button>
        <button type="button" className="button" disabled={runner.busy} onClick={() => runner.run(() => loadSnapshots(studio, camera.id))}>
          {t('history.snapshots.reload')}
        </button>
      </div>
      {others.length > 0 && newer && (
        <form
          className="button-row"
          onSubmit={(event) => {
            event.preventDefault();
            if (other) runner.run(() => compareWithCamera(studio, choice(newer), { cameraId: other.id, cameraLabel: other.label }, section.trim()));
          }}
        >
          <label>
            {t('history.snapshots.section')} <input value={section} onChange={(event) => setSection(event.target.value)} required maxLength={100} placeholder={t('history.snapshots.sectionExample')} />
          </label>
          <label>
            {t('history.snapshots.ofCamera')}{' '}
            <select value={other?.id ?? ''} onChange={(event) => setOtherId(event.target.value)}>
              {others.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button" disabled={runner.busy}>
            {t('history.snapshots.compareWithCamera')}
          </button>
        </form>
      )}
      <AlertLine message={runner.error} />
    </section>
  );
}

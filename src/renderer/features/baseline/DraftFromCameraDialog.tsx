import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { useActionRunner } from '../../ui/useActionRunner';
import { loadDraft, loadDraftSnapshots, writeDraftIntoEditor } from './baselineActions';
import { draftSourceText, type BaselineFormat } from './baselineFormat';
import { parameterKey, placeholderText, sectionTick, templateParameter, tickedCount, tickParameter, tickSection, type DraftChoice, type DraftSection } from './draftChoice';
import { ModalDialog } from '../../ui/ModalDialog';

const readNow = '';

/**
 * "From camera…": a modal dialog. Choose a camera (and, optionally, one of its snapshots), read
 * its values, tick the sections and parameters the site agreed on, keep "use {VARIABLE}" for
 * per-camera values; "Use these" writes them as the text of a new, unsaved baseline.
 */
export function DraftFromCameraDialog({ format, onClose }: { format: BaselineFormat; onClose(): void }) {
  const studio = useStudio();
  const { t } = useTranslation();
  const cameras = useStudioStore('cameras', (state) => state.cameras);
  const draft = useStudioStore('baseline', (state) => state.draft);
  const snapshots = useStudioStore('baseline', (state) => state.snapshots);
  const [cameraId, setCameraId] = useState(cameras[0]?.id ?? '');
  const [snapshotId, setSnapshotId] = useState(readNow);
  const runner = useActionRunner();

  useEffect(() => {
    if (cameraId !== '') void loadDraftSnapshots(studio, cameraId);
  }, [studio, cameraId]);

  const shownSnapshots = snapshots.status === 'loaded' && snapshots.cameraId === cameraId ? snapshots.snapshots : [];
  const loaded = draft.status === 'loaded' && draft.cameraId === cameraId ? draft : null;
  const close = () => {
    studio.stores.baseline.getState().setDraft({ status: 'idle' });
    onClose();
  };

  return (
    <ModalDialog title={t('baseline.draft.title')} className="baseline-dialog" onClose={close}>
      <form
        className="baseline-toolbar"
        aria-label={t('baseline.draft.form')}
        onSubmit={(event) => {
          event.preventDefault();
          runner.run(() => loadDraft(studio, cameraId, snapshotId === readNow ? null : snapshotId));
        }}
      >
        <label>
          {t('baseline.draft.camera')}{' '}
          <select
            value={cameraId}
            onChange={(event) => {
              setCameraId(event.target.value);
              setSnapshotId(readNow);
            }}
          >
            {cameras.map((camera) => (
              <option key={camera.id} value={camera.id}>
                {camera.label} ({camera.host}:{camera.port})
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('baseline.draft.valuesFrom')}{' '}
          <select value={snapshotId} onChange={(event) => setSnapshotId(event.target.value)}>
            <option value={readNow}>{t('baseline.draft.readNow')}</option>
            {shownSnapshots.map((snapshot) => (
              <option key={snapshot.id} value={snapshot.id}>
                {t('baseline.draft.snapshot', { time: format.time(snapshot.takenAt), reason: t(`baseline.draft.snapshotReason.${snapshot.reason}`) })}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button" disabled={cameraId === '' || draft.status === 'loading'}>
          {t('baseline.draft.read')}
        </button>
      </form>
      {cameras.length === 0 && <p className="view-note">{t('baseline.draft.addCamera')}</p>}
      {snapshots.status === 'failed' && snapshots.cameraId === cameraId && <AlertLine message={t('baseline.draft.snapshotsFailed', { message: snapshots.message })} />}
      {draft.status === 'loading' && <p className="view-note">{t('baseline.draft.reading')}</p>}
      {draft.status === 'failed' && <AlertLine message={draft.message} />}
      <AlertLine message={runner.error} />
      {loaded && (
        <>
          <p className="view-note">{t('baseline.draft.intro', { source: draftSourceText(loaded.source, format, t) })}</p>
          <div className="draft-sections">
            {loaded.sections.map((section) => (
              <DraftSectionChoice key={section.name} section={section} choice={loaded.choice} onChoose={(choice) => studio.stores.baseline.getState().chooseDraft(choice)} />
            ))}
          </div>
        </>
      )}
      <div className="dialog-buttons">
        <button type="button" className="button" onClick={close}>
          {t('baseline.draft.cancel')}
        </button>
        <button type="button" className="button primary" disabled={!loaded || tickedCount(loaded.choice) === 0} onClick={() => runner.run(async () => { await writeDraftIntoEditor(studio); onClose(); })}>
          {t('baseline.draft.use', { count: loaded ? tickedCount(loaded.choice) : 0 })}
        </button>
      </div>
    </ModalDialog>
  );
}

function DraftSectionChoice({ section, choice, onChoose }: { section: DraftSection; choice: DraftChoice; onChoose(choice: DraftChoice): void }) {
  const { t } = useTranslation();
  const tick = sectionTick(section, choice);
  const box = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (box.current) box.current.indeterminate = tick === 'some';
  }, [tick]);
  return (
    <div className="draft-section">
      <label className="draft-section-tick">
        <input ref={box} type="checkbox" checked={tick === 'all'} onChange={(event) => onChoose(tickSection(choice, section, event.target.checked))} /> {section.name}
      </label>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{t('baseline.draft.sectionParameters', { count: section.parameters.length, section: section.name })}</summary>
        <ul className="draft-parameters" aria-label={t('baseline.draft.parametersOf', { section: section.name })}>
          {section.parameters.map((parameter) => {
            const key = parameterKey(section.name, parameter.name);
            const ticked = choice.ticked.has(key);
            return (
              <li key={key}>
                <label>
                  <input type="checkbox" checked={ticked} onChange={(event) => onChoose(tickParameter(choice, key, event.target.checked))} /> {parameter.name} = {parameter.value === '' ? t('baseline.draft.empty') : parameter.value}
                </label>
                {parameter.placeholder !== null && (
                  <label className="draft-placeholder">
                    <input type="checkbox" checked={choice.templated.has(key)} disabled={!ticked} onChange={(event) => onChoose(templateParameter(choice, key, event.target.checked))} /> {t('baseline.draft.usePlaceholder', { placeholder: placeholderText(parameter.placeholder) })}
                  </label>
                )}
              </li>
            );
          })}
        </ul>
      </details>
    </div>
  );
}

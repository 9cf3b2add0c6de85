import { useEffect, useRef, useState } from 'react';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { useActionRunner } from '../../ui/useActionRunner';
import type { SiteFormat } from '../site/siteFormat';
import { loadDraft, loadDraftSnapshots, writeDraftIntoEditor } from './baselineActions';
import { parameterKey, placeholderText, sectionTick, templateParameter, tickedCount, tickParameter, tickSection, type DraftChoice, type DraftSection } from './draftChoice';
import { ModalDialog } from '../../ui/ModalDialog';

const readNow = '';

/**
 * "From camera…": a modal dialog. Choose a camera (and, optionally, one of its snapshots), read
 * its values, tick the sections and parameters the site agreed on, keep "use {VARIABLE}" for
 * per-camera values; "Use these" writes them as the text of a new, unsaved baseline.
 */
export function DraftFromCameraDialog({ format, onClose }: { format: SiteFormat; onClose(): void }) {
  const studio = useStudio();
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
    <ModalDialog title="Baseline from a camera" className="baseline-dialog" onClose={close}>
      <form
        className="baseline-toolbar"
        aria-label="Read values"
        onSubmit={(event) => {
          event.preventDefault();
          runner.run(() => loadDraft(studio, cameraId, snapshotId === readNow ? null : snapshotId));
        }}
      >
        <label>
          Camera{' '}
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
          Values from{' '}
          <select value={snapshotId} onChange={(event) => setSnapshotId(event.target.value)}>
            <option value={readNow}>the camera, read now</option>
            {shownSnapshots.map((snapshot) => (
              <option key={snapshot.id} value={snapshot.id}>
                snapshot {format.time(snapshot.takenAt)} ({snapshot.reason})
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button" disabled={cameraId === '' || draft.status === 'loading'}>
          Read values
        </button>
      </form>
      {cameras.length === 0 && <p className="view-note">Add a camera first.</p>}
      {snapshots.status === 'failed' && snapshots.cameraId === cameraId && <AlertLine message={`Its snapshots could not be listed: ${snapshots.message}`} />}
      {draft.status === 'loading' && <p className="view-note">Reading the values…</p>}
      {draft.status === 'failed' && <AlertLine message={draft.message} />}
      <AlertLine message={runner.error} />
      {loaded && (
        <>
          <p className="view-note">
            {loaded.source}. Tick what the site agreed on; a parameter not ticked is not checked. Where a value is one of the camera&apos;s variables, &ldquo;use {'{…}'}&rdquo; writes the placeholder, so each camera is checked against its own value.
          </p>
          <div className="draft-sections">
            {loaded.sections.map((section) => (
              <DraftSectionChoice key={section.name} section={section} choice={loaded.choice} onChoose={(choice) => studio.stores.baseline.getState().chooseDraft(choice)} />
            ))}
          </div>
        </>
      )}
      <div className="dialog-buttons">
        <button type="button" className="button" onClick={close}>
          Cancel
        </button>
        <button type="button" className="button primary" disabled={!loaded || tickedCount(loaded.choice) === 0} onClick={() => runner.run(async () => { await writeDraftIntoEditor(studio); onClose(); })}>
          Use these ({loaded ? format.count(tickedCount(loaded.choice)) : 0})
        </button>
      </div>
    </ModalDialog>
  );
}

function DraftSectionChoice({ section, choice, onChoose }: { section: DraftSection; choice: DraftChoice; onChoose(choice: DraftChoice): void }) {
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
        <summary>
          {section.parameters.length} parameters of {section.name}
        </summary>
        <ul className="draft-parameters" aria-label={`Parameters of ${section.name}`}>
          {section.parameters.map((parameter) => {
            const key = parameterKey(section.name, parameter.name);
            const ticked = choice.ticked.has(key);
            return (
              <li key={key}>
                <label>
                  <input type="checkbox" checked={ticked} onChange={(event) => onChoose(tickParameter(choice, key, event.target.checked))} /> {parameter.name} = {parameter.value === '' ? '(empty)' : parameter.value}
                </label>
                {parameter.placeholder !== null && (
                  <label className="draft-placeholder">
                    <input type="checkbox" checked={choice.templated.has(key)} disabled={!ticked} onChange={(event) => onChoose(templateParameter(choice, key, event.target.checked))} /> use {placeholderText(parameter.placeholder)}
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

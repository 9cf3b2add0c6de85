import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '../../i18n/useText';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { formatClock } from '../../ui/formatClock';
import { selectedCamera } from '../cameras/camerasStore';
import { CameraStateBar } from './CameraStateBar';
import { loadEditorState, loadSections } from './configActions';
import { changeNotShown, type PendingEdit } from './configStore';
import { ChangedCameraNote } from './ChangedCameraNote';
import { OperationButtons } from './OperationButtons';
import { OperationProgress } from './OperationProgress';
import { ParameterTree } from './ParameterTree';
import { PendingChangesPanel } from './PendingChangesPanel';
import { describePendingChanges, sendableChanges, valuesByAddress } from './pendingChanges';

const noEdits: PendingEdit[] = [];

/** The selected camera's configuration as a tree to edit, its pending changes and the apply buttons. */
export function ConfigEditorView() {
  const studio = useStudio();
  const { t } = useTranslation();
  const camera = useStudioStore('cameras', selectedCamera);
  const cameraId = camera?.id ?? null;
  const load = useStudioStore('config', (state) => (cameraId === null ? undefined : state.byCamera[cameraId]));

  useEffect(() => {
    if (cameraId === null) return;
    const state = studio.stores.config.getState();
    if (state.byCamera[cameraId] === undefined) void loadSections(studio, cameraId);
    if (state.keeping[cameraId] === undefined) void loadEditorState(studio, cameraId);
  }, [studio, cameraId]);

  if (camera === null) return <p className="view-empty">{t('configuration.noCamera')}</p>;

  return (
    <div className="config-view">
      <div className="view-toolbar">
        <h2 className="view-heading">{t('configuration.view.heading', { camera: camera.label })}</h2>
        <button
          type="button"
          className="button"
          aria-label={t('configuration.view.reloadLabel', { camera: camera.label })}
          disabled={load?.status === 'loading'}
          onClick={() => void loadSections(studio, camera.id)}
        >
          {t('configuration.view.reload')}
        </button>
        {load?.status === 'loaded' && <span className="view-note">{t('configuration.view.readAt', { time: formatClock(load.readAt) })}</span>}
      </div>
      {camera.firmware && <p className="view-note">{t('configuration.view.firmware', { firmware: camera.firmware })}</p>}
      <CameraEditor cameraId={camera.id} cameraLabel={camera.label} />
    </div>
  );
}

function CameraEditor({ cameraId, cameraLabel }: { cameraId: string; cameraLabel: string }) {
  const studio = useStudio();
  const { t } = useTranslation();
  const load = useStudioStore('config', (state) => state.byCamera[cameraId]);
  const edits = useStudioStore('config', (state) => state.edits[cameraId] ?? noEdits);
  const keeping = useStudioStore('config', (state) => state.keeping[cameraId]);
  const unstored = useStudioStore('config', (state) => state.unstored[cameraId] ?? noEdits);
  const operation = useStudioStore('config', (state) => state.operations[cameraId]);
  const rebootNeeded = useStudioStore('config', (state) => state.rebootNeeded[cameraId]);
  const profile = useStudioStore('config', (state) => state.profile[cameraId]);
  const shown = load?.status === 'loaded' ? load : load?.status === 'loading' ? load.previous : undefined;
  const sections = shown?.sections ?? null;
  const values = useMemo(() => valuesByAddress(sections ?? []), [sections]);
  const changes = useMemo(() => describePendingChanges(edits, values), [edits, values]);
  const text = useText();
  const { changes: sendable, blocker: blockerText } = sendableChanges(changes);
  const blocker = blockerText === null ? null : text(blockerText);
  const busy = operation?.outcome.status === 'running';
  const change = useStudioStore('config', (state) => changeNotShown(state, cameraId));
  const pending = edits.length > 0 || busy;
  useRereadWhenChanged(cameraId, change !== null && !pending);

  return (
    <>
      <CameraStateBar cameraId={cameraId} rebootNeeded={rebootNeeded} profile={profile} />
      {change && pending && <ChangedCameraNote cameraLabel={cameraLabel} change={change} pending={edits.length > 0} onReload={() => void loadSections(studio, cameraId)} />}
      <div className="editor-layout">
        <div className="editor-tree">
          {load?.status === 'loading' && (
            <p className="view-note" aria-live="polite">
              {t('configuration.view.reading')}
            </p>
          )}
          {load?.status === 'failed' ? (
            <p className="error-text" role="alert">
              {t('configuration.view.readFailed', { message: load.message })}
            </p>
          ) : sections === null ? null : sections.length === 0 ? (
            <p className="view-empty">{t('configuration.view.noSections')}</p>
          ) : (
            <ParameterTree key={cameraId} cameraId={cameraId} sections={sections} edits={edits} />
          )}
        </div>
        <div className="editor-side">
          <OperationButtons cameraId={cameraId} cameraLabel={cameraLabel} changes={sendable} blocker={blocker} unstored={unstored} rebootNeeded={rebootNeeded ?? []} busy={busy} />
          {operation && <OperationProgress cameraId={cameraId} operation={operation} />}
          <PendingChangesPanel cameraId={cameraId} changes={changes} blocker={blocker} keeping={keeping} />
        </div>
      </div>
    </>
  );
}

/** Another operation changed the camera and nothing is pending here: its values are read again at once. */
function useRereadWhenChanged(cameraId: string, reread: boolean): void {
  const studio = useStudio();
  useEffect(() => {
    if (reread) void loadSections(studio, cameraId);
  }, [studio, cameraId, reread]);
}

import { useEffect, useMemo, useState } from 'react';
import '../../styles/baseline.css';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { ConfirmDialog } from '../configuration/ConfirmDialog';
import { pageLocale, siteFormat } from '../site/siteFormat';
import { discardAndLeave, loadBaselines, stayInEditor } from './baselineActions';
import { BaselineEditorPanel } from './BaselineEditorPanel';
import { BaselineList } from './BaselineList';
import { CheckPanel } from './CheckPanel';
import { DraftFromCameraDialog } from './DraftFromCameraDialog';

/** Site baselines: the list, the editor, "From camera…", the check with its matrix, the fix and the handover report. */
export function BaselineView() {
  const studio = useStudio();
  const editor = useStudioStore('baseline', (state) => state.editor);
  const opening = useStudioStore('baseline', (state) => state.opening);
  const pendingLeave = useStudioStore('baseline', (state) => state.pendingLeave);
  const format = useMemo(() => siteFormat(pageLocale()), []);
  const [drafting, setDrafting] = useState(false);
  useEffect(() => {
    void loadBaselines(studio);
  }, [studio]);

  return (
    <div className="baseline-view">
      <BaselineList format={format} onFromCamera={() => setDrafting(true)} />
      <div className="baseline-main">
        {opening.status === 'loading' && <p className="view-note">Opening {opening.name}…</p>}
        {opening.status === 'failed' && <AlertLine message={opening.message} />}
        {editor ? <BaselineEditorPanel key={editor.name ?? 'new'} editor={editor} format={format} /> : <p className="view-note">Open a baseline from the list, start a new one, or make one from a camera.</p>}
        {editor?.name && <CheckPanel editor={editor} format={format} />}
      </div>
      {drafting && <DraftFromCameraDialog format={format} onClose={() => setDrafting(false)} />}
      {pendingLeave && (
        <ConfirmDialog title="Discard unsaved changes?" confirmLabel="Discard changes" onCancel={() => stayInEditor(studio)} onConfirm={() => void discardAndLeave(studio)}>
          <p>{editor?.name ? `Your changes to ${editor.name} are not saved.` : 'The new baseline is not saved.'} They are lost if you go on.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../styles/baseline.css';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { ConfirmDialog } from '../configuration/ConfirmDialog';
import { discardAndLeave, loadBaselines, stayInEditor } from './baselineActions';
import { BaselineEditorPanel } from './BaselineEditorPanel';
import { useBaselineFormat } from './baselineFormat';
import { BaselineList } from './BaselineList';
import { CheckPanel } from './CheckPanel';
import { DraftFromCameraDialog } from './DraftFromCameraDialog';

/** Site baselines: the list, the editor, "From camera…", the check with its matrix, the fix and the handover report. */
export function BaselineView() {
  const studio = useStudio();
  const { t } = useTranslation();
  const editor = useStudioStore('baseline', (state) => state.editor);
  const opening = useStudioStore('baseline', (state) => state.opening);
  const pendingLeave = useStudioStore('baseline', (state) => state.pendingLeave);
  const format = useBaselineFormat();
  const [drafting, setDrafting] = useState(false);
  useEffect(() => {
    void loadBaselines(studio);
  }, [studio]);

  return (
    <div className="baseline-view">
      <BaselineList format={format} onFromCamera={() => setDrafting(true)} />
      <div className="baseline-main">
        {opening.status === 'loading' && <p className="view-note">{t('baseline.opening', { name: opening.name })}</p>}
        {opening.status === 'failed' && <AlertLine message={opening.message} />}
        {editor ? <BaselineEditorPanel key={editor.name ?? 'new'} editor={editor} format={format} /> : <p className="view-note">{t('baseline.nothingOpen')}</p>}
      </div>
      {/* Under the list and the editor, across the whole view: the matrix needs the width. */}
      {editor?.name && <CheckPanel editor={editor} format={format} />}
      {drafting && <DraftFromCameraDialog format={format} onClose={() => setDrafting(false)} />}
      {pendingLeave && (
        <ConfirmDialog title={t('baseline.discardTitle')} confirmLabel={t('baseline.discardConfirm')} onCancel={() => stayInEditor(studio)} onConfirm={() => void discardAndLeave(studio)}>
          <p>{editor?.name ? t('baseline.discardNamed', { name: editor.name }) : t('baseline.discardNew')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters, useLanguage } from '../../../i18n/useLanguage';
import type { ScriptTranscript } from '../../../../shared/api/scriptSchemas';
import { useStudio, useStudioStore } from '../../../studio/StudioContext';
import { errorText } from '../../../ui/errorText';
import { CodeEditor } from '../../../ui/monaco/CodeEditor';
import { commandLanguageId } from '../../../ui/monaco/commandLanguage';
import { DiffView } from '../../../ui/monaco/DiffView';
import { LazyCodeView } from '../../../ui/monaco/LazyCodeView';
import { selectedCamera } from '../../cameras/camerasStore';
import { TranscriptView } from '../console/TranscriptView';
import { applyReviewedScript, loadConfigText } from './configTextActions';
import { changeAfter } from '../configStore';
import { ChangedCameraNote } from '../ChangedCameraNote';
import { describeChange, reviewDraft, type ReviewOptions } from './reviewDraft';

type Pane = 'edit' | 'compare' | 'review';

/** The selected camera's whole configuration as editable text, compared with the camera's and applied parameter by parameter. */
export default function RawTextMode() {
  const studio = useStudio();
  const { t } = useTranslation();
  const camera = useStudioStore('cameras', selectedCamera);
  const cameraId = camera?.id ?? null;
  const load = useStudioStore('configText', (state) => (cameraId === null ? undefined : state.byCamera[cameraId]));
  const draft = useStudioStore('configText', (state) => (cameraId === null ? undefined : state.drafts[cameraId]));

  useEffect(() => {
    if (cameraId !== null && studio.stores.configText.getState().byCamera[cameraId] === undefined) void loadConfigText(studio, cameraId);
  }, [studio, cameraId]);

  if (camera === null) return <p className="view-empty">{t('configuration.noCamera')}</p>;
  if (load === undefined || load.status === 'loading') return <p className="view-note" aria-live="polite">{t('configuration.text.reading')}</p>;
  if (load.status === 'failed') {
    return (
      <div>
        <p className="error-text" role="alert">
          {t('configuration.text.readFailed', { message: load.message })}
        </p>
        <button type="button" className="button" onClick={() => void loadConfigText(studio, camera.id)}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <>
      <ChangedTextNote cameraId={camera.id} cameraLabel={camera.label} drafted={draft !== undefined} />
      <TextEditing key={camera.id} cameraId={camera.id} cameraLabel={camera.label} cameraText={load.text} readAt={load.readAt} draft={draft ?? load.text} />
    </>
  );
}

/** Another operation changed the camera after its text was read: read again at once without a draft, else offered beside the draft. */
function ChangedTextNote({ cameraId, cameraLabel, drafted }: { cameraId: string; cameraLabel: string; drafted: boolean }) {
  const studio = useStudio();
  const load = useStudioStore('configText', (state) => state.byCamera[cameraId]);
  const change = useStudioStore('config', (state) => changeAfter(state, cameraId, load));
  const reread = change !== null && !drafted;
  useEffect(() => {
    if (reread) void loadConfigText(studio, cameraId);
  }, [studio, cameraId, reread]);
  if (change === null || !drafted) return null;
  return <ChangedCameraNote cameraLabel={cameraLabel} change={change} pending onReload={() => void loadConfigText(studio, cameraId)} />;
}

interface TextEditingProps {
  cameraId: string;
  cameraLabel: string;
  cameraText: string;
  readAt: number;
  draft: string;
}

function TextEditing({ cameraId, cameraLabel, cameraText, readAt, draft }: TextEditingProps) {
  const studio = useStudio();
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const [pane, setPane] = useState<Pane>('edit');
  const [options, setOptions] = useState<ReviewOptions>({ store: false, update: false });
  const [outcome, setOutcome] = useState<{ transcript: ScriptTranscript } | { error: string } | null>(null);
  const [applying, setApplying] = useState(false);
  const review = useMemo(() => (pane === 'review' ? reviewDraft(cameraText, draft, options) : null), [pane, cameraText, draft, options]);
  const edited = draft !== cameraText;

  const setDraft = (text: string) => {
    setOutcome(null);
    if (text === cameraText) studio.stores.configText.getState().discardDraft(cameraId);
    else studio.stores.configText.getState().setDraft(cameraId, text);
  };
  const apply = async (script: string) => {
    setApplying(true);
    setOutcome(null);
    try {
      setOutcome({ transcript: await applyReviewedScript(studio, cameraId, script) });
      setPane('edit');
    } catch (error) {
      setOutcome({ error: errorText(error, language) });
    } finally {
      setApplying(false);
    }
  };

  return (
    <div className="raw-text-mode">
      <div className="view-toolbar">
        <h2 className="view-heading">{t('configuration.text.heading', { camera: cameraLabel })}</h2>
        <div role="group" aria-label={t('configuration.text.panes')} className="segmented">
          <button type="button" className="button" aria-pressed={pane === 'edit'} onClick={() => setPane('edit')}>
            {t('configuration.text.edit')}
          </button>
          <button type="button" className="button" aria-pressed={pane === 'compare'} onClick={() => setPane('compare')}>
            {t('configuration.text.compare')}
          </button>
          <button type="button" className="button" aria-pressed={pane === 'review'} onClick={() => setPane('review')}>
            {t('configuration.text.review')}
          </button>
        </div>
        <button type="button" className="button" disabled={!edited} onClick={() => setDraft(cameraText)}>
          {t('configuration.text.discard')}
        </button>
        <button type="button" className="button" aria-label={t('configuration.text.reloadLabel', { camera: cameraLabel })} onClick={() => void loadConfigText(studio, cameraId)}>
          {t('configuration.text.reload')}
        </button>
      </div>
      <p className="view-note">
        {t('configuration.text.readAt', { time: format.time(readAt) })} {edited ? t('configuration.text.edited') : t('configuration.text.notEdited')}
      </p>
      {pane === 'edit' && <CodeEditor value={draft} onChange={setDraft} language={commandLanguageId} label={t('configuration.text.editorLabel')} className="raw-editor" />}
      {pane === 'compare' && (
        <DiffView
          original={cameraText}
          modified={draft}
          language={commandLanguageId}
          label={t('configuration.text.diffLabel')}
          originalLabel={t('configuration.text.diffOriginal')}
          modifiedLabel={t('configuration.text.diffModified')}
          className="raw-editor"
        />
      )}
      {pane === 'review' && review && (
        <section className="raw-review" aria-label={t('configuration.text.reviewLabel')}>
          {review.status === 'invalid' && (
            <p className="error-text" role="alert">
              {t('configuration.text.cannotCompare', { message: review.message })}
            </p>
          )}
          {review.status === 'unchanged' && <p className="view-note">{t('configuration.text.unchanged')}</p>}
          {review.status === 'changes' && (
            <>
              <h3 className="subheading">{t('configuration.text.changeCount', { count: review.changes.length })}</h3>
              <ul className="change-list" aria-label={t('configuration.text.changesLabel')}>
                {review.changes.map((change) => (
                  <li key={`${change.section}/${change.name}`}>{describeChange(change, t)}</li>
                ))}
              </ul>
              <div className="review-options">
                <label className="form-field-inline">
                  <input type="checkbox" checked={options.store} onChange={(event) => setOptions({ ...options, store: event.target.checked })} />
                  {t('configuration.text.storeOption')}
                </label>
                <label className="form-field-inline">
                  <input type="checkbox" checked={options.update} onChange={(event) => setOptions({ ...options, update: event.target.checked })} />
                  {t('configuration.text.updateOption')}
                </label>
              </div>
              <h3 className="subheading">{t('configuration.text.scriptHeading')}</h3>
              <LazyCodeView value={review.script} language={commandLanguageId} label={t('configuration.text.scriptLabel')} className="script-view" />
              <button type="button" className="button button-primary" disabled={applying} onClick={() => void apply(review.script)}>
                {applying ? t('configuration.text.applying') : t('configuration.text.applyChanges', { count: review.changes.length, camera: cameraLabel })}
              </button>
            </>
          )}
        </section>
      )}
      {outcome && 'error' in outcome && (
        <p className="error-text" role="alert">
          {t('configuration.text.notApplied', { message: outcome.error })}
        </p>
      )}
      {outcome && 'transcript' in outcome && <TranscriptView transcript={outcome.transcript} label={t('configuration.text.outcomeLabel')} />}
    </div>
  );
}

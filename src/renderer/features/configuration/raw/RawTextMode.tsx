import { useEffect, useMemo, useState } from 'react';
import type { ScriptTranscript } from '../../../../shared/api/scriptSchemas';
import { useStudio, useStudioStore } from '../../../studio/StudioContext';
import { errorText } from '../../../ui/errorText';
import { formatClock } from '../../../ui/formatClock';
import { CodeEditor } from '../../../ui/monaco/CodeEditor';
import { commandLanguageId } from '../../../ui/monaco/commandLanguage';
import { DiffView } from '../../../ui/monaco/DiffView';
import { LazyCodeView } from '../../../ui/monaco/LazyCodeView';
import { selectedCamera } from '../../cameras/camerasStore';
import { TranscriptView } from '../console/TranscriptView';
import { applyReviewedScript, loadConfigText } from './configTextActions';
import { describeChange, reviewDraft, type ReviewOptions } from './reviewDraft';

type Pane = 'edit' | 'compare' | 'review';

/** The selected camera's whole configuration as editable text, compared with the camera's and applied parameter by parameter. */
export default function RawTextMode() {
  const studio = useStudio();
  const camera = useStudioStore('cameras', selectedCamera);
  const cameraId = camera?.id ?? null;
  const load = useStudioStore('configText', (state) => (cameraId === null ? undefined : state.byCamera[cameraId]));
  const draft = useStudioStore('configText', (state) => (cameraId === null ? undefined : state.drafts[cameraId]));

  useEffect(() => {
    if (cameraId !== null && studio.stores.configText.getState().byCamera[cameraId] === undefined) void loadConfigText(studio, cameraId);
  }, [studio, cameraId]);

  if (camera === null) return <p className="view-empty">No camera selected. Cameras appear in the sidebar once the studio knows them.</p>;
  if (load === undefined || load.status === 'loading') return <p className="view-note" aria-live="polite">Reading the configuration file…</p>;
  if (load.status === 'failed') {
    return (
      <div>
        <p className="error-text" role="alert">
          Could not read the configuration file: {load.message}
        </p>
        <button type="button" className="button" onClick={() => void loadConfigText(studio, camera.id)}>
          Try again
        </button>
      </div>
    );
  }
  return <TextEditing key={camera.id} cameraId={camera.id} cameraLabel={camera.label} cameraText={load.text} readAt={load.readAt} draft={draft ?? load.text} />;
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
      setOutcome({ error: errorText(error) });
    } finally {
      setApplying(false);
    }
  };

  return (
    <div className="raw-text-mode">
      <div className="view-toolbar">
        <h2 className="view-heading">Configuration text of {cameraLabel}</h2>
        <div role="group" aria-label="Text view" className="segmented">
          <button type="button" className="button" aria-pressed={pane === 'edit'} onClick={() => setPane('edit')}>
            Edit
          </button>
          <button type="button" className="button" aria-pressed={pane === 'compare'} onClick={() => setPane('compare')}>
            Compare with camera
          </button>
          <button type="button" className="button" aria-pressed={pane === 'review'} onClick={() => setPane('review')}>
            Review changes
          </button>
        </div>
        <button type="button" className="button" disabled={!edited} onClick={() => setDraft(cameraText)}>
          Discard edits
        </button>
        <button type="button" className="button" aria-label={`Reload the configuration file of ${cameraLabel}`} onClick={() => void loadConfigText(studio, cameraId)}>
          Reload
        </button>
      </div>
      <p className="view-note">
        Read at {formatClock(readAt)}. {edited ? 'Edited: not sent to the camera until you review and apply.' : 'No edits.'}
      </p>
      {pane === 'edit' && <CodeEditor value={draft} onChange={setDraft} language={commandLanguageId} label="Configuration text" className="raw-editor" />}
      {pane === 'compare' && (
        <DiffView
          original={cameraText}
          modified={draft}
          language={commandLanguageId}
          label="Differences from the camera's configuration"
          originalLabel="The camera's configuration"
          modifiedLabel="The edited configuration"
          className="raw-editor"
        />
      )}
      {pane === 'review' && review && (
        <section className="raw-review" aria-label="Review of the changes">
          {review.status === 'invalid' && (
            <p className="error-text" role="alert">
              Cannot compare: {review.message}
            </p>
          )}
          {review.status === 'unchanged' && <p className="view-note">No parameter differs from the camera's configuration: nothing to apply.</p>}
          {review.status === 'changes' && (
            <>
              <h3 className="subheading">{review.changes.length} parameter change(s)</h3>
              <ul className="change-list" aria-label="Parameter changes">
                {review.changes.map((change) => (
                  <li key={`${change.section}/${change.name}`}>{describeChange(change)}</li>
                ))}
              </ul>
              <div className="review-options">
                <label className="form-field-inline">
                  <input type="checkbox" checked={options.store} onChange={(event) => setOptions({ ...options, store: event.target.checked })} />
                  Store to flash afterwards (store)
                </label>
                <label className="form-field-inline">
                  <input type="checkbox" checked={options.update} onChange={(event) => setOptions({ ...options, update: event.target.checked })} />
                  Apply what needs no reboot (update)
                </label>
              </div>
              <h3 className="subheading">The script that will be sent</h3>
              <LazyCodeView value={review.script} language={commandLanguageId} label="Command script to be sent" className="script-view" />
              <button type="button" className="button button-primary" disabled={applying} onClick={() => void apply(review.script)}>
                {applying ? 'Applying…' : `Apply ${review.changes.length} change(s) to ${cameraLabel}`}
              </button>
            </>
          )}
        </section>
      )}
      {outcome && 'error' in outcome && (
        <p className="error-text" role="alert">
          Not applied: {outcome.error}
        </p>
      )}
      {outcome && 'transcript' in outcome && <TranscriptView transcript={outcome.transcript} label="Outcome of the last apply" />}
    </div>
  );
}

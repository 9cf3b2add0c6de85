import { useId, useState, type FormEvent } from 'react';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { errorText } from '../../ui/errorText';
import { openRecording } from './busActions';
import { RecordingFilePicker } from './RecordingFilePicker';

/**
 * "Open recording": shows a JSON Lines recording in the console (list, filter, tree) instead of
 * the live stream, which keeps being received meanwhile; "Back to live" returns to it.
 */
export function OfflineRecordingControls() {
  const studio = useStudio();
  const offline = useStudioStore('bus', (state) => state.offline);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await openRecording(studio, name.trim());
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  if (offline) {
    const shown = offline.feed.keptCount;
    return (
      <div className="offline-banner" role="group" aria-label="Browsing a recording">
        <span>
          Browsing <span className="mono">{offline.file}</span> offline: {shown < offline.total ? `the first ${shown} of ${offline.total}` : offline.total} messages. Live messages keep being received.
        </span>
        <button type="button" className="button" onClick={() => studio.stores.bus.getState().closeOffline()}>
          Back to live
        </button>
      </div>
    );
  }
  return (
    <section className="recording-controls" aria-label="Open a recording">
      <form className="recording-form" aria-label="Open a recording" onSubmit={(event) => void onSubmit(event)}>
        <RecordingFilePicker id={`${fieldId}-name`} label="Open recording" value={name} onChange={setName} />
        <button type="submit" className="button" disabled={busy || name.trim() === ''}>
          Open
        </button>
      </form>
      {error && (
        <p className="error-text" role="alert">
          Open recording: {error}
        </p>
      )}
    </section>
  );
}

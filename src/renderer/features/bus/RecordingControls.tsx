import { formatBytes } from '../../ui/formatBytes';
import { useId, useState, type FormEvent } from 'react';
import type { RecordingFormat, RecordingView } from '../../../shared/api/recordingSchemas';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { useActionRunner } from '../../ui/useActionRunner';
import { startRecording, stopRecording } from './busActions';
import { viewedFeed } from './busStore';

/**
 * "Record": writes the received stream (all, or the console's filtered view) to a JSON Lines
 * or CSV file in the studio's recordings folder as it arrives; while recording, its file,
 * message count, size and duration, and a stop button. A stopped recording says why it stopped.
 */
export function RecordingControls() {
  const studio = useStudio();
  const recordings = useStudioStore('bus', (state) => state.recordings);
  const filter = useStudioStore('bus', (state) => viewedFeed(state).filterSpec);
  const [name, setName] = useState(() => defaultName());
  const [format, setFormat] = useState<RecordingFormat>('jsonl');
  const [filteredOnly, setFilteredOnly] = useState(false);
  const { busy, error, run: act } = useActionRunner();
  const fieldId = useId();
  const active = recordings.filter((recording) => recording.active);
  const last = recordings.at(-1);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    act(async () => {
      await startRecording(studio, { name, format, ...(filteredOnly ? { filter } : {}) });
      setName(defaultName());
    });
  };

  return (
    <section className="recording-controls" aria-label="Recording">
      {active.length === 0 ? (
        <form className="recording-form" aria-label="Record the stream" onSubmit={onSubmit}>
          <label htmlFor={`${fieldId}-name`}>Recording name</label>
          <input id={`${fieldId}-name`} value={name} maxLength={100} spellCheck={false} autoComplete="off" onChange={(event) => setName(event.target.value)} />
          <label htmlFor={`${fieldId}-format`}>Format</label>
          <select id={`${fieldId}-format`} value={format} onChange={(event) => setFormat(event.target.value as RecordingFormat)}>
            <option value="jsonl">JSON Lines</option>
            <option value="csv">CSV</option>
          </select>
          <label className="form-field-inline">
            <input type="checkbox" checked={filteredOnly} onChange={(event) => setFilteredOnly(event.target.checked)} />
            Only the filtered view
          </label>
          <button type="submit" className="button" disabled={busy}>
            Record
          </button>
        </form>
      ) : (
        active.map((recording) => (
          <div key={recording.recordingId} className="recording-active" role="group" aria-label={`Recording to ${recording.file}`}>
            <span className="recording-dot" aria-hidden="true" />
            <span>
              Recording{recording.filtered ? ' the filtered view' : ''} to <span className="mono">{recording.file}</span>: {describeProgress(recording)}
            </span>
            <button type="button" className="button" disabled={busy} onClick={() => act(() => stopRecording(studio, recording.recordingId))}>
              Stop recording
            </button>
          </div>
        ))
      )}
      {active.length === 0 && last && (
        <p className={last.stopReason === 'stopped' ? 'recording-last' : 'recording-last warning-text'}>
          Last recording: <span className="mono">{last.file}</span>, {describeProgress(last)}, {last.stopReason}
        </p>
      )}
      {error && (
        <p className="error-text" role="alert">
          Recording: {error}
        </p>
      )}
    </section>
  );
}

/** "12 messages, 3.4 KiB, 8 s". */
export function describeProgress(recording: RecordingView, now = Date.now()): string {
  const seconds = Math.round(((recording.stoppedAt ?? now) - recording.startedAt) / 1000);
  return `${recording.messages} messages, ${formatBytes(recording.bytes)}, ${seconds} s`;
}

/** bus-2026-11-23T03-00-00 (local time), a valid recording name. */
function defaultName(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `bus-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}-${pad(now.getMinutes())}-${pad(now.getSeconds())}`;
}

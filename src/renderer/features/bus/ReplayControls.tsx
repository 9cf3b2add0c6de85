import { useId, useState, type FormEvent } from 'react';
import type { ReplayView } from '../../../shared/api/recordingSchemas';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { useActionRunner } from '../../ui/useActionRunner';
import { startReplay, stopReplay } from './busActions';
import { RecordingFilePicker } from './RecordingFilePicker';

/**
 * "Replay": sends the messages of a recording picked from the recordings folder onto the bus through the distributor,
 * with the original spacing or N times faster; progress and a stop button while it runs, and
 * how it ended (all sent, stopped, or the message the distributor refused).
 */
export function ReplayControls() {
  const studio = useStudio();
  const replays = useStudioStore('bus', (state) => state.replays);
  const [name, setName] = useState('');
  const [speed, setSpeed] = useState('1');
  const { busy, error, run: act } = useActionRunner();
  const fieldId = useId();
  const active = replays.filter((replay) => replay.active);
  const last = replays.at(-1);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    act(() => startReplay(studio, { name: name.trim(), speed: Number(speed) }));
  };

  return (
    <section className="recording-controls" aria-label="Replay">
      {active.length === 0 ? (
        <form className="recording-form" aria-label="Replay a recording" onSubmit={onSubmit}>
          <RecordingFilePicker id={`${fieldId}-name`} label="Replay recording" value={name} onChange={setName} />
          <label htmlFor={`${fieldId}-speed`}>Times faster</label>
          <input id={`${fieldId}-speed`} className="replay-speed" type="number" min={0.1} max={1000} step="any" value={speed} onChange={(event) => setSpeed(event.target.value)} />
          <button type="submit" className="button" disabled={busy || name.trim() === ''}>
            Replay
          </button>
        </form>
      ) : (
        active.map((replay) => (
          <div key={replay.replayId} className="recording-active" role="group" aria-label={`Replaying ${replay.file}`}>
            <progress max={replay.total} value={replay.sent} aria-label="Replay progress" />
            <span>
              Replaying <span className="mono">{replay.file}</span> ({replay.speed}× speed): {replay.sent} of {replay.total} sent
            </span>
            <button type="button" className="button" disabled={busy} onClick={() => act(() => stopReplay(studio, replay.replayId))}>
              Stop replay
            </button>
          </div>
        ))
      )}
      {active.length === 0 && last && <p className={last.stopReason === 'done' ? 'recording-last' : 'recording-last warning-text'}>{describeEnd(last)}</p>}
      {error && (
        <p className="error-text" role="alert">
          Replay: {error}
        </p>
      )}
    </section>
  );
}

function describeEnd(replay: ReplayView): string {
  const outcome = replay.stopReason === 'done' ? 'all sent' : replay.stopReason;
  return `Last replay: ${replay.file}, ${replay.sent} of ${replay.total} sent, ${outcome}`;
}

import { useState } from 'react';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { ConsoleFilterBar } from './ConsoleFilterBar';
import { maxConsoleCapacity, minConsoleCapacity } from './consoleFeed';
import { MessageList } from './MessageList';
import { OfflineRecordingControls } from './OfflineRecordingControls';
import { PathTreePanel } from './PathTreePanel';
import { RecordingControls } from './RecordingControls';
import { ReplayControls } from './ReplayControls';
import { SendMessageForm } from './SendMessageForm';
import { viewedFeed } from './busStore';
import { usePeerNames } from './usePeerNames';

/** The live message console: counts, pause, filter, the virtualized list, the path tree and the send form. */
export function MessageConsoleView() {
  const names = usePeerNames();
  return (
    <div className="console-view">
      <ConsoleToolbar />
      <ConsoleFilterBar names={names} />
      <div className="console-recording">
        <RecordingControls />
        <ReplayControls />
        <OfflineRecordingControls />
      </div>
      <div className="console-body">
        <MessageList names={names} />
        <aside className="console-side" aria-label="Paths and sending">
          <PathTreePanel />
          <SendMessageForm />
        </aside>
      </div>
    </div>
  );
}

/** What was received, kept, pushed out and dropped (never silent), with pause, clear and the capacity. */
function ConsoleToolbar() {
  const { stores } = useStudio();
  const feed = useStudioStore('bus', viewedFeed);
  useStudioStore('bus', (state) => state.feedVersion);
  const receivedTotal = useStudioStore('bus', (state) => state.receivedTotal);
  const droppedTotal = useStudioStore('bus', (state) => state.droppedTotal);
  const paused = feed.pausedAt !== null;
  const bus = () => stores.bus.getState();

  return (
    <div className="view-toolbar console-toolbar">
      <h2 className="view-heading">Message console</h2>
      <p className="console-counts" aria-live="off">
        <span>{receivedTotal} received</span>
        {feed.evicted > 0 && (
          <span className="pushed-out-count">
            {' '}
            · {feed.evicted} older pushed out (the console keeps {feed.capacity})
          </span>
        )}
        <span className={droppedTotal > 0 ? 'dropped-count warning-text' : 'dropped-count'}> · {droppedTotal} dropped</span>
        {paused && <span className="waiting-count warning-text"> · paused, {feed.waiting} waiting</span>}
      </p>
      <button type="button" className="button" aria-pressed={paused} onClick={() => bus().setPaused(!paused)}>
        {paused ? `Resume (${feed.waiting} waiting)` : 'Pause'}
      </button>
      <button type="button" className="button" aria-label="Clear the message console" onClick={() => bus().clearConsole()}>
        Clear
      </button>
      <CapacityField capacity={feed.capacity} onApply={(capacity) => bus().setCapacity(capacity)} />
    </div>
  );
}

function CapacityField({ capacity, onApply }: { capacity: number; onApply(capacity: number): void }) {
  const [text, setText] = useState(String(capacity));
  const number = Number(text);
  const problem = Number.isInteger(number) && number >= minConsoleCapacity && number <= maxConsoleCapacity ? null : `a whole number from ${minConsoleCapacity} to ${maxConsoleCapacity}`;
  return (
    <form
      className="capacity-field"
      aria-label="Messages kept"
      onSubmit={(event) => {
        event.preventDefault();
        if (problem === null) onApply(number);
      }}
    >
      <label>
        Keep{' '}
        <input type="number" aria-label="Messages kept" min={minConsoleCapacity} max={maxConsoleCapacity} value={text} aria-invalid={problem !== null} title={problem ?? undefined} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit" className="button" disabled={problem !== null || number === capacity}>
        Apply
      </button>
      {problem && <span className="error-text">Messages kept: {problem}</span>}
    </form>
  );
}

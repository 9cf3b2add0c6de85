import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/useLanguage';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { clearConsole, setConsolePaused } from './busActions';
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
  const { t } = useTranslation();
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
        <aside className="console-side" aria-label={t('bus.console.side')}>
          <PathTreePanel />
          <SendMessageForm />
        </aside>
      </div>
    </div>
  );
}

/** What was received, kept, pushed out and dropped (never silent), with pause, clear and the capacity. */
function ConsoleToolbar() {
  const studio = useStudio();
  const { t } = useTranslation();
  const format = useFormatters();
  const count = (value: number) => format.number(value, 0);
  const feed = useStudioStore('bus', viewedFeed);
  useStudioStore('bus', (state) => state.feedVersion);
  const receivedTotal = useStudioStore('bus', (state) => state.receivedTotal);
  const droppedTotal = useStudioStore('bus', (state) => state.droppedTotal);
  const paused = feed.pausedAt !== null;

  return (
    <div className="view-toolbar console-toolbar">
      <h2 className="view-heading">{t('bus.console.heading')}</h2>
      <p className="console-counts" aria-live="off">
        <span>{t('bus.console.received', { formattedCount: count(receivedTotal) })}</span>
        {feed.evicted > 0 && <span className="pushed-out-count">{t('bus.console.pushedOut', { formattedCount: count(feed.evicted), capacity: count(feed.capacity) })}</span>}
        <span className={droppedTotal > 0 ? 'dropped-count warning-text' : 'dropped-count'}>{t('bus.console.dropped', { formattedCount: count(droppedTotal) })}</span>
        {paused && <span className="waiting-count warning-text">{t('bus.console.pausedWaiting', { formattedCount: count(feed.waiting) })}</span>}
      </p>
      <button type="button" className="button" aria-pressed={paused} onClick={() => setConsolePaused(studio, !paused)}>
        {paused ? t('bus.console.resume', { formattedCount: count(feed.waiting) }) : t('bus.console.pause')}
      </button>
      <button type="button" className="button" aria-label={t('bus.console.clearLabel')} onClick={() => clearConsole(studio)}>
        {t('bus.console.clear')}
      </button>
      <CapacityField capacity={feed.capacity} onApply={(capacity) => studio.stores.bus.getState().setCapacity(capacity)} />
    </div>
  );
}

function CapacityField({ capacity, onApply }: { capacity: number; onApply(capacity: number): void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [text, setText] = useState(String(capacity));
  const number = Number(text);
  const problem = Number.isInteger(number) && number >= minConsoleCapacity && number <= maxConsoleCapacity ? null : t('bus.console.keptRange', { min: format.number(minConsoleCapacity, 0), max: format.number(maxConsoleCapacity, 0) });
  return (
    <form
      className="capacity-field"
      aria-label={t('bus.console.kept')}
      onSubmit={(event) => {
        event.preventDefault();
        if (problem === null) onApply(number);
      }}
    >
      <label>
        {t('bus.console.keep')}{' '}
        <input type="number" aria-label={t('bus.console.kept')} min={minConsoleCapacity} max={maxConsoleCapacity} value={text} aria-invalid={problem !== null} title={problem ?? undefined} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit" className="button" disabled={problem !== null || number === capacity}>
        {t('bus.console.apply')}
      </button>
      {problem && <span className="error-text">{t('bus.console.keptProblem', { problem })}</span>}
    </form>
  );
}

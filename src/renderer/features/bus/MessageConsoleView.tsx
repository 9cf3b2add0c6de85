import { memo, useLayoutEffect, useRef } from 'react';
import type { BusMessage } from '../../../shared/api/distributorSchemas';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { formatClock } from '../../ui/formatClock';
import { consoleCapacity } from './busStore';

/** Bus messages as they arrive (newest at the bottom), with the counts of what is not shown. */
export function MessageConsoleView() {
  const { stores } = useStudio();
  const messages = useStudioStore('bus', (state) => state.messages);
  const receivedTotal = useStudioStore('bus', (state) => state.receivedTotal);
  const droppedTotal = useStudioStore('bus', (state) => state.droppedTotal);
  const scroller = useRef<HTMLDivElement>(null);
  const followTail = useRef(true);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && followTail.current) element.scrollTop = element.scrollHeight;
  }, [messages]);

  const scrolledOut = receivedTotal - messages.length;
  return (
    <div className="console-view">
      <div className="view-toolbar">
        <h2 className="view-heading">Message console</h2>
        <p className="console-counts">
          <span>{receivedTotal} received</span>
          {scrolledOut > 0 && <span> · {scrolledOut} older scrolled out (the console keeps {consoleCapacity})</span>}
          <span className={droppedTotal > 0 ? 'dropped-count warning-text' : 'dropped-count'}> · {droppedTotal} dropped</span>
        </p>
        <button type="button" className="button" aria-label="Clear the message console" onClick={() => stores.bus.getState().clearConsole()}>
          Clear
        </button>
      </div>
      <div
        ref={scroller}
        className="console-scroller"
        tabIndex={0}
        role="region"
        aria-label="Received bus messages"
        onScroll={(event) => {
          const element = event.currentTarget;
          followTail.current = element.scrollHeight - element.scrollTop - element.clientHeight < 24;
        }}
      >
        {messages.length === 0 ? (
          <p className="view-empty">No bus message received yet.</p>
        ) : (
          <table className="data-table console-table">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">From</th>
                <th scope="col">Path</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message, index) => (
                <ConsoleRow key={receivedTotal - messages.length + index} message={message} />
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}

/** One message; memoised, so a new batch renders only its own rows, not the 500 already shown. */
const ConsoleRow = memo(function ConsoleRow({ message }: { message: BusMessage }) {
  return (
    <tr className="console-row">
      <td className="mono">{formatClock(message.receivedAt)}</td>
      <td className="mono">
        {message.from.IP} (PID {message.from.PID})
      </td>
      <td className="mono">{message.path}</td>
      <td className="mono">{message.value}</td>
    </tr>
  );
});

import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { BusMessage } from '../../../shared/api/distributorSchemas';
import { useStudioStore } from '../../studio/StudioContext';
import { formatClock } from '../../ui/formatClock';
import type { ConsoleEntry } from './consoleFeed';
import { viewedFeed } from './busStore';

/** Values longer than this are shown clipped to one line until the row is expanded. */
export const clipValueAt = 120;
const rowHeight = 26;
/** How close to the bottom (px) still counts as "following the newest". */
const tailSlack = rowHeight;

/**
 * The received messages of the feed as a virtualized table: only the rows in view exist in
 * the page. It follows the newest row until the technician scrolls up; then new rows never
 * move what is in view, and "Jump to newest" says how many arrived since.
 */
export function MessageList({ cameraNames }: { cameraNames: ReadonlyMap<string, string> }) {
  const feed = useStudioStore('bus', viewedFeed);
  useStudioStore('bus', (state) => state.feedVersion);
  const count = feed.visibleCount;
  const scroller = useRef<HTMLDivElement>(null);
  const [following, setFollowingState] = useState(true);
  const followingNow = useRef(true);
  const setFollowing = useCallback((follow: boolean) => {
    followingNow.current = follow;
    setFollowingState(follow);
  }, []);
  const [leftTailAt, setLeftTailAt] = useState(0);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const anchorSeq = useRef<number | null>(null);

  // The React Compiler leaves this component unmemoised (the virtualizer's functions change
  // identity); that is intended: it re-renders once per feed version and draws only rows in view.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    getItemKey: (index) => feed.visibleAt(index)?.seq ?? index,
  });

  useLayoutEffect(() => {
    if (count === 0) return;
    if (following) {
      virtualizer.scrollToIndex(count - 1, { align: 'end' });
      return;
    }
    // Rows pushed out at the top shift every index: keep the row that was at the top in view.
    if (anchorSeq.current === null) return;
    const index = indexOfSeq(feed, count, anchorSeq.current);
    const first = virtualizer.getVirtualItems()[0];
    if (first && index !== first.index) virtualizer.scrollToIndex(index, { align: 'start' });
  });

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const atTail = element.scrollHeight - element.scrollTop - element.clientHeight <= tailSlack;
    const firstVisible = feed.visibleAt(Math.floor(element.scrollTop / rowHeight));
    anchorSeq.current = firstVisible?.seq ?? null;
    if (followingNow.current && !atTail) setLeftTailAt(feed.visibleAt(feed.visibleCount - 1)?.seq ?? 0);
    setFollowing(atTail);
  }, [feed, setFollowing]);

  const toggle = useCallback((seq: number) => {
    setExpanded((before) => {
      const after = new Set(before);
      if (!after.delete(seq)) after.add(seq);
      return after;
    });
  }, []);

  const newSince = following ? 0 : feed.visibleAfter(leftTailAt);
  const items = virtualizer.getVirtualItems();
  return (
    <div className="message-list">
      <div ref={scroller} className="console-scroller" tabIndex={0} role="region" aria-label="Received bus messages" onScroll={onScroll}>
        {count === 0 ? (
          <p className="view-empty">{feed.keptCount === 0 ? 'No bus message received yet.' : 'No message matches the filter.'}</p>
        ) : (
          <div role="table" aria-label="Bus messages" aria-rowcount={count + 1} className="console-table">
            <div role="row" className="console-head" aria-rowindex={1}>
              <span role="columnheader">Time</span>
              <span role="columnheader">From</span>
              <span role="columnheader">Path</span>
              <span role="columnheader">Value</span>
            </div>
            <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {items.map((item) => {
                const entry = feed.visibleAt(item.index);
                if (!entry) return null;
                return (
                  <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} className="console-row-slot" style={{ transform: `translateY(${item.start}px)` }}>
                    <ConsoleRow entry={entry} rowIndex={item.index + 2} cameraName={cameraNames.get(entry.message.from.IP)} expanded={expanded.has(entry.seq)} onToggle={toggle} />
                  </div>
                );
              })}
            </div>
          </div>
        )}
      </div>
      {newSince > 0 && (
        <button type="button" className="button jump-to-newest" onClick={() => setFollowing(true)}>
          Jump to newest ({newSince} new)
        </button>
      )}
    </div>
  );
}

/** Index of the row with `seq` in the visible rows (they are in seq order), or of the next one after it. */
function indexOfSeq(feed: { visibleAt(index: number): ConsoleEntry | undefined }, count: number, seq: number): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (feed.visibleAt(middle)!.seq < seq) low = middle + 1;
    else high = middle;
  }
  return Math.min(low, count - 1);
}

interface ConsoleRowProps {
  entry: ConsoleEntry;
  rowIndex: number;
  cameraName: string | undefined;
  expanded: boolean;
  onToggle(seq: number): void;
}

/** One message; memoised, so a new batch renders only rows that came into view. */
const ConsoleRow = memo(function ConsoleRow({ entry, rowIndex, cameraName, expanded, onToggle }: ConsoleRowProps) {
  const { message } = entry;
  const long = message.value.length > clipValueAt;
  return (
    <div role="row" aria-rowindex={rowIndex} className="console-row">
      <span role="cell" className="mono">
        {formatClock(message.receivedAt)}
      </span>
      <span role="cell" className="mono">
        <PeerLabel from={message.from} cameraName={cameraName} />
      </span>
      <span role="cell" className="mono console-path">
        {message.path}
        {message.resent && (
          <span className="resent-mark" title="Arrived only through a resend: the first copies were lost on the way">
            resent
          </span>
        )}
      </span>
      <span role="cell" className="console-value-cell">
        <span className={long && !expanded ? 'mono console-value clipped' : 'mono console-value'}>{message.value}</span>
        {long && (
          <button type="button" className="link-button value-toggle" aria-expanded={expanded} onClick={() => onToggle(entry.seq)}>
            {expanded ? 'Show less' : `Show all ${message.value.length} characters`}
          </button>
        )}
      </span>
    </div>
  );
});

export function PeerLabel({ from, cameraName }: { from: BusMessage['from']; cameraName: string | undefined }) {
  return (
    <>
      {from.IP} (PID {from.PID}){cameraName && <span className="peer-camera"> · {cameraName}</span>}
    </>
  );
}

/** Camera names by host (IP), for naming peers that are cameras of the workspace. */
export function useCameraNames(): ReadonlyMap<string, string> {
  const cameras = useStudioStore('cameras', (state) => state.cameras);
  return useMemo(() => new Map(cameras.map((camera) => [camera.host, camera.label])), [cameras]);
}

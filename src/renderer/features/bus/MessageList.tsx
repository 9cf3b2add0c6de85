import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/useLanguage';
import { useStudioStore } from '../../studio/StudioContext';
import type { ConsoleEntry } from './consoleFeed';
import { viewedFeed } from './busStore';
import type { PeerNames } from './peerNames';
import { RowLayout } from './rowLayout';

/** Values longer than this always offer "Show all", whatever the column's width. */
export const clipValueAt = 120;
const rowHeight = 26;
/** Rows drawn above and below the ones in view, so a quick scroll shows no gap. */
const overscanRows = 10;
/** How close to the bottom (px) still counts as "following the newest". */
const tailSlack = rowHeight;
/** Measures the width of one character of the monospace font. */
const probeText = '0000000000';

/** The row at the top of the view while the technician has scrolled away from the newest. */
interface Anchor {
  seq: number;
  /** How far (px) the view's top lies below that row's top. */
  within: number;
}

/**
 * The received messages of the feed as a virtualized table: only the rows in view exist in
 * the page, one line each at a fixed height (rowLayout.ts), so a batch of new rows costs the
 * same whether 100 or 100,000 are kept. It follows the newest row until the technician scrolls
 * up; then the row at the top stays in view however many arrive or are pushed out, and "Jump
 * to newest" says how many arrived since. Where the view lies is derived from that state on
 * every render and the scroll position set to match, so a new batch renders once.
 */
export function MessageList({ names }: { names: PeerNames }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const feed = useStudioStore('bus', viewedFeed);
  const feedVersion = useStudioStore('bus', (state) => state.feedVersion);
  const count = feed.visibleCount;
  const scroller = useRef<HTMLDivElement>(null);
  const rowGroup = useRef<HTMLDivElement>(null);
  const valueHeader = useRef<HTMLSpanElement>(null);
  const charProbe = useRef<HTMLSpanElement>(null);
  const [size, setSize] = useState({ view: 600, head: rowHeight, valueChars: Number.POSITIVE_INFINITY });
  const [following, setFollowingState] = useState(true);
  const followingNow = useRef(true);
  const setFollowing = useCallback((follow: boolean) => {
    followingNow.current = follow;
    setFollowingState(follow);
  }, []);
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const [leftTailAt, setLeftTailAt] = useState(0);
  /** Expanded rows by seq, with their measured extra height. */
  const [expanded, setExpanded] = useState<ReadonlyMap<number, number>>(() => new Map());
  // Expanded rows are measured as they are drawn; their extra height moves the rows below them.
  const [slotObserver] = useState(() => new ResizeObserver((entries) => setExpanded((before) => withMeasuredHeights(before, entries))));

  const layout = useMemo(
    () => new RowLayout(count, rowHeight, [...expanded].map(([seq, extra]) => ({ index: indexOfSeq(feed, count, seq, true), extra }))),
    // The feed is mutated in place: its version says when the rows moved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [feed, count, expanded, feedVersion],
  );
  const rowsInView = Math.max(0, size.view - size.head);
  const top = following || anchor === null ? Math.max(0, layout.totalHeight - rowsInView) : layout.offsetOf(indexOfSeq(feed, count, anchor.seq, false)) + anchor.within;
  const first = Math.max(0, layout.indexAt(top) - overscanRows);
  const last = Math.min(count - 1, layout.indexAt(top + rowsInView) + overscanRows);

  // The scroll position follows the view computed above (the browser clamps it to the content).
  // The scroll event this causes is ours, not the technician's: onScroll knows it by its position.
  const scrolledTo = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || Math.abs(element.scrollTop - top) <= 1) return;
    element.scrollTop = top;
    scrolledTo.current = element.scrollTop;
  });

  // The view's size, the header's (rows start below it) and how many characters the value column holds.
  const empty = count === 0;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || empty) return;
    const observer = new ResizeObserver(() => {
      const charWidth = (charProbe.current?.offsetWidth ?? 0) / probeText.length;
      const width = valueHeader.current?.clientWidth ?? 0;
      setSize({
        view: element.clientHeight,
        head: rowGroup.current?.offsetTop ?? rowHeight,
        valueChars: charWidth > 0 && width > 0 ? Math.max(1, Math.floor(width / charWidth)) : Number.POSITIVE_INFINITY,
      });
    });
    observer.observe(element);
    if (valueHeader.current) observer.observe(valueHeader.current);
    return () => observer.disconnect();
  }, [empty]);

  useLayoutEffect(() => () => slotObserver.disconnect(), [slotObserver]);

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const ours = scrolledTo.current !== null && Math.abs(element.scrollTop - scrolledTo.current) <= 1;
    scrolledTo.current = null;
    if (ours) return;
    if (element.scrollHeight - element.scrollTop - element.clientHeight <= tailSlack) {
      setFollowing(true);
      return;
    }
    const index = layout.indexAt(element.scrollTop);
    const entry = feed.visibleAt(index);
    if (!entry) return;
    const within = element.scrollTop - layout.offsetOf(index);
    setAnchor((before) => (before?.seq === entry.seq && before.within === within ? before : { seq: entry.seq, within }));
    if (followingNow.current) setLeftTailAt(feed.visibleAt(feed.visibleCount - 1)?.seq ?? 0);
    setFollowing(false);
  }, [feed, layout, setFollowing]);

  const toggle = useCallback((seq: number) => {
    setExpanded((before) => {
      const after = new Map(before);
      if (!after.delete(seq)) after.set(seq, 0);
      return after;
    });
  }, []);

  const newSince = following ? 0 : feed.visibleAfter(leftTailAt);
  // Slots are keyed by position, not by message: a batch that brings a whole screen of new rows
  // changes the text of the drawn rows instead of replacing their elements.
  const slotCycle = Math.max(256, last - first + 1);
  const rows: React.ReactNode[] = [];
  for (let index = first; index <= last; index++) {
    const entry = feed.visibleAt(index);
    if (!entry) continue;
    const isExpanded = expanded.has(entry.seq);
    rows.push(
      <div key={index % slotCycle} ref={isExpanded ? (element) => observeSlot(slotObserver, element) : undefined} data-seq={entry.seq} className="console-row-slot" style={{ transform: `translateY(${layout.offsetOf(index)}px)` }}>
        <ConsoleRow entry={entry} rowIndex={index + 2} time={format.preciseTime(entry.message.receivedAt)} knownAs={names.knownAs(entry.message.from.IP, entry.message.from.PID) ?? undefined} expanded={isExpanded} cut={isCut(entry.message.value, size.valueChars)} onToggle={toggle} />
      </div>,
    );
  }
  return (
    <div className="message-list">
      <div ref={scroller} className="console-scroller" tabIndex={0} role="region" data-focus-target="main" aria-label={t('bus.messages.region')} onScroll={onScroll}>
        {count === 0 ? (
          <p className="view-empty">{feed.keptCount === 0 ? t('bus.messages.noneYet') : t('bus.messages.noneMatch')}</p>
        ) : (
          <div role="table" aria-label={t('bus.messages.table')} aria-rowcount={count + 1} className="console-table">
            <div role="row" className="console-head" aria-rowindex={1}>
              <span role="columnheader">{t('bus.messages.time')}</span>
              <span role="columnheader">{t('bus.messages.from')}</span>
              <span role="columnheader">{t('bus.messages.path')}</span>
              <span role="columnheader" ref={valueHeader}>
                {t('bus.messages.value')}
                <span ref={charProbe} className="mono console-char-probe" aria-hidden="true">
                  {probeText}
                </span>
              </span>
            </div>
            <div ref={rowGroup} role="rowgroup" style={{ height: layout.totalHeight, position: 'relative' }}>
              {rows}
            </div>
          </div>
        )}
      </div>
      {newSince > 0 && (
        <button type="button" className="button jump-to-newest" onClick={() => setFollowing(true)}>
          {t('bus.messages.jumpToNewest', { formattedCount: format.number(newSince, 0) })}
        </button>
      )}
    </div>
  );
}

/** A value cut on its one line: longer than the column holds or than clipValueAt, or with a line break, a tab or wide characters. */
function isCut(value: string, valueChars: number): boolean {
  return value.length > Math.min(valueChars, clipValueAt) || /[\n\r\t\u2e80-\uffff]/u.test(value);
}

/** Observes an expanded row's slot while it is drawn (React calls the returned cleanup when it goes). */
function observeSlot(observer: ResizeObserver, element: HTMLDivElement | null): (() => void) | undefined {
  if (!element) return undefined;
  observer.observe(element);
  return () => observer.unobserve(element);
}

/** The expanded rows with the extra heights their slots now have (the same map when nothing changed). */
function withMeasuredHeights(before: ReadonlyMap<number, number>, entries: ResizeObserverEntry[]): ReadonlyMap<number, number> {
  let after: Map<number, number> | null = null;
  for (const entry of entries) {
    const slot = entry.target as HTMLElement;
    const seq = Number(slot.dataset.seq);
    const extra = Math.max(0, slot.offsetHeight - rowHeight);
    if (!before.has(seq) || before.get(seq) === extra) continue;
    after ??= new Map(before);
    after.set(seq, extra);
  }
  return after ?? before;
}

/**
 * Index of the row with `seq` in the visible rows (they are in seq order): when it is gone,
 * the next one after it, or -1 when `exactOnly` (an expanded row pushed out takes no room).
 */
function indexOfSeq(feed: { visibleAt(index: number): ConsoleEntry | undefined }, count: number, seq: number, exactOnly: boolean): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (feed.visibleAt(middle)!.seq < seq) low = middle + 1;
    else high = middle;
  }
  if (exactOnly) return feed.visibleAt(low)?.seq === seq ? low : -1;
  return Math.max(0, Math.min(low, count - 1));
}

interface ConsoleRowProps {
  entry: ConsoleEntry;
  rowIndex: number;
  /** When it was received, in the studio's language. */
  time: string;
  knownAs: string | undefined;
  expanded: boolean;
  /** The value does not fit its cell on one line. */
  cut: boolean;
  onToggle(seq: number): void;
}

/** One message; memoised, so a new batch renders only rows that came into view. */
const ConsoleRow = memo(function ConsoleRow({ entry, rowIndex, time, knownAs, expanded, cut, onToggle }: ConsoleRowProps) {
  const { t } = useTranslation();
  const { message } = entry;
  const long = message.value.length > clipValueAt || cut;
  const peer = t('bus.peer.byAddress', { IP: message.from.IP, PID: message.from.PID });
  const camera = knownAs ? t('bus.peer.withCamera', { camera: knownAs }) : '';
  return (
    <div role="row" aria-rowindex={rowIndex} className={message.replayed ? 'console-row console-row-replayed' : 'console-row'}>
      <span role="cell" className="mono">
        {time}
      </span>
      <span role="cell" className="mono" title={peer + camera}>
        {peer}
        {camera && <span className="peer-camera">{camera}</span>}
      </span>
      <span role="cell" className="mono console-path" title={message.path}>
        {message.replayed && (
          <span className="replayed-mark" title={t('bus.messages.replayedTitle')}>
            {t('bus.messages.replayed')}
          </span>
        )}
        <span translate="no">{message.path}</span>
        {message.resent && (
          <span className="resent-mark" title={t('bus.messages.resentTitle')}>
            {t('bus.messages.resent')}
          </span>
        )}
      </span>
      <span role="cell" className="console-value-cell">
        <span translate="no" className={expanded ? 'mono console-value' : 'mono console-value clipped'} data-seq={entry.seq} title={!expanded && long ? message.value : undefined}>
          {message.value}
        </span>
        {long && (
          <button type="button" className="link-button value-toggle" aria-expanded={expanded} onClick={() => onToggle(entry.seq)}>
            {expanded ? t('bus.messages.showLess') : t('bus.messages.showAll', { count: message.value.length })}
          </button>
        )}
      </span>
    </div>
  );
});

import { describe, expect, it } from 'vitest';
import { englishText } from '../../../../src/shared/i18n/renderText';
import { ConsoleFeed } from '../../../../src/renderer/features/bus/consoleFeed';
import { noFilter } from '../../../../src/shared/distributor/messageFilter';
import type { BusMessage } from '../../../../src/shared/api/distributorSchemas';

function message(n: number, path = 'messages.global.door'): BusMessage {
  return { path, value: String(n), from: { IP: '127.0.0.1', PID: 7 }, receivedAt: 1_700_000_000_000 + n, resent: false };
}

function visibleValues(feed: ConsoleFeed): string[] {
  return Array.from({ length: feed.visibleCount }, (_, index) => feed.visibleAt(index)!.message.value);
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => message(from + index));

describe('the console feed', () => {
  it('filters on arrival and keeps the filtered view in step with what the capacity pushes out', () => {
    const feed = new ConsoleFeed(100);
    feed.setFilter({ ...noFilter, text: '^\\d*7$', mode: 'regex' });
    feed.receive(range(0, 150));
    expect(feed.keptCount).toBe(100);
    expect(feed.evicted).toBe(50);
    expect(visibleValues(feed)).toEqual(['57', '67', '77', '87', '97', '107', '117', '127', '137', '147']);
  });

  it('rescans the kept messages when the filter changes', () => {
    const feed = new ConsoleFeed(100);
    feed.receive([message(1, 'a.door'), message(2, 'a.motion'), message(3, 'a.door')]);
    feed.setFilter({ ...noFilter, text: 'motion' });
    expect(visibleValues(feed)).toEqual(['2']);
    feed.setFilter(noFilter);
    expect(visibleValues(feed)).toEqual(['1', '2', '3']);
    feed.setFilter({ ...noFilter, text: '(', mode: 'regex' });
    expect(englishText(feed.filterProblem!)).toMatch(/not a valid regular expression/);
    expect(feed.visibleCount).toBe(0);
  });

  it('holds the rows while paused, keeps receiving and counts what waits', () => {
    const feed = new ConsoleFeed(100);
    feed.receive(range(0, 5));
    feed.pause();
    feed.receive(range(5, 12));
    expect(feed.visibleCount).toBe(5);
    expect(feed.waiting).toBe(7);
    expect(feed.keptCount).toBe(12);
    expect(feed.paths.byPath.get('messages.global.door')?.count).toBe(12);
    feed.resume();
    expect(feed.visibleCount).toBe(12);
    expect(feed.waiting).toBe(0);
  });

  it('counts the filtered rows that arrived after a given one (for "jump to newest")', () => {
    const feed = new ConsoleFeed(100);
    feed.receive(range(0, 10));
    const seenUpTo = feed.visibleAt(feed.visibleCount - 1)!.seq;
    feed.receive(range(10, 14));
    expect(feed.visibleAfter(seenUpTo)).toBe(4);
  });

  it('keeps the newest messages when the capacity shrinks, counting the rest as pushed out', () => {
    const feed = new ConsoleFeed(100);
    feed.receive(range(0, 30));
    feed.setCapacity(10);
    expect(visibleValues(feed)).toEqual(range(20, 30).map((entry) => entry.value));
    expect(feed.evicted).toBe(20);
    feed.receive(range(30, 31));
    expect(feed.evicted).toBe(21);
  });

  it('lists each sending peer once', () => {
    const feed = new ConsoleFeed(100);
    feed.receive([message(1), { ...message(2), from: { IP: '127.0.0.2', PID: 9 } }, message(3)]);
    expect([...feed.peers.keys()]).toEqual(['127.0.0.1 7', '127.0.0.2 9']);
  });

  it('knows the peer that is this studio replaying, so the peer filter can name it and pick its rows only', () => {
    const feed = new ConsoleFeed(100);
    const studio = { IP: '127.0.0.1', PID: 4242 };
    feed.receive([message(1), { ...message(2), from: studio, replayed: true }, message(3)]);
    expect([...feed.replayingPeers]).toEqual(['127.0.0.1 4242']);
    feed.setFilter({ ...noFilter, peer: '127.0.0.1 4242' });
    expect(visibleValues(feed)).toEqual(['2']);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createBusStore, statisticsTime, viewedFeed } from '../../../../src/renderer/features/bus/busStore';
import { messageRate } from '../../../../src/renderer/features/bus/pathStatistics';
import { ConsoleFeed } from '../../../../src/renderer/features/bus/consoleFeed';
import { busMessage } from '../../studioFixtures';

describe('the bus store', () => {
  it('keeps the newest messages up to the feed capacity, counts all received and those pushed out', () => {
    const bus = createBusStore(new ConsoleFeed(100));
    const many = Array.from({ length: 120 }, (_, n) => busMessage(n));
    bus.getState().receive({ messages: many, dropped: 0, droppedTotal: 0 });
    const { feed, receivedTotal, feedVersion } = bus.getState();
    expect(feed.visibleCount).toBe(100);
    expect(feed.visibleAt(0)?.message.path).toBe('messages.global.m20');
    expect(feed.evicted).toBe(20);
    expect(receivedTotal).toBe(120);
    expect(feedVersion).toBe(1);
  });

  it('publishes a new feed version for each batch, filter, pause and clear', () => {
    const bus = createBusStore(new ConsoleFeed(100));
    bus.getState().receive({ messages: [busMessage(1)], dropped: 0, droppedTotal: 0 });
    bus.getState().setFilter({ text: 'm1', mode: 'substring', caseSensitive: false, peer: '' });
    bus.getState().setPaused(true);
    bus.getState().clearConsole();
    expect(bus.getState().feedVersion).toBe(4);
    expect(bus.getState().feed.pausedAt).toBe(1);
  });

  it('shows an opened recording instead of the live feed, which keeps receiving, until back to live', () => {
    const bus = createBusStore(new ConsoleFeed(100));
    bus.getState().setFilter({ text: 'm2', mode: 'substring', caseSensitive: false, peer: '' });
    bus.getState().openOffline({ file: '/r/door.jsonl', total: 3, messages: [busMessage(1), busMessage(2), busMessage(3)] });
    expect(viewedFeed(bus.getState()).visibleCount).toBe(1); // the live filter carries over
    bus.getState().receive({ messages: [busMessage(22)], dropped: 0, droppedTotal: 0 });
    expect(viewedFeed(bus.getState()).keptCount).toBe(3);
    expect(bus.getState().feed.keptCount).toBe(1);
    bus.getState().setFilter({ text: '', mode: 'substring', caseSensitive: false, peer: '' });
    expect(viewedFeed(bus.getState()).visibleCount).toBe(3);
    expect(bus.getState().feed.filterSpec.text).toBe('m2'); // the filter changed was the offline one
    bus.getState().closeOffline();
    expect(viewedFeed(bus.getState())).toBe(bus.getState().feed);
  });

  it('shows the transport drop count it is told, never less', () => {
    const bus = createBusStore(new ConsoleFeed(), 0);
    bus.getState().receive({ messages: [], dropped: 5, droppedTotal: 5 });
    bus.getState().receive({ messages: [busMessage(1)], dropped: 2, droppedTotal: 7 });
    expect(bus.getState().droppedTotal).toBe(7);
  });

  it('counts the rates of an opened recording back from its own last message, not from now', () => {
    const bus = createBusStore(new ConsoleFeed(100));
    const ended = Date.parse('2026-11-23T03:00:10.000Z');
    const night = [0, 2, 4, 6, 8, 10].map((seconds) => ({ ...busMessage(1), receivedAt: ended - 10_000 + seconds * 1000 }));
    bus.getState().openOffline({ file: '/r/door.jsonl', total: night.length, messages: night });
    const now = ended + 3 * 3600_000; // opened in the morning
    const at = statisticsTime(bus.getState(), now);
    expect(at).toBe(ended);
    const stats = viewedFeed(bus.getState()).paths.byPath.get(busMessage(1).path)!;
    expect(messageRate(stats, at)).toBe(0.5);
    expect(messageRate(stats, now)).toBe(0);
    bus.getState().closeOffline();
    expect(statisticsTime(bus.getState(), now)).toBe(now);
  });

  it('draws batches that arrive close together at most every 200 ms, taking each into the feed at once', () => {
    vi.useFakeTimers();
    try {
      const bus = createBusStore(new ConsoleFeed(100));
      bus.getState().receive({ messages: [busMessage(1)], dropped: 0, droppedTotal: 0 });
      expect(bus.getState()).toMatchObject({ feedVersion: 1, receivedTotal: 1 });
      vi.advanceTimersByTime(50);
      bus.getState().receive({ messages: [busMessage(2), busMessage(3)], dropped: 0, droppedTotal: 4 });
      bus.getState().receive({ messages: [busMessage(4)], dropped: 0, droppedTotal: 4 });
      expect(bus.getState()).toMatchObject({ feedVersion: 1, receivedTotal: 1, droppedTotal: 0 });
      expect(bus.getState().feed.visibleCount).toBe(4);
      vi.advanceTimersByTime(149);
      expect(bus.getState().feedVersion).toBe(1);
      vi.advanceTimersByTime(1);
      expect(bus.getState()).toMatchObject({ feedVersion: 2, receivedTotal: 4, droppedTotal: 4 });
      vi.advanceTimersByTime(1000);
      bus.getState().receive({ messages: [busMessage(5)], dropped: 0, droppedTotal: 4 });
      expect(bus.getState()).toMatchObject({ feedVersion: 3, receivedTotal: 5 });
    } finally {
      vi.useRealTimers();
    }
  });
});


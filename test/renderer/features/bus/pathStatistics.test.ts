import { describe, expect, it } from 'vitest';
import { buildPathTree, historyLength, messageRate, numericHistory, PathStatistics } from '../../../../src/renderer/features/bus/pathStatistics';
import type { BusMessage } from '../../../../src/shared/api/distributorSchemas';

function message(path: string, value: string, receivedAt: number): BusMessage {
  return { path, value, from: { IP: '127.0.0.1', PID: 7 }, receivedAt, resent: false };
}

const t0 = 1_700_000_000_000;

describe('path statistics', () => {
  it('counts per path, with the last value and time', () => {
    const stats = new PathStatistics();
    stats.add(message('messages.global.door', 'open', t0));
    stats.add(message('messages.global.door', 'closed', t0 + 500));
    stats.add(message('messages.global.temp', '7', t0 + 600));
    expect(stats.byPath.get('messages.global.door')).toMatchObject({ count: 2, lastValue: 'closed', lastAt: t0 + 500 });
    expect(stats.byPath.get('messages.global.temp')?.count).toBe(1);
  });

  it('keeps a bounded history of values, oldest first', () => {
    const stats = new PathStatistics();
    for (let n = 0; n < historyLength + 5; n++) stats.add(message('a.b', String(n), t0 + n));
    const history = stats.byPath.get('a.b')!.history.toArray();
    expect(history).toHaveLength(historyLength);
    expect(history[0]?.value).toBe('5');
    expect(history.at(-1)?.value).toBe(String(historyLength + 4));
  });

  it('gives the rate over the last ten seconds, forgetting older seconds', () => {
    const stats = new PathStatistics();
    for (let n = 0; n < 50; n++) stats.add(message('a.b', '1', t0 + n * 100)); // 10 per second for 5 s
    const path = stats.byPath.get('a.b')!;
    expect(messageRate(path, t0 + 4_999)).toBe(5);
    expect(messageRate(path, t0 + 12_000)).toBe(2); // only seconds 3 and 4 are within 10 s of second 12
    expect(messageRate(path, t0 + 60_000)).toBe(0);
  });

  it('charts only numeric histories', () => {
    const stats = new PathStatistics();
    stats.add(message('a.temp', '21.5', t0));
    stats.add(message('a.temp', '-3', t0 + 1));
    stats.add(message('a.door', 'open', t0));
    expect(numericHistory(stats.byPath.get('a.temp')!)).toEqual({ at: [t0, t0 + 1], values: [21.5, -3] });
    expect(numericHistory(stats.byPath.get('a.door')!)).toBeNull();
  });

  it('tracks a bounded number of paths and counts the messages on the others', () => {
    const stats = new PathStatistics(2);
    stats.add(message('a.one', '1', t0));
    stats.add(message('a.two', '1', t0));
    stats.add(message('a.three', '1', t0));
    stats.add(message('a.one', '2', t0));
    expect([...stats.byPath.keys()]).toEqual(['a.one', 'a.two']);
    expect(stats.untracked).toBe(1);
  });

  it('builds a tree with one level per dotted part, in name order, with totals below each level', () => {
    const stats = new PathStatistics();
    stats.add(message('messages.global.door', 'open', t0));
    stats.add(message('messages.global.door', 'closed', t0));
    stats.add(message('messages.global.alarm', 'on', t0));
    stats.add(message('messages.local', 'x', t0));
    stats.add(message('messages.local.sub', 'y', t0));
    const [messages, ...others] = buildPathTree(stats.byPath);
    expect(others).toEqual([]);
    expect(messages).toMatchObject({ name: 'messages', path: 'messages', stats: null, total: 5 });
    expect(messages!.children.map((child) => child.name)).toEqual(['global', 'local']);
    const [global, local] = messages!.children;
    expect(global!.children.map((child) => [child.path, child.stats?.count])).toEqual([
      ['messages.global.alarm', 1],
      ['messages.global.door', 2],
    ]);
    expect(local!.stats?.lastValue).toBe('x');
    expect(local!.children[0]?.stats?.lastValue).toBe('y');
  });
});

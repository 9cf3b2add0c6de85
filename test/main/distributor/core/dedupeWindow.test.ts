import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DedupeWindow } from '../../../../src/main/distributor/core/dedupeWindow';

describe('DedupeWindow', () => {
  it('passes the first copy of each id and stops the later ones, per peer', () => {
    const window = new DedupeWindow(64, 4);
    expect(window.firstSighting('a', 10)).toBe(true);
    expect(window.firstSighting('a', 10)).toBe(false);
    expect(window.firstSighting('b', 10)).toBe(true);
    expect(window.firstSighting('a', 12)).toBe(true);
    expect(window.firstSighting('a', 11)).toBe(true); // out of order, inside the window
    expect(window.firstSighting('a', 11)).toBe(false);
    expect(window.firstSighting('a', 10)).toBe(false);
  });

  it('follows ids across the uint32 wrap', () => {
    const window = new DedupeWindow(64);
    expect(window.firstSighting('a', 2 ** 32 - 2)).toBe(true);
    expect(window.firstSighting('a', 2 ** 32 - 1)).toBe(true);
    expect(window.firstSighting('a', 0)).toBe(true);
    expect(window.firstSighting('a', 1)).toBe(true);
    expect(window.firstSighting('a', 2 ** 32 - 1)).toBe(false);
    expect(window.firstSighting('a', 0)).toBe(false);
  });

  it('treats an id far behind the window as a sender that started afresh', () => {
    const window = new DedupeWindow(64);
    expect(window.firstSighting('a', 5000)).toBe(true);
    expect(window.firstSighting('a', 7)).toBe(true);
    expect(window.firstSighting('a', 8)).toBe(true);
    expect(window.firstSighting('a', 7)).toBe(false);
  });

  it('forgets the least recently heard peer beyond its peer limit', () => {
    const window = new DedupeWindow(32, 2);
    window.firstSighting('a', 1);
    window.firstSighting('b', 1);
    window.firstSighting('a', 2); // a is now the most recent
    window.firstSighting('c', 1); // b is forgotten
    expect(window.peerCount).toBe(2);
    expect(window.firstSighting('a', 1)).toBe(false);
    expect(window.firstSighting('b', 1)).toBe(true);
  });

  it('rejects a window size that is not a power of two', () => {
    expect(() => new DedupeWindow(100)).toThrow(/power of two/);
  });

  it('agrees with an exact set for any resend pattern within the window', () => {
    // Messages sent with consecutive ids, each copied up to 5 times, copies arriving within 5
    // positions of each other: exactly the first copy of each id passes.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.array(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 4 })), { maxLength: 200 }), (start, plan) => {
        const arrivals: Array<{ id: number; at: number }> = [];
        plan.forEach(([copies, jitter], index) => {
          for (let copy = 0; copy < copies; copy++) arrivals.push({ id: (start + index) >>> 0, at: index + copy + (copy === 0 ? jitter : 0) });
        });
        arrivals.sort((x, y) => x.at - y.at);
        const window = new DedupeWindow(64);
        const exact = new Set<number>();
        for (const { id } of arrivals) {
          const expected = !exact.has(id);
          exact.add(id);
          expect(window.firstSighting('peer', id)).toBe(expected);
        }
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SlidingWindow } from '../../../../src/main/distributor/core/slidingWindow';

describe('SlidingWindow', () => {
  it('tells a new number from one seen before, in and out of order', () => {
    const window = new SlidingWindow(64, 10);
    expect(window.record(10)).toBe('seen');
    expect(window.record(12)).toBe('new');
    expect(window.record(11)).toBe('new'); // out of order, inside the window
    expect(window.record(11)).toBe('seen');
    expect(window.record(10)).toBe('seen');
  });

  it('follows numbers across the uint32 wrap', () => {
    const window = new SlidingWindow(64, 2 ** 32 - 2);
    expect(window.record(2 ** 32 - 1)).toBe('new');
    expect(window.record(0)).toBe('new');
    expect(window.record(1)).toBe('new');
    expect(window.record(2 ** 32 - 1)).toBe('seen');
    expect(window.record(0)).toBe('seen');
  });

  it('answers too_old for a number at or beyond the window behind the newest, however often it comes, and never starts over', () => {
    const window = new SlidingWindow(64, 5000);
    expect(window.record(5000 - 63)).toBe('new');
    expect(window.record(5000 - 64)).toBe('too_old');
    expect(window.record(7)).toBe('too_old');
    expect(window.record(7)).toBe('too_old');
    expect(window.record(5001)).toBe('new');
    expect(window.record(5000)).toBe('seen');
  });

  it('forgets what it saw once the window has moved past it', () => {
    const window = new SlidingWindow(32, 0);
    expect(window.record(100)).toBe('new');
    expect(window.record(99)).toBe('new');
    expect(window.record(0)).toBe('too_old');
  });

  it('has fixed size and refuses a size that is not a power of two', () => {
    expect(new SlidingWindow(1024, 0).bytes).toBe(128);
    expect(() => new SlidingWindow(100, 0)).toThrow(/power of two/);
    expect(() => new SlidingWindow(16, 0)).toThrow(/power of two from 32/);
  });

  it('agrees with an exact set for any resend pattern within the window', () => {
    // Numbers sent one after the other, each copied up to 5 times, copies arriving within 5
    // positions of each other: exactly the first copy of each number is new.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.array(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 4 })), { minLength: 1, maxLength: 200 }), (start, plan) => {
        const arrivals: Array<{ id: number; at: number }> = [];
        plan.forEach(([copies, jitter], index) => {
          for (let copy = 0; copy < copies; copy++) arrivals.push({ id: (start + index) >>> 0, at: index + copy + (copy === 0 ? jitter : 0) });
        });
        arrivals.sort((x, y) => x.at - y.at);
        const window = new SlidingWindow(64, arrivals[0]!.id);
        const exact = new Set<number>([arrivals[0]!.id]);
        for (const { id } of arrivals.slice(1)) {
          const expected = exact.has(id) ? 'seen' : 'new';
          exact.add(id);
          expect(window.record(id)).toBe(expected);
        }
      }),
    );
  });

  it('never calls a number new twice, whatever the order (no replay ever passes)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.array(fc.integer({ min: -200, max: 200 }), { maxLength: 300 }), (start, offsets) => {
        const window = new SlidingWindow(32, start);
        const passed = new Set<number>([start >>> 0]);
        for (const offset of offsets) {
          const number = (start + offset) >>> 0;
          if (window.record(number) === 'new') {
            expect(passed.has(number)).toBe(false);
            passed.add(number);
          }
        }
      }),
    );
  });
});

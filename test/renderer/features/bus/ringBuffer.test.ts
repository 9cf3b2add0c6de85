import { describe, expect, it } from 'vitest';
import { RingBuffer } from '../../../../src/renderer/features/bus/ringBuffer';

describe('RingBuffer', () => {
  it('keeps items in arrival order until it is full', () => {
    const ring = new RingBuffer<number>(3);
    expect(ring.push(1)).toBeUndefined();
    expect(ring.push(2)).toBeUndefined();
    expect(ring.toArray()).toEqual([1, 2]);
    expect(ring.size).toBe(2);
  });

  it('pushes out the oldest item once full and hands it back', () => {
    const ring = new RingBuffer<number>(3);
    for (const item of [1, 2, 3]) ring.push(item);
    expect(ring.push(4)).toBe(1);
    expect(ring.push(5)).toBe(2);
    expect(ring.toArray()).toEqual([3, 4, 5]);
    expect([ring.at(0), ring.at(2), ring.at(3), ring.at(-1)]).toEqual([3, 5, undefined, undefined]);
    expect(ring.size).toBe(3);
  });

  it('shifts the oldest item and makes room', () => {
    const ring = new RingBuffer<number>(2);
    ring.push(1);
    ring.push(2);
    expect(ring.shift()).toBe(1);
    expect(ring.push(3)).toBeUndefined();
    expect(ring.toArray()).toEqual([2, 3]);
    ring.clear();
    expect(ring.shift()).toBeUndefined();
    expect(ring.size).toBe(0);
  });

  it('refuses a capacity that is not a whole number of at least 1', () => {
    expect(() => new RingBuffer(0)).toThrow(/at least 1, not 0/);
    expect(() => new RingBuffer(2.5)).toThrow(/not 2.5/);
  });
});

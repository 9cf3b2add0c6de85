import { describe, expect, it } from 'vitest';
import { RowLayout } from '../../../../src/renderer/features/bus/rowLayout';

describe('the console list row layout', () => {
  it('places rows at a fixed height when none is expanded', () => {
    const layout = new RowLayout(50_000, 26);
    expect(layout.totalHeight).toBe(1_300_000);
    expect(layout.offsetOf(1000)).toBe(26_000);
    expect(layout.indexAt(26_000)).toBe(1000);
    expect(layout.indexAt(26_025)).toBe(1000);
    expect(layout.indexAt(-5)).toBe(0);
    expect(layout.indexAt(9_999_999)).toBe(49_999);
  });

  it('moves the rows below an expanded row by its extra height, and finds rows inside it', () => {
    const layout = new RowLayout(10, 26, [
      { index: 6, extra: 40 },
      { index: 2, extra: 100 },
      { index: 20, extra: 500 }, // not a row of the list: ignored
    ]);
    expect(layout.totalHeight).toBe(260 + 140);
    expect(layout.offsetOf(2)).toBe(52);
    expect(layout.heightOf(2)).toBe(126);
    expect(layout.offsetOf(3)).toBe(178);
    expect(layout.offsetOf(7)).toBe(7 * 26 + 140);
    expect(layout.indexAt(52 + 120)).toBe(2);
    expect(layout.indexAt(178)).toBe(3);
    expect(layout.indexAt(layout.offsetOf(6) + 60)).toBe(6);
    expect(layout.indexAt(layout.offsetOf(7) + 1)).toBe(7);
  });

  it('has no rows to find in an empty list', () => {
    const layout = new RowLayout(0, 26);
    expect(layout.totalHeight).toBe(0);
    expect(layout.indexAt(100)).toBe(0);
  });
});

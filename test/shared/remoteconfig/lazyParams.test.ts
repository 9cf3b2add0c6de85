// ParamOffsets: the offsets parseConfig records for each NAME=value line, whether the buffer is
// handed out as it is (well used) or copied at the exact size (mostly empty), and after it grew.
import { describe, expect, it } from 'vitest';
import { ParamOffsets } from '../../../src/shared/remoteconfig/lazyParams';

function filled(textLength: number, pairs: number): Int32Array {
  const offsets = new ParamOffsets(textLength);
  for (let index = 0; index < pairs; index++) offsets.push(index * 10, index * 10 + 3);
  expect(offsets.count).toBe(pairs);
  return offsets.done();
}

const expected = (pairs: number): number[] => Array.from({ length: pairs }, (_, index) => [index * 10, index * 10 + 3]).flat();

describe('ParamOffsets', () => {
  it('gives exactly the pushed offsets when the buffer is well used (the buffer itself)', () => {
    const done = filled(20_000, 1000); // room for 1000 lines of 20 characters
    expect(Array.from(done)).toEqual(expected(1000));
    expect(done.buffer.byteLength).toBe(2000 * 4);
  });

  it('copies the offsets at their exact size when most of the buffer is unused', () => {
    const done = filled(200_000, 1000); // room for 10,000 lines, 1000 used
    expect(Array.from(done)).toEqual(expected(1000));
    expect(done.buffer.byteLength).toBe(2000 * 4);
  });

  it('grows when the text has more parameter lines than guessed', () => {
    const done = filled(100, 5000);
    expect(Array.from(done)).toEqual(expected(5000));
    expect(done.buffer.byteLength).toBeLessThanOrEqual(4 * 2 * 5000 * (4 / 3));
  });
});

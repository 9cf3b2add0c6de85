import { describe, expect, it } from 'vitest';
import { forEachConcurrently } from '../../../../src/main/base/async/forEachConcurrently';

/** Work of `steps` turns of the event loop: items of more steps finish later, whatever the machine's load. */
const work = async (steps: number) => {
  for (let step = 0; step < steps; step++) await new Promise((resolve) => setImmediate(resolve));
};

describe('forEachConcurrently', () => {
  it('never runs more than the limit at once and reaches every item', async () => {
    let running = 0;
    let highest = 0;
    const seen: number[] = [];
    const outcome = await forEachConcurrently([5, 1, 4, 2, 3, 1, 2], { limit: 3 }, async (steps, index) => {
      running++;
      highest = Math.max(highest, running);
      await work(steps);
      seen.push(index);
      running--;
    });
    expect(highest).toBe(3);
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(outcome).toEqual({ started: 7, notReached: [] });
  });

  it('a slow item does not hold up the others', async () => {
    const finished: number[] = [];
    let othersDone: () => void = () => undefined;
    const slowItemMayEnd = new Promise<void>((resolve) => (othersDone = resolve));
    // The slow item ends only once the other three have: held up by it, they never would (the test's time-out).
    await forEachConcurrently(['slow', 'quick', 'quick', 'quick'], { limit: 2 }, async (kind, index) => {
      if (kind === 'slow') await slowItemMayEnd;
      else await work(1);
      finished.push(index);
      if (finished.length === 3) othersDone();
    });
    expect(finished).toEqual([1, 2, 3, 0]);
  });

  it('starts nothing more after an abort and names the items not reached', async () => {
    const controller = new AbortController();
    const outcome = await forEachConcurrently([0, 1, 2, 3, 4], { limit: 2, signal: controller.signal }, async (item) => {
      if (item === 1) controller.abort();
      await work(5);
    });
    expect(outcome.started).toBe(2);
    expect(outcome.notReached).toEqual([2, 3, 4]);
  });

  it('refuses a limit below one', async () => {
    await expect(forEachConcurrently([1], { limit: 0 }, async () => undefined)).rejects.toThrow('concurrency limit must be a whole number of 1 or more, got 0');
  });

  it('handles no items', async () => {
    expect(await forEachConcurrently([], { limit: 4 }, async () => undefined)).toEqual({ started: 0, notReached: [] });
  });
});

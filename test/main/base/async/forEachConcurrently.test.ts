import { describe, expect, it } from 'vitest';
import { forEachConcurrently } from '../../../../src/main/base/async/forEachConcurrently';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('forEachConcurrently', () => {
  it('never runs more than the limit at once and reaches every item', async () => {
    let running = 0;
    let highest = 0;
    const seen: number[] = [];
    const outcome = await forEachConcurrently([5, 1, 4, 2, 3, 1, 2], { limit: 3 }, async (delay, index) => {
      running++;
      highest = Math.max(highest, running);
      await tick(delay);
      seen.push(index);
      running--;
    });
    expect(highest).toBe(3);
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(outcome).toEqual({ started: 7, notReached: [] });
  });

  it('a slow item does not hold up the others', async () => {
    const finished: number[] = [];
    await forEachConcurrently([200, 1, 1, 1], { limit: 2 }, async (delay, index) => {
      await tick(delay);
      finished.push(index);
    });
    expect(finished).toEqual([1, 2, 3, 0]);
  });

  it('starts nothing more after an abort and names the items not reached', async () => {
    const controller = new AbortController();
    const outcome = await forEachConcurrently([0, 1, 2, 3, 4], { limit: 2, signal: controller.signal }, async (item) => {
      if (item === 1) controller.abort();
      await tick(5);
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

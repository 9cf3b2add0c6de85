// Runs one piece of work per item with at most `limit` running at once: how fleet operations
// reach many cameras without opening hundreds of connections, and without one slow or offline
// camera holding up the others. Items are started in order; once `signal` aborts, no further
// item is started (the running ones see the same signal through their own work).

export interface ConcurrencyOptions {
  /** At most this many pieces of work run at once (1 or more). */
  limit: number;
  signal?: AbortSignal;
}

/** Which items were started: an item not started (aborted before its turn) is "not reached". */
export interface ConcurrencyOutcome {
  started: number;
  notReached: number[];
}

/**
 * Calls `work(item, index)` for every item, `limit` at a time. `work` must not throw: it
 * records its own failure (a failed camera never stops the others). Resolves when every started
 * piece has finished.
 */
export async function forEachConcurrently<T>(items: readonly T[], options: ConcurrencyOptions, work: (item: T, index: number) => Promise<void>): Promise<ConcurrencyOutcome> {
  if (!Number.isInteger(options.limit) || options.limit < 1) throw new Error(`concurrency limit must be a whole number of 1 or more, got ${options.limit}`); // a bug: callers check a technician's --parallel first
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length && !options.signal?.aborted) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  const workers = Array.from({ length: Math.min(options.limit, items.length) }, () => worker());
  await Promise.all(workers);
  const notReached = Array.from({ length: items.length - next }, (_, offset) => next + offset);
  return { started: next, notReached };
}

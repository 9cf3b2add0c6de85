// Many requests under way at once wait on one caller's AbortSignal (the probes of a scan, the
// cameras of a fleet inventory, the calls of one operation in the studio). Each adding its own
// 'abort' listener would put hundreds on that signal, and Node warns past ten
// (MaxListenersExceededWarning): here each signal gets one listener for as long as it lives,
// which tells every callback waiting on it at that moment.
const waitingOn = new WeakMap<AbortSignal, Set<Waiter>>();

interface Waiter {
  callback: () => void;
}

/**
 * Calls `callback` once when `signal` aborts (as addEventListener: never when it has already
 * aborted); the function returned stops waiting. Call it when done, or the callback is kept
 * as long as the signal is.
 */
export function onAbort(signal: AbortSignal, callback: () => void): () => void {
  if (signal.aborted) return () => undefined;
  const waiters = waitersOf(signal);
  const waiter: Waiter = { callback };
  waiters.add(waiter);
  return () => void waiters.delete(waiter);
}

function waitersOf(signal: AbortSignal): Set<Waiter> {
  const known = waitingOn.get(signal);
  if (known) return known;
  const waiters = new Set<Waiter>();
  waitingOn.set(signal, waiters);
  signal.addEventListener(
    'abort',
    () => {
      const told = [...waiters];
      waiters.clear();
      for (const waiter of told) waiter.callback();
    },
    { once: true },
  );
  return waiters;
}

// The agent's time, injected: the scheduler asks it what time it is and to be woken at a time,
// so its tests run on a clock they move by hand and never wait for real time.

export interface AgentClock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `wake` once at or after `at` (milliseconds since the epoch); the function returned cancels it. */
  wakeAt(at: number, wake: () => void): () => void;
}

/** The machine's clock. The scheduler wakes at least every half minute, so a clock that jumped is seen. */
export const systemClock: AgentClock = {
  now: () => Date.now(),
  wakeAt(at, wake) {
    const timer = setTimeout(wake, Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  },
};

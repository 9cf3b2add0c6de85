// Which fleet run (if any) the code running now belongs to: an AsyncLocalStorage, so a script
// sent within a run is logged under it without the clients (the studio's registry, the command
// line's) being told about runs.
import { AsyncLocalStorage } from 'node:async_hooks';

const currentRun = new AsyncLocalStorage<string>();

/** The run the caller is in (a script sent now belongs to it), if any. */
export function runOfScript(): string | undefined {
  return currentRun.getStore();
}

/** Runs `work` (and everything it starts) as part of run `runId`. */
export function withinRun<T>(runId: string, work: () => Promise<T>): Promise<T> {
  return currentRun.run(runId, work);
}

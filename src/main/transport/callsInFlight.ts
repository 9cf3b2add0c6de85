// How many calls one caller (a window, a WebSocket: the signal its calls share) has under way at
// once (docs/api.md "Calls at once"). A page needs a few dozen at most; a script that sends
// hundreds at once gets the ones beyond the limit refused at once (`busy`) instead of queued,
// so they neither pile up in memory nor hold back the calls of the studio's own page.
// `studio.info` and `operations.cancel` are always taken: they answer from memory, and a cancel
// is how the caller frees its slots.
import { ApiError } from '../../shared/api/errors';
import { localize } from '../../shared/i18n/text';

export const maxCallsInFlightPerCaller = 64;

const alwaysTaken: ReadonlySet<string> = new Set(['studio.info', 'operations.cancel']);

export class CallsInFlight {
  private readonly counts = new WeakMap<AbortSignal, number>();

  constructor(private readonly limit: number = maxCallsInFlightPerCaller) {}

  /** Runs `call` for `caller` (none: the studio itself, never limited); `busy` when the caller has `limit` calls under way. */
  async run<T>(caller: AbortSignal | undefined, method: string, call: () => Promise<T>): Promise<T> {
    if (caller === undefined || alwaysTaken.has(method)) return call();
    const underWay = this.counts.get(caller) ?? 0;
    if (underWay >= this.limit) {
      throw ApiError.of('busy', localize('transport.tooManyCalls', { method, limit: this.limit }));
    }
    this.counts.set(caller, underWay + 1);
    try {
      return await call();
    } finally {
      this.counts.set(caller, (this.counts.get(caller) ?? 1) - 1);
    }
  }
}

// Paces package sending at broadcast.poll_freq packages per second (0 = one every 10 seconds).
// While there is something to send, packages leave on a fixed grid; after an idle spell the
// first package leaves at once (no waiting for the next tick) unless the previous one left less
// than one interval ago, so the rate is an upper bound and an idle distributor adds no latency. If the timer falls behind (a busy event loop), a few
// packages are sent back to back to catch up; a longer backlog is dropped from the schedule,
// never from the queue.

/** Packages per second the spec's poll_freq 0 stands for (0.1 Hz, debugging only). */
export const slowestPollRate = 0.1;
const maxCatchUpPackages = 8;

export function pollIntervalMs(pollFreq: number): number {
  return 1000 / (pollFreq > 0 ? pollFreq : slowestPollRate);
}

/** Sends one package; returns false when there was nothing to send. */
export type SendOnePackage = () => boolean;

export class PackagePacer {
  private intervalMs: number;
  private nextDueMs = -Infinity;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** True after a tick found nothing to send: the next package may leave at once, but not in a burst. */
  private idle = true;

  constructor(
    pollFreq: number,
    private readonly sendOne: SendOnePackage,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.intervalMs = pollIntervalMs(pollFreq);
  }

  /** Changes the rate; the next package is due one new interval after the last one sent. */
  setPollFreq(pollFreq: number): void {
    const lastSentMs = this.nextDueMs - this.intervalMs;
    this.intervalMs = pollIntervalMs(pollFreq);
    this.nextDueMs = lastSentMs + this.intervalMs;
    if (this.timer) {
      this.clearTimer();
      this.wake();
    }
  }

  /** Something was queued: make sure a package goes out as soon as the rate allows. */
  wake(): void {
    if (this.timer || this.stopped) return;
    if (this.idle) {
      this.nextDueMs = Math.max(this.nextDueMs, this.now());
      this.idle = false;
    }
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimer();
  }

  private schedule(): void {
    const delay = Math.max(0, this.nextDueMs - this.now());
    this.timer = setTimeout(() => this.tick(), delay);
  }

  private tick(): void {
    this.timer = null;
    const now = this.now();
    if (this.nextDueMs < now - this.intervalMs * maxCatchUpPackages) this.nextDueMs = now;
    let sent = 0;
    while (this.nextDueMs <= now && sent < maxCatchUpPackages) {
      if (!this.sendOne()) {
        this.idle = true;
        return;
      }
      this.nextDueMs += this.intervalMs;
      sent++;
    }
    if (!this.stopped) this.schedule();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

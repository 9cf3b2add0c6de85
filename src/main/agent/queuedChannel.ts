// The one shape of the agent's alert channels (webhook, syslog, ...): alerts wait in a bounded
// queue (the oldest dropped and counted when full) and are delivered one at a time, in order,
// by the channel's own `deliver`; sent, failed and dropped are counted; closing cuts off the
// delivery under way and counts what still waits as dropped. A channel never throws at the
// caller: the agent hands every notice to every channel and goes on. What a channel logs (a
// failed attempt, a refused recipient, a full queue) is a catalog text the reader's language
// renders (catalog area agentChannels); a system error's code stays as the system gives it.
import type { AlertNotice } from '../../shared/agent/alertState';
import { errorAsText, givenWords } from '../../shared/i18n/errorWords';
import { localize, type Text } from '../../shared/i18n/text';

/** Why one attempt failed: a system's or library's error code (ECONNREFUSED, EAUTH 535), or words of the catalog. */
export type ChannelProblem = { code: string } | { text: Text };

/** The problem as a text: a code as given, words as they are. */
export function problemText(problem: ChannelProblem): Text {
  return 'code' in problem ? givenWords(problem.code) : problem.text;
}

/** The channel was closed by the agent's stop while it tried. */
export const agentStopped: ChannelProblem = { text: localize('agentChannels.agentStopped') };

/** What became of one notice handed to a channel. */
export type DeliveryOutcome = 'sent' | 'failed' | 'dropped';

export interface ChannelCounts {
  sent: number;
  failed: number;
  dropped: number;
  queued: number;
}

/** What the agent sees of a channel. */
export interface AlertChannel {
  /** The channel's name in metrics and logs: `webhook`, `syslog`. */
  readonly name: string;
  send(notice: AlertNotice): void;
  /** Queues `notice` as send() does and resolves with what became of it (never rejects). */
  sendAndWait(notice: AlertNotice): Promise<DeliveryOutcome>;
  countsNow(): ChannelCounts;
  /** At most this many alerts wait for the channel (`queueSize`); beyond it the oldest are dropped and counted. */
  readonly queueSize: number;
  /** Counts `count` waiting alerts dropped outside the channel's queue (the dispatcher's list) and logs the full queue, once. */
  droppedWaiting(count: number): void;
  /** Set: the channel collects its alerts and sends them as one digest at each slot of this cron expression (sendDigest), never one by one. */
  readonly digestSchedule?: string | undefined;
  /** Sends `notices` as one message (tried again as the channel does); 'sent' once the receiver has it. */
  sendDigest?(notices: readonly AlertNotice[]): Promise<DeliveryOutcome>;
  /** Resolves once the queue is empty and nothing is being delivered. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export abstract class QueuedChannel implements AlertChannel {
  abstract readonly name: string;
  private readonly queue: Array<{ notice: AlertNotice; settle: (outcome: DeliveryOutcome) => void }> = [];
  private readonly counts = { sent: 0, failed: 0, dropped: 0 };
  private lastFailure: ChannelProblem | null = null;
  /** Aborted by close(): a delivery under way stops at once. */
  protected readonly closing = new AbortController();
  private worker: Promise<void> | null = null;
  private idleWaiters: (() => void)[] = [];

  constructor(
    readonly queueSize: number,
    private readonly logLine?: (line: Text) => void,
  ) {}

  /** Delivers one notice, trying again as the channel does; true once the receiver has it. */
  protected abstract deliver(notice: AlertNotice): Promise<boolean>;

  /** Where the alerts go, as a log line may name it (never a key or a password). */
  protected abstract describeTarget(): string;

  /** Queues `notice`; never waits and never throws (a full queue drops its oldest). */
  send(notice: AlertNotice): void {
    void this.sendAndWait(notice);
  }

  sendAndWait(notice: AlertNotice): Promise<DeliveryOutcome> {
    return new Promise((settle) => this.enqueue(notice, settle));
  }

  private enqueue(notice: AlertNotice, settle: (outcome: DeliveryOutcome) => void): void {
    if (this.closing.signal.aborted) {
      this.counts.dropped++;
      return settle('dropped');
    }
    this.queue.push({ notice, settle });
    if (this.queue.length > this.queueSize) {
      this.queue.shift()!.settle('dropped');
      this.droppedWaiting(1);
    }
    this.worker ??= this.drain().finally(() => {
      this.worker = null;
      for (const waiter of this.idleWaiters.splice(0)) waiter();
    });
  }

  countsNow(): ChannelCounts {
    return { ...this.counts, queued: this.queue.length };
  }

  droppedWaiting(count: number): void {
    this.counts.dropped += count;
    this.log(localize('agentChannels.queueFull', { size: this.queueSize }));
  }

  /** Counts `count` alerts delivered outside the queue (a digest) as `outcome`. */
  protected tally(outcome: DeliveryOutcome, count: number): void {
    this.counts[outcome] += count;
  }

  idle(): Promise<void> {
    return this.worker === null ? Promise.resolve() : new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops: the delivery under way is cut off, what waits is dropped and counted. */
  async close(): Promise<void> {
    this.closing.abort();
    const waiting = this.queue.splice(0);
    this.counts.dropped += waiting.length;
    for (const { settle } of waiting) settle('dropped');
    await this.worker;
    await this.closed();
  }

  /** Releases what the channel holds open (a connection), after the last delivery ended. */
  protected async closed(): Promise<void> {}

  /** Why the last attempt failed; null: none failed yet. */
  lastProblem(): ChannelProblem | null {
    return this.lastFailure;
  }

  protected log(text: Text): void {
    this.logLine?.(localize('agentChannels.line', { channel: this.name, target: this.describeTarget(), text }));
  }

  /** Logs and keeps a failed attempt: "webhook http://...: answered HTTP 503 (attempt 1 of 4)". */
  protected attemptFailed(problem: ChannelProblem, attempt: number, attempts: number): void {
    this.lastFailure = problem;
    this.log(localize('agentChannels.attempt', { problem: problemText(problem), attempt, attempts }));
  }

  /** Waits `ms`, or less when closed; false when closed. */
  protected pause(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      if (this.closing.signal.aborted) return resolve(false);
      const timer = setTimeout(() => resolve(true), ms);
      this.closing.signal.addEventListener('abort', () => (clearTimeout(timer), resolve(false)), { once: true });
    });
  }

  private async drain(): Promise<void> {
    for (let item = this.queue.shift(); item !== undefined; item = this.queue.shift()) {
      if (this.closing.signal.aborted) {
        this.counts.dropped++;
        item.settle('dropped');
        continue;
      }
      const delivered = await this.deliver(item.notice).catch((error: unknown) => {
        this.lastFailure = { text: errorAsText(error) };
        this.log(localize('agentChannels.cannotSend', { problem: errorAsText(error) }));
        return false;
      });
      const outcome: DeliveryOutcome = delivered ? 'sent' : this.closing.signal.aborted ? 'dropped' : 'failed';
      this.counts[outcome]++;
      item.settle(outcome);
    }
  }
}

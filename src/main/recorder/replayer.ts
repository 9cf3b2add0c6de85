// Sends recorded messages again, with their original spacing divided by `speed`, until all
// are sent or it is stopped. A message the distributor refuses stops the replay, naming it.
import type { ReplayMessage } from './readRecording';

/** Node's longest timer delay (2^31-1 ms, about 24.8 days); a longer one would fire at once, so longer gaps are waited in steps. */
export const maxTimerDelayMs = 2 ** 31 - 1;

export interface ReplayProgress {
  sent: number;
  total: number;
  active: boolean;
  stopReason: string | null;
}

export class Replayer {
  private sent = 0;
  private timer: NodeJS.Timeout | null = null;
  private stopReason: string | null = null;

  constructor(
    private readonly messages: readonly ReplayMessage[],
    private readonly speed: number,
    private readonly send: (path: string, value: string) => void,
    private readonly onChange: () => void,
  ) {}

  start(): void {
    this.scheduleNext();
  }

  stop(reason = 'stopped'): void {
    if (this.stopReason !== null) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.stopReason = reason;
    this.onChange();
  }

  progress(): ReplayProgress {
    return { sent: this.sent, total: this.messages.length, active: this.stopReason === null, stopReason: this.stopReason };
  }

  private scheduleNext(): void {
    const next = this.messages[this.sent];
    if (!next) {
      this.stop('done');
      return;
    }
    const previous = this.messages[this.sent - 1];
    const delay = previous ? Math.max(0, next.receivedAt - previous.receivedAt) / this.speed : 0;
    this.wait(delay, () => this.sendNext(next));
  }

  private wait(delay: number, then: () => void): void {
    const step = Math.min(delay, maxTimerDelayMs);
    this.timer = setTimeout(() => (delay > step ? this.wait(delay - step, then) : then()), step);
  }

  private sendNext(message: ReplayMessage): void {
    try {
      this.send(message.path, message.value);
    } catch (error) {
      this.stop(`message ${this.sent + 1} (${message.path}) was refused: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    this.sent++;
    this.onChange();
    this.scheduleNext();
  }
}

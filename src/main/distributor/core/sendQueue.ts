// The bounded FIFO of messages waiting to be sent. Each message rides in `resend` successive
// packages (attempt 0 .. resend-1); a package holds the longest prefix of the queue that fits,
// so the oldest messages always go first and order is kept.
import type { WireMessage } from '../codec/types';

export interface QueuedMessage {
  readonly id: number;
  readonly path: string;
  readonly value: string;
  /** Copies already sent; the next copy carries this as its attempt number. */
  attemptsSent: number;
}

/** Bytes one message adds to a package (PackageCodec.messageSize). */
export type MessageSize = (message: WireMessage) => number;

export class SendQueue {
  private items: QueuedMessage[] = [];

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`send queue capacity must be a positive integer, got ${capacity}`); // a bug: the core's option, never a technician's
  }

  get length(): number {
    return this.items.length;
  }

  get isFull(): boolean {
    return this.items.length >= this.capacity;
  }

  /** Adds a message at the end; returns false (and adds nothing) when the queue is full. */
  offer(message: QueuedMessage): boolean {
    if (this.isFull) return false;
    this.items.push(message);
    return true;
  }

  /** The messages of the next package: the longest prefix of the queue within `bodyBytes`. */
  nextPackage(bodyBytes: number, messageSize: MessageSize): QueuedMessage[] {
    const taken: QueuedMessage[] = [];
    let used = 0;
    for (const item of this.items) {
      used += messageSize(toWire(item));
      if (used > bodyBytes) break;
      taken.push(item);
    }
    return taken;
  }

  /**
   * Records that `sent` (a prefix returned by nextPackage) went out once more, and removes the
   * messages that have now had `attempts` copies. Returns the messages sent for the first time.
   */
  markSent(sent: QueuedMessage[], attempts: number): QueuedMessage[] {
    const firstCopies = sent.filter((item) => item.attemptsSent === 0);
    for (const item of sent) item.attemptsSent++;
    const stillDue = sent.filter((item) => item.attemptsSent < attempts);
    this.items.splice(0, sent.length, ...stillDue);
    return firstCopies;
  }

  /** Removes and returns the oldest message. */
  dropHead(): QueuedMessage | undefined {
    return this.items.shift();
  }

  /** Empties the queue and returns what was in it (used by close()). */
  drain(): QueuedMessage[] {
    const all = this.items;
    this.items = [];
    return all;
  }
}

export function toWire(item: QueuedMessage): WireMessage {
  return { id: item.id, attempt: item.attemptsSent, path: item.path, value: item.value };
}

// Batches the events of one connection. Bus messages queue up (bounded) and leave together in
// one `bus.messages` event; snapshots (distributor state and statistics, a camera's state)
// keep only their latest value; of progress events only the latest step of each operation
// waits, beside the finals and found cameras a page must see (pendingProgress.ts).
//
// When the line is idle an event leaves at once: on the next turn of the event loop, so the
// events of one moment (the messages of one received package) still travel together. Each
// batch sent opens a window of `maxDelayMs`; within it the first `immediateBatches` batches
// leave at once, later events wait for the window's end and leave together. So a lone message
// is not held back, while under load a connection gets at most `immediateBatches` batches per
// window (and one more per `maxBatchMessages` bus messages: that many leave at once).
// While the consumer is congested nothing is sent; when the queue is full the oldest bus
// messages are dropped and counted, and the count travels in the next `bus.messages` event.
import type { BusMessage } from '../../shared/api/distributorSchemas';
import type { WireEvent, WireEventBatch } from '../../shared/api/wire';
import type { ServiceEvent, SnapshotEventName } from '../services/studioServices';
import { BoundedQueue } from './boundedQueue';
import { isProgressEvent, PendingProgress } from './pendingProgress';

export interface EventBatcherOptions {
  /** Longest wait between an event and its delivery, when the consumer keeps up. */
  maxDelayMs?: number;
  /** Batches per window of `maxDelayMs` that leave at once; events beyond them wait for the window's end. */
  immediateBatches?: number;
  /** Bus messages per batch; a batch leaves at once when this many wait. 1 = unbatched. */
  maxBatchMessages?: number;
  /** Bus messages held while the consumer is congested; beyond it the oldest are dropped. */
  maxQueuedMessages?: number;
  /** True while the consumer cannot take more (e.g. a WebSocket's send buffer is full). */
  isCongested?: () => boolean;
}

export const defaultBatching = { maxDelayMs: 50, immediateBatches: 2, maxBatchMessages: 500, maxQueuedMessages: 10_000 } as const;

type SnapshotEvent = Extract<ServiceEvent, { event: SnapshotEventName }>;

export class EventBatcher {
  private readonly maxDelayMs: number;
  private readonly immediateBatches: number;
  private readonly maxBatchMessages: number;
  /** Queued bus messages that make a batch leave at once (never more than the queue holds). */
  private readonly sendAtOnce: number;
  private readonly isCongested: () => boolean;
  private readonly messages: BoundedQueue<BusMessage>;
  private readonly snapshots = new Map<string, WireEvent>();
  private readonly progress = new PendingProgress();
  private droppedSinceLastBatch = 0;
  private droppedTotal = 0;
  /** Runs while a window is open; at its end what waits is sent (or retried while congested). */
  private windowTimer: ReturnType<typeof setTimeout> | null = null;
  private batchesInWindow = 0;
  private immediate: ReturnType<typeof setImmediate> | null = null;
  private closed = false;

  constructor(
    private readonly sink: (batch: WireEventBatch) => void,
    options: EventBatcherOptions = {},
  ) {
    this.maxDelayMs = options.maxDelayMs ?? defaultBatching.maxDelayMs;
    this.immediateBatches = options.immediateBatches ?? defaultBatching.immediateBatches;
    this.maxBatchMessages = options.maxBatchMessages ?? defaultBatching.maxBatchMessages;
    this.messages = new BoundedQueue(options.maxQueuedMessages ?? defaultBatching.maxQueuedMessages);
    this.sendAtOnce = Math.min(this.maxBatchMessages, this.messages.capacity);
    this.isCongested = options.isCongested ?? (() => false);
  }

  /** Events other than bus messages waiting to be sent (snapshots and progress). */
  get pendingEvents(): number {
    return this.snapshots.size;
  }

  /** Bus messages dropped on this connection so far. */
  get dropped(): number {
    return this.droppedTotal;
  }

  push(event: ServiceEvent): void {
    if (this.closed) return;
    if (event.event === 'bus.messages') for (const message of event.payload.messages) this.pushMessage(message);
    else this.pushSnapshot(event);
  }

  /** Sends what waits now (unless the consumer is congested: then it waits for the window's end). */
  flush(): void {
    this.cancelImmediate();
    if (this.closed || !this.hasPending()) return;
    if (this.isCongested()) {
      this.waitForWindowEnd();
      return;
    }
    this.sink(this.nextBatch());
    this.countBatchInWindow();
    if (this.messages.size >= this.sendAtOnce) this.flushSoon();
  }

  close(): void {
    this.closed = true;
    this.cancelImmediate();
    if (this.windowTimer !== null) clearTimeout(this.windowTimer);
    this.windowTimer = null;
  }

  private pushMessage(message: BusMessage): void {
    if (this.messages.push(message).evicted) {
      this.droppedSinceLastBatch++;
      this.droppedTotal++;
    }
    if (this.messages.size >= this.sendAtOnce && !this.isCongested()) this.flush();
    else this.deliver();
  }

  private pushSnapshot(event: SnapshotEvent): void {
    const key = isProgressEvent(event) ? this.progress.keyOf(event) : snapshotKey(event);
    this.snapshots.delete(key);
    this.snapshots.set(key, event as WireEvent);
    this.deliver();
  }

  /** At once while the window allows, else at the window's end (its timer is running then). */
  private deliver(): void {
    if (this.windowTimer === null || this.batchesInWindow < this.immediateBatches) this.flushSoon();
  }

  private flushSoon(): void {
    if (this.immediate !== null || this.closed) return;
    this.immediate = setImmediate(() => {
      this.immediate = null;
      this.flush();
    });
  }

  private countBatchInWindow(): void {
    if (this.windowTimer === null) this.openWindow();
    this.batchesInWindow++;
  }

  /** Congested: nothing leaves at once until a window's end finds the consumer ready again. */
  private waitForWindowEnd(): void {
    if (this.windowTimer === null) this.openWindow();
    this.batchesInWindow = this.immediateBatches;
  }

  private openWindow(): void {
    this.batchesInWindow = 0;
    this.windowTimer = setTimeout(() => {
      this.windowTimer = null;
      this.flush();
    }, this.maxDelayMs);
  }

  private nextBatch(): WireEventBatch {
    const events = [...this.snapshots.values()];
    this.snapshots.clear();
    this.progress.clear();
    if (this.messages.size > 0 || this.droppedSinceLastBatch > 0) {
      const messages = this.messages.take(this.maxBatchMessages);
      events.push({ event: 'bus.messages', payload: { messages, dropped: this.droppedSinceLastBatch, droppedTotal: this.droppedTotal } });
      this.droppedSinceLastBatch = 0;
    }
    return { events };
  }

  private hasPending(): boolean {
    return this.messages.size > 0 || this.snapshots.size > 0 || this.droppedSinceLastBatch > 0;
  }

  private cancelImmediate(): void {
    if (this.immediate !== null) clearImmediate(this.immediate);
    this.immediate = null;
  }
}

/** Snapshots replace the previous value of the same key (a camera's state: per camera; a change: per camera and operation). */
function snapshotKey(event: SnapshotEvent): string {
  if (event.event === 'camera.state') return `camera.state:${event.payload.camera.id}`;
  if (event.event === 'camera.changed') return `camera.changed:${event.payload.cameraId}:${event.payload.operationId ?? event.payload.operation ?? ''}`;
  return event.event;
}

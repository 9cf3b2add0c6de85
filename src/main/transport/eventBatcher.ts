// Batches the events of one connection. Bus messages queue up (bounded) and leave together in
// one `bus.messages` event; snapshots (distributor state and statistics, a camera's state)
// keep only their latest value; progress events keep their order. A batch leaves at most
// `maxDelayMs` after its first event, or at once when `maxBatchMessages` bus messages wait.
// While the consumer is congested nothing is sent; when the queue is full the oldest bus
// messages are dropped and counted, and the count travels in the next `bus.messages` event.
import type { BusMessage } from '../../shared/api/distributorSchemas';
import type { WireEvent, WireEventBatch } from '../../shared/api/wire';
import type { ServiceEvent, SnapshotEventName } from '../services/studioServices';
import { BoundedQueue } from './boundedQueue';

export interface EventBatcherOptions {
  /** Longest wait between an event and its delivery, when the consumer keeps up. */
  maxDelayMs?: number;
  /** Bus messages per batch; a batch leaves at once when this many wait. 1 = unbatched. */
  maxBatchMessages?: number;
  /** Bus messages held while the consumer is congested; beyond it the oldest are dropped. */
  maxQueuedMessages?: number;
  /** True while the consumer cannot take more (e.g. a WebSocket's send buffer is full). */
  isCongested?: () => boolean;
}

export const defaultBatching = { maxDelayMs: 50, maxBatchMessages: 500, maxQueuedMessages: 10_000 } as const;

type SnapshotEvent = Extract<ServiceEvent, { event: SnapshotEventName }>;

export class EventBatcher {
  private readonly maxDelayMs: number;
  private readonly maxBatchMessages: number;
  /** Queued bus messages that make a batch leave at once (never more than the queue holds). */
  private readonly sendAtOnce: number;
  private readonly isCongested: () => boolean;
  private readonly messages: BoundedQueue<BusMessage>;
  private readonly snapshots = new Map<string, WireEvent>();
  private droppedSinceLastBatch = 0;
  private droppedTotal = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(
    private readonly sink: (batch: WireEventBatch) => void,
    options: EventBatcherOptions = {},
  ) {
    this.maxDelayMs = options.maxDelayMs ?? defaultBatching.maxDelayMs;
    this.maxBatchMessages = options.maxBatchMessages ?? defaultBatching.maxBatchMessages;
    this.messages = new BoundedQueue(options.maxQueuedMessages ?? defaultBatching.maxQueuedMessages);
    this.sendAtOnce = Math.min(this.maxBatchMessages, this.messages.capacity);
    this.isCongested = options.isCongested ?? (() => false);
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

  /** Sends what waits now (unless the consumer is congested). */
  flush(): void {
    this.cancelTimer();
    if (this.closed || !this.hasPending()) return;
    if (this.isCongested()) {
      this.schedule();
      return;
    }
    this.sink(this.nextBatch());
    if (this.hasPending()) this.schedule(this.messages.size >= this.sendAtOnce ? 0 : this.maxDelayMs);
  }

  close(): void {
    this.closed = true;
    this.cancelTimer();
  }

  private pushMessage(message: BusMessage): void {
    if (this.messages.push(message).evicted) {
      this.droppedSinceLastBatch++;
      this.droppedTotal++;
    }
    if (this.messages.size >= this.sendAtOnce && !this.isCongested()) this.flush();
    else this.schedule();
  }

  private pushSnapshot(event: SnapshotEvent): void {
    this.snapshots.delete(snapshotKey(event));
    this.snapshots.set(snapshotKey(event), event as WireEvent);
    this.schedule();
  }

  private nextBatch(): WireEventBatch {
    const events = [...this.snapshots.values()];
    this.snapshots.clear();
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

  private schedule(delayMs = this.maxDelayMs): void {
    if (this.timer !== null || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush();
    }, delayMs);
  }

  private cancelTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

let progressSequence = 0;

/** Snapshots replace the previous value of the same key; progress events never replace each other. */
function snapshotKey(event: SnapshotEvent): string {
  switch (event.event) {
    case 'camera.state':
      return `camera.state:${event.payload.camera.id}`;
    case 'operation.progress':
      return `operation.progress:${progressSequence++}`;
    case 'fleet.applyProgress':
      return `fleet.applyProgress:${event.payload.operationId}:${event.payload.cameraId}`;
    case 'site.discoverProgress':
      return `site.discoverProgress:${event.payload.operationId}:${event.payload.result.address}:${event.payload.result.port}`;
    case 'baseline.checkProgress':
      return `baseline.checkProgress:${event.payload.operationId}:${event.payload.camera.cameraId}`;
    default:
      return event.event;
  }
}

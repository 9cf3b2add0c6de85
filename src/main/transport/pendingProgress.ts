// How the progress events waiting on one connection are held (docs/api.md "Batching"): of the
// steps of one operation (per camera, where the event names one) only the latest waits; an
// event a page must see is kept apart: a camera's final step or outcome, and a camera an
// address scan found. Kept events are bounded per operation (`maxKeptPerOperation`, more than a
// workspace has cameras); beyond that they are merged like steps, as the operation's answer
// carries them all. So a connection that stops reading holds a bounded number per operation,
// however many events the operation sends.
import type { ServiceEvent } from '../services/studioServices';

export type ProgressEventName = 'operation.progress' | 'fleet.applyProgress' | 'site.discoverProgress' | 'baseline.checkProgress';
export type ProgressEvent = Extract<ServiceEvent, { event: ProgressEventName }>;

/** Kept events (finals, found cameras) one operation may have waiting; more than a workspace's 1,000 cameras. */
export const maxKeptPerOperation = 1024;

const progressEventNames: ReadonlySet<string> = new Set<ProgressEventName>(['operation.progress', 'fleet.applyProgress', 'site.discoverProgress', 'baseline.checkProgress']);

export function isProgressEvent(event: ServiceEvent): event is ProgressEvent {
  return progressEventNames.has(event.event);
}

export class PendingProgress {
  private readonly keptPerOperation = new Map<string, number>();
  private keptSequence = 0;

  /** The key the event waits under: its own for a kept event, else its step's (a later step replaces it). */
  keyOf(event: ProgressEvent): string {
    const operationId = event.payload.operationId;
    const kept = this.keptPerOperation.get(operationId) ?? 0;
    if (!mustBeSeen(event) || kept >= maxKeptPerOperation) return `${event.event}:${stepKeyOf(event)}`;
    this.keptPerOperation.set(operationId, kept + 1);
    return `${event.event}:kept:${this.keptSequence++}`;
  }

  /** Everything waiting was sent. */
  clear(): void {
    this.keptPerOperation.clear();
  }
}

/** A camera's final step or outcome, or what a scan lists (a camera found, a certificate that changed). */
function mustBeSeen(event: ProgressEvent): boolean {
  switch (event.event) {
    case 'operation.progress':
      return event.payload.done;
    case 'fleet.applyProgress':
      return event.payload.status !== undefined;
    case 'baseline.checkProgress':
      return true;
    case 'site.discoverProgress':
      return event.payload.result.status !== 'not_camera' && event.payload.result.status !== 'no_answer';
  }
}

/** What a later step of the same operation (and camera) replaces. */
function stepKeyOf(event: ProgressEvent): string {
  switch (event.event) {
    case 'operation.progress':
      return `${event.payload.operationId}:${event.payload.cameraId}`;
    case 'fleet.applyProgress':
      return `${event.payload.operationId}:${event.payload.cameraId}`;
    case 'baseline.checkProgress':
      return `${event.payload.operationId}:${event.payload.camera.cameraId}`;
    case 'site.discoverProgress':
      return event.payload.operationId;
  }
}

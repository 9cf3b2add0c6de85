// Progress of a long operation, as `operation.progress` events (only when the caller gave an operationId).
import type { ServiceEventHub } from '../serviceEventHub';

export type ProgressReporter = (step: string, message: string, done?: boolean) => void;

export function progressReporter(hub: ServiceEventHub, cameraId: string, operationId: string | undefined): ProgressReporter {
  if (operationId === undefined) return () => undefined;
  return (step, message, done = false) => hub.emit({ event: 'operation.progress', payload: { operationId, cameraId, step, message, done, at: Date.now() } });
}

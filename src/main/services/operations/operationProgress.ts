// Progress of a long operation, as `operation.progress` events (only when the caller gave an
// operationId): the step, its text in the reader's language, and the English words beside it.
import { englishText } from '../../../shared/i18n/renderText';
import type { Text } from '../../../shared/i18n/text';
import type { ServiceEventHub } from '../serviceEventHub';

export type ProgressReporter = (step: string, text: Text, done?: boolean) => void;

export function progressReporter(hub: ServiceEventHub, cameraId: string, operationId: string | undefined): ProgressReporter {
  if (operationId === undefined) return () => undefined;
  return (step, text, done = false) => hub.emit({ event: 'operation.progress', payload: { operationId, cameraId, step, message: englishText(text), text, done, at: Date.now() } });
}

// Which contract call the code running now serves: an AsyncLocalStorage set around every
// handler (createStudioServices.ts), so what a camera's client observes (cameraChangeObserver.ts)
// can name the operation that sent a script without every handler passing it down.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MethodName, ParsedMethodInput, MethodOutput } from '../../shared/api/contract';
import type { CallContext, StudioHandlers } from './studioServices';

export interface CallCause {
  method: MethodName;
  /** The caller's id for the call's operation, when it gave one. */
  operationId: string | null;
}

const currentCall = new AsyncLocalStorage<CallCause>();

/** The call the caller serves (null: the studio itself, e.g. a probe at start). */
export function currentCallCause(): CallCause | null {
  return currentCall.getStore() ?? null;
}

/** Every handler run within its call's cause. */
export function withCallCauses(handlers: StudioHandlers): StudioHandlers {
  const traced: Partial<Record<MethodName, unknown>> = {};
  for (const method of Object.keys(handlers) as MethodName[]) traced[method] = traceOne(method, handlers[method] as Handler);
  return traced as StudioHandlers;
}

type Handler = (input: ParsedMethodInput<MethodName>, caller: CallContext) => Promise<MethodOutput<MethodName>>;

function traceOne(method: MethodName, handler: Handler): Handler {
  return (input, caller) => currentCall.run({ method, operationId: operationIdOf(input) }, () => handler(input, caller));
}

function operationIdOf(input: unknown): string | null {
  const operationId = typeof input === 'object' && input !== null ? (input as { operationId?: unknown }).operationId : undefined;
  return typeof operationId === 'string' ? operationId : null;
}

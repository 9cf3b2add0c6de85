// The serialisable envelopes both transports carry (Electron IPC and WebSocket).
import { z } from 'zod';
import { apiContract, eventNames, type EventName, type EventPayload } from './contract';
import { catalogTextSchema, type Text } from '../i18n/text';
import { issueProblem } from '../i18n/issueText';
import { englishText } from '../i18n/renderText';
import { apiErrorCodes, type ApiErrorCode } from './errors';

/** A call from the renderer. `id` pairs it with its response (unique per connection). */
export interface WireRequest {
  id: number;
  method: string;
  input: unknown;
}

export interface WireError {
  code: ApiErrorCode;
  message: string;
  text?: Text;
}

/** The outcome of one call, without the id (what the Electron bridge's `call` resolves to). */
export type WireResult = { ok: true; output: unknown } | { ok: false; error: WireError };

export type WireResponse = { id: number } & WireResult;

export type WireEvent = { [E in EventName]: { event: E; payload: EventPayload<E> } }[EventName];

/** Events delivered together; `bus.messages` appears at most once per batch. */
export interface WireEventBatch {
  events: WireEvent[];
}

/** What the server sends over a WebSocket: responses and event batches, told apart by `events`. */
export type WireServerMessage = WireResponse | WireEventBatch;

export const wireRequestSchema = z.strictObject({
  id: z.number().int().nonnegative(),
  method: z.string(),
  input: z.unknown(),
});

export const wireErrorSchema = z.object({ code: z.enum(apiErrorCodes), message: z.string(), text: catalogTextSchema.optional() });

/** Response to one request, as the server sends it over a WebSocket. */
export const wireResponseSchema = z.discriminatedUnion('ok', [
  z.object({ id: z.number().int().nonnegative(), ok: z.literal(true), output: z.unknown() }),
  z.object({ id: z.number().int().nonnegative(), ok: z.literal(false), error: wireErrorSchema }),
]);

/** Only the id of an answer: read from one that is otherwise malformed, to fail the call that waits for it. */
export const wireAnswerIdSchema = z.object({ id: z.number().int().nonnegative() });

/** Only the name of an event: read from one that is otherwise malformed, to name it in the refusal. */
export const wireEventNameSchema = z.object({ event: z.string() });

/** A batch's envelope. Each event in it is checked on its own (wireEventSchema): one bad event does not cost the others. */
export const wireEventBatchEnvelopeSchema = z.object({ events: z.array(z.unknown()) });

/** One event: a name the contract knows and a payload that matches the contract's schema for it. */
export const wireEventSchema = z.object({ event: z.enum(eventNames), payload: z.unknown() }).transform((wire, context): WireEvent => {
  const payload = apiContract.events[wire.event].safeParse(wire.payload);
  if (!payload.success) {
    for (const issue of payload.error.issues) context.addIssue({ code: 'custom', message: englishText(issueProblem(issue)), path: ['payload', ...issue.path] });
    return z.NEVER;
  }
  return { event: wire.event, payload: payload.data } as WireEvent;
});

/** The fields of a zod error, for a message: `payload.camera.state: Invalid option ...; id: ...`. */
export function describeWireIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.map(String).join('.') : '(message)'}: ${englishText(issueProblem(issue))}`).join('; ');
}

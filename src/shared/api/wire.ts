// The serialisable envelopes both transports carry (Electron IPC and WebSocket).
import { z } from 'zod';
import type { EventName, EventPayload } from './contract';
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

export function isEventBatch(message: WireServerMessage): message is WireEventBatch {
  return 'events' in message;
}

export const wireRequestSchema = z.strictObject({
  id: z.number().int().nonnegative(),
  method: z.string(),
  input: z.unknown(),
});

export const wireErrorSchema = z.object({ code: z.enum(apiErrorCodes), message: z.string() });

// What the renderer programs against. Both transports give the same StudioApi: the renderer
// cannot tell Electron IPC from the WebSocket of web mode.
import type { EventName, EventPayload, MethodInput, MethodName, MethodOutput } from './contract';
import type { Text } from '../i18n/text';
import type { ApiErrorCode } from './errors';

export interface StudioApi {
  /** Calls a method; rejects with ApiCallError. */
  call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>>;
  /** Listens to one event; returns the function that stops listening. */
  subscribe<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
}

/** A call that failed: `code` says what kind of failure, `message` is for the technician. */
export class ApiCallError extends Error {
  override readonly name = 'ApiCallError';

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly method: string,
    /** The message as a catalog text, when the studio sent one: shown in the studio's language. */
    readonly text?: Text,
  ) {
    super(message);
  }
}

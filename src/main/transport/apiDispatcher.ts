// The service side of both transports: validates each call against the contract, runs the
// handler, validates its output, and maps engine errors to API errors; a caller's calls under
// way are bounded (callsInFlight.ts). Events of the engines are validated once and fanned out
// to one EventBatcher per connection.
import type { z } from 'zod';
import { apiContract, isMethodName, type MethodName } from '../../shared/api/contract';
import { receivedBusMessagesSchema } from '../../shared/api/distributorSchemas';
import { ApiError } from '../../shared/api/errors';
import type { WireEventBatch, WireResult } from '../../shared/api/wire';
import { studioItself, type CallContext, type ServiceEvent, type StudioServices } from '../services/studioServices';
import { CallsInFlight, maxCallsInFlightPerCaller } from './callsInFlight';
import { toApiError } from './engineErrorMapping';
import { EventBatcher, type EventBatcherOptions } from './eventBatcher';
import { safeParseWarming } from './warmingParse';
import { issuesText } from '../../shared/i18n/issueText';
import { englishText } from '../../shared/i18n/renderText';
import { localize } from '../../shared/i18n/text';

export interface ApiConnection {
  /** Stops this connection's event stream. */
  close(): void;
  /** Bus messages dropped on this connection so far (also reported in `bus.messages`). */
  readonly dropped: number;
}

export class ApiDispatcher {
  private readonly batchers = new Set<EventBatcher>();
  private stopListening: (() => void) | null = null;
  private readonly callsInFlight: CallsInFlight;

  constructor(
    private readonly services: StudioServices,
    private readonly batching: EventBatcherOptions = {},
    maxCallsInFlight: number = maxCallsInFlightPerCaller,
  ) {
    this.callsInFlight = new CallsInFlight(maxCallsInFlight);
  }

  /**
   * Runs one call; throws ApiError. `callerSignal` aborts when the caller goes away, cancelling its
   * long operations; it also names the caller whose calls under way are bounded (callsInFlight.ts).
   */
  async handle(method: string, input: unknown, callerSignal?: AbortSignal): Promise<unknown> {
    return this.callsInFlight.run(callerSignal, method, () => this.run(method, input, callerSignal));
  }

  private async run(method: string, input: unknown, callerSignal?: AbortSignal): Promise<unknown> {
    if (!isMethodName(method)) throw ApiError.of('invalid_request', localize('api.unknownMethod', { method }));
    const schemas = apiContract.methods[method];
    const parsedInput = safeParseWarming(schemas.input, input);
    if (!parsedInput.success) throw ApiError.of('invalid_request', localize('api.invalidInput', { method, issues: issuesText(parsedInput.error) }));
    const handler = this.services.handlers[method] as (input: unknown, caller: CallContext) => Promise<unknown>;
    let output: unknown;
    try {
      output = await handler(parsedInput.data, callerSignal ? { signal: callerSignal } : studioItself);
    } catch (error) {
      throw toApiError(error, method);
    }
    return validateOutput(method, schemas.output, output);
  }

  /** Runs one call and wraps the outcome in a result envelope; never throws. */
  async call(method: string, input: unknown, callerSignal?: AbortSignal): Promise<WireResult> {
    try {
      return { ok: true, output: await this.handle(method, input, callerSignal) };
    } catch (error) {
      const apiError = toApiError(error, method);
      return { ok: false, error: { code: apiError.code, message: apiError.message, ...(apiError.text ? { text: apiError.text } : {}) } };
    }
  }

  /** Opens a per-connection event stream delivering batches to `sink`. */
  connect(sink: (batch: WireEventBatch) => void, options: Pick<EventBatcherOptions, 'isCongested'> = {}): ApiConnection {
    const batcher = new EventBatcher(sink, { ...this.batching, ...options });
    this.batchers.add(batcher);
    this.stopListening ??= this.services.onEvent((event) => this.fanOut(event));
    return {
      close: () => {
        batcher.close();
        this.batchers.delete(batcher);
        if (this.batchers.size === 0) this.stopFanOut();
      },
      get dropped() {
        return batcher.dropped;
      },
    };
  }

  /** Closes every connection's event stream. */
  close(): void {
    for (const batcher of this.batchers) batcher.close();
    this.batchers.clear();
    this.stopFanOut();
  }

  private fanOut(event: ServiceEvent): void {
    const checked = validateEvent(event);
    if (!checked) return;
    for (const batcher of this.batchers) batcher.push(checked);
  }

  private stopFanOut(): void {
    this.stopListening?.();
    this.stopListening = null;
  }
}

function validateOutput(method: MethodName, schema: z.ZodType, output: unknown): unknown {
  const parsed = safeParseWarming(schema, output);
  if (!parsed.success) throw ApiError.of('internal', localize('transport.outputBreaksContract', { method, issues: issuesText(parsed.error) }));
  return parsed.data;
}

/** An event that breaks its schema is a bug in an engine: reported on stderr, not delivered. */
function validateEvent(event: ServiceEvent): ServiceEvent | null {
  const schema = event.event === 'bus.messages' ? receivedBusMessagesSchema : apiContract.events[event.event];
  const parsed = safeParseWarming(schema, event.payload);
  if (parsed.success) return { event: event.event, payload: parsed.data } as ServiceEvent;
  process.stderr.write(`camconfig: event ${event.event} breaks the API contract and was not delivered: ${describeIssues(parsed.error)}\n`);
  return null;
}

/** The issues in English words, for a log line or a protocol refusal. */
export function describeIssues(error: z.ZodError): string {
  return englishText(issuesText(error));
}

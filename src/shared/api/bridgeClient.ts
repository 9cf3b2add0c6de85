// Turns a CamconfigBridge (Electron preload or WebSocket client) into a StudioApi.
import { errorAsText } from '../i18n/errorWords';
import { englishText } from '../i18n/renderText';
import { localize } from '../i18n/text';
import type { CamconfigBridge } from './bridge';
import type { EventName, EventPayload, MethodInput, MethodName, MethodOutput } from './contract';
import { ApiCallError, type StudioApi } from './studioApi';
import type { WireEventBatch } from './wire';

type AnyListener = (payload: unknown) => void;

export function createStudioApi(bridge: CamconfigBridge): StudioApi {
  const listeners = new Map<EventName, Set<AnyListener>>();
  let stopBridge: (() => void) | null = null;

  function deliver(batch: WireEventBatch): void {
    for (const { event, payload } of batch.events) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    }
  }

  function stopWhenUnused(): void {
    const anyListener = [...listeners.values()].some((set) => set.size > 0);
    if (!anyListener && stopBridge) {
      stopBridge();
      stopBridge = null;
    }
  }

  return {
    async call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> {
      let result;
      try {
        result = await bridge.call(method, input);
      } catch (error) {
        const text = localize('transport.noAnswer', { method, detail: errorAsText(error) });
        throw new ApiCallError('transport', englishText(text), method, text);
      }
      if (!result.ok) throw new ApiCallError(result.error.code, result.error.message, method, result.error.text);
      return result.output as MethodOutput<M>;
    },
    subscribe<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
      const set = listeners.get(event) ?? new Set<AnyListener>();
      listeners.set(event, set);
      const entry = listener as AnyListener;
      set.add(entry);
      stopBridge ??= bridge.subscribe(deliver);
      return () => {
        set.delete(entry);
        stopWhenUnused();
      };
    },
  };
}

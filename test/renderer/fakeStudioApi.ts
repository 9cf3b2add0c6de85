// A StudioApi for renderer tests: answers calls from a table, lets the test emit events.
import type { EventName, EventPayload, MethodInput, MethodName, MethodOutput } from '../../src/shared/api/contract';
import { ApiCallError, type StudioApi } from '../../src/shared/api/studioApi';

type Answers = { [M in MethodName]?: (input: MethodInput<M>) => MethodOutput<M> | Promise<MethodOutput<M>> };

export function createFakeStudioApi(answers: Answers) {
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
  const calls: Array<{ method: MethodName; input: unknown }> = [];
  const api: StudioApi = {
    async call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> {
      calls.push({ method, input });
      const answer = answers[method] as ((input: MethodInput<M>) => MethodOutput<M>) | undefined;
      if (!answer) throw new ApiCallError('internal', `no answer for ${method} in this test`, method);
      return answer(input);
    },
    subscribe<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as (payload: unknown) => void);
      return () => set.delete(listener as (payload: unknown) => void);
    },
  };
  const emit = <E extends EventName>(event: E, payload: EventPayload<E>) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };
  const listenerCount = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0);
  return { api, calls, emit, listenerCount };
}

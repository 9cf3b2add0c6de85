// A test double of StudioServices for transport tests: every handler is a spy that fails the
// test unless the test gives it an implementation; events are emitted by hand.
import { vi, type Mock } from 'vitest';
import { methodNames, type MethodName } from '../../../src/shared/api/contract';
import type { ServiceEvent, StudioHandlers, StudioServices } from '../../../src/main/services/studioServices';

export type HandlerSpies = { [M in MethodName]: Mock<StudioHandlers[M]> };

export interface StudioServicesDouble extends StudioServices {
  readonly spies: HandlerSpies;
  emit(event: ServiceEvent): void;
  listenerCount(): number;
}

export function createStudioServicesDouble(): StudioServicesDouble {
  const listeners = new Set<(event: ServiceEvent) => void>();
  const spies = Object.fromEntries(
    methodNames.map((name) => [name, vi.fn(async () => Promise.reject(new Error(`test double: ${name} was called without an implementation`)))]),
  ) as unknown as HandlerSpies;
  return {
    spies,
    handlers: spies as unknown as StudioHandlers,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event) {
      for (const listener of listeners) listener(event);
    },
    listenerCount: () => listeners.size,
    close: async () => undefined,
  };
}

export function busMessage(index: number): ServiceEvent {
  return { event: 'bus.messages', payload: { messages: [{ path: `messages.global.m${index}`, value: String(index), from: { IP: '127.0.0.1', PID: 4242 }, receivedAt: 1_700_000_000_000 + index, resent: false }] } };
}

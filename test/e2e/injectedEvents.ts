// The real services, plus events the test sends down the same path their own events take (the
// web server's batcher, the WebSocket, the page): bus messages at a rate or in a form no real
// peer would be waited for.
import type { ServiceEvent, StudioServices } from '../../src/main/services/studioServices';

export interface InjectableServices {
  services: StudioServices;
  /** Gives `event` to every listener of the services, as the services themselves would. */
  emit(event: ServiceEvent): void;
  /** Listeners now subscribed (the web server subscribes once a page connects). */
  listenerCount(): number;
}

export function withInjectedEvents(real: StudioServices): InjectableServices {
  const listeners = new Set<(event: ServiceEvent) => void>();
  const services: StudioServices = {
    handlers: real.handlers,
    onEvent(listener) {
      const stopReal = real.onEvent(listener);
      listeners.add(listener);
      return () => {
        stopReal();
        listeners.delete(listener);
      };
    },
    close: () => real.close(),
  };
  return {
    services,
    emit: (event) => {
      for (const listener of listeners) listener(event);
    },
    listenerCount: () => listeners.size,
  };
}

// Fans the service layer's events out to the transports' listeners.
import type { ServiceEvent } from './studioServices';

export class ServiceEventHub {
  private readonly listeners = new Set<(event: ServiceEvent) => void>();

  on(listener: (event: ServiceEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: ServiceEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  clear(): void {
    this.listeners.clear();
  }
}

// A typed wrapper around EventEmitter: listeners get the payload type of their event name.
import { EventEmitter } from 'node:events';

export class TypedEvents<Events extends object> {
  private readonly emitter = new EventEmitter();

  constructor() {
    // A studio window, sdk-demo and tests may all listen; the default limit of 10 is only a leak hint.
    this.emitter.setMaxListeners(100);
  }

  on<Name extends keyof Events & string>(event: Name, listener: (payload: Events[Name]) => void): () => void {
    this.emitter.on(event, listener);
    return () => this.emitter.off(event, listener);
  }

  once<Name extends keyof Events & string>(event: Name, listener: (payload: Events[Name]) => void): () => void {
    this.emitter.once(event, listener);
    return () => this.emitter.off(event, listener);
  }

  off<Name extends keyof Events & string>(event: Name, listener: (payload: Events[Name]) => void): void {
    this.emitter.off(event, listener);
  }

  emit<Name extends keyof Events & string>(event: Name, payload: Events[Name]): void {
    this.emitter.emit(event, payload);
  }

  hasListeners(event: keyof Events & string): boolean {
    return this.emitter.listenerCount(event) > 0;
  }

  removeAll(): void {
    this.emitter.removeAllListeners();
  }
}

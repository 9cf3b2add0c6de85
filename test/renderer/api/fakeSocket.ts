// What the tests' stand-ins for the browser's WebSocket share: listeners by event type, the
// texts sent, and handing an event to its listeners. Each test file adds how its socket opens
// and closes.
export type FakeSocketListener = (event: { data: unknown }) => void;

export class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  private readonly listeners = new Map<string, FakeSocketListener[]>();

  addEventListener(type: string, listener: FakeSocketListener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  send(data: string): void {
    this.sent.push(data);
  }

  /** Hands an event of `type` to its listeners. */
  protected emit(type: string, data?: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
}

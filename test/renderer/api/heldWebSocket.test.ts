// The page's first WebSocket, opened before anything listens (shell/boot.ts): what it hears
// meanwhile reaches the listeners in order once they are added, the bridge takes it over as if it
// had opened it, and a socket that heard more than its limits is closed and given up whole.
import { describe, expect, it } from 'vitest';
import { holdWebSocket, type RawWebSocket } from '../../../src/renderer/api/heldWebSocket';
import { createWebSocketBridge } from '../../../src/renderer/api/webSocketBridge';
import { createStudioApi } from '../../../src/shared/api/bridgeClient';
import { FakeSocket } from './fakeSocket';

class RawSocket extends FakeSocket implements RawWebSocket {
  closed = false;
  close(): void {
    this.closed = true;
    this.readyState = 3;
  }
  fire(type: string, data?: unknown): void {
    if (type === 'open') this.readyState = 1;
    this.emit(type, data);
  }
}

/** Collects what a held socket hands on, by type, in one list (the order across types matters). */
function listenTo(socket: ReturnType<typeof holdWebSocket>): string[] {
  const heard: string[] = [];
  socket.addEventListener('open', () => heard.push('open'));
  socket.addEventListener('message', (event) => heard.push(`message ${String(event.data)}`));
  socket.addEventListener('close', () => heard.push('close'));
  return heard;
}

describe('a WebSocket held until the page listens', () => {
  it('hands on what it heard before, in order, once the listeners are added, then passes events straight through', async () => {
    const raw = new RawSocket();
    const held = holdWebSocket(raw);
    raw.fire('open');
    raw.fire('message', 'first');
    raw.fire('message', 'second');
    const heard = listenTo(held);
    expect(heard).toEqual([]); // handed on after the task that adds the listeners, not inside addEventListener
    await expect.poll(() => heard).toEqual(['open', 'message first', 'message second']);
    raw.fire('message', 'third');
    raw.fire('close');
    expect(heard).toEqual(['open', 'message first', 'message second', 'message third', 'close']);
    expect(held.readyState).toBe(1);
    held.send('out');
    expect(raw.sent).toEqual(['out']);
  });

  it('is taken over by the bridge: a call goes out on it at once and its answer resolves the call', async () => {
    const raw = new RawSocket();
    const held = holdWebSocket(raw);
    raw.fire('open');
    let opened = 0;
    const bridge = createWebSocketBridge('ws://127.0.0.1:1/api', () => {
      opened++;
      return held;
    });
    const api = createStudioApi(bridge);
    const answer = api.call('workspace.status', {});
    await expect.poll(() => raw.sent.length).toBe(1);
    const request = JSON.parse(raw.sent[0]!) as { id: number; method: string };
    expect(request.method).toBe('workspace.status');
    raw.fire('message', JSON.stringify({ id: request.id, ok: true, output: { kept: 'memory' } }));
    await expect(answer).resolves.toEqual({ kept: 'memory' });
    expect(opened).toBe(1);
  });

  it('a close heard before anyone listened reaches the bridge after the open: the connection is reported lost', async () => {
    const raw = new RawSocket();
    const held = holdWebSocket(raw);
    raw.fire('open');
    raw.fire('close');
    const bridge = createWebSocketBridge('ws://127.0.0.1:1/api', () => held, { firstDelayMs: 60_000, maxDelayMs: 60_000 });
    const states: string[] = [];
    bridge.onChange((state) => states.push(state));
    bridge.subscribe(() => undefined);
    await expect.poll(() => states).toEqual(['connected', 'lost']);
    bridge.close();
  });

  it('gives up a socket that heard more messages than its limit before anyone listened: closed, nothing handed on', async () => {
    const raw = new RawSocket();
    const held = holdWebSocket(raw, { messages: 3, characters: 1000 });
    raw.fire('open');
    for (const text of ['a', 'b', 'c']) raw.fire('message', text);
    expect(held.usable).toBe(true);
    raw.fire('message', 'd');
    expect(held.usable).toBe(false);
    expect(raw.closed).toBe(true);
    const heard = listenTo(held);
    raw.fire('message', 'late');
    const marker: string[] = [];
    queueMicrotask(() => marker.push('after hand-on'));
    await expect.poll(() => marker).toEqual(['after hand-on']);
    expect(heard).toEqual([]);
  });

  it('gives up a socket whose held text outgrew its limit', () => {
    const raw = new RawSocket();
    const held = holdWebSocket(raw, { messages: 100, characters: 10 });
    raw.fire('message', '123456');
    expect(held.usable).toBe(true);
    raw.fire('message', '12345');
    expect(held.usable).toBe(false);
    expect(raw.closed).toBe(true);
  });
});

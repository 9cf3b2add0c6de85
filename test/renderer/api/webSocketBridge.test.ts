// The web-mode bridge's reconnect logic, with scripted sockets and fake timers: pending calls
// fail as 'transport' errors, the loss is reported, retries back off, and the new socket
// carries events again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStudioApi } from '../../../src/shared/api/bridgeClient';
import { ApiCallError } from '../../../src/shared/api/studioApi';
import { createWebSocketBridge, reconnectDelayMs, type ConnectionState, type WebSocketLike } from '../../../src/renderer/api/webSocketBridge';
import { FakeSocket } from './fakeSocket';

class ScriptedSocket extends FakeSocket implements WebSocketLike {
  close(): void {
    this.drop();
  }
  accept(): void {
    this.readyState = 1;
    this.emit('open');
  }
  drop(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.emit('close');
  }
  deliver(message: unknown): void {
    this.emit('message', JSON.stringify(message));
  }
  /** Hands on `data` as the socket received it (not JSON, binary). */
  deliverRaw(data: unknown): void {
    this.emit('message', data);
  }
}

const timing = { firstDelayMs: 100, maxDelayMs: 400 };
let sockets: ScriptedSocket[];
let bridge: ReturnType<typeof createWebSocketBridge>;
let states: ConnectionState[];

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  states = [];
  bridge = createWebSocketBridge(
    'ws://127.0.0.1:1/api',
    () => {
      const socket = new ScriptedSocket();
      sockets.push(socket);
      return socket;
    },
    timing,
  );
  bridge.onChange((state) => states.push(state));
});
afterEach(() => {
  bridge.close();
  vi.useRealTimers();
});

const statisticsBatch = (n: number) => ({ events: [{ event: 'bus.messages', payload: { messages: [], dropped: n, droppedTotal: n } }] });

describe('createWebSocketBridge', () => {
  it('doubles the retry delay up to the maximum', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelayMs(attempt, timing))).toEqual([100, 200, 400, 400, 400]);
  });

  it('fails a pending call with an ApiCallError of code transport when the connection drops', async () => {
    const api = createStudioApi(bridge);
    const call = api.call('cameras.list', {});
    sockets[0]!.accept();
    await vi.waitFor(() => expect(sockets[0]!.sent).toHaveLength(1));
    sockets[0]!.drop();
    const error = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ code: 'transport', method: 'cameras.list' });
    expect((error as Error).message).toContain('the connection to the studio closed');
    expect(states).toEqual(['connected', 'lost']);
  });

  it('reconnects with backoff while subscribed, reports it, and delivers events on the new socket', async () => {
    const batches: unknown[] = [];
    bridge.subscribe((batch) => batches.push(batch));
    sockets[0]!.accept();
    sockets[0]!.drop();
    expect(states).toEqual(['connected', 'lost']);
    expect(sockets).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(99);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop(); // the server is still down
    await vi.advanceTimersByTimeAsync(199);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.drop();
    await vi.advanceTimersByTimeAsync(400);
    expect(sockets).toHaveLength(4);
    expect(states).toEqual(['connected', 'lost']);

    sockets[3]!.accept();
    expect(states).toEqual(['connected', 'lost', 'connected']);
    sockets[3]!.deliver(statisticsBatch(1));
    expect(batches).toEqual([statisticsBatch(1)]);

    // After a success the backoff starts over.
    sockets[3]!.drop();
    await vi.advanceTimersByTimeAsync(100);
    expect(sockets).toHaveLength(5);
  });

  it('reports a first connection that fails as lost and keeps trying', async () => {
    bridge.subscribe(() => undefined);
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['lost']);
    await vi.advanceTimersByTimeAsync(100);
    sockets[1]!.accept();
    expect(states).toEqual(['lost', 'connected']);
  });

  it('does not reconnect without subscribers, nor after close()', async () => {
    const api = createStudioApi(bridge);
    const call = api.call('studio.info', {}).catch((caught: unknown) => caught);
    sockets[0]!.accept();
    sockets[0]!.drop();
    expect(await call).toMatchObject({ code: 'transport' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(1);

    bridge.subscribe(() => undefined);
    sockets[1]!.accept();
    bridge.close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(2);
  });
});

describe('createWebSocketBridge: messages that break the wire format', () => {
  const camera = { id: 'cam-1', label: 'Door', host: '127.0.0.1', port: 8080, https: false, user: 'admin', simulated: false, state: 'online', stateDetail: null, firmware: null, factoryPassword: false, passwordKnown: true, persisted: false, group: null, variables: {} };

  function refusals(): string[] {
    const problems: string[] = [];
    bridge.onRefusedMessage((problem, refusedTotal) => problems.push(`${refusedTotal}: ${problem}`));
    return problems;
  }

  it('refuses text that is not JSON, binary data and unknown shapes, and keeps working', async () => {
    const problems = refusals();
    const batches: unknown[] = [];
    bridge.subscribe((batch) => batches.push(batch));
    sockets[0]!.accept();
    const socket = sockets[0]!;
    expect(() => socket.deliverRaw('{"events": [')).not.toThrow();
    socket.deliverRaw(new Uint8Array([1, 2]));
    socket.deliver({ hello: 'world' });
    socket.deliver(null);
    expect(problems).toEqual([
      '1: a message that is not JSON: {"events": [',
      '2: a binary WebSocket message (the studio sends text)',
      expect.stringMatching(/^3: a malformed answer: ok: /),
      expect.stringMatching(/^4: a malformed answer: /),
    ]);
    socket.deliver(statisticsBatch(2));
    expect(batches).toEqual([statisticsBatch(2)]);
  });

  it('delivers the well-formed events of a batch and refuses each malformed one, naming the field', () => {
    const problems = refusals();
    const batches: unknown[] = [];
    bridge.subscribe((batch) => batches.push(batch));
    sockets[0]!.accept();
    sockets[0]!.deliver({
      events: [
        { event: 'camera.state', payload: { camera: { ...camera, state: 'exploded' }, removed: false } },
        { event: 'camera.state', payload: { camera, removed: false } },
        { event: 'no.such.event', payload: {} },
        { event: 'bus.messages', payload: { messages: [{ path: 'messages.global.door' }], dropped: 0, droppedTotal: 0 } },
      ],
    });
    expect(batches).toEqual([{ events: [{ event: 'camera.state', payload: { camera, removed: false } }] }]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^1: a malformed 'camera.state' event: payload\.camera\.state: /);
    expect(problems[1]).toMatch(/^2: a malformed 'no.such.event' event: event: /);
    expect(problems[2]).toMatch(/^3: a malformed 'bus.messages' event: payload\.messages\.0\.value: /);

    sockets[0]!.deliver({ events: [{ event: 'camera.state', payload: { camera, removed: 'yes' } }] });
    expect(batches).toHaveLength(1);
  });

  it('fails the call whose answer is malformed instead of leaving it waiting', async () => {
    const problems = refusals();
    const api = createStudioApi(bridge);
    const call = api.call('studio.info', {}).catch((caught: unknown) => caught);
    sockets[0]!.accept();
    await vi.waitFor(() => expect(sockets[0]!.sent).toHaveLength(1));
    const { id } = JSON.parse(sockets[0]!.sent[0]!) as { id: number };
    sockets[0]!.deliver({ id, ok: false, error: { code: 'no_such_code', message: 'x' } });
    const error = await call;
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ code: 'transport', method: 'studio.info' });
    expect((error as Error).message).toMatch(/the studio sent a malformed answer: .*error\.code/);
    expect(problems).toHaveLength(1);
    // An answer to a call nobody waits for is neither delivered nor an error.
    sockets[0]!.deliver({ id: 999, ok: true, output: {} });
    expect(problems).toHaveLength(1);
  });
});

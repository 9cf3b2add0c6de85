import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventBatcher } from '../../../src/main/transport/eventBatcher';
import { BoundedQueue } from '../../../src/main/transport/boundedQueue';
import { maxKeptPerOperation } from '../../../src/main/transport/pendingProgress';
import type { WireEventBatch } from '../../../src/shared/api/wire';
import { busMessage } from './studioServicesDouble';
import { localize } from '../../../src/shared/i18n/text';

/** Words given as they are (the camera's own), as a text of the catalog. */
const asWords = (detail: string) => localize('fleet.outcome.failed', { detail });

function busPayload(batch: WireEventBatch | undefined) {
  const event = batch?.events.find((candidate) => candidate.event === 'bus.messages');
  if (event?.event !== 'bus.messages') throw new Error('batch has no bus.messages event');
  return event.payload;
}

function addressOf(index: number): string {
  return `127.0.${Math.floor(index / 256)}.${index % 256}`;
}

function scanProgress(operationId: string, done: number, total: number, status: 'camera' | 'locked' | 'not_camera' | 'no_answer') {
  const result = { address: addressOf(done), port: 80, status, firmware: null, factoryPassword: false, inWorkspace: false };
  return { event: 'site.discoverProgress' as const, payload: { operationId, done, total, found: 0, result } };
}

function sentProgress(batches: WireEventBatch[]) {
  return batches.flatMap((batch) => batch.events.flatMap((e) => (e.event === 'site.discoverProgress' ? [{ operationId: e.payload.operationId, done: e.payload.done, address: e.payload.result.address }] : [])));
}

const distributorState = { active: true, reason: null, iface: 'lo', address: '127.0.0.1', broadcastAddress: '127.255.255.255', port: 4711, encrypted: true, pollFreq: 10, resend: 3, maxTimeOffset: 5 };

describe('EventBatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('delivers a lone event at once, before the window could end: on the next turn of the event loop', () => {
    const batches: WireEventBatch[] = [];
    const batcher = new EventBatcher((batch) => batches.push(batch), { maxDelayMs: 50 });
    batcher.push(busMessage(0));
    expect(batches).toHaveLength(0);
    vi.advanceTimersByTime(0);
    expect(batches).toHaveLength(1);
    expect(busPayload(batches[0]).messages.map((m) => m.value)).toEqual(['0']);
    expect(busPayload(batches[0])).toMatchObject({ dropped: 0, droppedTotal: 0 });
  });

  it('sends the events of one moment together in one batch', () => {
    const batches: WireEventBatch[] = [];
    const batcher = new EventBatcher((batch) => batches.push(batch), { maxDelayMs: 50 });
    for (let i = 0; i < 3; i++) batcher.push(busMessage(i));
    batcher.push({ event: 'distributor.state', payload: distributorState });
    vi.advanceTimersByTime(0);
    expect(batches).toHaveLength(1);
    expect(busPayload(batches[0]).messages.map((m) => m.value)).toEqual(['0', '1', '2']);
    expect(batches[0]!.events.map((e) => e.event)).toEqual(['distributor.state', 'bus.messages']);
  });

  it('within a window sends immediateBatches batches at once, holds later events until its end, then is idle again', () => {
    const batches: WireEventBatch[] = [];
    const batcher = new EventBatcher((batch) => batches.push(batch), { maxDelayMs: 50, immediateBatches: 2 });
    const sentValues = () => batches.map((batch) => busPayload(batch).messages.map((m) => m.value));
    batcher.push(busMessage(0));
    vi.advanceTimersByTime(10);
    batcher.push(busMessage(1));
    vi.advanceTimersByTime(0);
    expect(sentValues()).toEqual([['0'], ['1']]);
    for (const value of [2, 3, 4]) {
      vi.advanceTimersByTime(10);
      batcher.push(busMessage(value));
    }
    vi.advanceTimersByTime(9);
    expect(sentValues()).toEqual([['0'], ['1']]);
    vi.advanceTimersByTime(1);
    expect(sentValues()).toEqual([['0'], ['1'], ['2', '3', '4']]);
    // The window the held batch opened ends with nothing waiting: the line is idle again.
    vi.advanceTimersByTime(60);
    batcher.push(busMessage(5));
    vi.advanceTimersByTime(0);
    expect(sentValues().at(-1)).toEqual(['5']);
  });

  it('under a steady stream sends far fewer batches than events, all of them in order', () => {
    const batches: WireEventBatch[] = [];
    const batcher = new EventBatcher((batch) => batches.push(batch), { maxDelayMs: 50, immediateBatches: 2 });
    for (let i = 0; i < 1000; i++) {
      batcher.push(busMessage(i));
      vi.advanceTimersByTime(1);
    }
    vi.advanceTimersByTime(50);
    // 1000 events over 1 s: at most 2 batches per 50 ms window.
    expect(batches.length).toBeLessThanOrEqual(41);
    expect(batches.flatMap((batch) => busPayload(batch).messages.map((m) => Number(m.value)))).toEqual([...Array(1000).keys()]);
    expect(batcher.dropped).toBe(0);
  });

  it('sends at once when maxBatchMessages messages wait, never more per batch', () => {
    const batches: WireEventBatch[] = [];
    const batcher = new EventBatcher((batch) => batches.push(batch), { maxDelayMs: 50, maxBatchMessages: 500 });
    for (let i = 0; i < 1200; i++) batcher.push(busMessage(i));
    expect(batches.map((batch) => busPayload(batch).messages.length)).toEqual([500, 500]);
    vi.advanceTimersByTime(50);
    expect(batches.map((batch) => busPayload(batch).messages.length)).toEqual([500, 500, 200]);
    const values = batches.flatMap((batch) => busPayload(batch).messages.map((m) => Number(m.value)));
    expect(values).toEqual([...Array(1200).keys()]);
  });

  it('drops nothing while the consumer keeps up, even with a queue smaller than a batch', () => {
    const batches: WireEventBatch[] = [];
    const batcher = new EventBatcher((batch) => batches.push(batch), { maxDelayMs: 50, maxBatchMessages: 500, maxQueuedMessages: 100 });
    for (let i = 0; i < 1000; i++) batcher.push(busMessage(i));
    vi.advanceTimersByTime(50);
    expect(batcher.dropped).toBe(0);
    expect(batches.flatMap((batch) => busPayload(batch).messages.map((m) => Number(m.value)))).toEqual([...Array(1000).keys()]);
  });

  it('with maxBatchMessages 1 sends one batch per message (unbatched)', () => {
    const batches: WireEventBatch[] = [];
    const batcher = new EventBatcher((batch) => batches.push(batch), { maxBatchMessages: 1 });
    for (let i = 0; i < 5; i++) batcher.push(busMessage(i));
    expect(batches).toHaveLength(5);
  });

  it('keeps only the latest distributor state and statistics, one camera.state per camera, the latest step of an operation beside its final one', () => {
    const batches: WireEventBatch[] = [];
    const batcher = new EventBatcher((batch) => batches.push(batch));
    batcher.push({ event: 'distributor.state', payload: { ...distributorState, pollFreq: 1 } });
    batcher.push({ event: 'distributor.state', payload: distributorState });
    const camera = (id: string, state: 'online' | 'offline') => ({
      event: 'camera.state' as const,
      payload: { removed: false, camera: { id, label: id, host: '127.0.0.1', port: 80, https: false, user: 'admin', simulated: true, state, stateDetail: null, firmware: null, factoryPassword: false, passwordKnown: true, persisted: false, group: null, variables: {} } },
    });
    batcher.push(camera('a', 'online'));
    batcher.push(camera('b', 'online'));
    batcher.push(camera('a', 'offline'));
    for (const step of ['write', 'store', 'done']) {
      batcher.push({ event: 'operation.progress', payload: { operationId: 'op', cameraId: 'a', step, message: step, text: { id: 'remoteConfig.asGiven', params: { words: step } }, done: step === 'done', at: 0 } });
    }
    vi.advanceTimersByTime(50);
    expect(batches).toHaveLength(1);
    const events = batches[0]!.events;
    expect(events.filter((e) => e.event === 'distributor.state').map((e) => e.payload)).toEqual([distributorState]);
    expect(events.filter((e) => e.event === 'camera.state').map((e) => (e.event === 'camera.state' ? `${e.payload.camera.id}:${e.payload.camera.state}` : ''))).toEqual(['b:online', 'a:offline']);
    expect(events.flatMap((e) => (e.event === 'operation.progress' ? [e.payload.step] : []))).toEqual(['store', 'done']);
    expect(events.some((e) => e.event === 'bus.messages')).toBe(false);
  });

  it('keeps one camera.changed per camera and operation: a fleet apply beside the editor\'s own write is never merged away', () => {
    const batches: WireEventBatch[] = [];
    const batcher = new EventBatcher((batch) => batches.push(batch));
    const changed = (cameraId: string, operationId: string | null, at: number) => ({ event: 'camera.changed' as const, payload: { cameraId, operation: operationId === null ? null : 'fleet.apply', operationId, at } });
    for (const event of [changed('a', 'fleet-1', 1), changed('a', 'edit-1', 2), changed('a', 'fleet-1', 3), changed('b', 'fleet-1', 4), changed('a', null, 5)]) batcher.push(event);
    vi.advanceTimersByTime(50);
    const events = batches.flatMap((batch) => batch.events).flatMap((e) => (e.event === 'camera.changed' ? [`${e.payload.cameraId}:${e.payload.operationId}:${e.payload.at}`] : []));
    expect(events.sort()).toEqual(['a:edit-1:2', 'a:fleet-1:3', 'a:null:5', 'b:fleet-1:4']);
  });

  it('holds one pending entry for 10,000 steps of a scan the consumer does not take, and hands it the latest', () => {
    const batches: WireEventBatch[] = [];
    let congested = true;
    const batcher = new EventBatcher((batch) => batches.push(batch), { maxDelayMs: 50, isCongested: () => congested });
    for (let done = 1; done <= 10_000; done++) batcher.push(scanProgress('scan', done, 10_000, 'no_answer'));
    vi.advanceTimersByTime(500);
    expect(batches).toHaveLength(0);
    expect(batcher.pendingEvents).toBe(1);
    congested = false;
    vi.advanceTimersByTime(50);
    expect(sentProgress(batches)).toEqual([{ operationId: 'scan', done: 10_000, address: addressOf(10_000) }]);
  });

  it('keeps every camera a scan found and every final step, while the steps between them merge', () => {
    const batches: WireEventBatch[] = [];
    let congested = true;
    const batcher = new EventBatcher((batch) => batches.push(batch), { maxDelayMs: 50, isCongested: () => congested });
    for (let done = 1; done <= 10_000; done++) batcher.push(scanProgress('scan', done, 10_000, done % 1000 === 0 ? 'camera' : 'no_answer'));
    for (const cameraId of ['cam-1', 'cam-2']) {
      for (const step of ['reading', 'writing']) batcher.push({ event: 'operation.progress', payload: { operationId: 'backup', cameraId, step, message: step, text: { id: 'remoteConfig.asGiven', params: { words: step } }, done: false, at: 0 } });
      batcher.push({ event: 'operation.progress', payload: { operationId: 'backup', cameraId, step: 'done', message: 'done', text: { id: 'remoteConfig.asGiven', params: { words: 'done' } }, done: true, at: 0 } });
    }
    for (const step of ['write', 'verify']) batcher.push({ event: 'fleet.applyProgress', payload: { operationId: 'apply', cameraId: 'cam-1', label: 'Lobby', step: step as 'write', message: step, text: asWords(step) } });
    batcher.push({ event: 'fleet.applyProgress', payload: { operationId: 'apply', cameraId: 'cam-1', label: 'Lobby', step: 'done', message: 'verified', text: asWords('verified'), status: 'verified' } });
    expect(batcher.pendingEvents).toBe(10 + 1 + 4 + 2);
    congested = false;
    vi.advanceTimersByTime(50);
    const found = sentProgress(batches).filter((progress) => progress.done % 1000 === 0);
    expect(found.map((progress) => progress.done)).toEqual([1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10_000]);
    const steps = batches.flatMap((batch) => batch.events.flatMap((e) => (e.event === 'operation.progress' ? [`${e.payload.cameraId}:${e.payload.step}`] : [])));
    expect(steps).toEqual(['cam-1:writing', 'cam-1:done', 'cam-2:writing', 'cam-2:done']);
    const apply = batches.flatMap((batch) => batch.events.flatMap((e) => (e.event === 'fleet.applyProgress' ? [e.payload.step] : [])));
    expect(apply).toEqual(['verify', 'done']);
  });

  it('keeps the latest step of each operation apart', () => {
    const batches: WireEventBatch[] = [];
    let congested = true;
    const batcher = new EventBatcher((batch) => batches.push(batch), { maxDelayMs: 50, isCongested: () => congested });
    for (let done = 1; done <= 3000; done++) for (const operationId of ['scan-a', 'scan-b', 'scan-c']) batcher.push(scanProgress(operationId, done, 3000, 'not_camera'));
    expect(batcher.pendingEvents).toBe(3);
    congested = false;
    vi.advanceTimersByTime(50);
    expect(sentProgress(batches).map(({ operationId, done }) => `${operationId}:${done}`).sort()).toEqual(['scan-a:3000', 'scan-b:3000', 'scan-c:3000']);
  });

  it('bounds the found cameras one scan holds pending; beyond that they merge and the latest step still arrives', () => {
    const batches: WireEventBatch[] = [];
    let congested = true;
    const batcher = new EventBatcher((batch) => batches.push(batch), { maxDelayMs: 50, isCongested: () => congested });
    for (let done = 1; done <= 10_000; done++) batcher.push(scanProgress('scan', done, 10_000, 'locked'));
    expect(batcher.pendingEvents).toBe(maxKeptPerOperation + 1);
    congested = false;
    vi.advanceTimersByTime(50);
    expect(sentProgress(batches).at(-1)).toEqual({ operationId: 'scan', done: 10_000, address: addressOf(10_000) });
  });

  it('while the consumer is congested, drops the oldest messages beyond the queue bound and reports the count', () => {
    const batches: WireEventBatch[] = [];
    let congested = true;
    const batcher = new EventBatcher((batch) => batches.push(batch), { maxDelayMs: 50, maxBatchMessages: 500, maxQueuedMessages: 1000, isCongested: () => congested });
    for (let i = 0; i < 1300; i++) batcher.push(busMessage(i));
    vi.advanceTimersByTime(500);
    expect(batches).toHaveLength(0);
    expect(batcher.dropped).toBe(300);
    congested = false;
    vi.advanceTimersByTime(50);
    const first = busPayload(batches[0]);
    expect(first.messages[0]!.value).toBe('300');
    expect(first).toMatchObject({ dropped: 300, droppedTotal: 300 });
    vi.advanceTimersByTime(50);
    const second = busPayload(batches[1]);
    expect(second.messages.at(-1)!.value).toBe('1299');
    expect(second).toMatchObject({ dropped: 0, droppedTotal: 300 });
    const delivered = batches.reduce((sum, batch) => sum + busPayload(batch).messages.length, 0);
    expect(delivered + batcher.dropped).toBe(1300);
  });

  it('sends nothing after close', () => {
    const batches: WireEventBatch[] = [];
    const batcher = new EventBatcher((batch) => batches.push(batch));
    batcher.push(busMessage(1));
    batcher.close();
    batcher.push(busMessage(2));
    vi.advanceTimersByTime(200);
    expect(batches).toHaveLength(0);
  });
});

describe('BoundedQueue', () => {
  it('evicts the oldest item when full and hands items out oldest first', () => {
    const queue = new BoundedQueue<number>(3);
    expect([1, 2, 3, 4, 5].map((n) => queue.push(n).evicted)).toEqual([false, false, false, true, true]);
    expect(queue.take(2)).toEqual([3, 4]);
    queue.push(6);
    expect(queue.take(10)).toEqual([5, 6]);
    expect(queue.size).toBe(0);
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new BoundedQueue(0)).toThrow('queue capacity must be a positive integer, got 0');
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { CamconfigBridge } from '../../../src/shared/api/bridge';
import { createStudioApi } from '../../../src/shared/api/bridgeClient';
import { ApiCallError } from '../../../src/shared/api/studioApi';
import type { WireEventBatch, WireResult } from '../../../src/shared/api/wire';

function bridgeDouble(answer: (method: string, input: unknown) => Promise<WireResult>) {
  const listeners = new Set<(batch: WireEventBatch) => void>();
  const bridge: CamconfigBridge = {
    call: vi.fn(answer),
    subscribe: vi.fn((listener: (batch: WireEventBatch) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
  };
  return { bridge, deliver: (batch: WireEventBatch) => listeners.forEach((listener) => listener(batch)), listenerCount: () => listeners.size };
}

describe('createStudioApi', () => {
  it('resolves with the output and rejects with ApiCallError carrying code and method', async () => {
    const { bridge } = bridgeDouble(async (method) =>
      method === 'config.profile' ? { ok: true, output: { profile: 'day' } } : { ok: false, error: { code: 'auth', message: 'camera refused the credentials' } },
    );
    const api = createStudioApi(bridge);
    await expect(api.call('config.profile', { cameraId: 'cam-1' })).resolves.toEqual({ profile: 'day' });
    const error = await api.call('config.store', { cameraId: 'cam-1' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ code: 'auth', method: 'config.store', message: 'camera refused the credentials' });
  });

  it('turns a lost connection into ApiCallError code transport', async () => {
    const { bridge } = bridgeDouble(async () => Promise.reject(new Error('the connection to the studio closed')));
    const error = await createStudioApi(bridge).call('studio.info', {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'transport', message: 'the studio did not answer studio.info: the connection to the studio closed' });
  });

  it('routes each event of a batch to its own listeners and stops the bridge stream when nobody listens', () => {
    const { bridge, deliver, listenerCount } = bridgeDouble(async () => ({ ok: true, output: {} }));
    const api = createStudioApi(bridge);
    const states: boolean[] = [];
    const progress: string[] = [];
    const stopState = api.subscribe('distributor.state', (state) => states.push(state.active));
    const stopProgress = api.subscribe('operation.progress', (payload) => progress.push(payload.step));
    expect(bridge.subscribe).toHaveBeenCalledTimes(1);
    deliver({
      events: [
        { event: 'operation.progress', payload: { operationId: 'op', cameraId: 'cam-1', step: 'store', message: '', text: { id: 'remoteConfig.asGiven', params: { words: '' } }, done: false, at: 0 } },
        { event: 'distributor.state', payload: { active: true, reason: null, iface: 'lo', address: '127.0.0.1', broadcastAddress: '127.255.255.255', port: 1, encrypted: true, pollFreq: 1, resend: 1, maxTimeOffset: 1 } },
      ],
    });
    expect(states).toEqual([true]);
    expect(progress).toEqual(['store']);
    stopState();
    expect(listenerCount()).toBe(1);
    stopProgress();
    expect(listenerCount()).toBe(0);
  });
});

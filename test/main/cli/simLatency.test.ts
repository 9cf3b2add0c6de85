// `camconfig sim --latency MS`: every camera waits before answering (for fleet benchmarks).
import { describe, expect, it } from 'vitest';
import { parseSimOptions } from '../../../src/main/cli/sim/simOptions';
import { stopCameraFleet } from '../../../src/main/simulator/camera';
import { RemoteConfigClient } from '../../../src/main/remoteconfig/remoteConfigClient';
import { newSimulatedCamera, startSimulatedCameraFleet, testLatencyMs } from '../../support/simulatedCameras';

describe('camconfig sim --latency', () => {
  it('reads a whole number of milliseconds and refuses anything else, naming the option', () => {
    expect(parseSimOptions(['--latency', '250']).latencyMs).toBe(250);
    expect(parseSimOptions([]).latencyMs).toBeUndefined();
    expect(() => parseSimOptions(['--latency', 'soon'])).toThrow("--latency must be a whole number from 0 to 60000, got 'soon'");
    expect(() => parseSimOptions(['--latency', '1.5'])).toThrow('--latency');
  });

  it('makes each camera of a fleet wait that long before it answers, beside the latency fault', async () => {
    const cameras = await startSimulatedCameraFleet({ count: 2, baseLatencyMs: 300, faults: { latencyMs: 100 } });
    try {
      const started = Date.now();
      await Promise.all(cameras.map((camera) => new RemoteConfigClient({ host: '127.0.0.1', port: camera.port, user: 'admin', password: 'meinsm' }).profile()));
      expect(Date.now() - started).toBeGreaterThanOrEqual(390 + testLatencyMs());
    } finally {
      await stopCameraFleet(cameras);
    }
  });

  it('refuses a base latency that is not a whole number of milliseconds up to a minute', () => {
    expect(() => newSimulatedCamera({ baseLatencyMs: 1.5 })).toThrow('baseLatencyMs must be a whole number from 0 to 60000, got');
    expect(() => newSimulatedCamera({ baseLatencyMs: -60_001 })).toThrow('baseLatencyMs');
    expect(() => newSimulatedCamera({ baseLatencyMs: 60_001 - testLatencyMs() })).toThrow('baseLatencyMs');
  });
});

// `camconfig sim --latency MS`: every camera waits before answering (for fleet benchmarks).
import { describe, expect, it } from 'vitest';
import { parseSimOptions } from '../../../src/main/cli/sim/simOptions';
import { startCameraFleet, stopCameraFleet } from '../../../src/main/simulator/camera';
import { RemoteConfigClient } from '../../../src/main/remoteconfig/remoteConfigClient';

describe('camconfig sim --latency', () => {
  it('reads a whole number of milliseconds and refuses anything else, naming the option', () => {
    expect(parseSimOptions(['--latency', '250']).latencyMs).toBe(250);
    expect(parseSimOptions([]).latencyMs).toBeUndefined();
    expect(() => parseSimOptions(['--latency', 'soon'])).toThrow("--latency must be a whole number from 0 to 60000, got 'soon'");
    expect(() => parseSimOptions(['--latency', '1.5'])).toThrow('--latency');
  });

  it('makes each camera of a fleet wait that long before it answers', async () => {
    const cameras = await startCameraFleet({ count: 2, faults: { latencyMs: 300 } });
    try {
      const started = Date.now();
      await Promise.all(cameras.map((camera) => new RemoteConfigClient({ host: '127.0.0.1', port: camera.port, user: 'admin', password: 'meinsm' }).profile()));
      // A lower bound only: a loaded machine makes it later, never earlier.
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      await stopCameraFleet(cameras);
    }
  });
});

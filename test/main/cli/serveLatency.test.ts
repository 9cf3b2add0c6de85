// `camconfig serve --latency MS`: the demo camera waits before it answers (a slow camera to try
// the studio with; the tests' CAMCONFIG_TEST_LATENCY_MS goes through it).
import { afterAll, describe, expect, it } from 'vitest';
import { parseServeOptions } from '../../../src/main/cli/serve/serveOptions';
import { studioItself, type StudioServices } from '../../../src/main/services/studioServices';
import { createTestStudioServices, testLatencyMs } from '../../support/simulatedCameras';

const opened: StudioServices[] = [];
afterAll(async () => {
  await Promise.all(opened.map((services) => services.close()));
});

describe('camconfig serve --latency', () => {
  it('reads a whole number of milliseconds up to a minute and refuses anything else, naming the option', () => {
    expect(parseServeOptions(['--latency', '250']).latencyMs).toBe(250);
    expect(parseServeOptions([]).latencyMs).toBe(0);
    expect(() => parseServeOptions(['--latency', 'soon'])).toThrow("--latency must be a whole number of milliseconds from 0 to 60000, got 'soon'");
    expect(() => parseServeOptions(['--latency', '60001'])).toThrow('--latency must be');
    expect(() => parseServeOptions(['--latency', '-5'])).toThrow('--latency');
  });

  it('is refused without the demo camera it slows', () => {
    expect(() => parseServeOptions(['--no-demo', '--latency', '100'])).toThrow('--latency slows the demo camera: leave out --no-demo');
  });

  it('makes the demo camera wait that long before every answer', async () => {
    const services = await createTestStudioServices({ demo: true, mode: 'web', demoLatencyMs: 400 });
    opened.push(services);
    const started = Date.now();
    await services.handlers['config.readSections']({ cameraId: 'cam-1', sections: ['audio'] }, studioItself);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390 + testLatencyMs());
  });
});

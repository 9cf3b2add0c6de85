import { afterEach, describe, expect, it } from 'vitest';
import { RemoteConfigClient } from '../../../../src/main/remoteconfig/remoteConfigClient';
import type { SimulatedCamera } from '../../../../src/main/simulator/camera';
import { generatedSections } from '../../../../src/main/simulator/camera';
import { newSimulatedCamera } from '../../../support/simulatedCameras';

let camera: SimulatedCamera | null = null;
afterEach(async () => {
  await camera?.stop();
  camera = null;
});

describe('generated parameters of a simulated camera', () => {
  it('makes sections of 40 parameters with varied, Latin-1 values', () => {
    const sections = generatedSections(85);
    expect(sections.map((section) => [section.name, section.params.length])).toEqual([
      ['gen001', 40],
      ['gen002', 40],
      ['gen003', 5],
    ]);
    expect(sections[0]!.params.slice(0, 4)).toEqual([
      { name: 'PARAM_01', value: '0' },
      { name: 'PARAM_02', value: 'off' },
      { name: 'PARAM_03', value: 'Wert 2: Außenbereich' },
      { name: 'PARAM_04', value: '192.0.2.3' },
    ]);
    expect(generatedSections(20_000)).toHaveLength(500);
    expect(generatedSections(0)).toEqual([]);
    expect(() => generatedSections(100_001)).toThrow('generatedParams must be a whole number from 0 to 100000, got 100001');
    expect(() => generatedSections(1.5)).toThrow(RangeError);
  });

  // The most it allows: an answer of 100,000 lines once overflowed the call stack (an argument spread).
  it('serves them over HTTP after its factory sections, the most it allows (100,000) in one view', async () => {
    camera = newSimulatedCamera({ generatedParams: 100_000 });
    const { port } = await camera.start(0);
    const client = new RemoteConfigClient({ host: '127.0.0.1', port, user: 'admin', password: 'meinsm' });
    const { sections } = await client.readSections();
    expect(sections[0]!.name).toBe('timestamp');
    expect(sections.filter((section) => /^gen\d+$/.test(section.name))).toHaveLength(2500);
    expect(sections.reduce((sum, section) => sum + section.params.length, 0)).toBe(100_030);
  });
});

describe('--generated-params', () => {
  it('sizes the cameras of camconfig sim and the demo camera of camconfig serve, bounded and named when wrong', async () => {
    const { parseSimOptions } = await import('../../../../src/main/cli/sim/simOptions');
    const { parseServeOptions } = await import('../../../../src/main/cli/serve/serveOptions');
    expect(parseSimOptions(['--generated-params', '20000']).generatedParams).toBe(20_000);
    expect(parseSimOptions([]).generatedParams).toBeUndefined();
    expect(() => parseSimOptions(['--generated-params', 'many'])).toThrow("--generated-params must be a whole number from 0 to 100000, got 'many'");
    expect(parseServeOptions(['--generated-params', '200']).generatedParams).toBe(200);
    expect(parseServeOptions([]).generatedParams).toBe(0);
    expect(() => parseServeOptions(['--generated-params', '100001'])).toThrow("--generated-params must be a whole number from 0 to 100000, got '100001'");
    expect(() => parseServeOptions(['--generated-params', '5', '--no-demo'])).toThrow('--generated-params sizes the demo camera: leave out --no-demo');
  });
});

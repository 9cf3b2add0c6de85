// The test latency switch itself: CAMCONFIG_TEST_LATENCY_MS read and checked, announced once,
// and passed to child processes as --latency on top of what a test asked for.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testLatencyAnnouncement, testLatencyMs } from './testLatency';
import { camconfigArgs } from './simulatedCameras';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('CAMCONFIG_TEST_LATENCY_MS', () => {
  it('is 0 when unset or empty, and a whole number of milliseconds up to a minute otherwise', () => {
    expect(testLatencyMs({})).toBe(0);
    expect(testLatencyMs({ CAMCONFIG_TEST_LATENCY_MS: '' })).toBe(0);
    expect(testLatencyMs({ CAMCONFIG_TEST_LATENCY_MS: '300' })).toBe(300);
    expect(testLatencyMs({ CAMCONFIG_TEST_LATENCY_MS: '60000' })).toBe(60_000);
  });

  it.each(['-1', '1.5', '300ms', ' 300', '60001', '1e3'])('refuses %j, naming the variable', (value) => {
    expect(() => testLatencyMs({ CAMCONFIG_TEST_LATENCY_MS: value })).toThrow(`CAMCONFIG_TEST_LATENCY_MS must be a whole number of milliseconds from 0 to 60000, got '${value}'`);
  });

  it('is announced in one line when on, not at all when off', () => {
    expect(testLatencyAnnouncement({ CAMCONFIG_TEST_LATENCY_MS: '300' })).toBe('simulated cameras answer 300 ms late (CAMCONFIG_TEST_LATENCY_MS)');
    expect(testLatencyAnnouncement({ CAMCONFIG_TEST_LATENCY_MS: '0' })).toBeNull();
    expect(testLatencyAnnouncement({})).toBeNull();
  });
});

describe('camconfigArgs', () => {
  it('adds the test latency as --latency, on top of a --latency the test gave', () => {
    vi.stubEnv('CAMCONFIG_TEST_LATENCY_MS', '300');
    expect(camconfigArgs('sim', ['--port', '0'])).toEqual(['bin/camconfig.js', 'sim', '--port', '0', '--latency', '300']);
    expect(camconfigArgs('sim', ['--latency', '50', '--count', '2'])).toEqual(['bin/camconfig.js', 'sim', '--count', '2', '--latency', '350']);
    expect(camconfigArgs('serve', ['--port', '0'])).toEqual(['bin/camconfig.js', 'serve', '--port', '0', '--latency', '300']);
  });

  it('leaves the arguments alone without a test latency, for a serve without its demo camera, and for a --latency under test', () => {
    vi.stubEnv('CAMCONFIG_TEST_LATENCY_MS', '');
    expect(camconfigArgs('sim', ['--port', '0'])).toEqual(['bin/camconfig.js', 'sim', '--port', '0']);
    vi.stubEnv('CAMCONFIG_TEST_LATENCY_MS', '300');
    expect(camconfigArgs('serve', ['--no-demo', '--port', '0'])).toEqual(['bin/camconfig.js', 'serve', '--no-demo', '--port', '0']);
    expect(camconfigArgs('sim', ['--latency', 'soon'])).toEqual(['bin/camconfig.js', 'sim', '--latency', 'soon']);
  });
});

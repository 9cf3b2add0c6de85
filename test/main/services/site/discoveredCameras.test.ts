// The server-side table of the credentials that opened the cameras of recent scans: found only
// by a scan's random id, bounded in number of scans and in lifetime, and holding only the
// cameras that opened.
import { describe, expect, it } from 'vitest';
import type { ScanFinding } from '../../../../src/main/discovery/addressScan';
import { DiscoveredCameras, discoveredCameraLimits } from '../../../../src/main/services/site/discoveredCameras';

const opened: ScanFinding = { result: { address: '127.0.0.2', port: 80, status: 'camera', firmware: 'MX-V5', factoryPassword: false, inWorkspace: false }, credentials: { user: 'tech', password: 'secret' }, name: null };
const locked: ScanFinding = { result: { address: '127.0.0.3', port: 80, status: 'locked', firmware: null, factoryPassword: false, inWorkspace: false }, credentials: null, name: null };
const both = [
  { address: '127.0.0.2', port: 80 },
  { address: '127.0.0.3', port: 80 },
];

describe('DiscoveredCameras', () => {
  it('gives each scan its own random id and keeps only the cameras that opened', () => {
    const table = new DiscoveredCameras();
    const first = table.keep([opened, locked], true);
    const second = table.keep([opened], false);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(table.lookUp(first, both)).toEqual({ https: true, findings: [opened, null] });
    expect(table.lookUp(first, [{ address: '127.0.0.2', port: 8080 }])?.findings).toEqual([null]);
    expect(table.lookUp('0'.repeat(32), both)).toBeNull();
  });

  it(`keeps at most ${discoveredCameraLimits.maxScans} scans, dropping the oldest`, () => {
    const table = new DiscoveredCameras();
    const ids = Array.from({ length: discoveredCameraLimits.maxScans + 1 }, () => table.keep([opened], false));
    expect(table.lookUp(ids[0]!, both)).toBeNull();
    for (const id of ids.slice(1)) expect(table.lookUp(id, both)).not.toBeNull();
  });

  it('forgets a scan when its lifetime is over, and all of them when cleared', () => {
    let now = 1_000;
    const table = new DiscoveredCameras(() => now);
    const early = table.keep([opened], false);
    now += discoveredCameraLimits.lifetimeMs - 1;
    const late = table.keep([opened], false);
    expect(table.lookUp(early, both)).not.toBeNull();
    now += 1;
    expect(table.lookUp(early, both)).toBeNull();
    expect(table.lookUp(late, both)).not.toBeNull();
    table.clear();
    expect(table.lookUp(late, both)).toBeNull();
  });
});

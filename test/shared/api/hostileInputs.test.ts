// The inputs of the fleet, history, audit and settings methods refuse what a hostile page could
// send: oversized texts, too many items, ids that could name another file, counts out of range.
import { describe, expect, it } from 'vitest';
import { apiContract, type MethodName } from '../../../src/shared/api/contract';

function refused(method: MethodName, input: unknown): boolean {
  return !apiContract.methods[method].input.safeParse(input).success;
}

describe('hostile inputs at the API boundary', () => {
  it('refuses a camera list larger than the bound and an overlong file name', () => {
    expect(refused('cameraLists.preview', { fileName: 'site.csv', text: 'ADDRESS\n'.repeat(100_000) })).toBe(true);
    expect(refused('cameraLists.import', { fileName: 'x'.repeat(10_000), text: 'ADDRESS\n127.0.0.1\n' })).toBe(true);
    expect(refused('cameraLists.import', { fileName: 'site.csv', text: 'ADDRESS\n127.0.0.1\n' })).toBe(false);
  });

  it('refuses snapshot ids that are not 16 hex digits (no path in them)', () => {
    const ref = (snapshotId: string) => ({ cameraId: 'cam-1', snapshotId });
    expect(refused('history.compare', { left: ref('../../../etc/passwd'), right: ref('0123456789abcdef') })).toBe(true);
    expect(refused('history.restore', { cameraId: 'cam-1', snapshotId: '0123456789abcde/' })).toBe(true);
    expect(refused('history.compare', { left: ref('0123456789abcdef'), right: ref('fedcba9876543210') })).toBe(false);
  });

  it('bounds backups, grids and applies in count and parallelism', () => {
    expect(refused('fleet.backup', { parallel: 0 })).toBe(true);
    expect(refused('fleet.backup', { parallel: 65 })).toBe(true);
    expect(refused('fleet.backup', { group: 'g'.repeat(101) })).toBe(true);
    expect(refused('fleet.readGrid', { cameraIds: ['cam-1'], sections: Array.from({ length: 21 }, (_, index) => `s${index}`) })).toBe(true);
    expect(refused('fleet.readGrid', { cameraIds: Array.from({ length: 257 }, (_, index) => `cam-${index}`), sections: ['audio'] })).toBe(true);
    const edits = [{ section: 'audio', name: 'SPEAKERLEVEL', value: '1' }];
    expect(refused('fleet.plan', { cameras: [{ cameraId: 'cam-1' }], edits: Array.from({ length: 501 }, () => edits[0]) })).toBe(true);
    expect(refused('fleet.plan', { cameras: [{ cameraId: 'cam-1' }], edits: [{ ...edits[0], value: 'v'.repeat(1001) }] })).toBe(true);
    const manyVariables = Object.fromEntries(Array.from({ length: 33 }, (_, index) => [`V${index}`, 'x']));
    expect(refused('fleet.plan', { cameras: [{ cameraId: 'cam-1', variables: manyVariables }], edits })).toBe(true);
    expect(refused('fleet.plan', { cameras: [{ cameraId: 'cam-1', variables: { ROOM: 'Hall' } }], edits })).toBe(false);
  });

  it('bounds audit queries and their filters', () => {
    expect(refused('audit.query', { limit: 5001 })).toBe(true);
    expect(refused('audit.query', { filter: { text: 't'.repeat(1001) } })).toBe(true);
    expect(refused('audit.query', { filter: { from: 'yesterday' } })).toBe(true);
    expect(refused('audit.query', { filter: { camera: 'Gate' }, limit: 10 })).toBe(false);
  });

  it('bounds the site inventory: its group, refresh parallelism and operation id', () => {
    expect(refused('site.inventory', { parallel: 0, refresh: true })).toBe(true);
    expect(refused('site.inventory', { parallel: 513, refresh: true })).toBe(true);
    expect(refused('site.inventory', { parallel: 1.5, refresh: true })).toBe(true);
    expect(refused('site.inventory', { group: 'g'.repeat(101) })).toBe(true);
    expect(refused('site.inventory', { group: '../x\u0000' })).toBe(true);
    expect(refused('site.inventory', { operationId: 'o'.repeat(101), refresh: true })).toBe(true);
    expect(refused('site.inventory', { refresh: 'yes' })).toBe(true);
    expect(refused('site.inventory', {})).toBe(false);
    expect(refused('site.inventory', { group: 'Hall', refresh: true, parallel: 512, operationId: 'op-1' })).toBe(false);
  });

  it('refuses unknown or out-of-range distributor options, and a passphrase together with keepPassphrase', () => {
    expect(refused('distributor.init', { config: { broadcast: { port: 70000 } } })).toBe(true);
    expect(refused('distributor.init', { config: { broadcast: { colour: 'red' } } })).toBe(true);
    expect(refused('distributor.init', { config: { broadcast: { passphrase: 'x' } }, keepPassphrase: true })).toBe(true);
    expect(refused('distributor.init', { config: { broadcast: { poll_freq: 20 } }, keepPassphrase: true })).toBe(false);
  });
});

// The discovery dialog's scan state: cameras of its own scan listed as they arrive, the rest
// counted from the answer (their events may be merged on the way), others ignored, the answer
// authoritative.
import { describe, expect, it } from 'vitest';
import type { DiscoveryResult } from '../../../../src/shared/site/discoveryResult';
import { canAdd, finishedScan, foundCount, idleScan, startedScan, withProgress } from '../../../../src/renderer/features/discovery/discoveryScan';

function result(address: string, status: DiscoveryResult['status'], extra: Partial<DiscoveryResult> = {}): DiscoveryResult {
  return { address, port: 80, status, firmware: status === 'camera' ? 'MX-V5' : null, factoryPassword: false, inWorkspace: false, ...extra };
}

const progress = (done: number, found: number, item: DiscoveryResult, operationId = 'op-1') => ({ operationId, done, total: 4, found, result: item });

describe('discovery scan state', () => {
  it('lists cameras in address order as they arrive, and leaves the rest to the answer', () => {
    let scan = startedScan('op-1', 4);
    scan = withProgress(scan, progress(1, 1, result('127.0.0.10', 'camera')));
    scan = withProgress(scan, progress(2, 1, result('127.0.0.9', 'no_answer')));
    scan = withProgress(scan, progress(3, 2, result('127.0.0.2', 'locked')));
    scan = withProgress(scan, progress(4, 2, result('127.0.0.3', 'not_camera')));
    expect(scan.cameras.map((camera) => camera.address)).toEqual(['127.0.0.2', '127.0.0.10']);
    expect(scan).toMatchObject({ phase: 'scanning', done: 4, total: 4, notCameras: 0, noAnswer: 0 });
  });

  it('lists an address whose certificate changed within the scan as a row that cannot be added, not as a camera found', () => {
    let scan = startedScan('op-1', 2);
    scan = withProgress(scan, progress(1, 1, result('127.0.0.2', 'camera')));
    scan = withProgress(scan, progress(2, 1, result('127.0.0.3', 'certificate_changed')));
    expect(scan.cameras.map((camera) => [camera.address, camera.status, canAdd(camera)])).toEqual([
      ['127.0.0.2', 'camera', true],
      ['127.0.0.3', 'certificate_changed', false],
    ]);
    expect(foundCount(scan)).toBe(1);
    const finished = finishedScan(scan, { scanId: 'a'.repeat(32), results: scan.cameras, total: 2, cancelled: false });
    expect(finished.cameras.map((camera) => camera.status)).toEqual(['camera', 'certificate_changed']);
  });

  it('ignores results of another scan, a repeated result, and any after the scan ended', () => {
    const camera = result('127.0.0.2', 'camera');
    let scan = withProgress(startedScan('op-1', 4), progress(1, 1, camera));
    expect(withProgress(scan, progress(1, 1, result('127.0.0.5', 'camera'), 'op-other'))).toBe(scan);
    scan = withProgress(scan, progress(1, 1, camera));
    expect(scan.cameras).toHaveLength(1);
    expect(withProgress(idleScan, progress(1, 1, camera))).toBe(idleScan);
  });

  it('takes the answer as the whole truth, cancelled or not', () => {
    const results = [result('127.0.0.2', 'camera', { factoryPassword: true }), result('127.0.0.3', 'no_answer'), result('127.0.0.4', 'camera', { inWorkspace: true })];
    const scan = finishedScan(startedScan('op-1', 10), { scanId: 'a'.repeat(32), results, total: 10, cancelled: true });
    expect(scan).toMatchObject({ phase: 'finished', scanId: 'a'.repeat(32), done: 3, total: 10, cancelled: true, noAnswer: 1, notCameras: 0 });
    expect(scan.cameras.map((camera) => [camera.address, canAdd(camera)])).toEqual([
      ['127.0.0.2', true],
      ['127.0.0.4', false],
    ]);
  });
});

// The audit view's rows: a closed run is one row, an open one adds a row per camera; the run's
// counts name every way a camera ended, a camera without its line as unfinished.
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../src/shared/fleet/auditEntry';
import type { AuditItem, AuditRunCamera } from '../../../../src/shared/fleet/auditItems';
import { auditRows, runCounts } from '../../../../src/renderer/features/audit/auditRows';
import { createAuditStore } from '../../../../src/renderer/features/audit/auditStore';

const camera = (id: string) => ({ id, label: id, host: '127.0.0.1', port: 80 });
const script: AuditEntry = { time: '2026-11-23T10:00:00.000Z', source: 'cli', camera: camera('cam-9'), operation: 'store', script: 'store', durationMs: 1, result: { status: 'ok' } };
const finished = (id: string, status: 'verified' | 'failed'): AuditRunCamera => ({ camera: camera(id), result: { time: '2026-11-23T10:00:02.000Z', outcome: { status, message: status }, changes: [], changesLeftOut: 0 }, scripts: [] });
const run: AuditItem = {
  kind: 'fleetRun',
  run: { runId: 'run-1', time: '2026-11-23T10:00:01.000Z', source: 'studio', cameraCount: 3 },
  cameras: [finished('cam-1', 'verified'), finished('cam-2', 'failed'), { camera: camera('cam-3'), result: null, scripts: [] }],
};

describe('auditRows', () => {
  it('shows a closed run as one row and an open one with a row per camera', () => {
    expect(auditRows([run, { kind: 'script', entry: script }], new Set()).map((row) => row.kind)).toEqual(['run', 'script']);
    const open = auditRows([run, { kind: 'script', entry: script }], new Set(['run-1']));
    expect(open.map((row) => row.kind)).toEqual(['run', 'camera', 'camera', 'camera', 'script']);
    expect(new Set(open.map((row) => row.key)).size).toBe(open.length);
  });

  it('counts how the cameras ended', () => {
    expect(runCounts(run as Extract<AuditItem, { kind: 'fleetRun' }>)).toEqual({ verified: 1, applied: 0, failed: 1, notReached: 0, unfinished: 1 });
  });

  it('opens and closes a run in the store', () => {
    const store = createAuditStore();
    store.getState().toggleRun('run-1');
    expect(store.getState().openRuns.has('run-1')).toBe(true);
    store.getState().toggleRun('run-1');
    expect(store.getState().openRuns.has('run-1')).toBe(false);
  });
});

// Sample baselines and check runs for the Baseline tab's tests.
import type { Baseline, CameraCheck, CheckRun } from '../../../../src/shared/api/baselineSchemas';

export const audioText = 'SECTION audio\nSPEAKERLEVEL=50\nMICRO=1\nENDSECTION audio\n';

export function baseline(name: string, version: number, text = audioText, groups: string[] = ['Hall']): Baseline {
  return { name, version, groups, sections: ['audio'], parameterCount: 2, savedAt: `2026-11-${String(version).padStart(2, '0')}T08:00:00.000Z`, text };
}

export function cameraCheck(cameraId: string, status: CameraCheck['status'], overrides: Partial<CameraCheck> = {}): CameraCheck {
  const drift = status === 'drifted' ? [{ section: 'audio', name: 'SPEAKERLEVEL', expected: '50', found: '30' }] : [];
  return { cameraId, label: `Camera ${cameraId}`, host: '127.0.0.1', port: 8080, group: 'Hall', firmware: 'MX-V5.2', status, drift, reason: status === 'unreadable' ? 'offline' : null, kind: status === 'unreadable' ? 'unreachable' : null, ...overrides };
}

export function checkRun(runId: string, cameras: CameraCheck[], startedAt = '2026-11-27T08:00:00.000Z'): CheckRun {
  const count = (status: CameraCheck['status']) => cameras.filter((camera) => camera.status === status).length;
  return { runId, baseline: { name: 'Site A', version: 1 }, startedAt, finishedAt: startedAt, cancelled: false, counts: { compliant: count('compliant'), drifted: count('drifted'), unreadable: count('unreadable'), not_in_force: count('not_in_force') }, cameras };
}

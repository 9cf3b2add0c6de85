import { describe, expect, it } from 'vitest';
import type { CameraCheck, Drift } from '../../../src/shared/api/baselineSchemas';
import { compareCheckRuns } from '../../../src/shared/baseline/compareCheckRuns';
import { localize } from '../../../src/shared/i18n/text';

const drift = (name: string, found: string | null, expected = '50'): Drift => ({ section: 'audio', name, expected, found });

function camera(cameraId: string, status: CameraCheck['status'], drifts: Drift[] = [], reason: string | null = null): CameraCheck {
  return { cameraId, label: `Camera ${cameraId}`, host: '127.0.0.1', port: 80, group: null, firmware: null, status, drift: drifts, reason, kind: reason === null ? null : 'unreachable' };
}

const run = (startedAt: string, cameras: CameraCheck[]) => ({ startedAt, cameras });

describe('compareCheckRuns', () => {
  it('names what changed per camera and counts the cameras that stayed the same', () => {
    const then = run('2026-10-27T08:00:00.000Z', [
      camera('same-ok', 'compliant'),
      camera('same-drift', 'drifted', [drift('SPEAKERLEVEL', '30')]),
      camera('new-drift', 'compliant'),
      camera('fixed', 'drifted', [drift('MICRO', '0', '1')]),
      camera('went-away', 'compliant'),
      camera('offline-now', 'drifted', [drift('MICRO', '0', '1')]),
      camera('offline-then', 'unreadable', [], 'offline'),
      camera('offline-both', 'unreadable', [], 'offline'),
    ]);
    const now = run('2026-11-27T08:00:00.000Z', [
      camera('same-ok', 'compliant'),
      camera('same-drift', 'drifted', [drift('SPEAKERLEVEL', '30')]),
      camera('new-drift', 'drifted', [drift('SPEAKERLEVEL', null)]),
      camera('fixed', 'compliant'),
      camera('offline-now', 'unreadable', [], 'the camera refused the password'),
      camera('offline-then', 'compliant'),
      camera('offline-both', 'unreadable', [], 'cut-off answer'),
      camera('added', 'drifted', [drift('MICRO', '0', '1')]),
    ]);
    const comparison = compareCheckRuns(then, now);
    expect(comparison).toMatchObject({ from: then.startedAt, to: now.startedAt, unchanged: 3 });
    expect(comparison.changes.map((change) => [change.cameraId, change.kind])).toEqual([
      ['new-drift', 'newlyDrifted'],
      ['fixed', 'backToCompliant'],
      ['offline-now', 'unreadableNow'],
      ['offline-then', 'unreadableThen'],
      ['added', 'onlyNow'],
      ['went-away', 'onlyThen'],
    ]);
    expect(comparison.changes[0]).toMatchObject({ drift: [drift('SPEAKERLEVEL', null)] });
    expect(comparison.changes[1]).toMatchObject({ drift: [drift('MICRO', '0', '1')] });
    expect(comparison.changes[2]).toMatchObject({ reason: localize('baseline.reason.asWritten', { words: 'the camera refused the password' }), before: 'drifted' });
    expect(comparison.changes[3]).toMatchObject({ after: 'compliant', drift: [] });
  });

  it('lists a drift that changed: parameters added, gone, and found at another value', () => {
    const then = run('2026-10-01T00:00:00.000Z', [camera('a', 'drifted', [drift('SPEAKERLEVEL', '30'), drift('MICRO', '0', '1')])]);
    const now = run('2026-11-01T00:00:00.000Z', [camera('a', 'drifted', [drift('SPEAKERLEVEL', '40'), drift('MICSENS', null, '3')])]);
    expect(compareCheckRuns(then, now).changes).toEqual([
      {
        cameraId: 'a',
        label: 'Camera a',
        kind: 'driftChanged',
        added: [drift('MICSENS', null, '3')],
        removed: [drift('MICRO', '0', '1')],
        changed: [{ section: 'audio', name: 'SPEAKERLEVEL', before: drift('SPEAKERLEVEL', '30'), after: drift('SPEAKERLEVEL', '40') }],
      },
    ]);
  });

  it('takes the earlier run as "then" in whichever order they are given', () => {
    const older = run('2026-10-01T00:00:00.000Z', [camera('a', 'compliant')]);
    const newer = run('2026-11-01T00:00:00.000Z', [camera('a', 'drifted', [drift('MICRO', '0', '1')])]);
    expect(compareCheckRuns(newer, older)).toEqual(compareCheckRuns(older, newer));
    expect(compareCheckRuns(newer, older).changes[0]?.kind).toBe('newlyDrifted');
  });

  it('finds nothing between a run and itself', () => {
    const only = run('2026-10-01T00:00:00.000Z', [camera('a', 'drifted', [drift('MICRO', '0', '1')]), camera('b', 'unreadable', [], 'offline')]);
    expect(compareCheckRuns(only, only)).toMatchObject({ changes: [], unchanged: 2 });
  });
});

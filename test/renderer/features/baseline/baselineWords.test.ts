// The Baseline view's helpers speak the studio's language: a run's changes, the run choice's
// labels, the fix's confirmation, sizes and durations, in English and in German.
import { describe, expect, it } from 'vitest';
import { baselineFormat } from '../../../../src/renderer/features/baseline/baselineFormat';
import { runLabel } from '../../../../src/renderer/features/baseline/CheckPanel';
import { describeRunChange } from '../../../../src/renderer/features/baseline/describeRunChange';
import { confirmationSteps } from '../../../../src/renderer/features/baseline/FixDialog';
import { createFormatters } from '../../../../src/renderer/i18n/format';
import { textIn } from '../../../../src/renderer/i18n/studioText';
import type { CameraRunChange } from '../../../../src/shared/baseline/compareCheckRuns';
import { renderText } from '../../../../src/shared/i18n/renderText';
import { localize } from '../../../../src/shared/i18n/text';

const en = textIn('en');
const de = textIn('de');
const camera = { cameraId: 'b', label: 'Yard' };
const drift = { section: 'audio', name: 'SPEAKERLEVEL', expected: '50', found: '30' };

describe("a camera's change between two runs, in words", () => {
  const changes: CameraRunChange[] = [
    { ...camera, kind: 'backToCompliant', drift: [drift] },
    { ...camera, kind: 'driftChanged', added: [{ ...drift, name: 'MICRO', expected: '1', found: null }], removed: [drift], changed: [{ section: 'sip', name: 'PORT', before: { section: 'sip', name: 'PORT', expected: '5060', found: '5061' }, after: { section: 'sip', name: 'PORT', expected: '5060', found: '5062' } }] },
    { ...camera, kind: 'unreadableNow', reason: null, before: 'compliant' },
    { ...camera, kind: 'unreadableNow', reason: localize('baseline.reason.failed', { reason: localize('baseline.reason.auth'), detail: 'HTTP 401' }), before: 'drifted' },
    { ...camera, kind: 'unreadableThen', after: 'drifted', drift: [drift] },
    { ...camera, kind: 'onlyThen', status: 'unreadable' },
  ];

  it('in English', () => {
    expect(changes.map((change) => describeRunChange(change, en, (text) => renderText(text, 'en')))).toEqual([
      'was audio/SPEAKERLEVEL: 50 → 30',
      'now audio/MICRO: 1 → missing; no longer audio/SPEAKERLEVEL; sip/PORT: found 5061, now 5062',
      'not read (was compliant)',
      'credentials refused: HTTP 401 (was drifted)',
      'drifted now: audio/SPEAKERLEVEL: 50 → 30',
      'Unreadable',
    ]);
  });

  it('in German', () => {
    expect(changes.map((change) => describeRunChange(change, de, (text) => renderText(text, 'de')))).toEqual([
      'war audio/SPEAKERLEVEL: 50 → 30',
      'jetzt audio/MICRO: 1 → fehlt; nicht mehr audio/SPEAKERLEVEL; sip/PORT: gefunden 5061, jetzt 5062',
      'nicht gelesen (war konform)',
      'Zugangsdaten abgelehnt: HTTP 401 (war abweichend)',
      'jetzt abweichend: audio/SPEAKERLEVEL: 50 → 30',
      'Nicht lesbar',
    ]);
  });
});

describe('the run choice, the fix confirmation, sizes and durations', () => {
  const run = { startedAt: '2026-11-25T14:12:05.000Z', cancelled: true, counts: { compliant: 1234, drifted: 1, unreadable: 0, not_in_force: 2 } };
  const english = baselineFormat(createFormatters('en', 'UTC'), en);
  const german = baselineFormat(createFormatters('de', 'UTC'), de);

  it('name a run by its time and counts, as the locale writes them', () => {
    expect(runLabel(run, english, en)).toBe('11/25/26 2:12:05 PM: 1,234 compliant, 2 reboot needed, 1 drifted, 0 unreadable (cancelled)');
    expect(runLabel(run, german, de)).toBe('25.11.26 14:12:05: 1.234 konform, 2 Neustart nötig, 1 abweichend, 0 nicht lesbar (abgebrochen)');
  });

  it('say what the fix does to each camera written', () => {
    expect(en('baseline.fix.confirm', { count: 1, steps: confirmationSteps({ store: true, update: false, reboot: false }, en) })).toBe('1 camera is written now and stored. The other cameras get nothing.');
    expect(en('baseline.fix.confirm', { count: 2, steps: confirmationSteps({ store: false, update: true, reboot: false }, en) })).toBe('2 cameras are written now (not stored), updated. The other cameras get nothing.');
    expect(de('baseline.fix.confirm', { count: 3, steps: confirmationSteps({ store: true, update: true, reboot: true }, de) })).toBe(
      '3 Kameras werden jetzt geschrieben und gespeichert, aktualisiert, neu gestartet und zurückgelesen. Die anderen Kameras bekommen nichts.',
    );
  });

  it('write sizes and durations with the locale’s decimal sign', () => {
    expect([english.bytes(1), english.bytes(512), english.bytes(3482), english.bytes(1_258_291)]).toEqual(['1 byte', '512 bytes', '3.4 KiB', '1.2 MiB']);
    expect([german.bytes(512), german.bytes(3482)]).toEqual(['512 Bytes', '3,4 KiB']);
    expect([english.elapsed(0.4), english.elapsed(999), english.elapsed(1250)]).toEqual(['0 ms', '999 ms', '1.3 s']);
    expect(german.elapsed(1250)).toBe('1,3 s');
  });
});

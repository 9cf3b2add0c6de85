// The alerts' own sentences (text, advice) are made in the site's report language through the
// catalog (area agentAlerts): German for a German site, English by default.
import { describe, expect, it } from 'vitest';
import { checkAgentSettings } from '../../../src/shared/agent/agentSettings';
import { emptyAlertState, observe, takeOutbox, type AlertCamera, type AlertContext } from '../../../src/shared/agent/alertState';
import type { Language } from '../../../src/shared/i18n/languages';

const start = Date.parse('2026-06-01T12:00:00Z');
const settings = checkAgentSettings({ thresholds: { offlineAfterSeconds: 0 } });
if (!settings.ok) throw new Error('settings');
const gate: AlertCamera = { id: 'cam-1', name: 'Tor Süd', address: '192.0.2.11', group: 'Hof' };

function sentences(language: Language | undefined): Array<{ text: string; advice: string }> {
  const context = (now: number): AlertContext => ({ now, thresholds: settings.ok ? settings.settings.thresholds : ({} as never), silenced: false, ...(language ? { language } : {}) });
  const silent = observe(emptyAlertState(), { job: 'refresh', cameras: [{ camera: gate, answered: false, firmware: null, rebootNeeded: [], factoryPassword: false }] }, context(start));
  const back = observe(takeOutbox(silent).state, { job: 'refresh', cameras: [{ camera: gate, answered: true, firmware: 'MX-V5.2.1', rebootNeeded: [], factoryPassword: false }] }, context(start + 60_000));
  const drifted = observe(takeOutbox(back).state, { job: 'check', cameras: [{ camera: gate, driftedParameters: 1 }] }, context(start + 120_000));
  return [...takeOutbox(silent).notices, ...takeOutbox(back).notices, ...takeOutbox(drifted).notices].map(({ text, advice }) => ({ text, advice }));
}

describe("the alerts' sentences", () => {
  it('are German for a site whose report language is German', () => {
    expect(sentences('de')).toEqual([
      { text: 'Tor Süd (192.0.2.11, Gruppe Hof) antwortet nicht, seit 2026-06-01T12:00:00.000Z', advice: expect.stringMatching(/^Stromversorgung, Verkabelung und Switch-Port/) },
      { text: 'Tor Süd (192.0.2.11, Gruppe Hof) antwortet wieder (begonnen um 2026-06-01T12:00:00.000Z)', advice: '' },
      { text: 'Tor Süd (192.0.2.11, Gruppe Hof) weicht in 1 Parameter von der Baseline ab, seit 2026-06-01T12:02:00.000Z', advice: expect.stringMatching(/^Den Standort in CamConfig Studio öffnen/) },
    ]);
  });

  it('are English without a language, one parameter in the singular', () => {
    expect(sentences(undefined).map((sentence) => sentence.text)).toEqual([
      'Tor Süd (192.0.2.11, group Hof) does not answer since 2026-06-01T12:00:00.000Z',
      'Tor Süd (192.0.2.11, group Hof) answers again (after it began at 2026-06-01T12:00:00.000Z)',
      'Tor Süd (192.0.2.11, group Hof) 1 parameter differs from the baseline since 2026-06-01T12:02:00.000Z',
    ]);
  });
});

// "From camera…" says where the draft's values come from with the time by the studio's language
// and time zone, never the raw UTC time the service sends.
import { describe, expect, it } from 'vitest';
import { baselineFormat, draftSourceText } from '../../../../src/renderer/features/baseline/baselineFormat';
import { createFormatters } from '../../../../src/renderer/i18n/format';
import { textIn } from '../../../../src/renderer/i18n/studioText';

const at = '2026-11-27T08:12:05.000Z';

describe('draftSourceText', () => {
  it('words a read and a snapshot in German, the time in the zone given', () => {
    const t = textIn('de');
    const format = baselineFormat(createFormatters('de', 'Europe/Berlin'), t);
    expect(draftSourceText({ kind: 'read', camera: 'Tor', at, firmware: 'MX-V5.2' }, format, t)).toBe('Tor gelesen 27.11.26 09:12:05, Firmware MX-V5.2');
    expect(draftSourceText({ kind: 'snapshot', camera: 'Tor', snapshotId: 'a1b2c3d4', at }, format, t)).toBe('Snapshot a1b2c3d4 von Tor, aufgenommen 27.11.26 09:12:05');
  });

  it('words it in English, never the ISO time', () => {
    const t = textIn('en');
    const text = draftSourceText({ kind: 'read', camera: 'Gate', at, firmware: null }, baselineFormat(createFormatters('en', 'America/New_York'), t), t);
    expect(text).toBe('Gate read 11/27/26 3:12:05 AM');
    expect(text).not.toContain('2026-11-27T');
  });
});

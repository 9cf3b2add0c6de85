// The audit export opened by an independent parser (csv-parse): every value comes back, each
// formula-like one with the leading apostrophe of the one CSV policy.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { auditCsv, auditCsvHeader } from '../../../src/shared/fleet/auditCsv';
import type { AuditEntry } from '../../../src/shared/fleet/auditEntry';

const hostileEntry: AuditEntry = {
  time: '2026-11-23T10:00:00.000Z',
  source: 'studio',
  camera: { id: '-cam', label: '=HYPERLINK("http://evil";"Tor")', host: '10.0.0.1', port: 8081 },
  operation: '@SUM(A1)',
  script: '+write params\r\naudio/NOTE="a;b,c"\n sip/NAME=Grüße',
  durationMs: 12,
  result: { status: 'camera_error', message: '\tERROR: -5 is too low' },
};

const plainEntry: AuditEntry = {
  time: '2026-11-23T10:00:01.000Z',
  source: 'cli',
  camera: { id: null, label: ' Tor Süd; "Einfahrt"', host: 'fe80::1', port: 80 },
  operation: 'set parameters',
  script: '\rhidden',
  durationMs: 0,
  result: { status: 'ok' },
};

describe('auditCsv', () => {
  it('is read by csv-parse to the very values, formula-like cells with a leading apostrophe, CRLF after every row, no byte order mark', () => {
    const { csv: text } = auditCsv([hostileEntry, plainEntry].map((entry) => ({ kind: 'script' as const, entry })), 'en');
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    expect(text.endsWith('"\r\n')).toBe(true);
    expect(parse(text, { delimiter: ';', record_delimiter: '\r\n' })).toEqual([
      auditCsvHeader,
      ['2026-11-23T10:00:00.000Z', 'studio', "'-cam", `'=HYPERLINK("http://evil";"Tor")`, '10.0.0.1:8081', "'@SUM(A1)", 'camera_error', "'\tERROR: -5 is too low", '12', "'+write params\r\naudio/NOTE=\"a;b,c\"\n sip/NAME=Grüße", ''],
      ['2026-11-23T10:00:01.000Z', 'cli', '', ' Tor Süd; "Einfahrt"', 'fe80::1:80', 'set parameters', 'ok', '', '0', "'\rhidden", ''],
    ]);
  });

  it('quotes every cell', () => {
    const [header] = auditCsv([], 'en').csv.split('\r\n');
    expect(header).toBe(auditCsvHeader.map((name) => `"${name}"`).join(';'));
  });
});

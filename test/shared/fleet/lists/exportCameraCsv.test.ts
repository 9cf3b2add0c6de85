import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { exportCameraCsv, type ExportedCamera } from '../../../../src/shared/fleet/lists/exportCameraCsv';
import { parseCameraList } from '../../../../src/shared/fleet/lists/parseCameraList';

describe('exportCameraCsv', () => {
  const cameras: ExportedCamera[] = [
    { host: '192.168.1.20', port: 80, label: '192.168.1.20:80', group: 'Halle 3', variables: { SIP: '4711', NOTE: 'a; "b"' } },
    { host: '127.0.0.1', port: 8081, label: 'Tor Süd', group: null, variables: { SIP: ' 4712' } },
    { host: 'fe80::1', port: 80, label: 'v6', group: null, variables: {} },
  ];

  it('writes ADDRESS;LABEL;GROUP and every variable, quoting what needs it, CRLF after every line', () => {
    expect(exportCameraCsv(cameras)).toBe('ADDRESS;LABEL;GROUP;SIP;NOTE\r\n192.168.1.20;;Halle 3;4711;"a; ""b"""\r\n127.0.0.1:8081;Tor Süd;;" 4712";\r\n[fe80::1]:80;v6;;;\r\n');
  });

  it('reads back to the same cameras', () => {
    const list = parseCameraList('export.csv', exportCameraCsv(cameras));
    expect(list.problems).toEqual([]);
    expect(list.cameras.map(({ host, port, label, group, variables }) => ({ host, port, label, group, variables }))).toEqual([
      { host: '192.168.1.20', port: null, label: null, group: 'Halle 3', variables: { SIP: '4711', NOTE: 'a; "b"' } },
      { host: '127.0.0.1', port: 8081, label: 'Tor Süd', group: null, variables: { SIP: ' 4712', NOTE: '' } },
      { host: 'fe80::1', port: 80, label: 'v6', group: null, variables: { SIP: '', NOTE: '' } },
    ]);
  });

  describe('with hostile and awkward values', () => {
    const hostile: ExportedCamera[] = [
      { host: '10.0.0.1', port: 80, label: '=HYPERLINK("http://evil";"Tor")', group: '+Halle', variables: { SIP: '-5', PHONE: '+49 89 123', NOTE: '=1+1' } },
      { host: '10.0.0.2', port: 8081, label: '@SUM(A1)', group: '-1', variables: { SIP: '@home', PHONE: 'a;b,c "d"', NOTE: ' leading' } },
      { host: 'fe80::2', port: 443, label: 'Tor Süd; "Einfahrt"', group: 'Außen', variables: { SIP: 'Grüße', PHONE: '', NOTE: "'=already" } },
    ];

    it('is read by an independent parser (csv-parse) to the very values, LABEL and GROUP guarded with a leading apostrophe', () => {
      const text = exportCameraCsv(hostile);
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
      expect(text.charCodeAt(0)).not.toBe(0xfeff);
      expect(parse(text, { delimiter: ';', record_delimiter: '\r\n' })).toEqual([
        ['ADDRESS', 'LABEL', 'GROUP', 'SIP', 'PHONE', 'NOTE'],
        ['10.0.0.1', `'=HYPERLINK("http://evil";"Tor")`, "'+Halle", '-5', '+49 89 123', '=1+1'],
        ['10.0.0.2:8081', "'@SUM(A1)", "'-1", '@home', 'a;b,c "d"', ' leading'],
        ['[fe80::2]:443', 'Tor Süd; "Einfahrt"', 'Außen', 'Grüße', '', "'=already"],
      ]);
    });

    it('quotes every guarded cell, so the apostrophe is part of a quoted text', () => {
      const [, first] = exportCameraCsv(hostile).split('\r\n');
      expect(first).toBe(`10.0.0.1;"'=HYPERLINK(""http://evil"";""Tor"")";"'+Halle";-5;+49 89 123;=1+1`);
    });

    it('is imported again with the variables unchanged and the names as the export wrote them', () => {
      const list = parseCameraList('export.csv', exportCameraCsv(hostile));
      expect(list.problems).toEqual([]);
      expect(list.cameras.map(({ label, group, variables }) => ({ label, group, variables }))).toEqual([
        { label: `'=HYPERLINK("http://evil";"Tor")`, group: "'+Halle", variables: hostile[0]!.variables },
        { label: "'@SUM(A1)", group: "'-1", variables: hostile[1]!.variables },
        { label: 'Tor Süd; "Einfahrt"', group: 'Außen', variables: hostile[2]!.variables },
      ]);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { exportCameraCsv, type ExportedCamera } from '../../../../src/shared/fleet/lists/exportCameraCsv';
import { parseCameraList } from '../../../../src/shared/fleet/lists/parseCameraList';

describe('exportCameraCsv', () => {
  const cameras: ExportedCamera[] = [
    { host: '192.168.1.20', port: 80, label: '192.168.1.20:80', group: 'Halle 3', variables: { SIP: '4711', NOTE: 'a; "b"' } },
    { host: '127.0.0.1', port: 8081, label: 'Tor Süd', group: null, variables: { SIP: ' 4712' } },
    { host: 'fe80::1', port: 80, label: 'v6', group: null, variables: {} },
  ];

  it('writes ADDRESS;LABEL;GROUP and every variable, quoting what needs it', () => {
    expect(exportCameraCsv(cameras)).toBe('ADDRESS;LABEL;GROUP;SIP;NOTE\n192.168.1.20;;Halle 3;4711;"a; ""b"""\n127.0.0.1:8081;Tor Süd;;" 4712";\n[fe80::1]:80;v6;;;\n');
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
});

// The minimal `;` camera list reader of `camconfig fleet apply --list`.
import { describe, expect, it } from 'vitest';
import { CameraListError, readCameraList } from '../../../../src/main/fleet/apply/readCameraList';

function problemsOf(text: string): string[] {
  try {
    readCameraList('cameras.csv', text);
  } catch (error) {
    if (error instanceof CameraListError) return error.problems;
    throw error;
  }
  throw new Error('expected a CameraListError');
}

describe('readCameraList', () => {
  it('reads the header, skips # and empty lines, and keeps every column as a variable', () => {
    const list = readCameraList('cameras.csv', '\uFEFF# site A\r\nADDRESS;SIP;NAME\r\n\r\n192.168.1.24;301;Tor Süd\r\n[fe80::1]:8080;302;\r\n# end\r\n');
    expect(list.columns).toEqual(['ADDRESS', 'SIP', 'NAME']);
    expect(list.cameras).toEqual([
      { address: '192.168.1.24', host: '192.168.1.24', port: undefined, line: 4, variables: { ADDRESS: '192.168.1.24', SIP: '301', NAME: 'Tor Süd' } },
      { address: '[fe80::1]:8080', host: 'fe80::1', port: 8080, line: 5, variables: { ADDRESS: '[fe80::1]:8080', SIP: '302', NAME: '' } },
    ]);
  });

  it('names every bad line: extra columns, a bad address or port, an address listed twice', () => {
    expect(problemsOf('ADDRESS;SIP\n10.0.0.1;1;2\nhost name;3\n10.0.0.2:70000;4\n10.0.0.3;5\n10.0.0.3;6\n')).toEqual([
      'line 2: 3 columns, but the header has 2',
      "line 3: 'host name' is not an address HOST or HOST:PORT",
      "line 4: '10.0.0.2:70000' is not an address HOST or HOST:PORT",
      'line 6: 10.0.0.3 is listed already on line 5',
    ]);
  });

  it('refuses a header with an empty or repeated column, and a list without cameras', () => {
    expect(problemsOf('ADDRESS;;SIP\n10.0.0.1;a;b\n')).toEqual(["line 1: the header row's column 2 has no name"]);
    expect(problemsOf('ADDRESS;SIP;SIP\n')).toContain('line 1: the header row names column SIP twice');
    expect(problemsOf('# nothing\n')).toEqual(['no header row (ADDRESS;COLUMN;...) and no cameras']);
    expect(problemsOf('ADDRESS;SIP\n')).toEqual(['no camera lines after the header row']);
  });
});

import { englishText } from '../../../../src/shared/i18n/renderText';
import { englishProblems } from '../../../support/englishProblems';
import { describe, expect, it } from 'vitest';
import { CameraListError } from '../../../../src/shared/fleet/lists/cameraListError';
import { parseCameraList } from '../../../../src/shared/fleet/lists/parseCameraList';

const problemsOf = (text: string) => englishProblems(parseCameraList('site.csv', text).problems);

describe('the community CSV', () => {
  it('reads the header row, skips # and empty lines, keeps the further columns as variables, in the file line numbers', () => {
    const list = parseCameraList('site.csv', '# Halle 3\nIP;SIPNUMBER;ROOM\n\n192.168.1.20;4711;Lager\n# unused\n192.168.1.21:8080;4712;Büro Süd\n');
    expect(list.format).toBe('csv');
    expect(list.variableNames).toEqual(['SIPNUMBER', 'ROOM']);
    expect(englishProblems(list.problems)).toEqual([]);
    expect(list.cameras).toEqual([
      { line: 4, host: '192.168.1.20', port: null, label: null, user: null, password: null, group: undefined, variables: { SIPNUMBER: '4711', ROOM: 'Lager' } },
      { line: 6, host: '192.168.1.21', port: 8080, label: null, user: null, password: null, group: undefined, variables: { SIPNUMBER: '4712', ROOM: 'Büro Süd' } },
    ]);
  });

  it('reads CRLF line ends, a byte order mark, quoted fields with ; and doubled quotes', () => {
    const list = parseCameraList('site.csv', '\uFEFFADDRESS;NOTE;SIP\r\ncam-1.local;"a; b ""c""";"100"\r\n');
    expect(englishProblems(list.problems)).toEqual([]);
    expect(list.cameras[0]).toMatchObject({ host: 'cam-1.local', port: null, variables: { NOTE: 'a; b "c"', SIP: '100' } });
  });

  it('takes GROUP and LABEL columns (any letter case) as the camera group and name, not as variables', () => {
    const list = parseCameraList('site.csv', 'ADDRESS;label;Group;SIP\n10.0.0.5;Tor 1;Außen;7\n10.0.0.6;;;8\n');
    expect(list.variableNames).toEqual(['SIP']);
    expect(list.cameras.map(({ label, group, variables }) => ({ label, group, variables }))).toEqual([
      { label: 'Tor 1', group: 'Außen', variables: { SIP: '7' } },
      { label: null, group: null, variables: { SIP: '8' } },
    ]);
  });

  it('reports every bad line with its number and what is wrong, and keeps the good ones', () => {
    const text = [
      'IP;SIP', // 1
      '192.168.1.300;1', // 2 bad IPv4
      '192.168.1.20:0;2', // 3 bad port
      '192.168.1.20:http;2', // 4 bad port
      'cam one;3', // 5 space in host
      '192.168.1.21;4;5', // 6 too many fields
      '192.168.1.22', // 7 too few
      '192.168.1.23;"open', // 8 unclosed quote
      '192.168.1.24;ok', // 9 good
      '192.168.1.24;again', // 10 duplicate
      'CAM.local:80;x', // 11 good
      'cam.LOCAL;y', // 12 duplicate of 11 (default port 80, host letter case)
      ';z', // 13 empty address
      '192.168.1.25;line\u0007break', // 14 control character
      '192.168.1.26;x'.padEnd(9000, 'x'), // 15 too long
      '192.168.1.27;;', // 16 a trailing empty field is fine
      '192.168.1.28:08;x', // 17 a port with a leading zero
      '[0:0:0:0:0:0:0:1];x', // 18 good: ::1
      '[::1]:80;x', // 19 duplicate of 18 (the same address, spelled short)
      '192.168.1.29;next\u0085line', // 20 a C1 control character (NEL)
      '192.168.1.30;\u20ac', // 21 a character Latin-1 cannot hold
      '010.0.0.1;x', // 22 a leading zero in IPv4
    ].join('\n');
    const list = parseCameraList('site.csv', text);
    expect(list.cameras.map((camera) => camera.line)).toEqual([9, 11, 16, 18]);
    expect(list.cameras.map((camera) => camera.host)).toEqual(['192.168.1.24', 'cam.local', '192.168.1.27', '::1']);
    expect(list.problems.map((problem) => problem.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 10, 12, 13, 14, 15, 17, 19, 20, 21, 22]);
    const message = (line: number) => englishText(list.problems.find((problem) => problem.line === line)!.message);
    expect(message(2)).toContain("'192.168.1.300' is not an IPv4 address");
    expect(message(3)).toContain("port '0' of 192.168.1.20 is not a number from 1 to 65535");
    expect(message(4)).toContain("port 'http'");
    expect(message(5)).toContain("'cam one' is not an IP address or host name");
    expect(message(6)).toBe('has 3 fields, but the header row (line 1) names 2 columns');
    expect(message(7)).toBe('has 1 fields, but the header row (line 1) names 2 columns');
    expect(message(8)).toContain('quotes of field 2 are not closed');
    expect(message(10)).toBe('lists the same camera as line 9 (192.168.1.24); only line 9 is used');
    expect(message(12)).toBe('lists the same camera as line 11 (cam.local); only line 11 is used');
    expect(message(13)).toBe('the address is empty');
    expect(message(14)).toBe('column SIP contains the control character U+0007 at position 5: only tab is allowed');
    expect(message(17)).toBe("port '08' of 192.168.1.28 has a leading zero: write it without (a number from 1 to 65535, decimal)");
    expect(message(19)).toBe('lists the same camera as line 18 ([::1]:80); only line 18 is used');
    expect(message(20)).toBe('column SIP contains the control character U+0085 NEL (line break) at position 5: only tab is allowed');
    expect(message(21)).toContain("column SIP contains '€' (U+20AC), which ISO-8859-1 (Latin-1) cannot encode");
    expect(message(22)).toContain("'010.0.0.1' has a number with a leading zero");
    expect(message(15)).toContain('longer than 8192 characters');
  });

  it('names the line and the field whose quotes are wrong, and takes quotes around fields and header names', () => {
    const list = parseCameraList('site.csv', '"IP";"SIP";NOTE\n1.2.3.4;"x"y;z\n1.2.3.5;ok;"open\n"1.2.3.6";"7";"a;b" \n');
    expect(englishProblems(list.problems)).toEqual([
      { line: 2, message: 'field 2 has text after its closing quote' },
      { line: 3, message: 'the quotes of field 3 are not closed on this line (a field cannot span lines)' },
    ]);
    expect(list.cameras.map(({ line, host, variables }) => ({ line, host, variables }))).toEqual([{ line: 4, host: '1.2.3.6', variables: { SIP: '7', NOTE: 'a;b' } }]);
    expect(() => parseCameraList('site.csv', 'IP;"SIP\n')).toThrow('site.csv line 1 (the header row) cannot be read: the quotes of field 2 are not closed on this line (a field cannot span lines)');
  });

  it('refuses the whole file when the header row cannot name the columns', () => {
    const refusal = (text: string) => {
      try {
        parseCameraList('site.csv', text);
      } catch (error) {
        expect(error).toBeInstanceOf(CameraListError);
        return (error as Error).message;
      }
      throw new Error('not refused');
    };
    expect(refusal('192.168.1.20;4711\n192.168.1.21;4712\n')).toBe(
      "site.csv line 1 (the header row) looks like a camera address ('192.168.1.20'), but the first line that is not a # comment must name the columns, e.g. ADDRESS;SIPNUMBER; nothing was imported",
    );
    expect(refusal('IP;;SIP\n')).toContain('line 1 (the header row) column 2 has no name');
    expect(refusal('IP;SIP;sip\n')).toContain("names column 2 and column 3 alike ('sip'");
    expect(refusal('IP;1ST\n')).toContain("name '1ST' is not usable as a {1ST} placeholder");
    expect(refusal('IP;PASSWORD\n')).toContain("'PASSWORD' looks like a password");
    expect(refusal('IP;__proto__\n')).toContain("name '__proto__' is reserved");
    expect(refusal('IP;constructor\n')).toContain("name 'constructor' is reserved");
    expect(problemsOf('IP;LABEL\n192.0.2.1;Tor\u001b[31m\n')).toEqual([{ line: 2, message: 'column LABEL: the name contains the control character U+001B ESC at position 4: only tab is allowed' }]);
    expect(refusal('IP;prototype\n')).toContain("name 'prototype' is reserved");
    expect(refusal('IP,SIP\n1.2.3.4,7\n')).toBe(`site.csv line 1 (the header row) has no ';' but ',': the list must be separated by ';' (save it as "CSV (semicolon-separated)"); nothing was imported`);
    expect(refusal('sep=,\nIP,SIP\n')).toBe("site.csv line 1 says the fields are separated by ','; the list must be separated by ';'; nothing was imported");
    expect(refusal('# only comments\n\n')).toContain('lists no camera');
    expect(refusal('IP\n'.repeat(20_001))).toContain('more than 20000 lines');
    expect(refusal('IP\n' + 'x'.repeat(330 * 1024))).toBe('site.csv is larger than 327680 characters; nothing was imported');
  });

  it('refuses a direction mark or an unpaired surrogate in a name, group or value, naming the line and column', () => {
    const list = parseCameraList('site.csv', 'IP;LABEL;GROUP;ROOM\n10.0.0.1;Gate\u202efdp.exe;Hall;1\n10.0.0.2;Tor\ud800;Hall;2\n10.0.0.3;Hof;Hall\u2066;3\n10.0.0.4;Lager;Hall;4\u200f\n10.0.0.5;שער;Hall;5\n');
    expect(englishProblems(list.problems)).toEqual([
      { line: 2, message: 'column LABEL: the name contains the bidirectional control U+202E RIGHT-TO-LEFT OVERRIDE at position 5: it makes the text show in another order than it holds' },
      { line: 3, message: 'column LABEL: the name contains the unpaired surrogate U+D800 at position 4: it is half a character (broken UTF-16), no text holds it' },
      { line: 4, message: 'column GROUP: group name contains the bidirectional control U+2066 LEFT-TO-RIGHT ISOLATE at position 5: it makes the text show in another order than it holds' },
      { line: 5, message: expect.stringMatching(/^column ROOM .*U\+200F/) },
    ]);
    expect(list.cameras.map((camera) => camera.label)).toEqual(['שער']);
  });

  it('skips the sep=; line spreadsheets may write first', () => {
    const list = parseCameraList('site.csv', 'sep=;\r\nIP;SIP\r\n1.2.3.4;7\r\n');
    expect(englishProblems(list.problems)).toEqual([]);
    expect(list.cameras.map((camera) => camera.variables)).toEqual([{ SIP: '7' }]);
  });

  it('accepts a header with a trailing ; and IPv6 addresses in brackets', () => {
    const list = parseCameraList('site.csv', 'IP;SIP;\n[fe80::1]:81;5\n[::1];6\n');
    expect(englishProblems(list.problems)).toEqual([]);
    expect(list.cameras.map(({ host, port }) => ({ host, port }))).toEqual([
      { host: 'fe80::1', port: 81 },
      { host: '::1', port: null },
    ]);
  });

  it('says when a list is past the limit of cameras', () => {
    const rows = Array.from({ length: 1001 }, (_, index) => `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`);
    const problems = problemsOf(['IP', ...rows].join('\n'));
    expect(problems).toEqual([{ line: 1002, message: 'is past the limit of 1000 cameras in one list' }]);
  });
});

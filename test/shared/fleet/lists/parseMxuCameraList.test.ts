import { englishProblems } from '../../../support/englishProblems';
import { englishText } from '../../../../src/shared/i18n/renderText';
import { describe, expect, it } from 'vitest';
import { CameraListError } from '../../../../src/shared/fleet/lists/cameraListError';
import { parseCameraList } from '../../../../src/shared/fleet/lists/parseCameraList';

describe('the management center .mxu list', () => {
  it('reads groups, names, addresses and credentials, with repeated tabs and // comments', () => {
    const text = '#EXTMXU\r\n// exported 2026\r\nLoose\t\t10.1.1.1\tadmin\tmeinsm\r\n#EXTGROUP:Halle 3\r\nTor Süd\t10.1.1.2:8080\t\t\tservice\tgeh eim \r\n\r\n#EXTGROUP:\r\nNo creds\t10.1.1.3\r\n';
    const list = parseCameraList('site.mxu', text);
    expect(list.format).toBe('mxu');
    expect(englishProblems(list.problems)).toEqual([]);
    expect(list.cameras).toEqual([
      { line: 3, host: '10.1.1.1', port: null, label: 'Loose', user: 'admin', password: 'meinsm', group: undefined, variables: {} },
      { line: 5, host: '10.1.1.2', port: 8080, label: 'Tor Süd', user: 'service', password: 'geh eim ', group: 'Halle 3', variables: {} },
      { line: 8, host: '10.1.1.3', port: null, label: 'No creds', user: null, password: null, group: null, variables: {} },
    ]);
  });

  it('reports every bad line with its number and never repeats a password', () => {
    const text = [
      '#EXTMXU', // 1
      'Cam A\t10.1.1.1\tadmin\tsecret-a', // 2 good
      'Cam B 10.1.1.2 admin secret-b', // 3 spaces, not tabs
      'Cam C\t10.1.1.3\tadmin', // 4 no password
      'Cam D\t10.1.1.4\tadmin\tsecret-d\textra', // 5 five fields
      '\t10.1.1.5\tadmin\tsecret-e', // 6 no name
      'Cam F\t10.1.1.300\tadmin\tsecret-f', // 7 bad address
      'Cam G\t10.1.1.1\tadmin\tsecret-g', // 8 duplicate of 2
      '#EXTINFO:whatever', // 9 unknown directive
      'Cam H\t10.1.1.8\tad:min\tsecret-h', // 10 user with ':'
      'Cam I\t10.1.1.9:99999\tadmin\tsecret-i', // 11 bad port
      'Cam\u0085J\t10.1.1.10\tadmin\tsecret-j', // 12 NEL in the name (a Windows '…' read as Latin-1)
      'Cam K\t10.1.1.11\tad\u001bmin\tsecret-k', // 13 ESC in the user
      'Cam L\t10.1.1.12\tadmin\tsecret\u0000l', // 14 NUL in the password
    ].join('\n');
    const list = parseCameraList('site.mxu', text);
    expect(list.cameras.map((camera) => camera.label)).toEqual(['Cam A']);
    expect(list.problems.map((problem) => problem.line)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(englishText(list.problems.find((problem) => problem.line === 12)!.message)).toContain('the name contains the control character U+0085 NEL (line break) at position 4');
    expect(englishText(list.problems.find((problem) => problem.line === 13)!.message)).toContain('the user name contains the control character U+001B ESC at position 3');
    expect(englishText(list.problems.find((problem) => problem.line === 14)!.message)).toContain('the password contains a control character');
    expect(englishText(list.problems.find((problem) => problem.line === 3)!.message)).toContain('has no tab');
    expect(englishText(list.problems.find((problem) => problem.line === 4)!.message)).toContain('has a user but no password');
    expect(englishText(list.problems.find((problem) => problem.line === 8)!.message)).toContain('same camera as line 2');
    expect(englishText(list.problems.find((problem) => problem.line === 9)!.message)).toContain('#EXTGROUP:name');
    expect(englishText(list.problems.find((problem) => problem.line === 11)!.message)).toContain("port '99999'");
    expect(JSON.stringify(list.problems)).not.toMatch(/secret/);
  });

  it('refuses a direction mark or an unpaired surrogate in a name or user, naming the line', () => {
    const list = parseCameraList('site.mxu', '#EXTMXU\nGate\u202efdp.exe\t10.1.1.1\nTor\udc00\t10.1.1.2\nHof\t10.1.1.3\tad\u2067min\tsecret\n');
    expect(list.cameras).toEqual([]);
    expect(list.problems.map(({ line, message }) => [line, englishText(message).replace(/: it .*/, '')])).toEqual([
      [2, 'the name contains the bidirectional control U+202E RIGHT-TO-LEFT OVERRIDE at position 5'],
      [3, 'the name contains the unpaired surrogate U+DC00 at position 4'],
      [4, 'the user name contains the bidirectional control U+2067 RIGHT-TO-LEFT ISOLATE at position 3'],
    ]);
  });

  it('refuses a file named .mxu that does not start with #EXTMXU', () => {
    expect(() => parseCameraList('site.mxu', 'Cam\t10.1.1.1\n')).toThrow(CameraListError);
    expect(() => parseCameraList('site.mxu', 'Cam\t10.1.1.1\n')).toThrow('site.mxu is not an .mxu camera list: its first line must be #EXTMXU; nothing was imported');
  });

  it('recognises an .mxu list by its first line whatever the file is called, byte order mark included', () => {
    expect(parseCameraList('export.txt', '\uFEFF#EXTMXU\nCam\t10.1.1.1\n').format).toBe('mxu');
  });
});

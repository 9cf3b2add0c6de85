// The cameras of `camconfig fleet apply --list`: the one list parser's cameras, with the
// placeholders a command file may use; a list with any bad line sends nothing.
import { describe, expect, it } from 'vitest';
import { CameraListRefusedError, readCameraList } from '../../../../src/main/fleet/apply/readCameraList';
import { CameraListError } from '../../../../src/shared/fleet/lists/cameraListError';
import { errorWords } from '../../../../src/shared/i18n/errorWords';
import { englishText } from '../../../../src/shared/i18n/renderText';

function problemsOf(text: string): string[] {
  try {
    readCameraList('cameras.csv', text);
  } catch (error) {
    if (error instanceof CameraListRefusedError) return error.problems.map(englishText);
    throw error;
  }
  throw new Error('expected a CameraListRefusedError');
}

describe('readCameraList', () => {
  it('keeps every column as a placeholder, the address as listed, plus HOST and PORT', () => {
    const list = readCameraList('cameras.csv', '\uFEFF# site A\r\nADDRESS;SIP;ROOM\r\n\r\n192.168.1.24;301;"Tor; Süd"\r\n127.0.0.1:8080;302;\r\n# end\r\n');
    expect(list.columns).toEqual(['ADDRESS', 'HOST', 'PORT', 'SIP', 'ROOM']);
    expect(list.cameras).toEqual([
      { address: '192.168.1.24', host: '192.168.1.24', port: undefined, line: 4, variables: { ADDRESS: '192.168.1.24', HOST: '192.168.1.24', PORT: '80', SIP: '301', ROOM: 'Tor; Süd' } },
      { address: '127.0.0.1:8080', host: '127.0.0.1', port: 8080, line: 5, variables: { ADDRESS: '127.0.0.1:8080', HOST: '127.0.0.1', PORT: '8080', SIP: '302', ROOM: '' } },
    ]);
  });

  it('names the address column as the header does, and LABEL and GROUP when the list gives them', () => {
    const list = readCameraList('site.csv', 'IP;LABEL;GROUP;SIP\n10.0.0.1;Gate;Yard;7\n');
    expect(list.cameras[0]!.variables).toEqual({ IP: '10.0.0.1', HOST: '10.0.0.1', PORT: '80', LABEL: 'Gate', GROUP: 'Yard', SIP: '7' });
  });

  it('takes an .mxu list with each camera its own credentials', () => {
    const list = readCameraList('site.mxu', '#EXTMXU\n#EXTGROUP:Hall\nDoor\t\t10.0.0.5\tservice\tsecret-pass\n');
    expect(list.cameras).toEqual([
      { address: '10.0.0.5', host: '10.0.0.5', port: undefined, user: 'service', password: 'secret-pass', line: 3, variables: { ADDRESS: '10.0.0.5', HOST: '10.0.0.5', PORT: '80', LABEL: 'Door', GROUP: 'Hall' } },
    ]);
  });

  it('names every bad line by file and line, and sends nothing', () => {
    const problems = problemsOf('ADDRESS;SIP\n10.0.0.1;1;2\nhost name;3\n10.0.0.2:70000;4\n10.0.0.3;5\n10.0.0.3;6\n');
    expect(problems).toHaveLength(4);
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['cameras.csv line 2', 'cameras.csv line 3', 'cameras.csv line 4', 'cameras.csv line 6']);
  });

  it('refuses a list without cameras, and a file that is no camera list', () => {
    expect(problemsOf('ADDRESS;SIP\n')).toEqual(['cameras.csv: no camera lines']);
    expect(() => readCameraList('cameras.csv', '# nothing\n')).toThrow(CameraListError);
    expect(() => readCameraList('cameras.csv', 'ADDRESS;SIP;SIP\n10.0.0.1;1;2\n')).toThrow(/cameras\.csv.*line 1/);
  });

  it('refuses a list with bad lines in German too, every line named', () => {
    const refusal = (() => {
      try {
        return readCameraList('cameras.csv', 'ADDRESS;SIP\n10.0.0.1;1\nhost name;3\n');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(CameraListRefusedError);
    expect(errorWords(refusal, 'de')).toMatch(/^Kameraliste cameras\.csv: nichts wurde gesendet:\n {2}cameras\.csv Zeile 3: /);
    expect(errorWords(refusal, 'en')).toMatch(/^camera list cameras\.csv: nothing was sent:\n {2}cameras\.csv line 3: /);
    expect(() => readCameraList('cameras.csv', 'ADDRESS;SIP\n')).toThrow('camera list cameras.csv: nothing was sent:\n  cameras.csv: no camera lines');
  });
});

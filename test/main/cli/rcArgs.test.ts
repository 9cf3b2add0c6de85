// The argument forms of `camconfig rc`, checked without a camera: parameters, camera addresses
// and how files are decoded (options: test/main/base/commandLine/parseCommandLine.test.ts).
import { describe, expect, it } from 'vitest';
import { parseCameraArg } from '../../../src/main/base/commandLine/cameraArg';
import { parsePortOption } from '../../../src/main/base/commandLine/portOption';
import { parseAssignment, parseNameValue, parseParamReference } from '../../../src/main/cli/rc/paramArgs';
import { decodeTextFile } from '../../../src/main/cli/rc/textFiles';

describe('rc argument forms', () => {
  it('parses parameter forms; the value is everything after the first =', () => {
    expect(parseAssignment('general/OVERLAY_TEXT=Kamera=1 Zeit=%H:%M')).toEqual({ section: 'general', name: 'OVERLAY_TEXT', value: 'Kamera=1 Zeit=%H:%M' });
    expect(parseAssignment('audio/MICRO=')).toEqual({ section: 'audio', name: 'MICRO', value: '' });
    expect(parseParamReference('audio/MICRO')).toEqual({ section: 'audio', name: 'MICRO' });
    expect(parseNameValue('NOTE=Größe')).toEqual({ name: 'NOTE', value: 'Größe' });
    expect(() => parseParamReference('audio')).toThrow("'audio' is not SECTION/NAME (for example audio/MICRO)");
    expect(() => parseParamReference('/MICRO')).toThrow("argument '/MICRO': section name is empty");
    expect(() => parseAssignment('audio/MI CRO=1')).toThrow("argument 'audio/MI CRO=1': parameter name 'MI CRO' contains a space");
  });

  it('parses camera addresses', () => {
    expect(parseCameraArg('192.0.2.10')).toEqual({ host: '192.0.2.10', port: undefined });
    expect(parseCameraArg('cam-hof:8080')).toEqual({ host: 'cam-hof', port: 8080 });
    expect(parseCameraArg('[fe80::1]:443')).toEqual({ host: 'fe80::1', port: 443 });
    expect(parseCameraArg('[::1]')).toEqual({ host: '::1', port: undefined });
    expect(() => parseCameraArg('cam:http')).toThrow("--camera 'cam:http': port 'http' is not a number from 1 to 65535");
    expect(() => parseCameraArg('fe80::1')).toThrow(/an IPv6 address goes in brackets/);
    expect(parseCameraArg('[0:0:0:0:0:0:0:1]:8081')).toEqual({ host: '::1', port: 8081 });
    expect(parseCameraArg('Cam-Hof.')).toEqual({ host: 'cam-hof', port: undefined });
    expect(() => parseCameraArg('cam-hof:08')).toThrow("--camera 'cam-hof:08': port '08' has a leading zero: write it without (a number from 1 to 65535, decimal)");
    expect(() => parseCameraArg('cam\u001bhof')).toThrow('host contains the control character U+001B ESC');
    expect(parsePortOption('8080', '--port', 0)).toBe(8080);
    expect(() => parsePortOption('08', '--port', 0)).toThrow("--port must be a whole number from 0 to 65535 (0 = any free port) written without a leading zero, found '08'");
  });

  it('reads files as UTF-8 when they are valid UTF-8, else as Latin-1', () => {
    expect(decodeTextFile(Buffer.from('Größe\n', 'utf8'))).toBe('Größe\n');
    expect(decodeTextFile(Buffer.from('Größe\n', 'latin1'))).toBe('Größe\n');
    expect(decodeTextFile(Buffer.from('plain\n', 'latin1'))).toBe('plain\n');
  });
});

// One canonical form per camera address, and ports as plain decimal: the same camera written two
// ways is one camera, and `08` is refused instead of being read as 8.
import { describe, expect, it } from 'vitest';
import { cameraHostProblem, canonicalCameraHost, hostKey } from '../../../src/shared/net/cameraHost';
import { parsePortText } from '../../../src/shared/net/portText';
import { renderText } from '../../../src/shared/i18n/renderText';

describe('camera hosts', () => {
  it.each([
    ['[::1]', '::1'],
    ['[0:0:0:0:0:0:0:1]', '::1'],
    ['0:0:0:0:0:0:0:1', '::1'],
    ['[FE80::0001%eth0]', 'fe80::1%eth0'],
    ['2001:DB8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['[::ffff:127.0.0.1]', '::ffff:7f00:1'],
    ['Camera.Example.', 'camera.example'],
    ['192.168.1.20', '192.168.1.20'],
  ])('%s is kept as %s', (given, canonical) => {
    expect(cameraHostProblem(given)).toBeNull();
    expect(canonicalCameraHost(given)).toBe(canonical);
  });

  it('gives two spellings of one address one key, and a host kept before the rules its own', () => {
    expect(hostKey('[0:0:0:0:0:0:0:1]')).toBe(hostKey('::1'));
    expect(hostKey('CAM.local')).toBe(hostKey('cam.local'));
    expect(hostKey('my_cam')).toBe('my_cam');
  });

  it.each([
    ['', 'host is empty'],
    ['cam\u0000.local', 'host contains the control character U+0000 NUL at position 4'],
    ['cam\nreboot', 'host contains the control character U+000A LF (line break) at position 4'],
    ['http://cam', "'http://cam' is not an IPv6 address"],
    ['cam one', "'cam one' is not an IP address or host name (no spaces"],
    ['192.168.1.300', 'not an IPv4 address'],
    ['010.0.0.1', 'leading zero'],
    ['[1::2::3]', "'[1::2::3]' is not an IPv6 address"],
    ['[::1', "'[::1' is not an IPv6 address"],
    ['x'.repeat(254), 'longer than 253'],
  ])('%j is refused: %s', (host, problem) => {
    expect(cameraHostProblem(host)).toContain(problem);
  });
});

describe('ports written as text', () => {
  it('reads decimal 1 to 65535 and refuses a leading zero, signs, spaces and out-of-range numbers', () => {
    expect(parsePortText('8080')).toEqual({ port: 8080 });
    expect(parsePortText('0', { allowZero: true })).toEqual({ port: 0 });
    expect(parsePortText('08')).toMatchObject({ problem: "port '08' has a leading zero: write it without (a number from 1 to 65535, decimal)" });
    const refused = parsePortText('70000', { host: 'cam-1' });
    expect('text' in refused && renderText(refused.text, 'de')).toBe("Port '70000' von cam-1 ist keine gültige Portangabe: erwartet eine Zahl von 1 bis 65535");
    for (const bad of ['0', '65536', '-1', '+80', ' 80', '8e1', '0x50', '']) expect(parsePortText(bad)).toHaveProperty('problem');
    expect(parsePortText('00', { allowZero: true })).toHaveProperty('problem');
  });
});

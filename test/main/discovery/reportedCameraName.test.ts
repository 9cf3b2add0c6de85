// The name a camera reports (general/CAMERA_NAME) is a label only when the camera-list import
// would take it: bounded, no control character. (A direction mark cannot reach it: a camera's
// configuration is Latin-1, which has none; the check stays for any other way a name comes in.)
import { describe, expect, it } from 'vitest';
import { reportedCameraName } from '../../../src/main/discovery/reportedCameraName';
import { createConfig } from '../../../src/shared/remoteconfig/configModel';
import { cameraListLimits } from '../../../src/shared/fleet/lists/listLimits';

function reporting(name: string | null) {
  return createConfig([{ name: 'general', params: name === null ? [] : [{ name: 'CAMERA_NAME', value: name }] }]);
}

describe('reportedCameraName', () => {
  it('takes the name the camera reports, trimmed, umlauts included', () => {
    expect(reportedCameraName(reporting('  Eingang Süd '))).toBe('Eingang Süd');
  });

  it.each([
    ['no general section', createConfig([])],
    ['no CAMERA_NAME', reporting(null)],
    ['an empty name', reporting('   ')],
    ['a name longer than a label', reporting('x'.repeat(cameraListLimits.labelLength + 1))],
    ['an escape sequence', reporting('Tor\u001b[2JOst')],
    ['a C1 control', reporting('Tor\u009bOst')],
  ])('reports no name for %s (the camera goes under its address)', (_what, config) => {
    expect(reportedCameraName(config)).toBeNull();
  });
});

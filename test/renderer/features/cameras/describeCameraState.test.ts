import { describe, expect, it } from 'vitest';
import { cameraStateLabel, describeCameraState, describePasswordStorage } from '../../../../src/renderer/features/cameras/describeCameraState';
import { textIn } from '../../../../src/renderer/i18n/studioText';
import { cameraStates } from '../../../../src/shared/api/cameraSchemas';

const en = textIn('en');
const de = textIn('de');

describe('the words for a camera state', () => {
  it("has a list word for every state, in the technician's terms", () => {
    for (const state of cameraStates) {
      expect(cameraStateLabel(state, en)).not.toMatch(/^cameras\./);
      expect(cameraStateLabel(state, de)).not.toMatch(/^cameras\./);
    }
    expect(cameraStateLabel('auth_failed', en)).toBe('credentials refused');
    expect(cameraStateLabel('certificate_changed', en)).toBe('certificate changed');
    expect(cameraStateLabel('auth_failed', de)).toBe('Zugangsdaten abgelehnt');
  });

  it('says the outcome of Test connection with the firmware or the reason', () => {
    expect(describeCameraState({ state: 'online', stateDetail: null, firmware: 'MX-V5.5' }, en)).toBe('online: the camera answers with these credentials (firmware MX-V5.5)');
    expect(describeCameraState({ state: 'offline', stateDetail: 'nothing listens on 127.0.0.1:9', firmware: null }, en)).toBe('offline: the camera does not answer (nothing listens on 127.0.0.1:9)');
    expect(describeCameraState({ state: 'online', stateDetail: 'ignored while online', firmware: null }, en)).toBe('online: the camera answers with these credentials');
    expect(describeCameraState({ state: 'online', stateDetail: null, firmware: 'MX-V5.5' }, de)).toBe('online: die Kamera antwortet mit diesen Zugangsdaten (Firmware MX-V5.5)');
  });

  it('says how passwords are kept', () => {
    expect(describePasswordStorage('memory-only', true, en)).toMatch(/asks for its password again/);
    expect(describePasswordStorage('passphrase-encrypted', false, en)).toMatch(/for this run only/);
    expect(describePasswordStorage('os-encrypted', true, de)).toBe('Passwörter werden vom Betriebssystem verschlüsselt aufbewahrt.');
  });
});

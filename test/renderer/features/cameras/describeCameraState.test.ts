import { describe, expect, it } from 'vitest';
import { cameraStateLabel, describeCameraState, describePasswordStorage } from '../../../../src/renderer/features/cameras/describeCameraState';
import { textIn } from '../../../../src/renderer/i18n/studioText';
import { cameraStates } from '../../../../src/shared/api/cameraSchemas';
import { renderText } from '../../../../src/shared/i18n/renderText';
import { localize } from '../../../../src/shared/i18n/text';

const en = textIn('en');
const de = textIn('de');
const inEnglish = (text: Parameters<typeof renderText>[0]) => renderText(text, 'en');
const inGerman = (text: Parameters<typeof renderText>[0]) => renderText(text, 'de');
const words = (given: string) => localize('remoteConfig.asGiven', { words: given });

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
    expect(describeCameraState({ state: 'online', stateDetail: null, firmware: 'MX-V5.5' }, en, inEnglish)).toBe('online: the camera answers with these credentials (firmware MX-V5.5)');
    expect(describeCameraState({ state: 'offline', stateDetail: words('nothing listens on 127.0.0.1:9'), firmware: null }, en, inEnglish)).toBe('offline: the camera does not answer (nothing listens on 127.0.0.1:9)');
    expect(describeCameraState({ state: 'online', stateDetail: words('ignored while online'), firmware: null }, en, inEnglish)).toBe('online: the camera answers with these credentials');
    expect(describeCameraState({ state: 'online', stateDetail: null, firmware: 'MX-V5.5' }, de, inGerman)).toBe('online: die Kamera antwortet mit diesen Zugangsdaten (Firmware MX-V5.5)');
  });

  it("gives the reason a camera cannot be reached in the studio's language", () => {
    const offline = { state: 'offline' as const, stateDetail: localize('remoteConfig.unreachableWithHint', { camera: '127.0.0.1:8080', reason: localize('remoteConfig.connection.refused'), hint: localize('remoteConfig.connection.switchedOnHint') }), firmware: null };
    expect(describeCameraState(offline, de, inGerman)).toMatch(/Kamera 127\.0\.0\.1:8080 nicht erreichbar: Verbindung abgelehnt \(ist die Kamera eingeschaltet, und stimmt der Port\?\)/);
    expect(describeCameraState(offline, en, inEnglish)).toMatch(/cannot reach camera 127\.0\.0\.1:8080: connection refused \(is the camera switched on, and is the port right\?\)/);
  });

  it('says how passwords are kept', () => {
    expect(describePasswordStorage('memory-only', true, en)).toMatch(/asks for its password again/);
    expect(describePasswordStorage('passphrase-encrypted', false, en)).toMatch(/for this run only/);
    expect(describePasswordStorage('os-encrypted', true, de)).toBe('Passwörter werden vom Betriebssystem verschlüsselt aufbewahrt.');
  });
});

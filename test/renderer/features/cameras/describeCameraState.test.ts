import { describe, expect, it } from 'vitest';
import { cameraStateLabels, describeCameraState, describePasswordStorage } from '../../../../src/renderer/features/cameras/describeCameraState';
import { cameraStates } from '../../../../src/shared/api/cameraSchemas';

describe('the words for a camera state', () => {
  it('has a list word for every state, in the technician\'s terms', () => {
    expect(Object.keys(cameraStateLabels).sort()).toEqual([...cameraStates].sort());
    expect(cameraStateLabels.auth_failed).toBe('credentials refused');
    expect(cameraStateLabels.certificate_changed).toBe('certificate changed');
  });

  it('says the outcome of Test connection with the firmware or the reason', () => {
    expect(describeCameraState({ state: 'online', stateDetail: null, firmware: 'MX-V5.5' })).toBe('online: the camera answers with these credentials (firmware MX-V5.5)');
    expect(describeCameraState({ state: 'offline', stateDetail: 'nothing listens on 127.0.0.1:9', firmware: null })).toBe('offline: the camera does not answer (nothing listens on 127.0.0.1:9)');
  });

  it('says how passwords are kept', () => {
    expect(describePasswordStorage('memory-only', true)).toMatch(/asks for its password again/);
    expect(describePasswordStorage('passphrase-encrypted', false)).toMatch(/for this run only/);
  });
});

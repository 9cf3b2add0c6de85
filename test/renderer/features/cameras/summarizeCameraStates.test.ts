import { describe, expect, it } from 'vitest';
import { summarizeCameraStates } from '../../../../src/renderer/features/cameras/summarizeCameraStates';
import { textIn } from '../../../../src/renderer/i18n/studioText';

describe('summarizeCameraStates', () => {
  it('counts the states in the order they appear, in the words of the camera list', () => {
    const en = textIn('en');
    expect(summarizeCameraStates([], en)).toBe('none');
    expect(summarizeCameraStates([{ state: 'online' }, { state: 'auth_failed' }, { state: 'online' }], en)).toBe('2 online, 1 credentials refused');
  });

  it('speaks German', () => {
    const de = textIn('de');
    expect(summarizeCameraStates([], de)).toBe('keine');
    expect(summarizeCameraStates([{ state: 'rebooting' }, { state: 'offline' }, { state: 'offline' }], de)).toBe('1 Neustart läuft, 2 offline');
  });
});

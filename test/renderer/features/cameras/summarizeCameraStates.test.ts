import { describe, expect, it } from 'vitest';
import { summarizeCameraStates } from '../../../../src/renderer/features/cameras/summarizeCameraStates';

describe('summarizeCameraStates', () => {
  it('counts the states in the order they appear', () => {
    expect(summarizeCameraStates([])).toBe('none');
    expect(summarizeCameraStates([{ state: 'online' }, { state: 'auth_failed' }, { state: 'online' }])).toBe('2 online, 1 auth failed');
  });
});

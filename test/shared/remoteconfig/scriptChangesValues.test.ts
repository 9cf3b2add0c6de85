import { describe, expect, it } from 'vitest';
import { scriptChangesValues } from '../../../src/shared/remoteconfig/commands';
import { buildScript } from '../../../src/shared/remoteconfig/scriptBuilder';

describe('scriptChangesValues', () => {
  it('is false for scripts that only read, store or reboot', () => {
    expect(scriptChangesValues(buildScript([{ kind: 'view' }, { kind: 'profile' }, { kind: 'rebootNeeded' }, { kind: 'help' }]))).toBe(false);
    expect(scriptChangesValues(buildScript([{ kind: 'viewConfigFile' }]))).toBe(false);
    expect(scriptChangesValues(buildScript([{ kind: 'store' }, { kind: 'reboot' }]))).toBe(false);
    expect(scriptChangesValues('helo\n# write params in a comment\n  view section audio\nquit\n')).toBe(false);
  });

  it('is true for every command that changes values, however it is written', () => {
    expect(scriptChangesValues(buildScript([{ kind: 'writeParams', params: [{ section: 'audio', name: 'MICRO', value: '1' }] }]))).toBe(true);
    expect(scriptChangesValues(buildScript([{ kind: 'activateProfile', name: 'night' }]))).toBe(true);
    expect(scriptChangesValues(buildScript([{ kind: 'restore' }]))).toBe(true);
    expect(scriptChangesValues(buildScript([{ kind: 'deleteSections', sections: ['sip'] }]))).toBe(true);
    expect(scriptChangesValues('helo\r\n\treset section audio\r\nquit\r\n')).toBe(true);
    expect(scriptChangesValues('helo\nupdate\nquit\n')).toBe(true);
  });
});

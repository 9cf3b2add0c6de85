import { describe, expect, it } from 'vitest';
import { applyScript } from '../../../src/shared/remoteconfig/applyScript';
import { ScriptError } from '../../../src/shared/remoteconfig/scriptBuilder';

describe('applyScript', () => {
  const changes = [
    { section: 'audio', name: 'MICRO', value: '1' },
    { section: 'general', name: 'LOCATION', value: 'Außenwand' },
    { section: 'audio', name: 'SPEAKERLEVEL', value: '70' },
  ];

  it('writes, lists each changed section once in the same request, then stores, updates and reboots as asked', () => {
    expect(applyScript(changes, { store: true, update: true, reboot: true })).toBe(
      'helo\nwrite params\naudio/MICRO=1\ngeneral/LOCATION=Außenwand\naudio/SPEAKERLEVEL=70\nview section audio\nview section general\nstore\nupdate\nreboot\nquit\n',
    );
    expect(applyScript(changes.slice(0, 1), { update: true })).toBe('helo\nwrite params\naudio/MICRO=1\nview section audio\nupdate\nquit\n');
    expect(applyScript(changes.slice(0, 1))).toBe('helo\nwrite params\naudio/MICRO=1\nview section audio\nquit\n');
  });

  it('refuses a value the camera cannot take, naming the parameter', () => {
    expect(() => applyScript([{ section: 'audio', name: 'MICRO', value: '1\nreboot' }])).toThrow(ScriptError);
    expect(() => applyScript([{ section: 'audio', name: 'MICRO', value: '1\nreboot' }])).toThrow(/parameter 1 \(audio\/MICRO\): value .* contains a line break/);
  });
});

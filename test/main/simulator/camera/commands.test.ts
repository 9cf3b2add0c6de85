// Every command of specification 4.2, with its effect on the camera's state.
import { beforeEach, describe, expect, it } from 'vitest';
import { commandNames, helpIntro } from '../../../../src/shared/remoteconfig/commands';
import { getParam, findSection } from '../../../../src/shared/remoteconfig/configModel';
import type { SimulatedCamera } from '../../../../src/main/simulator/camera';
import { newSimulatedCamera } from '../../../support/simulatedCameras';

let camera: SimulatedCamera;

beforeEach(() => {
  camera = newSimulatedCamera();
});

/** Runs `helo`, the lines, `quit` and returns the answer lines between helo and quit. */
function run(...lines: string[]): string[] {
  const outcome = camera.runScript(['helo', ...lines, 'quit'].join('\n'));
  expect(outcome.lines.slice(0, 1)).toEqual(['#read:helo:']);
  expect(outcome.lines.slice(-3)).toEqual(['#read:quit:', 'OK', '#bye']);
  return outcome.lines.slice(1, -3);
}

const running = (section: string, name: string): string | undefined => getParam(camera.running, section, name);

describe('session framing', () => {
  it('prints no #exec for helo and quit', () => {
    expect(camera.runScript('helo\nquit\n').lines).toEqual(['#read:helo:', '#read:quit:', 'OK', '#bye']);
  });

  it('refuses commands before helo, but not empty and comment lines', () => {
    expect(camera.runScript('\n# backup\nview\nhelo\nquit\n').lines).toEqual([
      '#read::',
      '#read:# backup:',
      '#read:view:',
      'ERROR: send helo first',
      '#read:helo:',
      '#read:quit:',
      'OK',
      '#bye',
    ]);
  });

  it('names an unknown command and goes on with the next line', () => {
    expect(run('frobnicate now', 'profile')).toEqual(['#read:frobnicate now:', 'ERROR: unknown command frobnicate', '#read:profile:', '#exec cmd=profile', '']);
  });

  it('reports bad syntax for words a command does not take', () => {
    expect(run('store now')).toEqual(['#read:store now:', 'ERROR: bad syntax: store now']);
    expect(run('view everything')).toEqual(['#read:view everything:', 'ERROR: bad syntax: view everything']);
  });

  it('treats # lines as comments', () => {
    expect(run('#:MX-V5.5.2.166', '# store')).toEqual(['#read:#:MX-V5.5.2.166:', '#read:# store:']);
    expect(camera.flash).toEqual(camera.running);
  });
});

describe('view', () => {
  it('lists every section', () => {
    const lines = run('view');
    expect(lines.slice(0, 3)).toEqual(['#read:view:', '#exec cmd=view', 'SECTION timestamp']);
    expect(lines.filter((line) => line.startsWith('SECTION ')).map((line) => line.slice(8))).toEqual(camera.running.sections.map((s) => s.name));
    expect(lines.at(-1)).toBe(`ENDSECTION ${camera.running.sections.at(-1)!.name}`);
    expect(lines.some((line) => line.startsWith('#:'))).toBe(false);
  });

  it('lists one section, and names an unknown one', () => {
    expect(run('view section audio')).toEqual([
      '#read:view section audio:',
      '#exec cmd=view section audio',
      'SECTION audio',
      'SPEAKER=1',
      'MICRO=1',
      'PREAMPLIFIER=0',
      'SPEAKERLEVEL=50',
      'ENDSECTION audio',
    ]);
    expect(run('view section nosuch')).toEqual(['#read:view section nosuch:', 'ERROR: unknown section nosuch']);
  });

  it('has a realistic factory configuration', () => {
    const names = camera.running.sections.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['timestamp', 'audio', 'network', 'events', 'general', 'sip']));
    expect(running('general', 'CAMERA_NAME')).toBe('Eingang Süd');
    expect(running('network', 'IP')).toMatch(/^192\.0\.2\.\d+$/);
    expect(running('sip', 'URI')).toBe('sip:301@192.0.2.5');
    const values = camera.running.sections.flatMap((s) => s.params.map((p) => p.value));
    expect(values.some((value) => value.includes('='))).toBe(true);
    expect(values.some((value) => value.includes(':') && value.includes(' '))).toBe(true);
  });
});

describe('write params', () => {
  it('sets existing parameters; values keep =, : and spaces', () => {
    const lines = run('write params', 'audio/SPEAKERLEVEL=80', 'general/OVERLAY_TEXT=a=b: c d', 'view section audio');
    expect(lines.slice(0, 4)).toEqual(['#read:write params:', '#read:audio/SPEAKERLEVEL=80:', '#read:general/OVERLAY_TEXT=a=b: c d:', '#exec cmd=write params']);
    expect(lines).toContain('SPEAKERLEVEL=80');
    expect(running('general', 'OVERLAY_TEXT')).toBe('a=b: c d');
  });

  it('applies nothing when one line is wrong, with the errors after the offending lines', () => {
    expect(run('write params', 'audio/MICRO=0', 'audio/VOLUME=3', 'nosuch/X=1', 'audio/SPEAKER=0')).toEqual([
      '#read:write params:',
      '#read:audio/MICRO=0:',
      '#read:audio/VOLUME=3:',
      'ERROR: unknown parameter audio/VOLUME',
      '#read:nosuch/X=1:',
      'ERROR: unknown section nosuch',
      '#read:audio/SPEAKER=0:',
    ]);
    expect(running('audio', 'MICRO')).toBe('1');
    expect(running('audio', 'SPEAKER')).toBe('1');
  });

  it('ends the block at the first line of another form', () => {
    expect(run('write params', 'audio/MICRO=0', 'store')).toEqual([
      '#read:write params:',
      '#read:audio/MICRO=0:',
      '#exec cmd=write params',
      '#read:store:',
      '#exec cmd=store',
      '#store: configuration written to flash',
    ]);
    expect(getParam(camera.flash, 'audio', 'MICRO')).toBe('0');
  });

  it('refuses an empty block', () => {
    expect(run('write params')).toEqual(['#read:write params:', 'ERROR: bad syntax: write params (no <section>/<NAME>=<value> line follows)']);
  });
});

describe('write (sections) and the restore flow', () => {
  it('replaces whole sections, the #:MX- line being a comment', () => {
    const lines = run('write', '#:MX-V5.5.2.166', 'SECTION audio', 'SPEAKER=0', 'ENDSECTION audio', '', 'SECTION extra', 'A=1', 'ENDSECTION', 'profile');
    expect(lines.slice(0, 10)).toEqual([
      '#read:write:',
      '#read:#:MX-V5.5.2.166:',
      '#read:SECTION audio:',
      '#read:SPEAKER=0:',
      '#read:ENDSECTION audio:',
      '#read::',
      '#read:SECTION extra:',
      '#read:A=1:',
      '#read:ENDSECTION:',
      '#exec cmd=write',
    ]);
    expect(findSection(camera.running, 'audio')).toEqual({ name: 'audio', params: [{ name: 'SPEAKER', value: '0' }] });
    expect(running('extra', 'A')).toBe('1');
  });

  it('restores a backup taken with view configfile: write, the file, store, update', () => {
    const backup = camera.runScript('\nhelo\nview configfile\nquit\n\n').lines.slice(4, -3);
    run('write params', 'sip/NUMBER=999', 'audio/MICRO=0', 'store');
    const lines = run('write', ...backup, 'store', 'update');
    expect(lines).not.toContainEqual(expect.stringMatching(/^ERROR/));
    expect(lines).toContain('#exec cmd=write');
    expect(camera.running).toEqual(camera.factory);
    expect(camera.flash).toEqual(camera.factory);
  });

  it('applies nothing when a SECTION has no ENDSECTION', () => {
    expect(run('write', 'SECTION audio', 'SPEAKER=0', 'store')).toEqual([
      '#read:write:',
      '#read:SECTION audio:',
      '#read:SPEAKER=0:',
      'ERROR: bad syntax: SECTION audio has no ENDSECTION',
      '#read:store:',
      '#exec cmd=store',
      '#store: configuration written to flash',
    ]);
    expect(running('audio', 'MICRO')).toBe('1');
  });

  it('refuses a mismatched ENDSECTION', () => {
    const lines = run('write', 'SECTION audio', 'SPEAKER=0', 'ENDSECTION network');
    expect(lines).toContain('ERROR: bad syntax: ENDSECTION network: the open section is audio');
    expect(lines).not.toContain('#exec cmd=write');
  });
});

describe('append', () => {
  it('adds parameters, creating the section when absent, and updates existing names', () => {
    const lines = run('append', 'SECTION audio', 'ECHO_CANCEL=1', 'SPEAKER=0', 'ENDSECTION', 'SECTION notes', 'TEXT=Grüße: a=b', 'ENDSECTION notes');
    expect(lines.at(-1)).toBe('#exec cmd=append');
    expect(findSection(camera.running, 'audio')!.params.map((p) => `${p.name}=${p.value}`)).toEqual(['SPEAKER=0', 'MICRO=1', 'PREAMPLIFIER=0', 'SPEAKERLEVEL=50', 'ECHO_CANCEL=1']);
    expect(running('notes', 'TEXT')).toBe('Grüße: a=b');
  });
});

describe('delete', () => {
  it('deletes individual parameters, all or none', () => {
    expect(run('delete params', 'audio/PREAMPLIFIER', 'audio/NOPE')).toEqual([
      '#read:delete params:',
      '#read:audio/PREAMPLIFIER:',
      '#read:audio/NOPE:',
      'ERROR: unknown parameter audio/NOPE',
    ]);
    expect(running('audio', 'PREAMPLIFIER')).toBe('0');
    expect(run('delete params', 'audio/PREAMPLIFIER').at(-1)).toBe('#exec cmd=delete params');
    expect(running('audio', 'PREAMPLIFIER')).toBeUndefined();
  });

  it('deletes a section, and names an unknown one', () => {
    expect(run('delete section sip')).toEqual(['#read:delete section sip:', '#exec cmd=delete section sip']);
    expect(findSection(camera.running, 'sip')).toBeUndefined();
    expect(run('delete section sip')).toEqual(['#read:delete section sip:', 'ERROR: unknown section sip']);
  });

  it('deletes the whole configuration', () => {
    expect(run('delete', 'view')).toEqual(['#read:delete:', '#exec cmd=delete', '#read:view:', '#exec cmd=view']);
    expect(camera.running.sections).toEqual([]);
    expect(camera.flash).toEqual(camera.factory);
  });
});

describe('reset and restore', () => {
  it('reset brings everything or one section back to factory defaults', () => {
    run('write params', 'audio/MICRO=0', 'network/IP=192.0.2.99');
    expect(run('reset section audio')).toEqual(['#read:reset section audio:', '#exec cmd=reset section audio']);
    expect(running('audio', 'MICRO')).toBe('1');
    expect(running('network', 'IP')).toBe('192.0.2.99');
    run('delete section sip', 'reset');
    expect(camera.running).toEqual(camera.factory);
    expect(run('reset section nosuch')).toEqual(['#read:reset section nosuch:', 'ERROR: unknown section nosuch']);
  });

  it('restore brings everything or one section back from flash', () => {
    run('write params', 'audio/MICRO=0', 'store', 'write params', 'audio/SPEAKER=0', 'network/DNS=192.0.2.54');
    run('restore section network');
    expect(running('network', 'DNS')).toBe('192.0.2.53');
    expect(running('audio', 'SPEAKER')).toBe('0');
    expect(run('restore')).toEqual(['#read:restore:', '#exec cmd=restore']);
    expect(running('audio', 'SPEAKER')).toBe('1');
    expect(running('audio', 'MICRO')).toBe('0');
  });
});

describe('store and update', () => {
  it('store copies the running configuration to flash, with its trace line', () => {
    expect(run('write params', 'audio/MICRO=0', 'store').slice(-2)).toEqual(['#exec cmd=store', '#store: configuration written to flash']);
    expect(getParam(camera.flash, 'audio', 'MICRO')).toBe('0');
  });

  it('update applies sections that need no reboot, and only those', () => {
    run('write params', 'audio/MICRO=0', 'network/IP=192.0.2.99');
    expect(getParam(camera.applied, 'audio', 'MICRO')).toBe('1');
    expect(run('update')).toEqual(['#read:update:', '#exec cmd=update', '#update: daemons updated']);
    expect(getParam(camera.applied, 'audio', 'MICRO')).toBe('0');
    expect(getParam(camera.applied, 'network', 'IP')).toBe(getParam(camera.factory, 'network', 'IP'));
  });
});

describe('reboot_needed', () => {
  it('prints one empty line when nothing needs a reboot', () => {
    run('write params', 'audio/MICRO=0');
    expect(run('reboot_needed')).toEqual(['#read:reboot_needed:', '#exec cmd=reboot_needed', '']);
  });

  it('lists the changed sections that need a reboot', () => {
    run('write params', 'network/GATEWAY=192.0.2.254', 'timestamp/TIMEZONE=UTC', 'audio/MICRO=0');
    expect(run('reboot_needed')).toEqual(['#read:reboot_needed:', '#exec cmd=reboot_needed', 'network', 'timestamp']);
    run('write params', 'network/GATEWAY=192.0.2.1', 'timestamp/TIMEZONE=Europe/Berlin');
    expect(camera.rebootNeeded()).toEqual([]);
  });
});

describe('profiles', () => {
  it('profile prints an empty line until one is activated', () => {
    expect(run('profile')).toEqual(['#read:profile:', '#exec cmd=profile', '']);
  });

  it('activate_profile switches the named set of values', () => {
    expect(run('activate_profile night', 'profile')).toEqual(['#read:activate_profile night:', '#exec cmd=activate_profile night', '#read:profile:', '#exec cmd=profile', 'night']);
    expect(running('audio', 'MICRO')).toBe('0');
    expect(running('events', 'RECORDING')).toBe('continuous');
    run('activate_profile day');
    expect(running('audio', 'MICRO')).toBe('1');
    expect(running('audio', 'SPEAKERLEVEL')).toBe('60');
    expect(camera.activeProfile).toBe('day');
  });

  it('names an unknown profile and changes nothing', () => {
    expect(run('activate_profile weekend')).toEqual(['#read:activate_profile weekend:', 'ERROR: unknown profile weekend']);
    expect(run('activate_profile')).toEqual(['#read:activate_profile:', 'ERROR: bad syntax: activate_profile']);
    expect(camera.running).toEqual(camera.factory);
  });

  it('takes profiles defined with write params', () => {
    run('write params', 'audio/SPEAKER=0');
    run('append', 'SECTION events', 'PROFILE_quiet=audio/SPEAKER=0;audio/SPEAKERLEVEL=5', 'ENDSECTION');
    run('write params', 'audio/SPEAKER=1', 'events/PROFILE_quiet=audio/SPEAKERLEVEL=5;audio/MICRO=0');
    run('activate_profile quiet');
    expect([running('audio', 'SPEAKERLEVEL'), running('audio', 'MICRO'), running('audio', 'SPEAKER')]).toEqual(['5', '0', '1']);
  });
});

describe('help', () => {
  it('lists the commands after the intro sentence, in catalogue order', () => {
    expect(run('help')).toEqual(['#read:help:', '#exec cmd=help', helpIntro, ...commandNames]);
  });
});

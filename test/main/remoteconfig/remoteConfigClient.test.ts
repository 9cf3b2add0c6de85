// The client against the real simulated camera over HTTP on 127.0.0.1: every command of
// spec 4.2, as one request each, with the camera's state checked behind the client's back.
import { afterEach, describe, expect, it } from 'vitest';
import { commandNames } from '../../../src/shared/remoteconfig/commands';
import { getParam } from '../../../src/shared/remoteconfig/configModel';
import { serializeConfig } from '../../../src/shared/remoteconfig/configText';
import { ScriptError } from '../../../src/shared/remoteconfig/scriptBuilder';
import { CameraError } from '../../../src/main/remoteconfig/errors';
import { clientFor, startCamera, stopAll } from './cameraFixture';

afterEach(stopAll);

describe('RemoteConfigClient reading', () => {
  it('reads the whole running configuration and named sections', async () => {
    const camera = await startCamera();
    const client = clientFor(camera);
    const all = await client.readSections();
    expect(all.sections.map((section) => section.name)).toEqual(camera.running.sections.map((section) => section.name));
    expect(all.sections).toEqual(camera.running.sections);
    const some = await client.readSections(['audio', 'sip']);
    expect(some.sections.map((section) => section.name)).toEqual(['audio', 'sip']);
    expect(getParam(some, 'audio', 'MICRO')).toBe('1');
  });

  it('reads the configuration file with its #:MX- version line, exactly as the camera lists it', async () => {
    const camera = await startCamera({ firmware: 'MX-V9.9.9.1' });
    const { text, config } = await clientFor(camera).readConfigFile();
    expect(text.startsWith('#:MX-V9.9.9.1\nSECTION timestamp\n')).toBe(true);
    expect(text.endsWith('ENDSECTION events\n')).toBe(true);
    expect(config.versionLine).toBe('#:MX-V9.9.9.1');
    expect(text).toBe(serializeConfig({ ...camera.running, versionLine: '#:MX-V9.9.9.1' }));
  });

  it('gets parameters, reporting a missing one as undefined', async () => {
    const camera = await startCamera();
    const readings = await clientFor(camera).getParams([
      { section: 'audio', name: 'SPEAKERLEVEL' },
      { section: 'general', name: 'LOCATION' },
      { section: 'audio', name: 'NO_SUCH' },
    ]);
    expect(readings).toEqual([
      { section: 'audio', name: 'SPEAKERLEVEL', value: '50' },
      { section: 'general', name: 'LOCATION', value: getParam(camera.running, 'general', 'LOCATION') },
      { section: 'audio', name: 'NO_SUCH', value: undefined },
    ]);
  });

  it('reads profile, reboot_needed and help', async () => {
    const camera = await startCamera();
    const client = clientFor(camera);
    expect(await client.profile()).toBeNull();
    expect(await client.rebootNeeded()).toEqual([]);
    expect(await client.help()).toEqual([...commandNames]);
  });

  it('names the camera firmware from timestamp/VERSION', async () => {
    const camera = await startCamera({ firmware: 'MX-V1.2.3' });
    expect(await clientFor(camera).firmware()).toBe('MX-V1.2.3');
  });
});

describe('RemoteConfigClient writing', () => {
  it('sets parameters, stores and updates in one request', async () => {
    const camera = await startCamera();
    const client = clientFor(camera);
    await client.setParams(
      [
        { section: 'audio', name: 'SPEAKERLEVEL', value: '75' },
        { section: 'general', name: 'OVERLAY_TEXT', value: 'a=b: c/d e' },
      ],
      { store: true, update: true },
    );
    expect(getParam(camera.running, 'audio', 'SPEAKERLEVEL')).toBe('75');
    expect(getParam(camera.flash, 'audio', 'SPEAKERLEVEL')).toBe('75');
    expect(getParam(camera.applied, 'audio', 'SPEAKERLEVEL')).toBe('75');
    expect(getParam(camera.flash, 'general', 'OVERLAY_TEXT')).toBe('a=b: c/d e');
  });

  it('sets without store: only the running configuration changes', async () => {
    const camera = await startCamera();
    await clientFor(camera).setParams([{ section: 'audio', name: 'MICRO', value: '0' }]);
    expect(getParam(camera.running, 'audio', 'MICRO')).toBe('0');
    expect(getParam(camera.flash, 'audio', 'MICRO')).toBe('1');
  });

  it('refuses reboot without store (the values would be lost) before any request', async () => {
    const requests: string[] = [];
    const camera = await startCamera({ log: (line) => requests.push(line) });
    await expect(clientFor(camera).setParams([{ section: 'audio', name: 'MICRO', value: '0' }], { reboot: true })).rejects.toThrow(/command 3 \(reboot\): reboot without store would lose what 'write params'/);
    expect(requests).toEqual([]);
    expect(getParam(camera.running, 'audio', 'MICRO')).toBe('1');
  });

  it('store and update return the camera trace lines', async () => {
    const camera = await startCamera();
    const client = clientFor(camera);
    await client.setParams([{ section: 'audio', name: 'SPEAKER', value: '0' }]);
    expect((await client.store()).join('\n')).toMatch(/^#store/);
    expect(getParam(camera.flash, 'audio', 'SPEAKER')).toBe('0');
    expect((await client.update()).join('\n')).toMatch(/^#update/);
    expect(getParam(camera.applied, 'audio', 'SPEAKER')).toBe('0');
  });

  it('restores the running configuration, or one section, from flash', async () => {
    const camera = await startCamera();
    const client = clientFor(camera);
    await client.setParams([
      { section: 'audio', name: 'SPEAKERLEVEL', value: '10' },
      { section: 'events', name: 'ARMED', value: '0' },
    ]);
    await client.restore(['audio']);
    expect(getParam(camera.running, 'audio', 'SPEAKERLEVEL')).toBe('50');
    expect(getParam(camera.running, 'events', 'ARMED')).toBe('0');
    await client.restore();
    expect(getParam(camera.running, 'events', 'ARMED')).toBe('1');
  });

  it('resets one section, or everything, to factory defaults', async () => {
    const camera = await startCamera();
    const client = clientFor(camera);
    await client.setParams([{ section: 'audio', name: 'SPEAKERLEVEL', value: '10' }, { section: 'sip', name: 'NUMBER', value: '999' }], { store: true });
    await client.reset(['audio']);
    expect(getParam(camera.running, 'audio', 'SPEAKERLEVEL')).toBe('50');
    expect(getParam(camera.running, 'sip', 'NUMBER')).toBe('999');
    await client.reset();
    expect(camera.running.sections).toEqual(camera.factory.sections);
  });

  it('deletes parameters, sections and the whole configuration', async () => {
    const camera = await startCamera();
    const client = clientFor(camera);
    await client.deleteParams([{ section: 'audio', name: 'PREAMPLIFIER' }]);
    expect(getParam(camera.running, 'audio', 'PREAMPLIFIER')).toBeUndefined();
    expect(getParam(camera.running, 'audio', 'MICRO')).toBe('1');
    await client.deleteSections(['sip', 'events']);
    expect(camera.running.sections.map((section) => section.name)).not.toContain('sip');
    expect(camera.running.sections.map((section) => section.name)).not.toContain('events');
    await client.deleteAll();
    expect(camera.running.sections).toEqual([]);
  });

  it('appends parameters, creating the section when absent', async () => {
    const camera = await startCamera();
    const client = clientFor(camera);
    await client.append('custom', [{ name: 'NOTE', value: 'Tür links' }, { name: 'LEVEL', value: '3' }]);
    const custom = await client.readSections(['custom']);
    expect(custom.sections).toEqual([{ name: 'custom', params: [{ name: 'NOTE', value: 'Tür links' }, { name: 'LEVEL', value: '3' }] }]);
  });

  it('activates a profile and reports it as the current one', async () => {
    const camera = await startCamera();
    const client = clientFor(camera);
    await client.activateProfile('night');
    expect(await client.profile()).toBe('night');
    expect(camera.activeProfile).toBe('night');
    expect(getParam(camera.running, 'audio', 'SPEAKERLEVEL')).toBe('20');
  });

  it('lists sections that need a reboot after a change', async () => {
    const camera = await startCamera();
    const client = clientFor(camera);
    await client.setParams([{ section: 'network', name: 'HOSTNAME', value: 'cam-neu' }, { section: 'audio', name: 'MICRO', value: '0' }]);
    expect(await client.rebootNeeded()).toEqual(['network']);
  });

  it('round-trips umlauts as Latin-1 and refuses what Latin-1 cannot hold before sending', async () => {
    const camera = await startCamera();
    const client = clientFor(camera);
    const value = 'Größe: Straße Ä/Ö/Ü ½ ©';
    await client.setParams([{ section: 'general', name: 'LOCATION', value }], { store: true });
    expect(getParam(camera.flash, 'general', 'LOCATION')).toBe(value);
    expect(await client.getParams([{ section: 'general', name: 'LOCATION' }])).toEqual([{ section: 'general', name: 'LOCATION', value }]);
    await expect(client.setParams([{ section: 'general', name: 'LOCATION', value: 'Preis 5 €' }])).rejects.toThrow(ScriptError);
    await expect(client.setParams([{ section: 'general', name: 'LOCATION', value: 'Preis 5 €' }])).rejects.toThrow(/'€' \(U\+20AC\).*ISO-8859-1/);
    expect(getParam(camera.running, 'general', 'LOCATION')).toBe(value);
  });
});

describe('RemoteConfigClient camera errors', () => {
  it('throws CameraError naming each failing command and what did run, with the transcript', async () => {
    const camera = await startCamera();
    const client = clientFor(camera);
    const error = await client.setParams([{ section: 'audio', name: 'NO_SUCH', value: '1' }], { store: true }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CameraError);
    const cameraError = error as CameraError;
    expect(cameraError.failures).toHaveLength(1);
    expect(cameraError.failures[0]!.command).toBe('write params');
    expect(cameraError.failures[0]!.errors.join()).toMatch(/unknown parameter audio\/NO_SUCH/);
    // The read-back of the section still runs (the camera runs every command of a request).
    expect(cameraError.ran).toEqual(['view section audio', 'store']);
    expect(cameraError.message).toMatch(/write params: unknown parameter audio\/NO_SUCH/);
    expect(cameraError.message).toMatch(/These commands did run: view section audio; store/);
    expect(cameraError.transcript.completed).toBe(true);
  });

  it('runs a raw script and returns its transcript; a bad command is a CameraError', async () => {
    const camera = await startCamera();
    const client = clientFor(camera);
    const transcript = await client.runScript('write params\naudio/MICRO=0\nview section audio\n');
    const view = transcript.entries.find((entry) => entry.line === 'view section audio');
    expect(view?.executed).toBe(true);
    expect(view?.data).toContain('MICRO=0');
    const withExit = await client.runScript('helo\nprofile\nexit\n');
    expect(withExit.completed).toBe(true);
    expect(withExit.entries.map((entry) => entry.command)).toEqual(['helo', 'profile', 'exit']);
    const error = await client.runScript('view section nosuch\nstore\n').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CameraError);
    expect((error as CameraError).failures[0]).toMatchObject({ command: 'view section nosuch' });
    expect((error as CameraError).ran).toEqual(['store']);
  });
});

describe('RemoteConfigClient credentials', () => {
  it('knows the factory credentials and never shows the password', async () => {
    const { inspect } = await import('node:util');
    const camera = await startCamera({ password: 'Geheim-42' });
    const own = clientFor(camera, { password: 'Geheim-42' });
    expect(own.usesFactoryCredentials()).toBe(false);
    expect(clientFor(camera).usesFactoryCredentials()).toBe(true);
    expect(own.credentialsAccepted).toBe(false);
    await own.profile();
    expect(own.credentialsAccepted).toBe(true);
    expect(JSON.stringify(own)).not.toContain('Geheim-42');
    expect(inspect(own, { depth: 5 })).not.toContain('Geheim-42');
  });
});

// `reboot`: the answer still goes out, then the camera is off the network for a while and
// comes back with the flash copy: stored changes kept, unstored ones lost.
import { afterEach, describe, expect, it } from 'vitest';
import { getParam } from '../../../../src/shared/remoteconfig/configModel';
import type { SimulatedCamera } from '../../../../src/main/simulator/camera';
import { post, script, tryConnect } from './rawHttp';
import { newSimulatedCamera } from '../../../support/simulatedCameras';

let camera: SimulatedCamera | undefined;
afterEach(async () => {
  await camera?.stop();
  camera = undefined;
});

describe('reboot', () => {
  it('answers in full, refuses connections for rebootSeconds, then comes back with the flash copy', async () => {
    camera = newSimulatedCamera({ rebootSeconds: 1 });
    const { port } = await camera.start();
    // Taken before the request: the reboot begins after it, so the time to whenUp is at least rebootSeconds however late the answer comes.
    const startedAt = Date.now();
    const answer = await post(port, {
      body: script('write params', 'audio/MICRO=0', 'store', 'write params', 'audio/SPEAKERLEVEL=99', 'network/IP=192.0.2.77', 'reboot'),
    });
    expect(answer.lines.slice(-5)).toEqual(['#read:reboot:', '#exec cmd=reboot', '#read:quit:', 'OK', '#bye']);
    expect(camera.isRebooting()).toBe(true);
    expect(await tryConnect(port)).toBe('ECONNREFUSED');
    await camera.whenUp();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(990);
    expect(camera.isRebooting()).toBe(false);
    const after = await post(port, { body: script('view section audio', 'reboot_needed') });
    expect(after.lines).toContain('MICRO=0');
    expect(after.lines).toContain('SPEAKERLEVEL=50');
    expect(getParam(camera.running, 'network', 'IP')).toBe(getParam(camera.factory, 'network', 'IP'));
  });

  it('clears reboot_needed for stored changes, which then apply', async () => {
    camera = newSimulatedCamera({ rebootSeconds: 0.1 });
    const { port } = await camera.start();
    const before = await post(port, { body: script('write params', 'network/GATEWAY=192.0.2.254', 'store', 'reboot_needed', 'reboot') });
    expect(before.lines).toContain('network');
    await camera.whenUp();
    const after = await post(port, { body: script('reboot_needed') });
    expect(after.lines).toEqual(['#read:helo:', '#read:reboot_needed:', '#exec cmd=reboot_needed', '', '#read:quit:', 'OK', '#bye']);
    expect(getParam(camera.applied, 'network', 'GATEWAY')).toBe('192.0.2.254');
  });

  it('reboots after the answer even when the script does not end with quit', async () => {
    camera = newSimulatedCamera({ rebootSeconds: 0.1 });
    const { port } = await camera.start();
    const answer = await post(port, { body: 'helo\nreboot\n' });
    expect(answer.lines).toEqual(['#read:helo:', '#read:reboot:', '#exec cmd=reboot']);
    expect(camera.isRebooting()).toBe(true);
    await camera.whenUp();
    expect(await tryConnect(port)).toBe('connected');
  });

  it('stops cleanly in the middle of a reboot', async () => {
    camera = newSimulatedCamera({ rebootSeconds: 30 });
    const { port } = await camera.start();
    await post(port, { body: script('reboot') });
    const up = camera.whenUp();
    await camera.stop();
    await up;
    expect(camera.isRebooting()).toBe(false);
    expect(await tryConnect(port)).toBe('ECONNREFUSED');
  });
});

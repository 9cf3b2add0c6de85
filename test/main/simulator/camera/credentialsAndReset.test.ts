// The simulated camera's credentials changed while it runs (as on its own web page) and its
// factory reset: from the next request on only the new (or the factory) user and password open
// it; the reset also brings back the factory configuration, running and in flash.
import { afterEach, describe, expect, it } from 'vitest';
import { getParam } from '../../../../src/shared/remoteconfig/configModel';
import { AuthError } from '../../../../src/main/remoteconfig/errors';
import { clientFor, startCamera, stopAll } from '../../remoteconfig/cameraFixture';

afterEach(stopAll);

const password = 'Sim-Own-Password-81';

describe('SimulatedCamera credentials', () => {
  it('takes new credentials with setCredentials: the old ones are refused from then on', async () => {
    const camera = await startCamera();
    await clientFor(camera).readStatus();
    camera.setCredentials({ user: 'tech', password });
    await expect(clientFor(camera).readStatus()).rejects.toBeInstanceOf(AuthError);
    expect((await clientFor(camera, { user: 'tech', password }).readStatus()).firmware).toBe(camera.firmware);
  });

  it('resetToFactory opens it with admin / meinsm only and brings back the factory configuration', async () => {
    const lines: string[] = [];
    const camera = await startCamera({ user: 'tech', password, log: (line) => lines.push(line) });
    const own = clientFor(camera, { user: 'tech', password });
    await own.setParams([{ section: 'network', name: 'HOSTNAME', value: 'gate-2' }], { store: true });
    expect(getParam(camera.flash, 'network', 'HOSTNAME')).toBe('gate-2');

    camera.resetToFactory();
    await expect(own.readStatus()).rejects.toBeInstanceOf(AuthError);
    const factory = clientFor(camera);
    expect(await factory.readStatus()).toEqual({ firmware: camera.firmware, rebootNeeded: [] });
    expect(getParam(camera.running, 'network', 'HOSTNAME')).toBe(getParam(camera.factory, 'network', 'HOSTNAME'));
    expect(getParam(camera.flash, 'network', 'HOSTNAME')).toBe(getParam(camera.factory, 'network', 'HOSTNAME'));
    expect(lines.some((line) => line.endsWith('reset to factory settings'))).toBe(true);
    expect(lines.join('\n')).not.toContain(password);
    expect(lines.join('\n')).not.toContain('meinsm');
  });
});

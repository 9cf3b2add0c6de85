// Backup (view configfile) and restore of it: firmware checked against timestamp/VERSION,
// write + store + update in one request, refused onto another firmware unless forced.
import { afterEach, describe, expect, it } from 'vitest';
import { getParam } from '../../../src/shared/remoteconfig/configModel';
import { FirmwareMismatchError } from '../../../src/main/remoteconfig/errors';
import { clientFor, startCamera, stopAll } from './cameraFixture';

afterEach(stopAll);

describe('backup and restore', () => {
  it('restores a backup: values come back, stored and applied', async () => {
    const camera = await startCamera();
    const client = clientFor(camera);
    const backup = await client.readConfigFile();
    await client.setParams([{ section: 'audio', name: 'SPEAKERLEVEL', value: '1' }, { section: 'general', name: 'LOCATION', value: 'weg' }], { store: true, update: true });
    await client.restoreBackup(backup.text);
    expect(camera.running.sections).toEqual(backup.config.sections);
    expect(camera.flash.sections).toEqual(backup.config.sections);
    expect(getParam(camera.applied, 'audio', 'SPEAKERLEVEL')).toBe('50');
  });

  it('refuses a backup of another firmware, naming both, and changes nothing', async () => {
    const source = await startCamera({ firmware: 'MX-V4.0.0' });
    const target = await startCamera({ firmware: 'MX-V5.5.2.166', cameraNumber: 2 });
    const backup = await clientFor(source).readConfigFile();
    const client = clientFor(target);
    const error = await client.restoreBackup(backup.text).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FirmwareMismatchError);
    expect((error as Error).message).toBe(
      `refusing to restore: the backup was made on firmware MX-V4.0.0 but camera 127.0.0.1:${target.port} runs MX-V5.5.2.166`,
    );
    expect(getParam(target.running, 'sip', 'NUMBER')).toBe('302');
    await client.restoreBackup(backup.text, { force: true });
    expect(getParam(target.flash, 'sip', 'NUMBER')).toBe('301');
  });

  it('refuses a backup without a #:MX- line unless forced', async () => {
    const camera = await startCamera();
    const client = clientFor(camera);
    const text = 'SECTION audio\nMICRO=0\nENDSECTION audio\n';
    await expect(client.restoreBackup(text)).rejects.toThrow(/no #:MX- version line/);
    await client.restoreBackup(text, { force: true });
    expect(getParam(camera.flash, 'audio', 'MICRO')).toBe('0');
  });

  it('restore with reboot: the camera comes back with the restored values', async () => {
    const camera = await startCamera();
    const client = clientFor(camera);
    const backup = await client.readConfigFile();
    await client.setParams([{ section: 'audio', name: 'MICRO', value: '0' }], { store: true });
    await client.restoreBackup(backup.text, { reboot: true });
    await client.waitUntilRebooted({ timeoutMs: 10_000, pollIntervalMs: 50 });
    await client.verifyStored([{ section: 'audio', name: 'MICRO', value: '1' }]);
  });
});

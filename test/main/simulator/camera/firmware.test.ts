// The firmware is the simulated camera's own (docs/simulator.md): no script changes what its
// `#:MX-` line and timestamp/VERSION report, so its own backups stay restorable.
import { afterEach, describe, expect, it } from 'vitest';
import { firmwareVersion, getParam } from '../../../../src/shared/remoteconfig/configModel';
import { clientFor, startCamera, stopAll } from '../../remoteconfig/cameraFixture';

afterEach(stopAll);

describe('simulated camera firmware', () => {
  it('after a forced restore of another firmware\'s backup, it still reports its own, and its own backup restores without force', async () => {
    const camera = await startCamera();
    const client = clientFor(camera);
    const own = (await client.readConfigFile()).text;
    const foreign = own.replaceAll('MX-V5.5.2.166', 'MX-V4.0.0').replace('LANGUAGE=de', 'LANGUAGE=en');
    await expect(client.restoreBackup(foreign)).rejects.toMatchObject({ name: 'FirmwareMismatchError' });
    await client.restoreBackup(foreign, { force: true });
    expect(getParam(camera.running, 'general', 'LANGUAGE')).toBe('en');
    expect(await client.firmware()).toBe('MX-V5.5.2.166');
    const after = await client.readConfigFile();
    expect(firmwareVersion(after.config)).toBe('MX-V5.5.2.166');
    expect(getParam(after.config, 'timestamp', 'VERSION')).toBe('MX-V5.5.2.166');
    await client.restoreBackup(own);
    expect(getParam(camera.flash, 'general', 'LANGUAGE')).toBe('de');
  });

  it('a write of timestamp/VERSION (read back as the firmware: exit 8 in rc) or a timestamp section without VERSION leaves the firmware as it is, VERSION first', async () => {
    const camera = await startCamera({ firmware: 'MX-V5.9.0.1' });
    const client = clientFor(camera);
    await expect(client.setParams([{ section: 'timestamp', name: 'VERSION', value: 'MX-V9' }], { store: true })).rejects.toMatchObject({ name: 'VerifyFailedError' });
    expect(await client.firmware()).toBe('MX-V5.9.0.1');
    await client.runScript('write\nSECTION timestamp\nDATE=2025-01-01 00:00:00\nENDSECTION timestamp\nstore\n');
    const timestamp = (await client.readSections(['timestamp'])).sections[0]!;
    expect(timestamp.params).toEqual([
      { name: 'VERSION', value: 'MX-V5.9.0.1' },
      { name: 'DATE', value: '2025-01-01 00:00:00' },
    ]);
    expect(firmwareVersion(camera.flash)).toBe('MX-V5.9.0.1');
  });
});

// The desktop workspace: in the user-data folder, passwords sealed by (fake) safeStorage.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openDesktopWorkspace } from '../../../src/main/electron/desktopWorkspace';
import { createFakeSafeStorage } from './fakeElectron';
import { filesContaining, temporaryFolder } from '../workspace/workspaceFolder';
import { startCamera } from '../remoteconfig/cameraFixture';
import { startTestDesktopBackend } from '../../support/simulatedCameras';

describe('openDesktopWorkspace', () => {
  it('keeps cameras under userData/workspace with OS-encrypted passwords, back after a restart', async () => {
    const userData = await temporaryFolder();
    const safeStorage = createFakeSafeStorage();
    const electron = { app: { getPath: (name: 'userData') => (name === 'userData' ? userData : '') }, safeStorage };
    const camera = await startCamera({ password: 'desk-pw-77' });
    const first = await startTestDesktopBackend({ demo: false, cameras: [], distributorUserConfig: undefined }, { openWorkspace: () => openDesktopWorkspace(electron) });
    const added = await first.dispatcher.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password: 'desk-pw-77' });
    expect(added).toMatchObject({ ok: true, output: { cameraId: 'cam-1' } });
    expect(await first.dispatcher.call('workspace.status', {})).toMatchObject({ ok: true, output: { folder: join(userData, 'workspace'), passwordStorage: 'os-encrypted', passphraseAccepted: false } });
    await first.close();

    const second = await startTestDesktopBackend({ demo: false, cameras: [], distributorUserConfig: undefined }, { openWorkspace: () => openDesktopWorkspace(electron) });
    expect(await second.dispatcher.call('cameras.list', {})).toMatchObject({ ok: true, output: { cameras: [{ id: 'cam-1', persisted: true, passwordKnown: true }] } });
    await second.close();
    expect(safeStorage.calls).toContain('decryptString');
    expect(await filesContaining(userData, 'desk-pw-77')).toEqual([]);
  });

  it('on Linux without a key ring keeps passwords in memory only; elsewhere the backend is not asked', async () => {
    const userData = await temporaryFolder();
    const app = { getPath: () => userData };
    const linux = await openDesktopWorkspace({ app, safeStorage: createFakeSafeStorage({ backend: 'basic_text' }), platform: 'linux' });
    expect(linux.passwordStorage).toBe('memory-only');
    const mac = await openDesktopWorkspace({ app, safeStorage: createFakeSafeStorage({ backend: 'basic_text' }), platform: 'darwin' });
    expect(mac.passwordStorage).toBe('os-encrypted');
  });
});

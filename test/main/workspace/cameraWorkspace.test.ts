// The camera list of the workspace: kept across reopening, passwords sealed by the store and
// never in plain text in any file, passwords another store sealed carried over untouched.
import { englishText } from '../../../src/shared/i18n/renderText';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CameraWorkspace, type WorkspaceCamera } from '../../../src/main/workspace/cameraWorkspace';
import { openWorkspace } from '../../../src/main/workspace/openWorkspace';
import { OsEncryptedSecretStore } from '../../../src/main/workspace/osEncryptedSecretStore';
import { MemoryOnlySecretStore } from '../../../src/main/workspace/secretStore';
import { WrongPassphraseError } from '../../../src/main/workspace/workspaceErrors';
import { createFakeSafeStorage } from '../electron/fakeElectron';
import { filesContaining, temporaryFolder } from './workspaceFolder';

const password = 'Tr0ub4dor&3-unique';
const door: WorkspaceCamera = { id: 'cam-3', label: 'Door', host: '127.0.0.1', port: 8080, https: false, user: 'admin', password, group: null, variables: {} };

describe('CameraWorkspace', () => {
  it('keeps cameras and the next id number across reopening (OS encryption)', async () => {
    const folder = await temporaryFolder();
    const safeStorage = createFakeSafeStorage();
    const first = await CameraWorkspace.open(folder, new OsEncryptedSecretStore(safeStorage));
    await first.save({ nextNumber: 4, cameras: [door] });
    const again = await CameraWorkspace.open(folder, new OsEncryptedSecretStore(safeStorage));
    expect(again.initial()).toEqual({ nextNumber: 4, cameras: [door] });
    expect(await filesContaining(folder, password)).toEqual([]);
  });

  it('memory-only: writes the camera without its password, which is unknown after reopening', async () => {
    const folder = await temporaryFolder();
    const first = await CameraWorkspace.open(folder, new MemoryOnlySecretStore());
    await first.save({ nextNumber: 4, cameras: [door] });
    expect(JSON.parse(await readFile(join(folder, 'cameras.json'), 'utf8')).cameras[0].password).toBeNull();
    const again = await CameraWorkspace.open(folder, new MemoryOnlySecretStore());
    expect(again.initial().cameras[0]).toEqual({ ...door, password: null });
    expect(await filesContaining(folder, password)).toEqual([]);
  });

  it('passphrase: opened with it after a restart; without it the sealed password is kept until given', async () => {
    const folder = await temporaryFolder();
    const sealing = await openWorkspace(folder, { kind: 'passphrase', passphrase: 'my workspace phrase' });
    expect(sealing.passwordStorage).toBe('passphrase-encrypted');
    await sealing.save({ nextNumber: 4, cameras: [door] });

    const locked = await openWorkspace(folder, { kind: 'none' });
    expect(locked.initial().cameras[0]!.password).toBeNull();
    expect(locked.hasPassphraseSealedPasswords).toBe(true);
    await locked.save({ nextNumber: 5, cameras: [{ ...door, password: null, label: 'Front door' }] });
    await expect(locked.unlockWithPassphrase('not it')).rejects.toBeInstanceOf(WrongPassphraseError);
    expect(await locked.unlockWithPassphrase('my workspace phrase')).toEqual(new Map([['cam-3', password]]));

    const reopened = await openWorkspace(folder, { kind: 'passphrase', passphrase: 'my workspace phrase' });
    expect(reopened.initial().cameras[0]).toEqual({ ...door, label: 'Front door' });
    expect(await filesContaining(folder, password)).toEqual([]);
    expect(await filesContaining(folder, 'my workspace phrase')).toEqual([]);
  });

  it('a wrong passphrase at start is said, and nothing is written', async () => {
    const folder = await temporaryFolder();
    await openWorkspace(folder, { kind: 'passphrase', passphrase: 'right' });
    await expect(openWorkspace(folder, { kind: 'passphrase', passphrase: 'wrong' })).rejects.toThrow(/the passphrase does not match/);
  });

  it('desktop without an OS key store falls back to memory only and says so', async () => {
    const folder = await temporaryFolder();
    const workspace = await openWorkspace(folder, { kind: 'os', port: createFakeSafeStorage({ available: false }) });
    expect(workspace.passwordStorage).toBe('memory-only');
    expect(workspace.problems.map(englishText)).toEqual(['the operating system offers no key store to encrypt passwords with (on Linux: GNOME Keyring or KWallet): they are kept in memory only and asked for again after a restart']);
  });

  it("does not count Linux safeStorage without a key ring ('basic_text', a key every Chromium knows) as encryption", async () => {
    const folder = await temporaryFolder();
    const workspace = await openWorkspace(folder, { kind: 'os', port: createFakeSafeStorage({ backend: 'basic_text' }) });
    expect(workspace.passwordStorage).toBe('memory-only');
    expect(englishText(workspace.problems[0]!)).toContain('GNOME Keyring or KWallet');
  });

  it('writes one at a time in the order asked: the last save wins', async () => {
    const folder = await temporaryFolder();
    const workspace = await CameraWorkspace.open(folder, new MemoryOnlySecretStore());
    await Promise.all([1, 2, 3, 4, 5].map((n) => workspace.save({ nextNumber: n, cameras: [] })));
    expect(JSON.parse(await readFile(join(folder, 'cameras.json'), 'utf8')).nextNumber).toBe(5);
  });

  it('keeps groups, variables and identities (version 3), and still reads a version 1 file, whose cameras have neither', async () => {
    const folder = await temporaryFolder();
    const version1 = { version: 1, nextNumber: 4, cameras: [{ id: 'cam-3', label: 'Door', host: '127.0.0.1', port: 8080, https: false, user: 'admin', password: null }] };
    await writeFile(join(folder, 'cameras.json'), JSON.stringify(version1));
    const old = await CameraWorkspace.open(folder, new MemoryOnlySecretStore());
    expect(old.problems).toEqual([]);
    expect(old.initial()).toEqual({ nextNumber: 4, cameras: [{ ...door, password: null }] });

    await old.save({ nextNumber: 4, cameras: [{ ...door, group: 'Halle 3', variables: { SIPNUMBER: '4711', ROOM: 'Büro' } }] });
    const written = JSON.parse(await readFile(join(folder, 'cameras.json'), 'utf8'));
    expect(written.version).toBe(3);
    expect(written.cameras[0].identity).toMatch(/^[0-9a-f]{32}$/);
    const again = await CameraWorkspace.open(folder, new MemoryOnlySecretStore());
    expect(again.initial().cameras[0]).toEqual({ ...door, password: null, group: 'Halle 3', variables: { SIPNUMBER: '4711', ROOM: 'Büro' } });
  });

  it('moves aside a version 2 file whose variables break the rules, naming the field', async () => {
    const folder = await temporaryFolder();
    const bad = { version: 2, nextNumber: 4, cameras: [{ id: 'cam-3', label: 'Door', host: '127.0.0.1', port: 8080, https: false, user: 'admin', password: null, group: null, variables: { 'NOT OK': 'x' } }] };
    await writeFile(join(folder, 'cameras.json'), JSON.stringify(bad));
    const workspace = await CameraWorkspace.open(folder, new MemoryOnlySecretStore());
    expect(workspace.initial().cameras).toEqual([]);
    expect(englishText(workspace.problems[0]!)).toMatch(/cameras\.json does not have the expected content \(at cameras\.0\.variables: variable name 'NOT OK' is not usable/);
  });
});

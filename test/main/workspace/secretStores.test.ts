// The three ways a password is kept: encrypted by the OS key store (Electron safeStorage),
// by a key derived from a passphrase, or not at all (memory only).
import { englishText } from '../../../src/shared/i18n/renderText';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OsEncryptedSecretStore } from '../../../src/main/workspace/osEncryptedSecretStore';
import { keyFileName, PassphraseSecretStore } from '../../../src/main/workspace/passphraseSecretStore';
import { MemoryOnlySecretStore } from '../../../src/main/workspace/secretStore';
import { WrongPassphraseError } from '../../../src/main/workspace/workspaceErrors';
import { createFakeSafeStorage } from '../electron/fakeElectron';
import { filesContaining, temporaryFolder } from './workspaceFolder';

const fastScrypt = { N: 1024, r: 8, p: 1 };

describe('PassphraseSecretStore', () => {
  it('seals and opens a password; the key file holds the salt and parameters, never the passphrase', async () => {
    const folder = await temporaryFolder();
    const { store } = await PassphraseSecretStore.unlock(folder, 'correct horse', fastScrypt);
    const sealed = store.seal('s3cret-pw');
    expect(sealed.kind).toBe('passphrase-encrypted');
    expect(JSON.stringify(sealed)).not.toContain('s3cret-pw');
    expect(store.open(sealed)).toBe('s3cret-pw');
    const keyFile = JSON.parse(await readFile(join(folder, keyFileName), 'utf8'));
    expect(keyFile).toMatchObject({ version: 1, kdf: 'scrypt', parameters: fastScrypt });
    expect(await filesContaining(folder, 'correct horse')).toEqual([]);
  });

  it('opens what it sealed after a restart with the same passphrase', async () => {
    const folder = await temporaryFolder();
    const sealed = (await PassphraseSecretStore.unlock(folder, 'correct horse', fastScrypt)).store.seal('pw');
    const again = await PassphraseSecretStore.unlock(folder, 'correct horse');
    expect(again.store.open(sealed)).toBe('pw');
  });

  it('says a wrong passphrase is wrong, naming the key file, and never repeats it', async () => {
    const folder = await temporaryFolder();
    await PassphraseSecretStore.unlock(folder, 'correct horse', fastScrypt);
    const error = await PassphraseSecretStore.unlock(folder, 'wrong horse').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WrongPassphraseError);
    expect((error as Error).message).toContain(`the passphrase does not match the one the workspace's passwords were encrypted with (${join(folder, keyFileName)})`);
    expect((error as Error).message).not.toContain('wrong horse');
  });

  it('refuses sealed data that was changed (GCM authentication)', async () => {
    const folder = await temporaryFolder();
    const { store } = await PassphraseSecretStore.unlock(folder, 'p', fastScrypt);
    const sealed = store.seal('password');
    if (sealed.kind !== 'passphrase-encrypted') throw new Error('unexpected kind');
    const data = Buffer.from(sealed.data, 'base64');
    data[0]! ^= 1;
    expect(store.open({ ...sealed, data: data.toString('base64') })).toBeNull();
  });

  it('refuses a key file whose scrypt parameters would cost too much, moving it aside', async () => {
    const folder = await temporaryFolder();
    await PassphraseSecretStore.unlock(folder, 'p', fastScrypt);
    const path = join(folder, keyFileName);
    const keyFile = JSON.parse(await readFile(path, 'utf8'));
    const { writeFile } = await import('node:fs/promises');
    await writeFile(path, JSON.stringify({ ...keyFile, parameters: { N: 2 ** 24, r: 8, p: 1 } }));
    const { problem } = await PassphraseSecretStore.unlock(folder, 'p', fastScrypt);
    expect(problem && englishText(problem)).toContain(`${path} does not have the expected content (at parameters.N:`);
  });
});

describe('OsEncryptedSecretStore with the fake safeStorage', () => {
  it('seals through the OS port and opens only its own kind', async () => {
    const safeStorage = createFakeSafeStorage();
    const store = new OsEncryptedSecretStore(safeStorage);
    const sealed = store.seal('pw-123');
    expect(sealed.kind).toBe('os-encrypted');
    expect(Buffer.from(sealed.data, 'base64').toString('latin1')).not.toContain('pw-123');
    expect(store.open(sealed)).toBe('pw-123');
    expect(safeStorage.calls).toEqual(['encryptString', 'decryptString']);
    expect(store.open({ kind: 'passphrase-encrypted', iv: '', tag: '', data: '' })).toBeNull();
  });

  it('opens nothing another key sealed (another user or machine): the camera asks again', () => {
    const sealed = new OsEncryptedSecretStore(createFakeSafeStorage({ key: 1 })).seal('pw');
    expect(new OsEncryptedSecretStore(createFakeSafeStorage({ key: 2 })).open(sealed)).toBeNull();
  });

  it('is refused when the OS offers no encryption', () => {
    expect(() => new OsEncryptedSecretStore(createFakeSafeStorage({ available: false }))).toThrow('the operating system offers no encryption for stored passwords');
  });
});

describe('MemoryOnlySecretStore', () => {
  it('seals nothing', () => {
    expect(new MemoryOnlySecretStore().seal()).toBeNull();
  });
});

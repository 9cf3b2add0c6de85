// distributor-settings.json: the options as applied, the passphrase only sealed, and a file
// that cannot be used moved aside with the problem reported, never trusted.
import { englishText } from '../../../src/shared/i18n/renderText';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DistributorSettingsFile, distributorSettingsFileName } from '../../../src/main/workspace/distributorSettingsFile';
import { OsEncryptedSecretStore } from '../../../src/main/workspace/osEncryptedSecretStore';
import { MemoryOnlySecretStore } from '../../../src/main/workspace/secretStore';
import { createFakeSafeStorage } from '../electron/fakeElectron';
import { filesContaining, temporaryFolder } from './workspaceFolder';

const secret = 'file-bus-secret-77';

describe('DistributorSettingsFile', () => {
  it('keeps the options and the sealed passphrase, and gives both back', async () => {
    const folder = await temporaryFolder();
    const store = new OsEncryptedSecretStore(createFakeSafeStorage());
    await new DistributorSettingsFile(folder, () => store).save({ broadcast: { iface: 'eth0', port: 19400, resend: 2, passphrase: secret } });
    expect(await filesContaining(folder, secret)).toEqual([]);
    expect(await new DistributorSettingsFile(folder, () => store).load()).toEqual({ broadcast: { iface: 'eth0', port: 19400, resend: 2 }, passphrase: secret });
  });

  it('tells an empty passphrase (encryption off) from one it could not keep or cannot open', async () => {
    const folder = await temporaryFolder();
    const memoryOnly = () => new MemoryOnlySecretStore();
    const file = new DistributorSettingsFile(folder, memoryOnly);
    await file.save({ broadcast: { poll_freq: 3 } });
    expect(await file.load()).toEqual({ broadcast: { poll_freq: 3 }, passphrase: '' });
    await file.save({ broadcast: { poll_freq: 3, passphrase: secret } });
    expect(JSON.parse(await readFile(join(folder, distributorSettingsFileName), 'utf8')).passphrase).toEqual({ state: 'not_kept' });
    expect(await file.load()).toEqual({ broadcast: { poll_freq: 3 }, passphrase: null });

    await new DistributorSettingsFile(folder, () => new OsEncryptedSecretStore(createFakeSafeStorage({ key: 1 }))).save({ broadcast: { passphrase: secret } });
    expect((await new DistributorSettingsFile(folder, () => new OsEncryptedSecretStore(createFakeSafeStorage({ key: 2 }))).load())?.passphrase).toBeNull();
  });

  it('moves a file with a value out of bounds aside, says so, and keeps nothing from it', async () => {
    const folder = await temporaryFolder();
    const path = join(folder, distributorSettingsFileName);
    await writeFile(path, JSON.stringify({ version: 1, config: { broadcast: { port: 0 } }, passphrase: { state: 'none' } }));
    const problems: string[] = [];
    expect(await new DistributorSettingsFile(folder, () => new MemoryOnlySecretStore(), (problem) => problems.push(englishText(problem))).load()).toBeNull();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${path} does not have the expected content (at config.broadcast.port:`);
    expect((await readdir(folder)).some((name) => name.startsWith(`${distributorSettingsFileName}.corrupt-`))).toBe(true);
  });

  it('has nothing to give when none is kept', async () => {
    expect(await new DistributorSettingsFile(await temporaryFolder(), () => new MemoryOnlySecretStore()).load()).toBeNull();
  });
});

// The applied distributor settings kept in the workspace: they apply again after a restart;
// the passphrase is on disk only as the secret store seals it, and where the store keeps
// nothing on disk the next start asks for it instead of starting unencrypted.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSystemConfig } from '../../../../src/main/distributor/config';
import { findFreeUdpPort } from '../../../../src/main/services/simulator/freeUdpPort';
import type { StudioServices } from '../../../../src/main/services/studioServices';
import { ApiDispatcher } from '../../../../src/main/transport/apiDispatcher';
import { distributorSettingsFileName, openWorkspace, type PasswordProtection } from '../../../../src/main/workspace';
import type { MethodInput, MethodName, MethodOutput } from '../../../../src/shared/api/contract';
import type { ApiError } from '../../../../src/shared/api/errors';
import { filesContaining, temporaryFolder } from '../../workspace/workspaceFolder';
import { createTestStudioServices } from '../../../support/simulatedCameras';

const secret = 'kept-bus-secret-5521';
const running: StudioServices[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((services) => services.close()));
});

async function startStudio(folder: string, protection: PasswordProtection) {
  const services = await createTestStudioServices({
    demo: false,
    mode: 'web',
    workspace: await openWorkspace(folder, protection),
    distributorSystemConfig: parseSystemConfig({ broadcast: { interfaces: ['lo'] } }, 'test'),
    statisticsIntervalMs: 0,
  });
  running.push(services);
  const dispatcher = new ApiDispatcher(services);
  return {
    call: async <M extends MethodName>(method: M, input: MethodInput<M>) => (await dispatcher.handle(method, input)) as MethodOutput<M>,
    failure: (method: MethodName, input: unknown) => dispatcher.handle(method, input).then(() => Promise.reject(new Error(`${method} did not fail`)), (error: unknown) => error as ApiError),
  };
}

/**
 * Applies a configuration on `lo` in a studio with a fresh workspace, closes it (which waits for
 * the settings file written in the background) and starts the studio again on that workspace.
 */
async function applyAndRestart(protection: PasswordProtection, pollFreq: number, passphrase?: string) {
  const folder = await temporaryFolder();
  const first = await startStudio(folder, protection);
  const port = await findFreeUdpPort();
  await first.call('distributor.init', { config: { broadcast: { iface: 'lo', port, poll_freq: pollFreq, ...(passphrase === undefined ? {} : { passphrase }) } } });
  await running.pop()!.close();
  const file = await readFile(join(folder, distributorSettingsFileName), 'utf8');
  const filesWithSecret = await filesContaining(folder, secret);
  return { port, file, filesWithSecret, second: await startStudio(folder, protection) };
}

describe('distributor settings kept in the workspace', () => {
  it('apply again after a restart, the passphrase sealed with the workspace passphrase', async () => {
    const { port, file, filesWithSecret, second } = await applyAndRestart({ kind: 'passphrase', passphrase: 'workspace-pass-1' }, 33, secret);
    expect(file).toContain('"state": "sealed"');
    expect(filesWithSecret).toEqual([]);
    expect(await second.call('distributor.state', {})).toMatchObject({ active: true, iface: 'lo', port, pollFreq: 33, encrypted: true });
    expect((await second.call('distributor.settings', {})).applied).toMatchObject({ config: { broadcast: { iface: 'lo', port, poll_freq: 33 } }, passphraseSet: true, passphraseNeeded: false });
  });

  it('without a store that keeps secrets, are shown but not applied until the passphrase is given again', async () => {
    const { port, file, filesWithSecret, second } = await applyAndRestart({ kind: 'none' }, 44, secret);
    expect(file).toContain('"state": "not_kept"');
    expect(filesWithSecret).toEqual([]);
    expect((await second.call('distributor.state', {})).active).toBe(false);
    const { applied } = await second.call('distributor.settings', {});
    expect(applied).toMatchObject({ config: { broadcast: { iface: 'lo', port, poll_freq: 44 } }, passphraseSet: false, passphraseNeeded: true, active: false });
    expect(applied?.reason).toContain('need their passphrase again');
    const refused = await second.failure('distributor.init', { config: { broadcast: { iface: 'lo', port } }, keepPassphrase: true });
    expect(refused.code).toBe('invalid_request');
    expect(refused.message).toContain('there is no passphrase to keep');
    expect((await second.call('distributor.init', { config: { broadcast: { iface: 'lo', port, passphrase: secret } } })).active).toBe(true);
    expect((await second.call('distributor.state', {})).encrypted).toBe(true);
  });

  it('wait for the workspace passphrase when the studio started without it, and apply once it is given', async () => {
    const folder = await temporaryFolder();
    const first = await startStudio(folder, { kind: 'passphrase', passphrase: 'workspace-pass-2' });
    const port = await findFreeUdpPort();
    await first.call('distributor.init', { config: { broadcast: { iface: 'lo', port, poll_freq: 21, passphrase: secret } } });
    await running.pop()!.close();
    const second = await startStudio(folder, { kind: 'none' });
    expect(await second.call('distributor.state', {})).toMatchObject({ active: false });
    expect((await second.call('distributor.settings', {})).applied).toMatchObject({ passphraseNeeded: true });
    await second.call('workspace.unlock', { passphrase: 'workspace-pass-2' });
    expect(await second.call('distributor.state', {})).toMatchObject({ active: true, iface: 'lo', port, pollFreq: 21, encrypted: true });
    expect((await second.call('distributor.settings', {})).applied).toMatchObject({ passphraseNeeded: false, active: true });
  });

  it('keep encryption off as off', async () => {
    const { file, second } = await applyAndRestart({ kind: 'none' }, 5);
    expect(file).toContain('"state": "none"');
    expect(await second.call('distributor.state', {})).toMatchObject({ active: true, encrypted: false, pollFreq: 5 });
  });
});

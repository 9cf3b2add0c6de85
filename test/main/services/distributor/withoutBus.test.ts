// The site agent starts the studio's services `withoutBus`: the distributor settings kept in the
// workspace are not applied (the agent works with cameras only, and must not take the bus from
// a studio running beside it). Kept settings whose passphrase was not stored are used here: the
// studio records them as waiting for it, and nothing touches a network either way.
import { describe, expect, it } from 'vitest';
import { parseSystemConfig } from '../../../../src/main/distributor/config';
import { studioItself } from '../../../../src/main/services/studioServices';
import { openWorkspace } from '../../../../src/main/workspace';
import { DistributorSettingsFile } from '../../../../src/main/workspace/distributorSettingsFile';
import { MemoryOnlySecretStore } from '../../../../src/main/workspace/secretStore';
import { temporaryFolder } from '../../workspace/workspaceFolder';
import { createTestStudioServices } from '../../../support/simulatedCameras';

/** The distributor settings the studio applied at start from what the workspace kept. */
async function keptSettingsOf(withoutBus: boolean): Promise<unknown> {
  const folder = await temporaryFolder();
  await new DistributorSettingsFile(folder, () => new MemoryOnlySecretStore()).save({ broadcast: { poll_freq: 3, passphrase: 'bus-secret-31' } });
  const workspace = await openWorkspace(folder, { kind: 'none' });
  const services = await createTestStudioServices({ demo: false, mode: 'web', workspace, withoutBus, distributorSystemConfig: parseSystemConfig({ broadcast: { interfaces: ['lo'] } }, 'test') });
  try {
    return (await services.handlers['distributor.settings']({}, studioItself)).applied;
  } finally {
    await services.close();
  }
}

describe('studio services without the bus', () => {
  it('leave the kept distributor settings alone, which the studio itself takes up', async () => {
    expect(await keptSettingsOf(false)).toMatchObject({ passphraseNeeded: true });
    expect(await keptSettingsOf(true)).toBeNull();
  });
});

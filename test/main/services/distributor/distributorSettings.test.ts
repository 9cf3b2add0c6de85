// distributor.settings and the passphrase rules of distributor.init, driven through the
// dispatcher as both transports drive them, with a real distributor on `lo`.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseSystemConfig } from '../../../../src/main/distributor/config';
import { demoPassphrase } from '../../../../src/main/services/simulator/demoSetup';
import { findFreeUdpPort } from '../../../../src/main/services/simulator/freeUdpPort';
import type { StudioServices } from '../../../../src/main/services/studioServices';
import { ApiDispatcher } from '../../../../src/main/transport/apiDispatcher';
import type { MethodInput, MethodName, MethodOutput } from '../../../../src/shared/api/contract';
import { ApiError } from '../../../../src/shared/api/errors';
import type { WireEvent } from '../../../../src/shared/api/wire';
import { createTestStudioServices } from '../../../support/simulatedCameras';

const secret = 'door-bus-secret-4711';
let services: StudioServices;
let dispatcher: ApiDispatcher;
let events: WireEvent[];
let connection: { close(): void };

async function call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> {
  return (await dispatcher.handle(method, input)) as MethodOutput<M>;
}

async function start(demo: boolean): Promise<void> {
  services = await createTestStudioServices({ demo, mode: 'web', distributorSystemConfig: parseSystemConfig({ log_list_max: 7, broadcast: { interfaces: ['lo'] } }, 'test'), statisticsIntervalMs: 0 });
  dispatcher = new ApiDispatcher(services);
  events = [];
  connection = dispatcher.connect((batch) => events.push(...batch.events));
}

afterEach(async () => {
  connection?.close();
  await services?.close();
});

describe('distributor.settings', () => {
  beforeEach(() => start(false));

  it('shows the system configuration read-only and nothing applied before the first init', async () => {
    expect(await call('distributor.settings', {})).toEqual({ system: { log_list_max: 7, broadcast: { interfaces: ['lo'] } }, applied: null });
  });

  it('answers the configuration as given, with only whether a passphrase is set, and sends it as an event', async () => {
    const port = await findFreeUdpPort();
    const result = await call('distributor.init', { config: { broadcast: { iface: 'lo', port, poll_freq: 40, resend: 4, passphrase: secret } } });
    expect(result).toEqual({ active: true, reason: null });
    const settings = await call('distributor.settings', {});
    expect(settings.applied).toMatchObject({ config: { broadcast: { iface: 'lo', port, poll_freq: 40, resend: 4 } }, passphraseSet: true, active: true, reason: null });
    expect(JSON.stringify(settings)).not.toContain(secret);
    await expect.poll(() => events.filter((event) => event.event === 'distributor.settings').at(-1)?.payload).toEqual(settings);
    expect(JSON.stringify(events)).not.toContain(secret);
  });

  it('keeps the passphrase when asked to, without it being sent again', async () => {
    const port = await findFreeUdpPort();
    await call('distributor.init', { config: { broadcast: { iface: 'lo', port, passphrase: secret } } });
    await call('distributor.init', { config: { broadcast: { iface: 'lo', port, poll_freq: 5 } }, keepPassphrase: true });
    expect(await call('distributor.state', {})).toMatchObject({ active: true, encrypted: true, pollFreq: 5 });
    expect((await call('distributor.settings', {})).applied).toMatchObject({ passphraseSet: true, config: { broadcast: { poll_freq: 5 } } });
  });

  it('turns encryption off when the passphrase is left out without keepPassphrase (spec 2.3), or given empty', async () => {
    const port = await findFreeUdpPort();
    await call('distributor.init', { config: { broadcast: { iface: 'lo', port, passphrase: secret } } });
    await call('distributor.init', { config: { broadcast: { iface: 'lo', port } } });
    expect(await call('distributor.state', {})).toMatchObject({ active: true, encrypted: false });
    await call('distributor.init', { config: { broadcast: { iface: 'lo', port, passphrase: secret } } });
    await call('distributor.init', { config: { broadcast: { iface: 'lo', port, passphrase: '' } } });
    expect((await call('distributor.settings', {})).applied?.passphraseSet).toBe(false);
  });

  it('refuses a new passphrase together with keepPassphrase, naming both', async () => {
    const error = await dispatcher.handle('distributor.init', { config: { broadcast: { passphrase: secret } }, keepPassphrase: true }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('invalid_request');
    expect((error as ApiError).message).toContain('either a new broadcast.passphrase or keepPassphrase');
    expect((error as ApiError).message).not.toContain(secret);
  });

  it('records a failed init (bad interface) as inactive with the reason; a refused option changes nothing', async () => {
    const failed = await call('distributor.init', { config: { broadcast: { iface: 'nosuch0' } } });
    expect(failed.active).toBe(false);
    expect(failed.reason).toContain('nosuch0');
    expect((await call('distributor.settings', {})).applied).toMatchObject({ config: { broadcast: { iface: 'nosuch0' } }, active: false, reason: failed.reason });
    const refused = await dispatcher.handle('distributor.init', { config: { broadcast: { poll_freq: 5000 } } }).catch((caught: unknown) => caught);
    expect((refused as ApiError).message).toContain('broadcast.poll_freq');
    expect((await call('distributor.settings', {})).applied?.config).toEqual({ broadcast: { iface: 'nosuch0' } });
  });
});

describe('distributor.settings in demo mode', () => {
  beforeEach(() => start(true));

  it('shows what the demo applied, its passphrase only as set', async () => {
    const settings = await call('distributor.settings', {});
    expect(settings.system.broadcast.interfaces).toEqual(['lo']);
    expect(settings.applied).toMatchObject({ config: { broadcast: { iface: 'lo', poll_freq: 20, resend: 2, max_time_offset: 10 } }, passphraseSet: true, active: true });
    expect(JSON.stringify(settings)).not.toContain(demoPassphrase);
  });
});

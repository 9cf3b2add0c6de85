// site.heardOnBus with a real distributor on `lo` and a simulated bus peer on 127.0.0.1: the
// peer's address is offered while no camera of the workspace is at it, and no longer once one
// is (the Site view's row of that camera then shows the same peer as its bus peer).
import { afterEach, describe, expect, it } from 'vitest';
import { parseSystemConfig, resolveUserConfig } from '../../../../src/main/distributor/config';
import type { StudioServices } from '../../../../src/main/services/studioServices';
import { startSimulatedBusPeer, type SimulatedBusPeer } from '../../../../src/main/simulator/bus';
import { ApiDispatcher } from '../../../../src/main/transport/apiDispatcher';
import type { MethodInput, MethodName, MethodOutput } from '../../../../src/shared/api/contract';
import { ApiError } from '../../../../src/shared/api/errors';
import { busStudioServices, loopbackBus } from '../../../e2e/busOnLoopback';
import { closedTcpPort } from '../../../support/reservedPort';

let services: StudioServices | undefined;
let peer: SimulatedBusPeer | undefined;

afterEach(async () => {
  peer?.stop();
  await services?.close();
  peer = services = undefined;
});

async function busStudio() {
  const bus = await loopbackBus('heard-on-bus');
  services = await busStudioServices(bus, 'heard on bus test', { statisticsIntervalMs: 100 });
  const dispatcher = new ApiDispatcher(services);
  const call = async <M extends MethodName>(method: M, input: MethodInput<M>) => (await dispatcher.handle(method, input)) as MethodOutput<M>;
  const startPeer = () =>
    startSimulatedBusPeer({
      systemConfig: parseSystemConfig({ broadcast: { interfaces: ['lo'] } }, 'heard peer'),
      userConfig: resolveUserConfig({ broadcast: { iface: 'lo', ...bus } }, 'heard peer'),
      ratePerSecond: 20,
      coreOptions: { statisticsIntervalMs: 0 },
    });
  return { call, dispatcher, startPeer };
}

describe('site.heardOnBus', () => {
  it('lists a peer heard on the bus, and not once a workspace camera is at its address', async () => {
    const { call, startPeer } = await busStudio();
    expect(await call('site.heardOnBus', {})).toEqual({ peers: [], omitted: 0 });
    peer = await startPeer();
    expect(peer.identity.IP).toBe('127.0.0.1');

    await expect.poll(async () => (await call('site.heardOnBus', {})).peers.map((heard) => heard.address)).toEqual(['127.0.0.1']);
    const [heard] = (await call('site.heardOnBus', {})).peers;
    expect(heard!.messages).toBeGreaterThan(0);
    expect(Date.parse(heard!.lastHeardAt)).toBeLessThanOrEqual(Date.now());

    const { cameraId } = await call('cameras.add', { host: '127.0.0.1', port: await closedTcpPort(), user: 'admin', password: 'not-used-here', label: 'Door' });
    expect(await call('site.heardOnBus', {})).toEqual({ peers: [], omitted: 0 });
    const { cameras } = await call('site.inventory', {});
    expect(cameras.find((row) => row.id === cameraId)?.busPeer?.messages).toBeGreaterThan(0); // still heard: excluded because it is a camera, not because it went quiet
  });

  it('refuses any input field', async () => {
    const { dispatcher } = await busStudio();
    const refusal = await dispatcher.handle('site.heardOnBus', { range: '127.0.0.1' }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).code).toBe('invalid_request');
  });
});

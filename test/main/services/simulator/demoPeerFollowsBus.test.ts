// The demo's simulated bus peer follows the studio's bus over real UDP on `lo`: a new passphrase
// in the distributor settings restarts it with that passphrase, so the studio keeps hearing it
// and no more of its packages fail authentication. A peer on another passphrase is shown as cut
// off (reach), and heard again once it follows.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseSystemConfig, resolveUserConfig } from '../../../../src/main/distributor/config';
import { DistributorBroadcastCore } from '../../../../src/main/distributor/core';
import { DemoBusPeer } from '../../../../src/main/services/simulator/demoBusPeer';
import type { StudioServices } from '../../../../src/main/services/studioServices';
import { ApiDispatcher } from '../../../../src/main/transport/apiDispatcher';
import type { MethodInput, MethodName, MethodOutput } from '../../../../src/shared/api/contract';
import { createTestStudioServices } from '../../../support/simulatedCameras';
import { testUdpPort } from '../../../support/testPorts';
import { englishText } from '../../../../src/shared/i18n/renderText';

const loopback = parseSystemConfig({ broadcast: { interfaces: ['lo'] } }, 'test');

describe('the demo bus peer in the studio', () => {
  let services: StudioServices;
  let dispatcher: ApiDispatcher;
  const call = async <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> => (await dispatcher.handle(method, input)) as MethodOutput<M>;
  const demoPeer = async () => (await call('simulator.list', {})).busPeers[0]!;
  const failuresAtLoopback = async () => (await call('distributor.statistics', {})).authFailures.sources.find((source) => source.IP === '127.0.0.1')?.packages ?? 0;
  const receivedFromDemoPeer = async () => {
    const { identity } = await demoPeer();
    const { publication } = await call('distributor.statistics', {});
    return publication.peers.find((peer) => peer.IP === identity?.IP && peer.PID === identity.PID)?.pkt_rx ?? 0;
  };

  beforeAll(async () => {
    services = await createTestStudioServices({ demo: true, mode: 'web', statisticsIntervalMs: 200, simulatorWatchIntervalMs: 50 });
    dispatcher = new ApiDispatcher(services);
  });
  afterAll(() => services?.close());

  it('follows a new passphrase: heard before and after, and its packages stop failing authentication', async () => {
    await expect.poll(async () => (await demoPeer()).reach).toBe('heard');
    const { port } = await call('distributor.state', {});
    const { active } = await call('distributor.init', { config: { broadcast: { iface: 'lo', port: port!, passphrase: 'a new site passphrase', poll_freq: 20 } } });
    expect(active).toBe(true);
    await expect.poll(async () => (await demoPeer()).reach).toBe('heard');
    // Heard on the new passphrase: its count grows, and failures at its address no longer do (a few may be in flight at the switch).
    const failures = await failuresAtLoopback();
    const received = await receivedFromDemoPeer();
    await expect.poll(receivedFromDemoPeer).toBeGreaterThan(received + 20);
    expect(await failuresAtLoopback()).toBe(failures);
    expect(englishText((await demoPeer()).description)).toContain(`port ${port}`);
  });
});

describe('a demo bus peer on another passphrase than the studio', () => {
  const running: Array<{ close(): void }> = [];
  afterEach(() => {
    for (const item of running.splice(0)) item.close();
  });

  it('is shown cut off, and heard once it follows the studio', async () => {
    const port = await testUdpPort();
    const studio = new DistributorBroadcastCore(loopback, { pid: process.pid, statisticsIntervalMs: 0 });
    running.push(studio);
    const studioConfig = resolveUserConfig({ broadcast: { iface: 'lo', port, passphrase: 'the studio passphrase', poll_freq: 20 } });
    expect(await studio.init(studioConfig)).toBe(true);
    const hears = ({ IP, PID }: { IP: string; PID: number }) => studio.statistics().peers.find((peer) => peer.IP === IP && peer.PID === PID)?.pkt_rx ?? 0;
    const peer = new DemoBusPeer('bus-1', loopback, resolveUserConfig({ broadcast: { iface: 'lo', port, passphrase: 'an old passphrase', poll_freq: 20 } }), 2, hears);
    running.push({ close: () => void peer.stop() });
    await peer.start();

    await expect.poll(() => peer.reach).toBe('cut_off');
    expect(studio.authFailures().sources.find((source) => source.IP === '127.0.0.1')?.packages).toBeGreaterThan(0);
    await peer.follow(studioConfig);
    await expect.poll(() => peer.reach).toBe('heard');
    expect(peer.running).toBe(true);
  });
});

// The demo services driven through the dispatcher, as both transports drive them: a real
// simulated camera on 127.0.0.1 and a real distributor on `lo`.
import { englishText } from '../../../../src/shared/i18n/renderText';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassphrase } from '../../../../src/main/services/simulator/demoSetup';
import type { StudioServices } from '../../../../src/main/services/studioServices';
import { ApiDispatcher } from '../../../../src/main/transport/apiDispatcher';
import { DistributorBroadcastCore } from '../../../../src/main/distributor/core';
import { parseSystemConfig, resolveUserConfig } from '../../../../src/main/distributor/config';
import type { EventName, EventPayload, MethodInput, MethodName, MethodOutput } from '../../../../src/shared/api/contract';
import { ApiError } from '../../../../src/shared/api/errors';
import { parseConfig } from '../../../../src/shared/remoteconfig/configText';
import type { WireEvent, WireEventBatch } from '../../../../src/shared/api/wire';
import { studioItself } from '../../../../src/main/services/studioServices';
import { closedTcpPort } from '../../../support/reservedPort';
import { createTestStudioServices } from '../../../support/simulatedCameras';

let services: StudioServices;
let dispatcher: ApiDispatcher;
const events: WireEvent[] = [];
let connection: { close(): void };

async function call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> {
  return (await dispatcher.handle(method, input)) as MethodOutput<M>;
}

async function failure(method: MethodName, input: unknown): Promise<ApiError> {
  const error = await dispatcher.handle(method, input).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A bus peer of the test's own on the demo's bus: each marker it sends resolves once it arrived as bus.messages. */
async function startMarkerPeer() {
  const { port } = await call('distributor.state', {});
  const peer = new DistributorBroadcastCore(parseSystemConfig({ broadcast: { interfaces: ['lo'] } }, 'test'), { pid: process.pid + 200_000, statisticsIntervalMs: 0 });
  if (!(await peer.init(resolveUserConfig({ broadcast: { iface: 'lo', passphrase: demoPassphrase, port: port!, poll_freq: 50 } })))) throw new Error(`marker peer: ${peer.reason}`);
  const arrived = (value: string) => eventsOf('bus.messages').some((payload) => payload.messages.some((message) => message.path === 'messages.global.marker' && message.value === value));
  return {
    sendAndAwait: async (value: string) => {
      peer.send('messages.global.marker', value);
      await expect.poll(() => arrived(value)).toBe(true);
    },
    close: () => peer.close(),
  };
}

function eventsOf<E extends EventName>(name: E): EventPayload<E>[] {
  return events.filter((event) => event.event === name).map((event) => event.payload as EventPayload<E>);
}

beforeAll(async () => {
  services = await createTestStudioServices({ demo: true, mode: 'web', rebootTiming: { pollIntervalMs: 200, timeoutMs: 20_000 }, statisticsIntervalMs: 200 });
  dispatcher = new ApiDispatcher(services);
  connection = dispatcher.connect((batch: WireEventBatch) => events.push(...batch.events));
});

afterAll(async () => {
  connection?.close();
  await services?.close();
});

describe('demo services', () => {
  it('tell what they are', async () => {
    const info = await call('studio.info', {});
    expect(info).toMatchObject({ name: 'CamConfig Studio', sdkVersion: '1.1', mode: 'web', demo: true });
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('list the simulated camera with the factory password warning, and probing brings it online with its firmware', async () => {
    const { cameras } = await call('cameras.list', {});
    expect(cameras).toHaveLength(1);
    expect(cameras[0]).toMatchObject({ id: 'cam-1', host: '127.0.0.1', simulated: true, factoryPassword: true, user: 'admin' });
    const { camera } = await call('cameras.probe', { cameraId: 'cam-1' });
    expect(camera.state).toBe('online');
    expect(camera.firmware).toMatch(/^MX-/);
    expect(JSON.stringify(cameras)).not.toContain('meinsm');
  });

  it('read the audio section of the simulated camera', async () => {
    const { sections } = parseConfig((await call('config.readSections', { cameraId: 'cam-1', sections: ['audio'] })).text);
    expect(sections.map((section) => section.name)).toEqual(['audio']);
    expect(sections[0]!.params.map((param) => param.name)).toEqual(expect.arrayContaining(['SPEAKER', 'MICRO', 'PREAMPLIFIER', 'SPEAKERLEVEL']));
    const file = await call('config.readFile', { cameraId: 'cam-1' });
    expect(file.text.startsWith('#:MX-')).toBe(true);
    expect(file.text).toContain('SECTION audio');
  });

  it('apply a change with store and update in one call, reporting which commands ran', async () => {
    const result = await call('config.apply', { cameraId: 'cam-1', changes: [{ section: 'audio', name: 'SPEAKERLEVEL', value: '42' }], store: true, update: true, operationId: 'op-apply' });
    expect(result.transcript.complete).toBe(true);
    expect(result.transcript.commands.map((command) => [command.command, command.status])).toEqual([
      ['write params', 'ran'],
      ['view section audio', 'ran'],
      ['store', 'ran'],
      ['update', 'ran'],
    ]);
    const { sections } = parseConfig((await call('config.readSections', { cameraId: 'cam-1', sections: ['audio'] })).text);
    expect(sections[0]!.params.find((param) => param.name === 'SPEAKERLEVEL')?.value).toBe('42');
    await expect.poll(() => eventsOf('operation.progress').filter((progress) => progress.operationId === 'op-apply').map((progress) => progress.step)).toEqual(['send', 'done']);
  });

  it('report the camera error of an unknown section as camera_error, with the camera still online', async () => {
    const error = await failure('config.apply', { cameraId: 'cam-1', changes: [{ section: 'nosuch', name: 'X', value: '1' }] });
    expect(error.code).toBe('camera_error');
    expect(error.message).toContain('nosuch');
    expect((await call('cameras.list', {})).cameras[0]!.state).toBe('online');
  });

  it('refuse reboot without store before anything is sent', async () => {
    const readLevel = async () => parseConfig((await call('config.readSections', { cameraId: 'cam-1', sections: ['audio'] })).text).sections[0]!.params.find((param) => param.name === 'SPEAKERLEVEL')?.value;
    const before = await readLevel();
    const error = await failure('config.apply', { cameraId: 'cam-1', changes: [{ section: 'audio', name: 'SPEAKERLEVEL', value: '7' }], store: false, reboot: true });
    expect(error.code).toBe('invalid_request');
    expect(error.message).toContain('reboot without store would lose the changes');
    expect(await readLevel()).toBe(before);
  });

  it('reboot and wait, showing the camera as rebooting then online, with progress events', async () => {
    events.length = 0;
    const result = await call('config.reboot', { cameraId: 'cam-1', operationId: 'op-reboot' });
    expect(result.backOnline).toBe(true);
    expect(result.transcript.commands.map((command) => command.command)).toEqual(['reboot']);
    await expect.poll(() => eventsOf('camera.state').map((payload) => payload.camera.state)).toEqual(['rebooting', 'online']);
    const steps = eventsOf('operation.progress').map((progress) => progress.step);
    expect(steps[0]).toBe('reboot');
    expect(steps.at(-1)).toBe('done');
    expect(parseConfig((await call('config.readSections', { cameraId: 'cam-1', sections: ['audio'] })).text).sections[0]!.params.find((p) => p.name === 'SPEAKERLEVEL')?.value).toBe('42');
  }, 30_000);

  it('show simulator faults as the errors a technician would meet: unreachable, then cut off', async () => {
    await call('simulator.setCamera', { cameraId: 'cam-1', faults: { refuseConnections: true } });
    const unreachable = await failure('config.profile', { cameraId: 'cam-1' });
    expect(unreachable.code).toBe('unreachable');
    expect((await call('cameras.list', {})).cameras[0]!.state).toBe('offline');
    const probed = await call('cameras.probe', { cameraId: 'cam-1' });
    expect(probed.camera.state).toBe('offline');
    await call('simulator.setCamera', { cameraId: 'cam-1', faults: { refuseConnections: false, cutOffAfterLines: 3 } });
    const cutOff = await failure('config.apply', { cameraId: 'cam-1', changes: [{ section: 'audio', name: 'MICRO', value: '1' }], store: true });
    expect(cutOff.code).toBe('cut_off');
    const { cameras } = await call('simulator.list', {});
    expect(cameras[0]!.faults).toEqual({ latencyMs: 0, cutOffAfterLines: 3, refuseConnections: false, extraRebootSeconds: 0, omitExecLines: false, reportedValues: {}, endlessAnswer: false });
    await call('simulator.setCamera', { cameraId: 'cam-1', faults: { cutOffAfterLines: null } });
    expect((await call('cameras.probe', { cameraId: 'cam-1' })).camera.state).toBe('online');
  });

  it('probe a camera they add: it arrives as camera.state events, online with its firmware, without a cameras.probe call', async () => {
    events.length = 0;
    const simulated = (await call('simulator.list', {})).cameras[0]!;
    const added = await call('cameras.add', { host: '127.0.0.1', port: simulated.port, user: 'admin', password: 'meinsm', label: 'Door camera' });
    expect(added).toEqual({ cameraId: 'cam-2' });
    const states = () => eventsOf('camera.state').filter((payload) => payload.camera.id === 'cam-2');
    // A batch keeps a camera's latest state only: 'unknown' (just added) may be replaced by 'online' on its way.
    await expect.poll(() => states().at(-1)?.camera.state).toBe('online');
    expect(states().at(-1)!.camera).toMatchObject({ label: 'Door camera', firmware: expect.stringMatching(/^MX-/), factoryPassword: true });
    expect(await call('cameras.remove', { cameraId: 'cam-2' })).toEqual({ removed: true });
    await expect.poll(() => states().at(-1)).toMatchObject({ removed: true });
  });

  it('mark a camera added with a wrong password as auth_failed by its probe and refuse its calls with auth', async () => {
    events.length = 0;
    const simulated = (await call('simulator.list', {})).cameras[0]!;
    const { cameraId } = await call('cameras.add', { host: '127.0.0.1', port: simulated.port, user: 'admin', password: 'wrong-password', label: 'Same camera, wrong password' });
    const states = () => eventsOf('camera.state').filter((payload) => payload.camera.id === cameraId);
    await expect.poll(() => states().at(-1)?.camera.state).toBe('auth_failed');
    expect(states().at(-1)!.camera).toMatchObject({ factoryPassword: false, label: 'Same camera, wrong password' });
    expect(englishText(states().at(-1)!.camera.stateDetail!)).toContain("refused the credentials of user 'admin'");
    expect(JSON.stringify(events)).not.toContain('wrong-password');
    expect((await call('cameras.probe', { cameraId })).camera.state).toBe('auth_failed');
    const error = await failure('config.profile', { cameraId });
    expect(error.code).toBe('auth');
    expect(error.message).toContain("refused the credentials of user 'admin'");
    expect(await call('cameras.remove', { cameraId })).toEqual({ removed: true });
    expect((await failure('config.profile', { cameraId })).code).toBe('not_found');
  });

  it('announce every change of the simulator as a simulator.state event: faults, a bus peer stopped and started, its counters', async () => {
    events.length = 0;
    const latest = () => eventsOf('simulator.state').at(-1);
    await call('simulator.setCamera', { cameraId: 'cam-1', faults: { latencyMs: 5 } });
    await expect.poll(() => latest()?.cameras[0]?.faults.latencyMs).toBe(5);
    await call('simulator.setCamera', { cameraId: 'cam-1', faults: { latencyMs: 0 } });
    await expect.poll(() => latest()?.cameras[0]?.faults.latencyMs).toBe(0);

    await call('simulator.setBusPeer', { peerId: 'bus-1', running: false });
    await expect.poll(() => latest()?.busPeers[0]?.running).toBe(false);
    await call('simulator.setBusPeer', { peerId: 'bus-1', running: true });
    await expect.poll(() => latest()?.busPeers[0]?.running).toBe(true);
    // Counters change inside the peer, not through a call: they still arrive, without anyone asking.
    const sentBefore = latest()!.busPeers[0]!.sent;
    await expect.poll(() => latest()!.busPeers[0]!.sent).toBeGreaterThan(sentBefore);
    // Only changes are announced: no two consecutive events say the same.
    const texts = eventsOf('simulator.state').map((payload) => JSON.stringify(payload));
    expect(texts.filter((text, index) => index > 0 && text === texts[index - 1])).toEqual([]);
  });

  it('announce a reboot of a simulated camera in simulator.state, and its end', async () => {
    events.length = 0;
    const rebooting = () => eventsOf('simulator.state').map((payload) => payload.cameras[0]!.rebooting);
    await call('config.reboot', { cameraId: 'cam-1' });
    await expect.poll(() => rebooting()).toContain(true);
    await expect.poll(() => rebooting().at(-1)).toBe(false);
  }, 20_000);

  it('run the distributor on lo, encrypted, and deliver messages of another peer as bus.messages batches', async () => {
    const state = await call('distributor.state', {});
    expect(state).toMatchObject({ active: true, iface: 'lo', broadcastAddress: '127.255.255.255', encrypted: true });
    const peer = new DistributorBroadcastCore(parseSystemConfig({ broadcast: { interfaces: ['lo'] } }, 'test'), { pid: process.pid + 100_000, statisticsIntervalMs: 0 });
    try {
      expect(await peer.init(resolveUserConfig({ broadcast: { iface: 'lo', passphrase: demoPassphrase, port: state.port!, poll_freq: 50 } }))).toBe(true);
      for (let i = 0; i < 5; i++) peer.send(`messages.global.test${i}`, `value ${i}`);
      await expect
        .poll(() => eventsOf('bus.messages').flatMap((payload) => payload.messages.map((message) => message.path)))
        .toEqual(expect.arrayContaining([0, 1, 2, 3, 4].map((i) => `messages.global.test${i}`)));
      const received = eventsOf('bus.messages').flatMap((payload) => payload.messages).find((message) => message.path === 'messages.global.test0');
      expect(received).toMatchObject({ value: 'value 0', from: { IP: '127.0.0.1', PID: process.pid + 100_000 } });
      const statistics = await call('distributor.statistics', {});
      expect(statistics.publication.summary.msg_rx).toBeGreaterThanOrEqual(5);
      await expect.poll(() => eventsOf('distributor.statistics').length).toBeGreaterThan(0);
    } finally {
      peer.close();
    }
  });

  it('deliver the messages of the simulated bus peer as bus.messages batches, and stop it on request', async () => {
    const { busPeers } = await call('simulator.list', {});
    expect(busPeers).toEqual([expect.objectContaining({ peerId: 'bus-1', running: true })]);
    const fromSimulatedPeer = () => eventsOf('bus.messages').flatMap((payload) => payload.messages).filter((message) => message.from.PID > 2 ** 22);
    await expect.poll(() => fromSimulatedPeer().length).toBeGreaterThan(0);
    expect(fromSimulatedPeer()[0]!.path).toMatch(/^messages\.global\./);
    const stopped = await call('simulator.setBusPeer', { peerId: 'bus-1', running: false });
    expect(stopped.peer.running).toBe(false);
    // Later markers from a peer of the test's own: the first comes after whatever the stopped peer
    // still had on the way, the second proves nothing of it came between.
    const markers = await startMarkerPeer();
    let countAfterStop: number;
    try {
      await markers.sendAndAwait('first');
      countAfterStop = fromSimulatedPeer().length;
      await markers.sendAndAwait('second');
    } finally {
      markers.close();
    }
    expect(fromSimulatedPeer().length).toBe(countAfterStop);
    expect((await call('simulator.setBusPeer', { peerId: 'bus-1', running: true })).peer.running).toBe(true);
    await expect.poll(() => fromSimulatedPeer().length).toBeGreaterThan(countAfterStop);
    expect((await failure('simulator.setBusPeer', { peerId: 'bus-9', running: true })).code).toBe('not_found');
  });

  it('send a message, and refuse a bad one or a bad configuration naming the field', async () => {
    expect(await call('distributor.send', { path: 'messages.global.door', value: 'open' })).toEqual({ path: 'messages.global.door', value: 'open' });
    expect((await failure('distributor.send', { path: 'messages.global.1door', value: 'open' })).message).toContain('path:');
    const badConfig = await failure('distributor.init', { config: { broadcast: { port: 0 } } });
    expect(badConfig.code).toBe('invalid_request');
    expect(badConfig.message).toContain('config.broadcast.port');
    expect((await call('distributor.state', {})).active).toBe(true);
  });
});

describe('services outside demo mode', () => {
  it('start with the given cameras, probed at once, no simulator and an inactive distributor', async () => {
    const closedPort = await closedTcpPort();
    const plain = await createTestStudioServices({ demo: false, mode: 'desktop', cameras: [{ host: '127.0.0.1', port: closedPort, user: 'service', password: 'pw' }] });
    const states: EventPayload<'camera.state'>[] = [];
    plain.onEvent((event) => {
      if (event.event === 'camera.state') states.push(event.payload);
    });
    try {
      const { cameras } = await plain.handlers['cameras.list']({}, studioItself);
      expect(cameras).toEqual([expect.objectContaining({ id: 'cam-1', port: closedPort, simulated: false })]);
      // Nothing listens on that port of 127.0.0.1: the probe the services started says so.
      await expect.poll(async () => (await plain.handlers['cameras.list']({}, studioItself)).cameras[0]!.state).toBe('offline');
      expect(states.at(-1)?.camera).toMatchObject({ id: 'cam-1', state: 'offline' });
      expect(englishText(states.at(-1)!.camera.stateDetail!)).toMatch(/.+/);
      expect(await plain.handlers['simulator.list']({}, studioItself)).toEqual({ cameras: [], busPeers: [] });
      expect(await plain.handlers['distributor.state']({}, studioItself)).toMatchObject({ active: false, reason: 'not set up yet: no user configuration applied (choose an interface and start the distributor)' });
    } finally {
      await plain.close();
    }
  });
});

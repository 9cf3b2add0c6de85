// site.discover and site.addDiscovered through the real dispatcher, on the loopback "subnet" of
// the engine tests (127.0.19.N at one port): results arrive as events, the cameras that opened
// are added with the credentials that opened them (the factory ones flagged), a cancelled scan
// answers what it scanned, hostile inputs are refused, and the password is never sent back.
// Network safety: every address here is in 127.0.0.0/8.
import { englishProblems } from '../../../support/englishProblems';
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverLimits } from '../../../../src/shared/api/siteDiscoverySchemas';
import type { EventPayload } from '../../../../src/shared/api/contract';
import { tlsKeyPair } from '../../remoteconfig/cameraFixture';
import { newSimulatedCamera } from '../../../support/simulatedCameras';
import { startChangingCertificateHost } from '../../discovery/changingCertificateHost';
import { siteCredentials, siteFirmware, siteHosts, siteNames, siteRange, siteTimeoutMs, startLoopbackSite, type LoopbackSite } from '../../discovery/loopbackSite';
import { temporaryFolder } from '../../workspace/workspaceFolder';
import { running, startStudio, type Studio } from '../studioOnWorkspace';

let site: LoopbackSite;

beforeAll(async () => {
  site = await startLoopbackSite();
});

afterAll(async () => {
  await site.stop();
});

const timeoutSeconds = siteTimeoutMs / 1000;

function progressOf(studio: Studio, operationId: string): Array<EventPayload<'site.discoverProgress'>> {
  return studio.events.flatMap((event) => (event.event === 'site.discoverProgress' && event.payload.operationId === operationId ? [event.payload] : []));
}

/** The cameras (opened or locked) among results, by address: what every scan's events carry, however they merge. */
function camerasOf(results: ReadonlyArray<EventPayload<'site.discoverProgress'>['result']>) {
  return results.filter((result) => result.status === 'camera' || result.status === 'locked').sort((a, b) => a.address.localeCompare(b.address));
}

function scan(studio: Studio, operationId: string, extra: { parallel?: number } = {}) {
  return studio.call('site.discover', { operationId, range: siteRange, ports: [site.port], ...siteCredentials, timeoutSeconds, ...extra });
}

describe('site.discover', () => {
  it('answers every address of the range, tells each camera found and the progress as events, and never the password', async () => {
    const studio = await startStudio(await temporaryFolder());
    const answer = await scan(studio, 'scan-all');
    const port = site.port;
    expect(answer.results).toEqual([
      { address: siteHosts.userCamera, port, status: 'camera', firmware: siteFirmware.user, factoryPassword: false, inWorkspace: false },
      { address: siteHosts.factoryCamera, port, status: 'camera', firmware: siteFirmware.factory, factoryPassword: true, inWorkspace: false },
      { address: siteHosts.webServer, port, status: 'not_camera', firmware: null, factoryPassword: false, inWorkspace: false },
      { address: siteHosts.silent, port, status: 'no_answer', firmware: null, factoryPassword: false, inWorkspace: false },
      { address: siteHosts.nothing, port, status: 'no_answer', firmware: null, factoryPassword: false, inWorkspace: false },
      { address: siteHosts.lockedCamera, port, status: 'locked', firmware: null, factoryPassword: false, inWorkspace: false },
    ]);
    expect(answer).toMatchObject({ total: 6, cancelled: false, scanId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    // Steps of one scan may merge on the way (docs/api.md "Batching"); every camera found arrives, and the last step.
    await expect.poll(() => progressOf(studio, 'scan-all').at(-1)).toMatchObject({ done: 6, total: 6, found: 3 });
    const progress = progressOf(studio, 'scan-all');
    expect(progress.map((step) => step.done)).toEqual([...progress.map((step) => step.done)].sort((a, b) => a - b));
    expect(camerasOf(progress.map((step) => step.result))).toEqual(camerasOf(answer.results));
    expect(answer.results).toEqual(expect.arrayContaining(progress.map((step) => step.result)));
    expect(JSON.stringify([answer, studio.events])).not.toContain(siteCredentials.password);
  });

  it('adds the chosen cameras with the credentials that opened them, each under the name it reports (else its address), flags the factory ones, and knows them on the next scan', async () => {
    const studio = await startStudio(await temporaryFolder());
    const { scanId } = await scan(studio, 'scan-add');
    const added = await studio.call('site.addDiscovered', { scanId, cameras: [{ address: siteHosts.userCamera, port: site.port }, { address: siteHosts.factoryCamera, port: site.port }], group: 'Lobby' });
    expect(added.report.added.map(({ label, host, group, passwordGiven }) => ({ label, host, group, passwordGiven }))).toEqual([
      { label: siteNames.user, host: siteHosts.userCamera, group: 'Lobby', passwordGiven: true },
      // The name it reports holds a control character: refused, it is named by its address.
      { label: `${siteHosts.factoryCamera}:${site.port}`, host: siteHosts.factoryCamera, group: 'Lobby', passwordGiven: true },
    ]);
    const [userId, factoryId] = added.report.added.map((camera) => camera.cameraId);
    expect(added.factoryPassword).toEqual([factoryId]);
    // Each camera opens with what the scan found: both come online with their firmware.
    await expect
      .poll(async () => (await studio.call('cameras.list', {})).cameras.map(({ id, state, firmware, factoryPassword, user }) => ({ id, state, firmware, factoryPassword, user })))
      .toEqual([
        { id: userId, state: 'online', firmware: siteFirmware.user, factoryPassword: false, user: siteCredentials.user },
        { id: factoryId, state: 'online', firmware: siteFirmware.factory, factoryPassword: true, user: 'admin' },
      ]);
    const again = await scan(studio, 'scan-again');
    expect(again.results.filter((result) => result.inWorkspace).map((result) => result.address)).toEqual([siteHosts.userCamera, siteHosts.factoryCamera]);
    expect(JSON.stringify([added, studio.events])).not.toContain(siteCredentials.password);
  });

  it('adds one camera per host and port: one asked for three times is added once, one already in the workspace not again, and the answer says why', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder);
    const { scanId } = await scan(studio, 'scan-repeat');
    const userCamera = { address: siteHosts.userCamera, port: site.port };
    const factoryCamera = { address: siteHosts.factoryCamera, port: site.port };
    const first = await studio.call('site.addDiscovered', { scanId, cameras: [userCamera, userCamera, userCamera] });
    expect(first.report.added.map(({ cameraId, host }) => ({ cameraId, host }))).toEqual([{ cameraId: 'cam-1', host: siteHosts.userCamera }]);
    expect(englishProblems(first.report.problems)).toEqual([
      { line: 2, message: `${siteHosts.userCamera}:${site.port} is asked for more than once: it is added once` },
      { line: 3, message: `${siteHosts.userCamera}:${site.port} is asked for more than once: it is added once` },
    ]);
    const second = await studio.call('site.addDiscovered', { scanId, cameras: [userCamera, factoryCamera], group: 'Lobby' });
    expect(second.report.added.map(({ cameraId, host }) => ({ cameraId, host }))).toEqual([{ cameraId: 'cam-2', host: siteHosts.factoryCamera }]);
    expect(second.report.existing).toEqual([]);
    expect(englishProblems(second.report.problems)).toEqual([{ line: 1, message: `${siteHosts.userCamera}:${site.port} is already in the workspace (cam-1): it is left as it is` }]);
    const listed = (await studio.call('cameras.list', {})).cameras.map(({ id, host, port, group }) => ({ id, host, port, group }));
    expect(listed).toEqual([
      { id: 'cam-1', host: siteHosts.userCamera, port: site.port, group: null },
      { id: 'cam-2', host: siteHosts.factoryCamera, port: site.port, group: 'Lobby' },
    ]);
    await running.pop()!.close();
    const restarted = await startStudio(folder);
    expect((await restarted.call('cameras.list', {})).cameras.map(({ id, host, port, group }) => ({ id, host, port, group }))).toEqual(listed);
  });

  it('adds a camera an HTTPS scan opened as an HTTPS camera', async () => {
    const tlsHost = '127.0.19.9';
    const tlsCamera = newSimulatedCamera({ host: tlsHost, https: tlsKeyPair, firmware: siteFirmware.factory });
    await tlsCamera.start(0);
    try {
      const studio = await startStudio(await temporaryFolder());
      const answer = await studio.call('site.discover', { operationId: 'scan-tls', range: tlsHost, ports: [tlsCamera.port], https: true, timeoutSeconds });
      expect(answer.results).toEqual([{ address: tlsHost, port: tlsCamera.port, status: 'camera', firmware: siteFirmware.factory, factoryPassword: true, inWorkspace: false }]);
      await studio.call('site.addDiscovered', { scanId: answer.scanId, cameras: [{ address: tlsHost, port: tlsCamera.port }] });
      expect((await studio.call('cameras.list', {})).cameras.map(({ host, port, https, group }) => ({ host, port, https, group }))).toEqual([{ host: tlsHost, port: tlsCamera.port, https: true, group: null }]);
    } finally {
      await tlsCamera.stop();
    }
  });

  it('answers a host whose certificate changes between connections as that address\'s result, and cannot add it', async () => {
    const changing = await startChangingCertificateHost('127.0.19.13');
    try {
      const studio = await startStudio(await temporaryFolder());
      const answer = await studio.call('site.discover', { operationId: 'scan-changing', range: '127.0.19.13', ports: [changing.port], https: true, ...siteCredentials, timeoutSeconds });
      expect(answer.results).toEqual([{ address: '127.0.19.13', port: changing.port, status: 'certificate_changed', firmware: null, factoryPassword: false, inWorkspace: false }]);
      const refused = await studio.failure('site.addDiscovered', { scanId: answer.scanId, cameras: [{ address: '127.0.19.13', port: changing.port }] });
      expect(refused.code).toBe('invalid_request');
    } finally {
      await changing.stop();
    }
  });

  it('adds only cameras the scan opened, and only from a scan it keeps', async () => {
    const studio = await startStudio(await temporaryFolder());
    const { scanId } = await scan(studio, 'scan-locked');
    const locked = await studio.failure('site.addDiscovered', { scanId, cameras: [{ address: siteHosts.lockedCamera, port: site.port }] });
    expect(locked).toMatchObject({ code: 'invalid_request', message: expect.stringContaining(`${siteHosts.lockedCamera}:${site.port}`) });
    const unknown = await studio.failure('site.addDiscovered', { scanId: 'f'.repeat(32), cameras: [{ address: siteHosts.userCamera, port: site.port }] });
    expect(unknown.code).toBe('not_found');
    expect((await studio.call('cameras.list', {})).cameras).toEqual([]);
  });

  it('cancelled mid-scan, answers what it scanned', async () => {
    const studio = await startStudio(await temporaryFolder());
    const answering = scan(studio, 'scan-cancel', { parallel: 1 });
    await expect.poll(() => progressOf(studio, 'scan-cancel').length).toBeGreaterThan(0);
    expect(await studio.call('operations.cancel', { operationId: 'scan-cancel' })).toEqual({ cancelled: true });
    const answer = await answering;
    expect(answer.cancelled).toBe(true);
    expect(answer.total).toBe(6);
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.results.length).toBeLessThan(6);
    // Events travel apart from the answer (batched per connection): wait for each camera's event, then compare.
    await expect.poll(() => camerasOf(progressOf(studio, 'scan-cancel').map((step) => step.result))).toEqual(camerasOf(answer.results));
    expect(answer.results).toEqual(expect.arrayContaining(progressOf(studio, 'scan-cancel').map((step) => step.result)));
  });

  it('refuses hostile inputs before anything is scanned, naming the limit and never echoing the password', async () => {
    const studio = await startStudio(await temporaryFolder());
    const password = 'never-Echoed-7';
    const good = { operationId: 'scan-hostile', range: siteRange, ports: [site.port], user: 'tech', password };
    const bad: Array<[string, unknown, RegExp]> = [
      ['4,097 addresses', { ...good, range: '127.0.0.0-127.0.16.0' }, /4097 addresses; a scan takes at most 4096/],
      ['a /16 block', { ...good, range: '127.0.0.0/16' }, /at most 4096/],
      ['an oversized range', { ...good, range: '127.0.0.1'.repeat(1000) }, /range/],
      ['a control character in the range', { ...good, range: '127.0.0.1\u0000' }, /range/],
      ['a range of the wrong type', { ...good, range: 127 }, /range/],
      ['a port as text', { ...good, ports: ['80'] }, /ports/],
      ['17 ports', { ...good, ports: Array.from({ length: 17 }, (_, index) => 8000 + index) }, /ports/],
      ['port 0', { ...good, ports: [0] }, /ports/],
      ['a timeout of 0', { ...good, timeoutSeconds: 0 }, /timeoutSeconds/],
      ['parallel 1000', { ...good, parallel: 1000 }, /parallel/],
      ['no operationId', { ...good, operationId: undefined }, /operationId/],
      ['a user with a colon', { ...good, user: 'a:b' }, /user/],
      ['a password with a control character', { ...good, password: `${password}\u001b` }, /password/],
      ['an extra field', { ...good, subnet: 'eth0' }, /subnet/],
    ];
    for (const [what, input, message] of bad) {
      const failure = await studio.failure('site.discover', input);
      expect({ what, code: failure.code, message: message.test(failure.message) }).toEqual({ what, code: 'invalid_request', message: true });
      expect(failure.message, what).not.toContain(password);
    }
    const badAdds: Array<[string, unknown]> = [
      ['no cameras', { scanId: 'a'.repeat(32), cameras: [] }],
      ['4,097 cameras', { scanId: 'a'.repeat(32), cameras: Array.from({ length: 4097 }, () => ({ address: siteHosts.userCamera, port: site.port })) }],
      ['an address with a control character', { scanId: 'a'.repeat(32), cameras: [{ address: '127.0.0.1\n', port: 80 }] }],
      ['a scanId too long', { scanId: 'a'.repeat(65), cameras: [{ address: siteHosts.userCamera, port: site.port }] }],
      ['a password given', { scanId: 'a'.repeat(32), cameras: [{ address: siteHosts.userCamera, port: site.port, password }] }],
      ['a bad group', { scanId: 'a'.repeat(32), cameras: [{ address: siteHosts.userCamera, port: site.port }], group: 'x'.repeat(10_000) }],
    ];
    for (const [what, input] of badAdds) expect({ what, code: (await studio.failure('site.addDiscovered', input)).code }).toEqual({ what, code: 'invalid_request' });
    expect(progressOf(studio, 'scan-hostile')).toEqual([]);
  });
});

/** A host that takes connections and never answers (each probe then waits for its timeout), counting how many it holds at once. */
async function startSilentHost(host: string): Promise<{ port: number; open(): number; mostAtOnce(): number; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let mostAtOnce = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    mostAtOnce = Math.max(mostAtOnce, sockets.size);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  return {
    port: (server.address() as { port: number }).port,
    open: () => sockets.size,
    mostAtOnce: () => mostAtOnce,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('site.discover, scans at once', () => {
  it(`runs at most ${discoverLimits.scansAtOnce} scans at once and refuses more as busy, saying why; a slot freed takes the next`, async () => {
    const silent = await startSilentHost('127.0.23.1');
    try {
      const studio = await startStudio(await temporaryFolder());
      // Three addresses each (two of them nothing listens on), one probe at a time: a scan holds one connection to the silent host while it waits there.
      const scanOf = (operationId: string, timeoutSeconds: number) => studio.call('site.discover', { operationId, range: '127.0.23.1-127.0.23.3', ports: [silent.port], parallel: 1, timeoutSeconds });
      const asked = Array.from({ length: 5 }, (_, index) => `crowd-${index + 1}`);
      const outcomes = asked.map((operationId) => scanOf(operationId, 60).then((answer) => ({ operationId, answer }), (error: unknown) => ({ operationId, error: error as { code: string; message: string } })));
      // The calls start in order: the first ones take the slots, the rest are refused at once.
      const refused = await Promise.all(outcomes.slice(discoverLimits.scansAtOnce));
      expect(refused.map((outcome) => ('error' in outcome ? outcome.error.code : 'ran'))).toEqual(['busy', 'busy', 'busy']);
      for (const outcome of refused) expect('error' in outcome && outcome.error.message).toMatch(/already runs 2 address scans, the most it runs at once: wait for one to end \(or cancel it\)/);
      await expect.poll(() => silent.open()).toBe(discoverLimits.scansAtOnce);
      const running = asked.slice(0, discoverLimits.scansAtOnce);
      for (const operationId of running) expect(await studio.call('operations.cancel', { operationId })).toEqual({ cancelled: true });
      const ended = await Promise.all(outcomes.slice(0, discoverLimits.scansAtOnce));
      expect(ended.map((outcome) => ('answer' in outcome ? outcome.answer.cancelled : outcome.error.code))).toEqual([true, true]);
      expect(silent.mostAtOnce()).toBe(discoverLimits.scansAtOnce);
      // The refused scans probed nothing and told nothing.
      expect(studio.events.filter((event) => event.event === 'site.discoverProgress' && asked.slice(discoverLimits.scansAtOnce).includes(event.payload.operationId))).toEqual([]);
      const next = await scanOf('after-the-crowd', 0.2);
      expect(next.results.map((result) => result.status)).toEqual(['no_answer', 'no_answer', 'no_answer']);
    } finally {
      await silent.stop();
    }
  });
});

// Three hosts in network namespaces on one bridge: A and B share subnet 10.231.1.0/24 and
// exchange messages with sdk-demo; C sits on the same wire but in 10.231.2.0/24, and neither
// hears nor is heard (IPv4 broadcast stays within a subnet: spec 8, "peers must be on the same
// subnet"). Needs root; vitest.config.ts leaves test/net out of non-root runs outside CI.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configDir, lastStatisticsRecord, startSdkDemo, type SdkDemoProcess } from '../main/cli/sdkDemoProcess';
import { namespacesOfRun, NetnsLab, type LabHost } from './netnsLab';

const lab = new NetnsLab();
let hostA: LabHost;
let hostB: LabHost;
let hostC: LabHost;

beforeAll(() => {
  // Backstop: if the worker ends without running afterAll, the namespaces still go.
  process.once('exit', () => lab.destroy());
  try {
    lab.create();
    hostA = lab.addHost('a', '10.231.1.1/24');
    hostB = lab.addHost('b', '10.231.1.2/24');
    hostC = lab.addHost('c', '10.231.2.3/24');
  } catch (error) {
    lab.destroy();
    throw error;
  }
});

afterAll(() => {
  const problems = lab.destroy();
  expect(problems).toEqual([]);
  expect(namespacesOfRun(lab.runId)).toEqual([]);
});

function sdkDemoIn(host: LabHost, dir: string): SdkDemoProcess {
  return startSdkDemo(['-s', join(dir, 'system.json'), '-u', join(dir, 'user.json'), '-v'], {
    command: lab.exec(host, process.execPath, 'bin/sdk-demo.js'),
  });
}

type Record = { put_publication: { peers: Array<{ IP: string }>; self: { IP: string }; summary: { [counter: string]: number } } };

async function statisticsOf(demo: SdkDemoProcess): Promise<Record> {
  const from = demo.stdout.length;
  demo.type('?');
  await demo.waitForStdout(/^}$/, 'the statistics record', { from });
  return lastStatisticsRecord(demo.stdout.slice(from)) as Record;
}

describe('sdk-demo across hosts (network namespaces)', () => {
  it('exchanges messages between two hosts of one subnet; a host of another subnet hears nothing', async () => {
    // The default port is safe here: the lab's namespaces have ports of their own, apart from every other test's.
    const dir = configDir({
      'system.json': { log_list_max: 8, broadcast: { interfaces: ['bus0'] } },
      'user.json': { broadcast: { port: 19300, passphrase: `lab-${randomBytes(4).toString('hex')}`, poll_freq: 20, resend: 2 } },
    });
    const a = sdkDemoIn(hostA, dir);
    const b = sdkDemoIn(hostB, dir);
    const c = sdkDemoIn(hostC, dir);
    expect(await a.ready()).toMatch(/active on bus0 \(10\.231\.1\.1\), broadcast 10\.231\.1\.255/);
    expect(await b.ready()).toMatch(/active on bus0 \(10\.231\.1\.2\), broadcast 10\.231\.1\.255/);
    expect(await c.ready()).toMatch(/active on bus0 \(10\.231\.2\.3\), broadcast 10\.231\.2\.255/);

    a.type('messages.global.door_front', 'open');
    await b.waitForStdout(/^messages\.global\.door_front=open$/, 'B to hear A');
    b.type('messages.global.motion_hall', 'true');
    await a.waitForStdout(/^messages\.global\.motion_hall=true$/, 'A to hear B');
    c.type('messages.global.keypad_code', '4711');
    await c.waitForStdout(/^value=4711$/, 'C to send');
    await expect.poll(async () => (await statisticsOf(c)).put_publication.summary.pkt_tx).toBe(2); // the message and its resend copy are out
    // Later markers on the same wire: A and B each hear the other's after anything C sent.
    a.type('messages.global.marker_a', '1');
    await b.waitForStdout(/^messages\.global\.marker_a=1$/, "B to hear A's marker");
    b.type('messages.global.marker_b', '1');
    await a.waitForStdout(/^messages\.global\.marker_b=1$/, "A to hear B's marker");

    const received = (demo: SdkDemoProcess): string[] => demo.stdout.filter((line) => /^messages\./.test(line));
    expect(received(a)).toEqual(['messages.global.motion_hall=true', 'messages.global.marker_b=1']);
    expect(received(b)).toEqual(['messages.global.door_front=open', 'messages.global.marker_a=1']);
    expect(received(c)).toEqual([]);

    // Each of B's two messages arrives twice (resend 2); the second copy of the marker may still be on its way.
    await expect.poll(async () => (await statisticsOf(a)).put_publication.summary.pkt_rx).toBe(4);
    const atA = await statisticsOf(a);
    expect(atA.put_publication.self.IP).toBe('10.231.1.1');
    expect(atA.put_publication.peers.map((peer) => peer.IP)).toEqual(['10.231.1.2']);
    expect(atA.put_publication.summary).toMatchObject({ msg_rx: 2, pkt_rx: 4, pkt_rx_err: 0 });
    const atC = await statisticsOf(c);
    expect(atC.put_publication.peers).toEqual([]);
    expect(atC.put_publication.summary).toMatchObject({ msg_rx: 0, pkt_rx: 0, pkt_rx_err: 0, msg_tx: 1, pkt_tx: 2 });

    for (const demo of [a, b, c]) demo.type('!');
    expect(await Promise.all([a.exited, b.exited, c.exited])).toEqual([0, 0, 0]);
  });
});

// `camconfig sim --hosts FROM-TO`: one simulated camera per loopback address, all at one port,
// as cameras sit on a real subnet; some on factory credentials (--factory-every). Only
// 127.0.0.0/8 is accepted.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../src/main/remoteconfig/errors';
import { RemoteConfigClient } from '../../../src/main/remoteconfig/remoteConfigClient';
import { parseLoopbackHosts } from '../../../src/main/cli/sim/simHosts';
import { freeTcpPortOnEveryAddress } from '../../support/testPorts';
import { camconfigArgs } from '../../support/simulatedCameras';
import { startSim, type RunningSim } from './simProcess';

/** `camconfig sim --hosts ... --port N` on a port no address holds; tries again when it was taken meanwhile. */
async function startSimOnHosts(hosts: string, count: number, extra: string[]): Promise<{ sim: RunningSim; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freeTcpPortOnEveryAddress();
    try {
      return { sim: await startSim(['--hosts', hosts, '--port', String(port), '--quiet', ...extra], count), port };
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

function client(host: string, port: number, user: string, password: string): RemoteConfigClient {
  return new RemoteConfigClient({ host, port, user, password });
}

describe('camconfig sim --hosts', () => {
  it('starts one camera per loopback address at one port, every 2nd from the first on factory credentials, and stops them all', async () => {
    const { sim, port } = await startSimOnHosts('127.0.0.2-127.0.0.5', 4, ['--factory-every', '2', '--user', 'tech', '--password', 'S3cret-pw']);
    expect(sim.urls).toEqual(['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'].map((host) => `http://${host}:${port}/admin/remoteconfig`));
    const sipNumbers: Array<string | undefined> = [];
    for (const [index, host] of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'].entries()) {
      const onFactory = index % 2 === 0;
      const right = onFactory ? client(host, port, 'admin', 'meinsm') : client(host, port, 'tech', 'S3cret-pw');
      const wrong = onFactory ? client(host, port, 'tech', 'S3cret-pw') : client(host, port, 'admin', 'meinsm');
      const sections = await right.readSections(['sip']);
      sipNumbers.push(sections.sections[0]?.params.find((param) => param.name === 'NUMBER')?.value);
      await expect(wrong.firmware()).rejects.toBeInstanceOf(AuthError);
    }
    expect(sipNumbers).toEqual(['301', '302', '303', '304']);
    sim.child.kill('SIGTERM');
    expect(await sim.exited).toBe(0);
    expect(sim.stderr()).toContain('4 simulated cameras on 127.0.0.2 to 127.0.0.5');
    expect(sim.stderr()).not.toContain('S3cret-pw');
    for (const host of ['127.0.0.2', '127.0.0.5']) await expect(client(host, port, 'admin', 'meinsm').firmware()).rejects.toMatchObject({ kind: 'unreachable' });
  });

  it.each([
    [['--hosts', '192.168.1.2-192.168.1.9'], "--hosts '192.168.1.2-192.168.1.9': only loopback addresses (127.0.0.1 to 127.255.255.254) are accepted"],
    [['--hosts', '127.0.0.250-128.0.0.3'], 'only loopback addresses'],
    [['--hosts', '127.255.255.255'], 'only loopback addresses'],
    [['--hosts', '127.0.0.9-127.0.0.2'], 'give the lower address first'],
    [['--hosts', '127.0.0.1-127.0.1.1'], 'holds 257 addresses: at most 256 simulated cameras'],
    [['--hosts', '127.0.0.010'], 'has a number with a leading zero'],
    [['--hosts', '127.0.0.2-127.0.0.3', '--count', '2'], '--hosts gives one camera per address: leave out --count'],
    [['--hosts', '127.0.0.2-127.0.0.3', '--factory-every', '2'], '--factory-every needs --password'],
  ])('refuses %j with exit code 2 before listening anywhere', (args, message) => {
    const result = spawnSync(process.execPath, camconfigArgs('sim', [...args, '--port', '0']), { encoding: 'utf8', timeout: 10_000 });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });

  it('reads a range or one address in order', () => {
    expect(parseLoopbackHosts('127.0.0.254-127.0.1.1', 256)).toEqual(['127.0.0.254', '127.0.0.255', '127.0.1.0', '127.0.1.1']);
    expect(parseLoopbackHosts('127.1.2.3', 256)).toEqual(['127.1.2.3']);
  });
});

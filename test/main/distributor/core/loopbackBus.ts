// Helpers for distributor tests on the loopback interface only (broadcast 127.255.255.255).
// Each test takes its own reserved port (testUdpPort in test/support/testPorts.ts) and
// passphrase, so parallel test files never hear each other.
import { randomBytes, randomInt } from 'node:crypto';
import dgram from 'node:dgram';
import { afterEach, expect } from 'vitest';
import { DistributorBroadcastCore, type DistributorCoreOptions } from '../../../../src/main/distributor/core';
import { resolveUserConfig, type PartialUserConfig, type SystemConfig, type UserConfig } from '../../../../src/main/distributor/config';

export const loopbackBroadcast = '127.255.255.255';

export function loopbackSystem(logListMax = 16): SystemConfig {
  return { log_list_max: logListMax, broadcast: { interfaces: ['lo'] } };
}

export function testPassphrase(): string {
  return `test-${randomBytes(6).toString('hex')}`;
}

export function userConfig(broadcast: NonNullable<PartialUserConfig['broadcast']>): UserConfig {
  return resolveUserConfig({ broadcast: { iface: 'lo', max_time_offset: 5, poll_freq: 100, resend: 1, ...broadcast } });
}

const openCores: DistributorBroadcastCore[] = [];
const openSockets: dgram.Socket[] = [];

afterEach(() => {
  for (const core of openCores.splice(0)) core.close();
  for (const socket of openSockets.splice(0)) {
    try {
      socket.close();
    } catch {
      // closed by the test
    }
  }
});

let nextPid = 4_000_000 + randomInt(100_000);

/** A core with a pid of its own (two cores share this process), closed after the test. */
export function testCore(options: DistributorCoreOptions = {}, system = loopbackSystem()): DistributorBroadcastCore {
  const core = new DistributorBroadcastCore(system, { pid: nextPid++, statisticsIntervalMs: 0, ...options });
  openCores.push(core);
  return core;
}

export async function activeCore(user: UserConfig, options: DistributorCoreOptions = {}, system?: SystemConfig): Promise<DistributorBroadcastCore> {
  const core = testCore(options, system);
  if (!(await core.init(user))) throw new Error(`init failed: ${core.reason}`);
  return core;
}

/** A plain UDP socket on the loopback broadcast port: hears every package (`arrivals`: when, by performance.now()), sends raw bytes. */
export async function rawSocket(port: number): Promise<{ socket: dgram.Socket; received: Buffer[]; arrivals: number[] }> {
  const socket = dgram.createSocket({ type: 'udp4', reuseAddr: true });
  openSockets.push(socket);
  const received: Buffer[] = [];
  const arrivals: number[] = [];
  socket.on('message', (bytes) => {
    received.push(bytes);
    arrivals.push(performance.now());
  });
  await new Promise<void>((resolve) => socket.bind(port, loopbackBroadcast, resolve));
  socket.setBroadcast(true);
  return { socket, received, arrivals };
}

/** A plain UDP socket bound to another loopback address (127.0.0.2, ...): a second host on lo. */
export async function socketOn(address: string): Promise<dgram.Socket> {
  const socket = dgram.createSocket('udp4');
  openSockets.push(socket);
  await new Promise<void>((resolve) => socket.bind(0, address, resolve));
  socket.setBroadcast(true);
  return socket;
}

export function sendRaw(socket: dgram.Socket, bytes: Buffer, port: number): Promise<void> {
  return new Promise((resolve, reject) => socket.send(bytes, port, loopbackBroadcast, (error) => (error ? reject(error) : resolve())));
}

/** Polls `condition` until it holds, within the suite's poll deadline (vitest.config.ts); a failure names `what`. */
export async function waitFor(condition: () => boolean, what: string): Promise<void> {
  await expect.poll(condition, { message: `waiting for ${what}` }).toBe(true);
}

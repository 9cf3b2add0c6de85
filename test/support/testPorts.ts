// The ports a test file opens sockets on (see reservedPort.ts): UDP ports reserved for the
// file and released when it ends, closed TCP ports, runs of free TCP ports.
import { afterAll } from 'vitest';
import { reserveUdpPort, type ReservedUdpPort } from './reservedPort';

export { closedTcpPort, freeConsecutiveTcpPorts, freeTcpPortOnEveryAddress } from './reservedPort';

const held: ReservedUdpPort[] = [];

afterAll(async () => {
  await Promise.all(held.splice(0).map((reserved) => reserved.release()));
});

/** A UDP port for one bus of this test file: no other test file or process gets it until the file ends. */
export async function testUdpPort(): Promise<number> {
  const reserved = await reserveUdpPort();
  held.push(reserved);
  return reserved.port;
}

// Ports for tests and benchmarks, chosen by the kernel and never guessed, so two test files
// (or a test and anything else on the machine) running at once never share one.
// Plain Node (no vitest): bench/ uses it too. Test files take testUdpPort() from testPorts.ts.
import { createSocket, type Socket } from 'node:dgram';
import { createServer, type AddressInfo, type Server } from 'node:net';

const attempts = 5;

export interface ReservedUdpPort {
  port: number;
  /** Closes the reserving socket (again: nothing more); the port may be handed out again afterwards. */
  release(): Promise<void>;
}

/**
 * A UDP port no socket uses, held until release(): the kernel picks a port free on every
 * address (a bind to port 0 without SO_REUSEADDR), then a socket with SO_REUSEADDR holds it on
 * every address (0.0.0.0), so a bind without SO_REUSEADDR on any address (another test's port
 * 0, the demo's free port on 127.0.0.1) is never handed it meanwhile. Distributor cores and
 * sdk-demo processes (SO_REUSEADDR, bound to 127.255.255.255) still join it and receive what
 * they did before: broadcasts reach every socket on the port, and a socket bound to the
 * broadcast address gets no unicast. The holder never sends, so no peer counts it; what it
 * hears is dropped.
 */
export async function reserveUdpPort(): Promise<ReservedUdpPort> {
  for (let attempt = 1; ; attempt++) {
    const port = await unusedUdpPort();
    const holder = createSocket({ type: 'udp4', reuseAddr: true });
    try {
      await bindUdp(holder, port, '0.0.0.0');
    } catch (error) {
      holder.close();
      if (attempt >= attempts) throw error;
      continue; // taken between the two binds: ask again
    }
    holder.unref();
    let released: Promise<void> | null = null;
    const release = () => (released ??= new Promise<void>((resolve) => holder.close(() => resolve())));
    return { port, release };
  }
}

/** A TCP port on 127.0.0.1 that was just listened on and closed again: connecting to it is refused. */
export async function closedTcpPort(): Promise<number> {
  const server = createServer();
  await listen(server, 0);
  const { port } = server.address() as AddressInfo;
  await close(server);
  return port;
}

/**
 * A TCP port no socket holds on any address (the kernel's pick for a listener on 0.0.0.0),
 * closed again before this returns: for cameras on many loopback addresses at one port
 * (`camconfig sim --hosts ... --port N`). The caller should try again if it is taken meanwhile.
 */
export async function freeTcpPortOnEveryAddress(): Promise<number> {
  const server = createServer();
  await listen(server, 0, '0.0.0.0');
  const { port } = server.address() as AddressInfo;
  await close(server);
  return port;
}

/**
 * The first of `count` consecutive TCP ports on 127.0.0.1 that were all free a moment ago,
 * for a program that takes a base port (`camconfig sim --port N --count C`). The kernel picks
 * the base; the rest are tried, and another base is asked for when one is taken. The ports are
 * closed again before this returns, so the caller should try again if one is taken meanwhile.
 */
export async function freeConsecutiveTcpPorts(count: number): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const servers: Server[] = [createServer()];
    try {
      await listen(servers[0]!, 0);
      const base = (servers[0]!.address() as AddressInfo).port;
      if (base + count - 1 > 65_535) throw new RangeError(`no ${count} ports after ${base}`);
      for (let port = base + 1; port < base + count; port++) {
        const server = createServer();
        servers.push(server);
        await listen(server, port);
      }
      return base;
    } catch (error) {
      if (attempt >= 20) throw new Error(`found no ${count} consecutive free TCP ports in ${attempt} tries: ${String(error)}`);
    } finally {
      await Promise.all(servers.filter((server) => server.listening).map(close));
    }
  }
}

async function unusedUdpPort(): Promise<number> {
  const probe = createSocket('udp4'); // no SO_REUSEADDR: the kernel skips ports any socket holds
  await bindUdp(probe, 0, '0.0.0.0');
  const { port } = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function bindUdp(socket: Socket, port: number, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind({ port, address, exclusive: true }, () => {
      socket.off('error', reject);
      resolve();
    });
  });
}

function listen(server: Server, port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

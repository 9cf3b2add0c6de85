// The port helpers every socket-opening test relies on: a reserved UDP port is kept from
// everyone but the bus peers that share it, a closed TCP port refuses, a run of ports is free.
import { createSocket, type Socket } from 'node:dgram';
import { connect, createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closedTcpPort, freeConsecutiveTcpPorts, reserveUdpPort } from './reservedPort';

const opened: Array<Socket | Server> = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => new Promise<void>((resolve) => handle.close(() => resolve()))));
});

function bindUdp(port: number, address: string, reuseAddr: boolean): Promise<Socket> {
  const socket = createSocket({ type: 'udp4', reuseAddr });
  return new Promise((resolve, reject) => {
    socket.once('error', (error) => {
      socket.close();
      reject(error);
    });
    socket.bind(port, address, () => {
      opened.push(socket);
      resolve(socket);
    });
  });
}

describe('reserveUdpPort', () => {
  it('keeps the port from a plain bind until released, while bus peers (SO_REUSEADDR) share it and hear each other', async () => {
    const reserved = await reserveUdpPort();
    await expect(bindUdp(reserved.port, '0.0.0.0', false)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await expect(bindUdp(reserved.port, '127.0.0.1', false)).rejects.toMatchObject({ code: 'EADDRINUSE' });

    const listener = await bindUdp(reserved.port, '127.255.255.255', true);
    const sender = await bindUdp(reserved.port, '127.255.255.255', true);
    sender.setBroadcast(true);
    const heard = new Promise<string>((resolve) => listener.once('message', (bytes) => resolve(bytes.toString())));
    sender.send('hello', reserved.port, '127.255.255.255');
    expect(await heard).toBe('hello');

    await reserved.release();
    await reserved.release(); // a second release does nothing
    listener.close();
    sender.close();
    opened.length = 0;
    await expect(bindUdp(reserved.port, '0.0.0.0', false)).resolves.toBeDefined();
  });

  it('hands out a different port to each reservation', async () => {
    const reservations = await Promise.all([1, 2, 3, 4].map(() => reserveUdpPort()));
    expect(new Set(reservations.map((reserved) => reserved.port)).size).toBe(4);
    await Promise.all(reservations.map((reserved) => reserved.release()));
  });
});

describe('closedTcpPort', () => {
  it('is a port nothing listens on: a connection is refused', async () => {
    const port = await closedTcpPort();
    const outcome = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
    });
    expect(outcome).toBe('ECONNREFUSED');
  });
});

describe('freeConsecutiveTcpPorts', () => {
  it('returns the first of a run of ports that can all be listened on', async () => {
    const base = await freeConsecutiveTcpPorts(5);
    for (let port = base; port < base + 5; port++) {
      const server = createServer();
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
      opened.push(server);
    }
    expect(opened).toHaveLength(5);
  });
});

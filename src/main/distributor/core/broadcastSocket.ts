// The UDP socket of the distributor. It is bound to the interface's broadcast address, so it
// hears the broadcasts of that interface's subnet only (on Linux a socket bound to a broadcast
// address sends with the interface's own address as source). Where the platform refuses that
// bind (Windows, some BSDs), it falls back to 0.0.0.0. SO_REUSEADDR lets several processes on
// one machine use the same port, as two sdk-demo instances must.
import dgram from 'node:dgram';
import type { ErrorKind } from '../../../shared/errors/errorKind';
import { LocalizedError } from '../../../shared/i18n/localizedError';
import { localize } from '../../../shared/i18n/text';

export type SocketFactory = () => dgram.Socket;

export const defaultSocketFactory: SocketFactory = () => dgram.createSocket({ type: 'udp4', reuseAddr: true });

export interface BoundSocket {
  socket: dgram.Socket;
  /** The address actually bound: the broadcast address, or 0.0.0.0 after the fallback. */
  boundAddress: string;
  port: number;
}

function bind(socket: dgram.Socket, port: number, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => reject(error);
    socket.once('error', onError);
    socket.bind({ port, address, exclusive: false }, () => {
      socket.off('error', onError);
      resolve();
    });
  });
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

export function closeQuietly(socket: dgram.Socket): void {
  try {
    socket.close();
  } catch {
    // already closed
  }
}

/** Opens a broadcast-enabled socket on `port`; throws an Error naming the port and address. */
export async function openBroadcastSocket(factory: SocketFactory, port: number, broadcastAddress: string): Promise<BoundSocket> {
  let socket = factory();
  let boundAddress = broadcastAddress;
  try {
    await bind(socket, port, broadcastAddress);
  } catch (error) {
    closeQuietly(socket);
    if (errorCode(error) !== 'EADDRNOTAVAIL' && errorCode(error) !== 'EINVAL') throw bindError(error, port, broadcastAddress);
    socket = factory();
    boundAddress = '0.0.0.0';
    try {
      await bind(socket, port, boundAddress);
    } catch (fallbackError) {
      closeQuietly(socket);
      throw bindError(fallbackError, port, boundAddress);
    }
  }
  socket.setBroadcast(true);
  enlargeReceiveBuffer(socket);
  return { socket, boundAddress, port: socket.address().port };
}

/** Room for bursts at high poll_freq from many peers; the OS may cap it (net.core.rmem_max). */
const wantedReceiveBufferBytes = 1024 * 1024;

function enlargeReceiveBuffer(socket: dgram.Socket): void {
  try {
    if (socket.getRecvBufferSize() < wantedReceiveBufferBytes) socket.setRecvBufferSize(wantedReceiveBufferBytes);
  } catch {
    // the platform refused: the default buffer still works, bursts may be lost by the OS
  }
}

/** The port cannot be opened on the address (in use without SO_REUSEADDR, no such address): the distributor stays inactive with it as the reason. */
class UdpBindError extends LocalizedError {
  get kind(): ErrorKind {
    return 'invalid_config';
  }

  override readonly name = 'UdpBindError';
}

function bindError(error: unknown, port: number, address: string): Error {
  const detail = error instanceof Error ? error.message : String(error);
  return new UdpBindError(localize('distributor.inactive.cannotOpenPort', { port: String(port), address, detail }));
}

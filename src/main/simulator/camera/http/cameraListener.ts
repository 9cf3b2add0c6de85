// The listening socket of one camera (plain TCP or TLS). It can stop accepting while the
// camera reboots (clients then get "connection refused") and listen again on the same port.
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import { createServer as createTlsServer, type TLSSocket } from 'node:tls';
import type { Duplex } from 'node:stream';

export interface TlsKeyPair {
  key: string | Buffer;
  cert: string | Buffer;
}

export interface ListenerHooks {
  /** Serves one accepted connection (after the TLS handshake, for HTTPS). */
  serve: (socket: Duplex) => void;
  /** When true, a new connection is reset at once. */
  refuseConnections: () => boolean;
  log: (line: string) => void;
}

const idleTimeoutMs = 30_000;

export class CameraListener {
  private server: Server | null = null;
  private readonly sockets = new Set<Duplex>();

  constructor(
    private readonly host: string,
    private readonly tls: TlsKeyPair | undefined,
    private readonly hooks: ListenerHooks,
  ) {}

  get protocol(): 'http' | 'https' {
    return this.tls ? 'https' : 'http';
  }

  /** Starts accepting on `port` (0: any free port); resolves with the port. */
  listen(port: number): Promise<number> {
    const server = this.createServer();
    return new Promise((resolve, reject) => {
      const fail = (error: NodeJS.ErrnoException): void => reject(listenError(this.host, port, error));
      server.once('error', fail);
      server.listen(port, this.host, () => {
        server.off('error', fail);
        server.on('error', (error) => this.hooks.log(`listener error: ${error.message}`));
        this.server = server;
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  /** Stops accepting new connections; open ones go on. */
  stopAccepting(): void {
    this.server?.close();
    this.server = null;
  }

  /** Drops every open connection but `keep`. */
  dropConnections(keep?: Duplex): void {
    for (const socket of this.sockets) if (socket !== keep) socket.destroy();
  }

  close(): void {
    this.stopAccepting();
    this.dropConnections();
  }

  private createServer(): Server {
    if (!this.tls) {
      const server = createTcpServer({ allowHalfOpen: true }, (socket) => {
        if (this.accept(socket)) this.hooks.serve(socket);
      });
      return server;
    }
    const server = createTlsServer({ key: this.tls.key, cert: this.tls.cert, allowHalfOpen: true });
    server.on('connection', (socket: Socket) => this.accept(socket));
    server.on('secureConnection', (socket: TLSSocket) => {
      this.track(socket);
      this.hooks.serve(socket);
    });
    server.on('tlsClientError', (error) => this.hooks.log(`TLS handshake failed: ${error.message}`));
    return server;
  }

  /** Tracks a new TCP connection; false when it was refused. */
  private accept(socket: Socket): boolean {
    if (this.hooks.refuseConnections()) {
      socket.resetAndDestroy();
      return false;
    }
    this.track(socket);
    return true;
  }

  private track(socket: Duplex & { setTimeout?: (ms: number, callback: () => void) => unknown }): void {
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setTimeout?.(idleTimeoutMs, () => socket.destroy());
  }
}

/** A listen failure that names the address and says what it means; keeps the system error code. */
function listenError(host: string, port: number, error: NodeJS.ErrnoException): NodeJS.ErrnoException {
  const meaning = error.code === 'EADDRINUSE' ? 'the port is already in use' : error.code === 'EACCES' ? 'permission denied (ports below 1024 need privileges)' : error.message;
  const wrapped: NodeJS.ErrnoException = new Error(`cannot listen on ${host}:${port}: ${meaning}`);
  if (error.code !== undefined) wrapped.code = error.code;
  return wrapped;
}

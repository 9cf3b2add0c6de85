// One HTTP(S) POST to /admin/remoteconfig per command script. Bytes in, bytes out: the
// Latin-1 text lives in the client. Over https the camera's certificate is checked against its
// pinned fingerprint BEFORE the request (and its Authorization header) is written.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { isIP, type Socket } from 'node:net';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';
import { CameraTimeoutError, CameraUnreachableError, CertificateChangedError, NotACameraError, type CameraAddress } from './errors';
import type { TrustStore } from './knownCameras';

export const remoteConfigPath = '/admin/remoteconfig';

/** How a TLS certificate is judged: pinned on first use, or not at all (`--insecure`). */
export type TlsTrust =
  | { mode: 'pinned'; store: TrustStore; onFirstUse?: (fingerprint: string) => void }
  | { mode: 'insecure' };

export interface TransportTarget extends CameraAddress {
  https: boolean;
  tlsTrust: TlsTrust;
}

export interface PostRequest {
  body: Uint8Array;
  /** The whole `Authorization` header value; never logged. */
  authorization: string;
  timeoutMs: number;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Uint8Array;
  /** Set when the body did not end normally: the connection broke or the timeout struck mid-body. */
  interrupted?: 'connection' | 'timeout';
}

const tlsHandshake = { what: 'TLS handshake', hint: 'is this an https port? Try without --https' };

export function cameraKey({ host, port }: CameraAddress): string {
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

export async function postRemoteConfig(target: TransportTarget, request: PostRequest): Promise<RawAnswer> {
  const deadline = new Deadline(request.timeoutMs);
  try {
    const socket = target.https ? await deadline.race(openTrustedTls(target), () => new CameraTimeoutError(target, request.timeoutMs, undefined, tlsHandshake)) : undefined;
    return await exchange(target, request, deadline, socket);
  } finally {
    deadline.clear();
  }
}

class Deadline {
  private timer: NodeJS.Timeout | undefined;
  private readonly listeners: (() => void)[] = [];
  expired = false;

  constructor(ms: number) {
    this.timer = setTimeout(() => {
      this.expired = true;
      for (const listener of this.listeners) listener();
    }, ms);
  }

  onExpire(listener: () => void): void {
    if (this.expired) listener();
    else this.listeners.push(listener);
  }

  async race<T extends { destroy?: () => void }>(work: Promise<T>, timeoutError: () => Error): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.onExpire(() => {
        reject(timeoutError());
        work.then((late) => late.destroy?.(), () => undefined);
      });
      work.then(resolve, reject);
    });
  }

  clear(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

async function openTrustedTls(target: TransportTarget): Promise<TLSSocket> {
  const socket = await new Promise<TLSSocket>((resolve, reject) => {
    const tlsSocket = tlsConnect({
      host: target.host,
      port: target.port,
      servername: isIP(target.host) === 0 ? target.host : undefined,
      // Cameras use self-signed certificates: trust comes from the pinned fingerprint below.
      rejectUnauthorized: false,
    });
    tlsSocket.once('secureConnect', () => resolve(tlsSocket));
    // Before the request takes the socket over, a late error must not go unhandled.
    tlsSocket.on('error', (error) => reject(connectionError(target, error, true)));
  });
  if (target.tlsTrust.mode === 'insecure') return socket;
  try {
    await checkPinnedCertificate(target, target.tlsTrust, socket);
  } catch (error) {
    socket.destroy();
    throw error;
  }
  return socket;
}

async function checkPinnedCertificate(target: TransportTarget, trust: Extract<TlsTrust, { mode: 'pinned' }>, socket: TLSSocket): Promise<void> {
  const certificate = socket.getPeerX509Certificate();
  if (!certificate) throw new NotACameraError(target, 'the TLS peer presented no certificate');
  const presented = `SHA256:${certificate.fingerprint256}`;
  const key = cameraKey(target);
  const pinned = await trust.store.pinnedFingerprint(key);
  if (pinned === undefined) {
    await trust.store.pin(key, presented);
    trust.onFirstUse?.(presented);
  } else if (pinned !== presented) {
    throw new CertificateChangedError(target, pinned, presented, trust.store.location);
  }
}

function exchange(target: TransportTarget, request: PostRequest, deadline: Deadline, tlsSocket: TLSSocket | undefined): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    const outgoing = httpRequest({
      host: target.host,
      port: target.port,
      method: 'POST',
      path: remoteConfigPath,
      headers: {
        Host: cameraKey(target),
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': String(request.body.byteLength),
        Authorization: request.authorization,
        Connection: 'close',
      },
      // One connection per request. With `agent` set, node would ignore createConnection.
      ...(tlsSocket ? { createConnection: (): Socket => tlsSocket } : { agent: false }),
    });
    let answered = false;
    let bodyEnded = false;
    let cutByDeadline = false;
    deadline.onExpire(() => {
      if (!answered) reject(new CameraTimeoutError(target, request.timeoutMs, undefined));
      cutByDeadline = answered && !bodyEnded;
      outgoing.destroy();
    });
    outgoing.once('error', (error) => {
      if (!answered) reject(connectionError(target, error, target.https));
    });
    outgoing.once('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', () => undefined);
      response.once('end', () => {
        bodyEnded = true;
      });
      response.once('close', () => {
        const answer: RawAnswer = { status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) };
        // A close-delimited (HTTP/1.0) body counts as complete however it ends: the deadline has to say it was cut.
        if (cutByDeadline) answer.interrupted = 'timeout';
        else if (!response.complete) answer.interrupted = 'connection';
        resolve(answer);
      });
    });
    outgoing.end(request.body);
  });
}

const reasons: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'the connection was reset',
  EPIPE: 'the connection was closed while sending',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name lookup failed (temporary DNS failure)',
  EHOSTUNREACH: 'no route to host',
  ENETUNREACH: 'network unreachable',
  EHOSTDOWN: 'host is down',
  ETIMEDOUT: 'connection timed out',
};

function connectionError(target: CameraAddress, error: Error, overTls: boolean): Error {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (overTls && (code === 'EPROTO' || code.startsWith('ERR_SSL'))) {
    return new NotACameraError(target, `the TLS handshake failed (${error.message.trim()}); is this an https port? Try without --https`);
  }
  const hint = code === 'ECONNREFUSED' ? 'is the camera switched on, and is the port right?' : undefined;
  return new CameraUnreachableError(target, reasons[code] ?? `${error.message}${code ? ` (${code})` : ''}`, hint);
}

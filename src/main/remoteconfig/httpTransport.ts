// One HTTP(S) POST to /admin/remoteconfig per command script. Bytes in, bytes out: the
// Latin-1 text lives in the client. Over https the camera's certificate is checked against its
// pinned fingerprint BEFORE the request (and its Authorization header) is written. Answers are
// bounded: the head by node's parser (maxAnswerHeadBytes), the body by the request's
// maxAnswerBytes; a peer that sends more is cut off there and its socket destroyed.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { isIP, type Socket } from 'node:net';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';
import { asText, CameraTimeoutError, CameraUnreachableError, CertificateChangedError, NotACameraError, type CameraAddress } from './errors';
import type { TrustStore } from './knownCameras';
import { remoteConfigPath } from '../../shared/remoteconfig/commands';
import { onAbort } from '../base/async/onAbort';
import { localize, type Text } from '../../shared/i18n/text';
import { connectionErrorReasons } from '../base/net/connectionErrorReasons';

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
  /** Longest answer body read; beyond it the answer is cut off (`interrupted: 'limit'`). */
  maxAnswerBytes: number;
  /** Cancels the request: the connection is closed and the answer so far returned (`interrupted: 'cancelled'`). */
  signal?: AbortSignal;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** At most the request's maxAnswerBytes. */
  body: Uint8Array;
  /**
   * Set when the body did not end normally: the connection broke (before any answer, `status`
   * 0 and `connectionLost` says how), the timeout struck mid-body, it outgrew maxAnswerBytes,
   * or the request was cancelled.
   */
  interrupted?: 'connection' | 'timeout' | 'limit' | 'cancelled';
  /** With `interrupted: 'connection'` and no answer: what broke the connection after the whole request was sent. */
  connectionLost?: Text;
  /** With `interrupted: 'cancelled'`: whether the whole request had been handed to the network (so the camera may have run some of it). */
  requestSent?: boolean;
}

/** Status line and headers together; a camera's are a few hundred bytes. */
export const maxAnswerHeadBytes = 16 * 1024;

export function cameraKey({ host, port }: CameraAddress): string {
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

/** The answer to a request cancelled before it was sent: nothing reached the camera. */
const cancelledBeforeSending: RawAnswer = { status: 0, headers: {}, body: new Uint8Array(), interrupted: 'cancelled', requestSent: false };

class CancelledBeforeSending extends Error {}

export async function postRemoteConfig(target: TransportTarget, request: PostRequest): Promise<RawAnswer> {
  if (request.signal?.aborted) return cancelledBeforeSending;
  const deadline = new Deadline(request.timeoutMs, request.signal);
  try {
    const handshakeEnded = (): Error => (deadline.cause === 'cancelled' ? new CancelledBeforeSending() : new CameraTimeoutError(target, request.timeoutMs, undefined, 'tlsHandshake'));
    const socket = target.https ? await deadline.race(openTrustedTls(target, deadline), handshakeEnded) : undefined;
    return await exchange(target, request, deadline, socket);
  } catch (error) {
    if (error instanceof CancelledBeforeSending) return cancelledBeforeSending;
    throw error;
  } finally {
    deadline.clear();
  }
}

/** Ends a request: its timeout, or an earlier cancellation through the caller's signal. */
class Deadline {
  private timer: NodeJS.Timeout | undefined;
  private readonly listeners: (() => void)[] = [];
  /** Many requests share the caller's signal (a scan, a fleet operation): onAbort keeps it to one listener. */
  private readonly stopWaiting: () => void;
  expired = false;
  cause: 'timeout' | 'cancelled' | undefined;

  constructor(ms: number, signal: AbortSignal | undefined) {
    this.timer = setTimeout(() => this.end('timeout'), ms);
    this.stopWaiting = signal ? onAbort(signal, () => this.end('cancelled')) : () => undefined;
  }

  private end(cause: 'timeout' | 'cancelled'): void {
    if (this.expired) return;
    this.expired = true;
    this.cause = cause;
    for (const listener of this.listeners) listener();
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
    this.stopWaiting();
  }
}

async function openTrustedTls(target: TransportTarget, deadline: Deadline): Promise<TLSSocket> {
  const socket = await new Promise<TLSSocket>((resolve, reject) => {
    const tlsSocket = tlsConnect({
      host: target.host,
      port: target.port,
      servername: isIP(target.host) === 0 ? target.host : undefined,
      // Cameras use self-signed certificates: trust comes from the pinned fingerprint below.
      rejectUnauthorized: false,
    });
    let established = false;
    // A handshake that never ends must not keep the connection (and the process) alive.
    deadline.onExpire(() => {
      if (!established) tlsSocket.destroy();
    });
    tlsSocket.once('secureConnect', () => {
      established = true;
      resolve(tlsSocket);
    });
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
  if (!certificate) throw new NotACameraError(target, localize('remoteConfig.foreignPeer.noCertificate'));
  const presented = `SHA256:${certificate.fingerprint256}`;
  const key = cameraKey(target);
  const pinned = await trust.store.pinnedFingerprint(key);
  if (pinned === undefined) {
    await trust.store.pin(key, presented);
    trust.onFirstUse?.(presented);
  } else if (pinned !== presented) {
    throw new CertificateChangedError(target, pinned, presented, trust.store.howToTrustAgain(key));
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
      maxHeaderSize: maxAnswerHeadBytes,
      // One connection per request. With `agent` set, node would ignore createConnection.
      ...(tlsSocket ? { createConnection: (): Socket => tlsSocket } : { agent: false }),
    });
    let answered = false;
    let bodyEnded = false;
    let requestSent = false;
    let cutByDeadline = false;
    outgoing.once('finish', () => {
      requestSent = true;
    });
    deadline.onExpire(() => {
      if (!answered && deadline.cause === 'cancelled') resolve({ ...cancelledBeforeSending, requestSent });
      else if (!answered) reject(new CameraTimeoutError(target, request.timeoutMs, undefined));
      cutByDeadline = answered && !bodyEnded;
      outgoing.destroy();
    });
    outgoing.once('error', (error) => {
      if (answered) return;
      // Once the whole request was sent the camera may have run some of it: not "cannot reach".
      const lost = requestSent ? lostConnectionReason(error) : null;
      if (lost !== null) resolve({ status: 0, headers: {}, body: new Uint8Array(), interrupted: 'connection', connectionLost: lost });
      else reject(connectionError(target, error, target.https));
    });
    outgoing.once('response', (response) => {
      answered = true;
      const body = new CappedBody(request.maxAnswerBytes);
      response.on('data', (chunk: Buffer) => {
        // Stop reading at the cap: whatever else the peer sends is never read into memory.
        if (!body.add(chunk)) outgoing.destroy();
      });
      response.on('error', () => undefined);
      response.once('end', () => {
        bodyEnded = true;
      });
      response.once('close', () => {
        const answer: RawAnswer = { status: response.statusCode ?? 0, headers: response.headers, body: body.bytes() };
        // A close-delimited (HTTP/1.0) body counts as complete however it ends: the deadline has to say it was cut.
        if (body.overflowed) answer.interrupted = 'limit';
        else if (cutByDeadline && deadline.cause === 'cancelled') Object.assign(answer, { interrupted: 'cancelled', requestSent: true });
        else if (cutByDeadline) answer.interrupted = 'timeout';
        else if (!response.complete) answer.interrupted = 'connection';
        resolve(answer);
      });
    });
    outgoing.end(request.body);
  });
}

/** The chunks of a body up to a cap; the first chunk past it is cut at the cap. */
class CappedBody {
  private readonly chunks: Buffer[] = [];
  private length = 0;
  overflowed = false;

  constructor(private readonly capBytes: number) {}

  /** False once the body has outgrown the cap (the rest of `chunk` is dropped). */
  add(chunk: Buffer): boolean {
    if (this.overflowed) return false;
    const room = this.capBytes - this.length;
    if (chunk.byteLength > room) {
      this.chunks.push(chunk.subarray(0, room));
      this.length = this.capBytes;
      this.overflowed = true;
      return false;
    }
    this.chunks.push(chunk);
    this.length += chunk.byteLength;
    return true;
  }

  bytes(): Buffer {
    return Buffer.concat(this.chunks, this.length);
  }
}

/** How a connection broke after the request was sent (reset, closed), or null for other errors. */
function lostConnectionReason(error: Error): Text | null {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (code === 'ECONNRESET' || code === 'EPIPE') return localize('remoteConfig.connection.lostAfterSending', { reason: localize(connectionErrorReasons[code]!) });
  return null;
}

/** OpenSSL's verdicts on a first answer that is no TLS record at all (an HTTP status line, say). */
const notTlsCodes = new Set(['ERR_SSL_WRONG_VERSION_NUMBER', 'ERR_SSL_PACKET_LENGTH_TOO_LONG', 'ERR_SSL_RECORD_LAYER_FAILURE', 'ERR_SSL_UNKNOWN_PROTOCOL']);

function connectionError(target: CameraAddress, error: Error, overTls: boolean): Error {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (overTls && notTlsCodes.has(code)) {
    return new NotACameraError(target, localize('remoteConfig.foreignPeer.plainHttp'));
  }
  if (overTls && (code === 'EPROTO' || code.startsWith('ERR_SSL'))) {
    const reason = (error as { reason?: string }).reason ?? error.message.trim();
    return new NotACameraError(target, localize('remoteConfig.foreignPeer.tlsFailed', { reason: asText(reason) }));
  }
  if (code.startsWith('HPE_')) {
    const reason = error.message.replace(/^Parse Error:\s*/, '');
    return new NotACameraError(target, localize('remoteConfig.foreignPeer.httpUnreadable', { reason: asText(`${reason.charAt(0).toLowerCase()}${reason.slice(1)}`) }));
  }
  const hint = code === 'ECONNREFUSED' ? localize('remoteConfig.connection.switchedOnHint') : undefined;
  const known = connectionErrorReasons[code];
  const reason = known ? localize(known) : code ? localize('remoteConfig.connection.otherWithCode', { message: asText(error.message), code }) : asText(error.message);
  return new CameraUnreachableError(target, reason, hint);
}

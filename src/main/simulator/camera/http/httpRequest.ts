// Reads one HTTP request (head and body) from a socket, as a small HTTP/1.0 server does:
// the body is Content-Length bytes, or everything up to the client's half-close.
import type { Duplex } from 'node:stream';
import type { ErrorKind } from '../../../../shared/errors/errorKind';

export interface HttpRequest {
  method: string;
  /** The path without a query string. */
  path: string;
  /** Header names in lower case. */
  headers: ReadonlyMap<string, string>;
  body: Buffer;
}

/** A request the server answers with an error status instead of running it. */
export class HttpRequestError extends Error {
  get kind(): ErrorKind {
    return 'bad_input';
  }

  override readonly name = 'HttpRequestError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const requestLimits = { headBytes: 16 * 1024, bodyBytes: 8 * 1024 * 1024 };

export function readHttpRequest(socket: Duplex): Promise<HttpRequest> {
  return new Promise((resolve, reject) => {
    const reader = new RequestAccumulator();
    const finish = (outcome: () => void): void => {
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.off('error', onError);
      outcome();
    };
    const settle = (step: () => HttpRequest | null): void => {
      try {
        const request = step();
        if (request) finish(() => resolve(request));
      } catch (error) {
        finish(() => reject(error));
      }
    };
    const onData = (chunk: Buffer): void => settle(() => reader.add(chunk));
    const onEnd = (): void => settle(() => reader.endOfInput());
    const onError = (error: Error): void => finish(() => reject(error));
    socket.on('data', onData);
    socket.on('end', onEnd);
    socket.on('error', onError);
  });
}

interface RequestHead {
  method: string;
  path: string;
  headers: Map<string, string>;
  contentLength: number | null;
}

class RequestAccumulator {
  private buffered = Buffer.alloc(0);
  private head: RequestHead | null = null;

  add(chunk: Buffer): HttpRequest | null {
    this.buffered = Buffer.concat([this.buffered, chunk]);
    if (!this.head) {
      const headEnd = findHeadEnd(this.buffered);
      if (headEnd === null) {
        if (this.buffered.length > requestLimits.headBytes) throw new HttpRequestError(400, 'request head too large');
        checkRequestLineStart(this.buffered);
        return null;
      }
      this.head = parseHead(this.buffered.subarray(0, headEnd.start).toString('latin1'));
      this.buffered = this.buffered.subarray(headEnd.end);
    }
    if (this.buffered.length > requestLimits.bodyBytes) throw new HttpRequestError(413, `request body larger than ${requestLimits.bodyBytes} bytes`);
    const length = this.head.contentLength ?? (this.head.method === 'POST' ? null : 0);
    if (length === null || this.buffered.length < length) return null;
    return this.request(this.buffered.subarray(0, length));
  }

  endOfInput(): HttpRequest {
    if (!this.head) throw new HttpRequestError(400, 'connection closed before the request head was complete');
    if (this.head.contentLength !== null) throw new HttpRequestError(400, `body shorter than its Content-Length of ${this.head.contentLength}`);
    return this.request(this.buffered);
  }

  private request(body: Buffer): HttpRequest {
    const head = this.head!;
    return { method: head.method, path: head.path, headers: head.headers, body };
  }
}

const tlsHandshakeRecord = 0x16;

// A web server answers a request that cannot be HTTP at once (as node's and Python's do),
// instead of waiting for a head that never comes: a TLS ClientHello gets a prompt 400, which
// the TLS client sees as "not TLS".
function checkRequestLineStart(buffered: Buffer): void {
  const start = buffered.subarray(0, 16).toString('latin1');
  const method = /^[A-Z]*/.exec(start)![0];
  if (method.length === start.length || (method.length > 0 && start[method.length] === ' ')) return;
  const first = buffered[0]!;
  const hint = first === tlsHandshakeRecord ? ': a TLS handshake? This port speaks plain HTTP' : '';
  throw new HttpRequestError(400, `not an HTTP request (it starts with byte 0x${first.toString(16).padStart(2, '0')}${hint})`);
}

function findHeadEnd(buffer: Buffer): { start: number; end: number } | null {
  const crlf = buffer.indexOf('\r\n\r\n');
  const lf = buffer.indexOf('\n\n');
  if (crlf >= 0 && (lf < 0 || crlf < lf)) return { start: crlf, end: crlf + 4 };
  if (lf >= 0) return { start: lf, end: lf + 2 };
  return null;
}

function parseHead(text: string): RequestHead {
  const [requestLine = '', ...headerLines] = text.split(/\r?\n/);
  const match = /^([A-Z]+) (\S+) HTTP\/\d\.\d$/.exec(requestLine);
  if (!match) throw new HttpRequestError(400, `malformed request line: ${requestLine}`);
  const headers = new Map<string, string>();
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new HttpRequestError(400, `malformed header line: ${line}`);
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  if (headers.has('transfer-encoding')) throw new HttpRequestError(411, 'chunked request bodies are not accepted; send Content-Length');
  const target = match[2]!;
  const queryStart = target.indexOf('?');
  return { method: match[1]!, path: queryStart < 0 ? target : target.slice(0, queryStart), headers, contentLength: parseContentLength(headers.get('content-length')) };
}

function parseContentLength(value: string | undefined): number | null {
  if (value === undefined) return null;
  if (!/^\d+$/.test(value)) throw new HttpRequestError(400, `bad Content-Length: ${value}`);
  const length = Number(value);
  if (length > requestLimits.bodyBytes) throw new HttpRequestError(413, `request body larger than ${requestLimits.bodyBytes} bytes`);
  return length;
}

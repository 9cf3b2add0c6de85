// Test helper: talks to a simulated camera over a plain socket and returns every byte it sent.
import { connect } from 'node:net';

export interface RawRequest {
  method?: string;
  path?: string;
  /** `user:password` for Basic auth; null sends no Authorization header. */
  credentials?: string | null;
  /** The body as Latin-1 text. */
  body?: string;
  extraHeaders?: string[];
}

export function basicHeader(credentials: string): string {
  return `Authorization: Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`;
}

export function rawRequestBytes({ method = 'POST', path = '/admin/remoteconfig', credentials = 'admin:meinsm', body = '', extraHeaders = [] }: RawRequest): Buffer {
  const bodyBytes = Buffer.from(body, 'latin1');
  const head = [
    `${method} ${path} HTTP/1.0`,
    'Host: 127.0.0.1',
    'Content-Type: application/x-www-form-urlencoded',
    `Content-Length: ${bodyBytes.length}`,
    ...(credentials === null ? [] : [basicHeader(credentials)]),
    ...extraHeaders,
  ];
  return Buffer.concat([Buffer.from(head.join('\r\n') + '\r\n\r\n', 'latin1'), bodyBytes]);
}

/** Sends raw bytes and collects the answer until the camera closes the connection. */
export function exchangeRaw(port: number, bytes: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks)));
    socket.write(bytes);
  });
}

export interface RawResponse {
  statusLine: string;
  headers: string[];
  body: Buffer;
  /** The body decoded as Latin-1 and split into lines (without the final empty string). */
  lines: string[];
}

export function splitResponse(bytes: Buffer): RawResponse {
  const headEnd = bytes.indexOf('\r\n\r\n');
  if (headEnd < 0) throw new Error(`no complete HTTP head in: ${bytes.toString('latin1')}`);
  const [statusLine = '', ...headers] = bytes.subarray(0, headEnd).toString('latin1').split('\r\n');
  const body = bytes.subarray(headEnd + 4);
  const text = body.toString('latin1');
  const lines = text === '' ? [] : text.replace(/\n$/, '').split('\n');
  return { statusLine, headers, body, lines };
}

export async function post(port: number, request: RawRequest): Promise<RawResponse> {
  return splitResponse(await exchangeRaw(port, rawRequestBytes(request)));
}

/** The script `helo`, the given commands, `quit`, one per line. */
export function script(...commands: string[]): string {
  return ['helo', ...commands, 'quit', ''].join('\n');
}

/** Resolves with the error code of a connection attempt, or 'connected'. */
export function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.once('close', () => resolve('connected'));
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      socket.resume();
      socket.write(rawRequestBytes({ body: script() }));
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

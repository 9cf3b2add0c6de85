// Writes answers the way the camera's HTTP/1.0 web server does: status line, a few headers,
// the body, then the connection closes (there is no Content-Length; the close ends the body).
import type { Duplex } from 'node:stream';

const reasons: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  411: 'Length Required',
  413: 'Payload Too Large',
};

export const textContentType = 'text/plain; charset=ISO-8859-1';

export function responseHead(status: number, headers: ReadonlyArray<readonly [string, string]>): Buffer {
  const lines = [`HTTP/1.0 ${status} ${reasons[status] ?? 'Error'}`, ...headers.map(([name, value]) => `${name}: ${value}`)];
  return Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'latin1');
}

/** An error answer: one text line naming the problem, then close. */
export function writeErrorResponse(socket: Duplex, status: number, message: string, extraHeaders: ReadonlyArray<readonly [string, string]> = []): void {
  const headers: Array<readonly [string, string]> = [['Content-Type', textContentType], ['Cache-Control', 'no-cache'], ...extraHeaders];
  socket.end(Buffer.concat([responseHead(status, headers), Buffer.from(`${status} ${reasons[status] ?? 'Error'}: ${message}\n`, 'latin1')]));
}

/**
 * The 200 answer of a remoteconfig request. With `cutOffAfterLines` the connection closes after
 * that many body lines, as when a camera drops off mid-answer.
 */
export function writeScriptResponse(socket: Duplex, bodyLines: readonly string[], cutOffAfterLines: number | null): void {
  const head = responseHead(200, [
    ['Content-Type', textContentType],
    ['Cache-Control', 'no-cache'],
  ]);
  const sent = cutOffAfterLines === null ? bodyLines : bodyLines.slice(0, cutOffAfterLines);
  const body = sent.map((line) => line + '\n').join('');
  socket.end(Buffer.concat([head, Buffer.from(body, 'latin1')]));
}

const fillerChunk = Buffer.from('FILLER=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef\n'.repeat(1024), 'latin1');

/**
 * A 200 answer that never ends: the `lead` lines, then filler data lines for as long as the
 * client reads (it has to stop), closing after `capBytes` at the latest.
 */
export function writeEndlessResponse(socket: Duplex, lead: readonly string[], capBytes: number): void {
  const head = responseHead(200, [
    ['Content-Type', textContentType],
    ['Cache-Control', 'no-cache'],
  ]);
  let sent = 0;
  const pump = (): void => {
    while (!socket.destroyed && sent < capBytes) {
      sent += fillerChunk.byteLength;
      if (!socket.write(fillerChunk)) return void socket.once('drain', pump);
    }
    if (!socket.destroyed) socket.end();
  };
  socket.write(Buffer.concat([head, Buffer.from(lead.map((line) => line + '\n').join(''), 'latin1')]));
  pump();
}

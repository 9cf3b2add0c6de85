// What the client counts as done: only a command the camera echoed as it was sent and
// confirmed with #exec. Read-backs in the same request must show what was written; answers
// and their headers are bounded.
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerTooLargeError, CutOffError, NotACameraError, UnconfirmedError, VerifyFailedError, type RemoteConfigError } from '../../../src/main/remoteconfig/errors';
import { RemoteConfigClient } from '../../../src/main/remoteconfig/remoteConfigClient';
import { clientFor, startCamera, stopAll } from './cameraFixture';

const servers: Array<{ close: () => void; sockets: Set<Socket> }> = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    for (const socket of server.sockets) socket.destroy();
    server.close();
  }
  await stopAll();
});

/** A fake camera that reads the request, then answers with `answer` (head and body) and closes. */
async function fakeCamera(answer: (request: string) => string | Buffer): Promise<number> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    let received = '';
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const headEnd = received.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(received)?.[1] ?? 0);
      if (headEnd >= 0 && received.length >= headEnd + 4 + length) socket.end(answer(received.slice(headEnd + 4)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push({ close: () => server.close(), sockets });
  return (server.address() as AddressInfo).port;
}

function okAnswer(body: string[]): string {
  return `HTTP/1.0 200 OK\r\nContent-Type: text/plain; charset=ISO-8859-1\r\n\r\n${body.join('\n')}\n`;
}

function client(port: number, options: { maxAnswerBytes?: number } = {}): RemoteConfigClient {
  return new RemoteConfigClient({ host: '127.0.0.1', port, user: 'admin', password: 'pw', timeoutMs: 5_000, ...options });
}

async function failureOf(work: Promise<unknown>): Promise<RemoteConfigError> {
  const outcome = await work.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(Error);
  return outcome as RemoteConfigError;
}

describe('commands the camera did not confirm', () => {
  it('OK and #bye without #exec: UnconfirmedError with what ran and what is unknown, and the transcript', async () => {
    const camera = await startCamera({ faults: { omitExecLines: true } });
    const error = await failureOf(clientFor(camera).store());
    expect(error).toBeInstanceOf(UnconfirmedError);
    const unconfirmed = error as UnconfirmedError;
    expect(unconfirmed.report).toEqual({ ran: [], failed: [], unknown: ['store'] });
    expect(unconfirmed.transcript.completed).toBe(true);
    expect(error.message).toBe(
      `camera 127.0.0.1:${camera.port} answered OK but did not confirm every command it was sent (no #exec line): the camera confirmed nothing (no #exec line). not confirmed, so it may have run: store. view the configuration before repeating anything`,
    );
  });

  it('an #exec for a line echoed otherwise than it was sent confirms nothing', async () => {
    const port = await fakeCamera(() => okAnswer(['#read:helo:', '#read:write params:', '#read:audio/MICRO=1:', '#exec cmd=write params', '#read:store:', '#exec cmd=store', '#read:quit:', 'OK', '#bye']));
    const error = await failureOf(client(port).runScript('write params\naudio/MICRO=0\nstore\n'));
    expect(error).toBeInstanceOf(UnconfirmedError);
    expect((error as UnconfirmedError).report).toEqual({ ran: ['store'], failed: [], unknown: ['write params'] });
  });

  it('a command the camera never echoed, although it said OK: not confirmed', async () => {
    const port = await fakeCamera(() => okAnswer(['#read:helo:', '#read:store:', '#exec cmd=store', '#read:quit:', 'OK', '#bye']));
    const error = await failureOf(client(port).runScript('store\nupdate\n'));
    expect(error).toBeInstanceOf(UnconfirmedError);
    expect((error as UnconfirmedError).report).toEqual({ ran: ['store'], failed: [], unknown: ['update'] });
  });

  it('the camera errors on one command and leaves another unconfirmed: a camera error that names both', async () => {
    const port = await fakeCamera(() => okAnswer(['#read:helo:', '#read:view section nosuch:', 'ERROR: unknown section nosuch', '#read:store:', '#read:quit:', 'OK', '#bye']));
    const error = await failureOf(client(port).runScript('view section nosuch\nstore\n'));
    expect(error.name).toBe('CameraError');
    expect(error.message).toBe(`camera 127.0.0.1:${port} reported an error:\n  view section nosuch: unknown section nosuch\nNo other command ran.\nNot confirmed (may or may not have run): store`);
  });
});

describe('read-back in the same request', () => {
  it('setParams reads the written sections back; a contradicting listing is a VerifyFailedError naming parameter, expected and found', async () => {
    const camera = await startCamera({ faults: { reportedValues: { 'audio/SPEAKERLEVEL': '99' } } });
    const error = await failureOf(clientFor(camera).setParams([{ section: 'audio', name: 'SPEAKERLEVEL', value: '70' }], { store: true }));
    expect(error).toBeInstanceOf(VerifyFailedError);
    expect((error as VerifyFailedError).mismatches).toEqual([{ section: 'audio', name: 'SPEAKERLEVEL', expected: '70', actual: '99' }]);
    expect(error.message).toBe(
      `camera 127.0.0.1:${camera.port} read back 1 value(s) other than written:\n  audio/SPEAKERLEVEL: expected '70', found '99'\n` +
        'the camera confirmed (#exec): write params; view section audio; store. view the configuration before repeating anything',
    );
  });

  it('a written parameter missing from the listing of its section is a mismatch too', async () => {
    const port = await fakeCamera(() =>
      okAnswer(['#read:helo:', '#read:write params:', '#read:audio/MICRO=0:', '#exec cmd=write params', '#read:view section audio:', '#exec cmd=view section audio', 'SECTION audio', 'SPEAKER=1', 'ENDSECTION audio', '#read:quit:', 'OK', '#bye']),
    );
    const error = await failureOf(client(port).setParams([{ section: 'audio', name: 'MICRO', value: '0' }]));
    expect((error as VerifyFailedError).mismatches).toEqual([{ section: 'audio', name: 'MICRO', expected: '0', actual: undefined }]);
    expect(error.message).toContain("audio/MICRO: expected '0', missing");
  });

  it('a script: a whole-section write replaces what was expected of the section; append is compared like a write', async () => {
    const camera = await startCamera();
    const replaced = 'write params\naudio/MICRO=0\nwrite\nSECTION audio\nSPEAKER=1\nENDSECTION audio\nview section audio\n';
    await expect(clientFor(camera).runScript(replaced)).resolves.toMatchObject({ completed: true });
    camera.setFaults({ reportedValues: { 'custom/NOTE': 'anders' } });
    const error = await failureOf(clientFor(camera).runScript('append\nSECTION custom\nNOTE=Größe\nENDSECTION custom\nview\n'));
    expect((error as VerifyFailedError).mismatches).toEqual([{ section: 'custom', name: 'NOTE', expected: 'Größe', actual: 'anders' }]);
  });

  it('the script setParams sends: write, the read-back, then store and update', async () => {
    const requests: string[] = [];
    const port = await fakeCamera((request) => {
      requests.push(request);
      return okAnswer(['#read:helo:', '#read:quit:', 'OK', '#bye']);
    });
    await failureOf(client(port).setParams([{ section: 'audio', name: 'MICRO', value: '0' }, { section: 'sip', name: 'NUMBER', value: '7' }], { store: true, update: true }));
    expect(requests[0]).toBe('helo\nwrite params\naudio/MICRO=0\nsip/NUMBER=7\nview section audio\nview section sip\nstore\nupdate\nquit\n');
  });
});

describe('bounded answers', () => {
  it('an answer over maxAnswerBytes: AnswerTooLargeError, a cut-off answer naming the limit', async () => {
    const filler = 'X=1\n'.repeat(10_000);
    const port = await fakeCamera(() => okAnswer(['#read:helo:', '#read:view:', '#exec cmd=view', 'SECTION big', filler, 'ENDSECTION big', '#read:quit:', 'OK', '#bye']));
    const error = await failureOf(client(port, { maxAnswerBytes: 4096 }).readSections());
    expect(error).toBeInstanceOf(AnswerTooLargeError);
    expect(error).toBeInstanceOf(CutOffError);
    expect((error as AnswerTooLargeError).limitBytes).toBe(4096);
    expect(error.message).toBe(
      `the answer of camera 127.0.0.1:${port} grew beyond the limit of 4 KiB (4096 bytes) and was not read further (a camera's answer is far smaller): the camera confirmed (#exec): view. view the configuration before repeating anything`,
    );
  });

  it('a header larger than 16 KiB: NotACameraError, not an endless read', async () => {
    const port = await fakeCamera(() => `HTTP/1.0 200 OK\r\nX-Padding: ${'a'.repeat(32 * 1024)}\r\n\r\n#read:helo:\n`);
    const error = await failureOf(client(port).profile());
    expect(error).toBeInstanceOf(NotACameraError);
    expect(error.message).toBe(`127.0.0.1:${port} answered, but not as a camera's remote configuration (its HTTP answer could not be read: header overflow): check the address and port`);
  });

  it('refuses a maxAnswerBytes outside 1 KiB to 512 MiB', () => {
    expect(() => client(1, { maxAnswerBytes: 10 })).toThrow('maxAnswerBytes must be a whole number of bytes from 1024 (1 KiB) to 536870912 (512 MiB), got 10');
  });
});

// `camconfig serve` fed hostile input, as a user runs it (the built CLI in a child process): a
// recording filter that backtracks exponentially in JavaScript, with a real bus peer sending
// the message that triggers it; FIFOs and links out of the workspace where the studio expects
// its files. The studio must go on answering, and SIGTERM must end it.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { MethodName, MethodOutput } from '../../../src/shared/api/contract';
import type { WireResponse, WireServerMessage } from '../../../src/shared/api/wire';
import { findFreeUdpPort } from '../../../src/main/services/simulator/freeUdpPort';
import { startServeProcess, type ServeProcess } from './serveProcess';
import { makeFifo } from '../../support/specialFiles';
import { configDir, startSdkDemo } from './sdkDemoProcess';

const sockets: WebSocket[] = [];
const tempDirs: string[] = [];

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'camconfig-serve-hostile-'));
  tempDirs.push(dir);
  return dir;
}


function loginCookie(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(url, (response) => {
      response.resume();
      resolve(String((response.headers['set-cookie'] as string[])[0]).split(';')[0]!);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A logged-in API connection: each call resolves to its reply. */
async function connect(url: string): Promise<(method: string, input: unknown) => Promise<WireResponse>> {
  const origin = new URL(url).origin;
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/api`, { headers: { Cookie: await loginCookie(url), Origin: origin } });
  sockets.push(socket);
  const waiting = new Map<number, (reply: WireResponse) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as WireServerMessage;
    if ('id' in message) waiting.get(message.id)?.(message);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let nextId = 0;
  return (method, input) =>
    new Promise((resolve) => {
      const id = ++nextId;
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ id, method, input }));
    });
}

/** The output of a call that must succeed. */
function outputOf<M extends MethodName>(_method: M, reply: WireResponse): MethodOutput<M> {
  if (!reply.ok) expect.fail(`the call failed: ${JSON.stringify(reply.error)}`);
  return reply.output as MethodOutput<M>;
}

async function stopWithSigterm(serve: ServeProcess): Promise<void> {
  serve.child.kill('SIGTERM');
  expect(await serve.exit).toBe(0);
  expect(serve.stderr()).toContain('SIGTERM received, stopped.');
}

describe('camconfig serve against a hostile recording filter', () => {
  it('records with (a+)+$ while a bus peer sends forty a and !, answers every call meanwhile, and ends on SIGTERM', async () => {
    const workspace = tempDir();
    const bus = { port: await findFreeUdpPort(), passphrase: `hostile-${process.pid}`, poll_freq: 20, resend: 2 };
    const serve = startServeProcess(['--no-demo', '--iface', 'lo', '--bus-port', String(bus.port), '--workspace', workspace], { ...process.env, CAMCONFIG_PASSPHRASE: bus.passphrase });
    const call = await connect(await serve.url);

    const refused = await call('recording.start', { name: 'refused', format: 'jsonl', filter: { text: '(a)\\1', mode: 'regex', caseSensitive: false, peer: '' } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(refused.ok || refused.error.message).toBe(
      'recording.start: invalid input: filter.text: not a valid regular expression: invalid escape sequence: `\\1` (RE2 syntax: no backreferences or lookaround)',
    );

    const filter = { text: '(a+)+$', mode: 'regex', caseSensitive: false, peer: '' };
    const { recording } = outputOf('recording.start', await call('recording.start', { name: 'hostile', format: 'jsonl', filter }));
    const peerDir = configDir({ 'system.json': { broadcast: { interfaces: ['lo'] } }, 'user.json': { broadcast: bus } });
    const peer = startSdkDemo(['-s', join(peerDir, 'system.json'), '-u', join(peerDir, 'user.json'), '-v']);
    await peer.ready();
    const attack = `${'a'.repeat(40)}!`;
    // The attack first, then a marker the filter matches: once the marker is recorded, the attack was filtered.
    peer.type('messages.global.x', attack, 'messages.global.x', attack, 'messages.global.marker', 'aaaa');
    const recorded = async () => outputOf('recording.list', await call('recording.list', {})).recordings.find((entry) => entry.recordingId === recording.recordingId)?.messages;
    await expect.poll(recorded).toBe(1);
    expect(outputOf('studio.info', await call('studio.info', {}))).toMatchObject({ mode: 'web' });

    // Busy: the peer goes on sending the attack while the studio is asked to stop.
    peer.type('messages.global.x', attack, 'messages.global.x', attack);
    await stopWithSigterm(serve);
    const lines = readFileSync(join(workspace, 'recordings', 'hostile.jsonl'), 'utf8').trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { path: string; value: string }).value)).toEqual(['aaaa']);
  });
});

describe('camconfig serve against files that are not regular files', () => {
  it('starts with a FIFO as cameras.json: moves it aside with a warning naming it, and keeps cameras again', async () => {
    const workspace = tempDir();
    makeFifo(join(workspace, 'cameras.json'));
    const serve = startServeProcess(['--no-demo', '--workspace', workspace]);
    const call = await connect(await serve.url);
    expect(serve.stderr()).toMatch(
      new RegExp(`warning: ${join(workspace, 'cameras.json')} cannot be read \\(it is a named pipe \\(FIFO\\), not a regular file\\); it was moved to ${join(workspace, 'cameras.json')}\\.corrupt-\\S+ and the studio starts without it`),
    );
    outputOf('cameras.add', await call('cameras.add', { host: '127.0.0.1', port: 8080, user: 'admin', password: 'not-a-real-one' }));
    await stopWithSigterm(serve);
    expect(JSON.parse(readFileSync(join(workspace, 'cameras.json'), 'utf8'))).toMatchObject({ cameras: [{ host: '127.0.0.1' }] });
  });

  it('answers recording.open of FIFOs and of a link out of the folder with an error at once, and later writes still complete', async () => {
    const workspace = tempDir();
    const recordings = join(workspace, 'recordings');
    mkdirSync(recordings, { mode: 0o700 });
    // More FIFOs than libuv has threads (4): opened blocking, they would hold every one of them.
    const fifos = ['door-1', 'door-2', 'door-3', 'door-4', 'door-5'];
    for (const name of fifos) makeFifo(join(recordings, `${name}.jsonl`));
    const secret = join(tempDir(), 'elsewhere.jsonl');
    writeFileSync(secret, `${JSON.stringify({ receivedAt: 1, IP: '127.0.0.1', PID: 7, path: 'a.b', value: 'not yours', resent: false })}\n`);
    symlinkSync(secret, join(recordings, 'outside.jsonl'));
    const serve = startServeProcess(['--no-demo', '--workspace', workspace]);
    const call = await connect(await serve.url);

    const opened = await Promise.all(fifos.map((name) => call('recording.open', { name })));
    for (const [index, reply] of opened.entries()) {
      expect(reply).toMatchObject({ ok: false, error: { code: 'invalid_request', message: `cannot read recording ${join(recordings, `${fifos[index]}.jsonl`)}: it is a named pipe (FIFO), not a regular file` } });
    }
    const outside = await call('recording.open', { name: 'outside' });
    expect(outside).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(outside.ok || outside.error.message).toMatch(/^cannot read recording .*outside\.jsonl: it is a symbolic link to .*elsewhere\.jsonl, outside .*recordings: the studio does not follow links out of its folders$/);

    outputOf('cameras.add', await call('cameras.add', { host: '127.0.0.1', port: 8081, user: 'admin', password: 'not-a-real-one' }));
    expect(outputOf('cameras.list', await call('cameras.list', {})).cameras).toMatchObject([{ host: '127.0.0.1', port: 8081 }]);
    await stopWithSigterm(serve);
    expect(existsSync(join(workspace, 'cameras.json'))).toBe(true);
    expect(readFileSync(secret, 'utf8')).toContain('not yours');
  });
});

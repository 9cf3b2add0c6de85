// `camconfig serve` as a user runs it: the built CLI in a child process.
import { spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdtempSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { WireServerMessage } from '../../../src/shared/api/wire';
import type { SimulatedCamera } from '../../../src/main/simulator/camera';
import { factoryCredentials } from '../../../src/main/simulator/camera';
import { findFreeUdpPort } from '../../../src/main/services/simulator/freeUdpPort';
import { startServeProcess, type ServeProcess } from './serveProcess';
import { camconfigArgs, newSimulatedCamera } from '../../support/simulatedCameras';

const cameras: SimulatedCamera[] = [];
const tempDirs: string[] = [];

afterEach(async () => {
  for (const camera of cameras.splice(0)) await camera.stop();
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'camconfig-serve-'));
  tempDirs.push(dir);
  return dir;
}

function startServe(args: string[], env: NodeJS.ProcessEnv = process.env): ServeProcess {
  // A workspace of its own: camera ids count on from what a shared one saw (docs/workspace.md).
  const workspace = args.includes('--workspace') ? [] : ['--workspace', tempDir()];
  return startServeProcess([...args, ...workspace], env);
}

function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Logs in with the printed URL, sends the calls over /api, and resolves to their replies in order. */
async function callOverWebSocket(url: string, calls: Array<[string, unknown]>): Promise<WireServerMessage[]> {
  const origin = new URL(url).origin;
  const login = await get(url);
  const cookie = String((login.headers['set-cookie'] as string[])[0]).split(';')[0]!;
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/api`, { headers: { Cookie: cookie, Origin: origin } });
  const replies: WireServerMessage[] = [];
  socket.on('message', (data) => replies.push(JSON.parse(String(data)) as WireServerMessage));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  calls.forEach(([method, input], index) => socket.send(JSON.stringify({ id: index + 1, method, input })));
  const answered = () => replies.filter((reply) => 'id' in reply);
  await expect.poll(() => answered().length).toBe(calls.length);
  socket.close();
  return calls.map((_call, index) => answered().find((reply) => 'id' in reply && reply.id === index + 1)!);
}

describe('camconfig serve', () => {
  it('prints the URL, lets the token in, answers the API over /api and stops cleanly on SIGTERM', async () => {
    const urlFile = join(tempDir(), 'url.txt');
    const serve = startServe(['--port', '0', '--open-url-file', urlFile]);
    const url = await serve.url;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(urlFile, 'utf8')).toBe(url + '\n');
    expect(statSync(urlFile).mode & 0o777).toBe(0o600);
    const origin = new URL(url).origin;

    expect((await get(`${origin}/`)).status).toBe(401);
    const login = await get(url);
    expect(login.status).toBe(302);
    const cookie = String((login.headers['set-cookie'] as string[])[0]).split(';')[0]!;
    const page = await get(`${origin}/`, { Cookie: cookie });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');

    const replies = await callOverWebSocket(url, [
      ['studio.info', {}],
      ['config.readSections', { cameraId: 'cam-1', sections: ['audio'] }],
    ]);
    expect(replies[0]).toMatchObject({ ok: true, output: { mode: 'web', demo: true } });
    expect(replies[1]).toMatchObject({ ok: true, output: { text: expect.stringMatching(/^SECTION audio\n[^]*ENDSECTION audio\n$/) } });

    serve.child.kill('SIGTERM');
    expect(await serve.exit).toBe(0);
    expect(serve.stderr()).toContain('SIGTERM received, stopped.');
  });

  it('lists --camera cameras (password from $CAMCONFIG_PASSWORD) and starts the distributor on --iface', async () => {
    const camera = newSimulatedCamera();
    cameras.push(camera);
    const { port } = await camera.start(0);
    const busPort = await findFreeUdpPort();
    const serve = startServe(['--no-demo', '--camera', `127.0.0.1:${port}`, '--iface', 'lo', '--bus-port', String(busPort)], {
      ...process.env,
      CAMCONFIG_PASSWORD: factoryCredentials.password,
      CAMCONFIG_PASSPHRASE: 'door-bus-7',
    });
    const replies = await callOverWebSocket(await serve.url, [
      ['cameras.list', {}],
      ['config.readSections', { cameraId: 'cam-1', sections: ['audio'] }],
      ['distributor.state', {}],
    ]);
    expect(replies[0]).toMatchObject({ ok: true, output: { cameras: [{ id: 'cam-1', host: '127.0.0.1', port, user: 'admin', simulated: false }] } });
    expect(JSON.stringify(replies[0])).not.toContain(factoryCredentials.password);
    expect(replies[1]).toMatchObject({ ok: true, output: { text: expect.stringMatching(/^SECTION audio\n[^]*ENDSECTION audio\n$/) } });
    expect(replies[2]).toMatchObject({ ok: true, output: { active: true, iface: 'lo', port: busPort, encrypted: true } });
    expect(serve.stderr()).not.toContain(factoryCredentials.password);
    serve.child.kill('SIGTERM');
    expect(await serve.exit).toBe(0);
  });

  it.each([
    [['--iface', 'lo'], '--iface lo replaces the demo bus on lo: add --no-demo'],
    [['--no-demo', '--bus-port', '4000'], '--bus-port needs --iface'],
    [['--no-demo', '--iface', 'lo', '--bus-port', '0'], "--bus-port must be a whole number from 1 to 65535, found '0'"],
    [['--no-demo', '--camera', '127.0.0.1:99999'], "port '99999' is not a number from 1 to 65535"],
    [['--no-demo', '--camera', '127.0.0.1:8080'], '--camera 127.0.0.1:8080: no password: set CAMCONFIG_PASSWORD'],
  ])('refuses %j with exit 2, naming the option', (args, message) => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'CAMCONFIG_PASSWORD'));
    const result = spawnSync(process.execPath, camconfigArgs('serve', args), { encoding: 'utf8', timeout: 20_000, env });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
  });

  it('replaces an existing --open-url-file (mode 0644) with a new file of mode 0600', async () => {
    const dir = tempDir();
    const urlFile = join(dir, 'url.txt');
    writeFileSync(urlFile, 'old contents\n');
    chmodSync(urlFile, 0o644);
    const before = statSync(urlFile);
    const serve = startServe(['--no-demo', '--open-url-file', urlFile]);
    const url = await serve.url;
    expect(readFileSync(urlFile, 'utf8')).toBe(url + '\n');
    const after = statSync(urlFile);
    expect(after.mode & 0o777).toBe(0o600);
    expect(after.ino).not.toBe(before.ino);
    serve.child.kill('SIGTERM');
    expect(await serve.exit, `${serve.stderr()} ${serve.child.signalCode}`).toBe(0);
  });

  it('refuses an --open-url-file that is a symbolic link (exit 2, names the file) and leaves its target untouched', async () => {
    const dir = tempDir();
    const target = join(dir, 'precious.txt');
    writeFileSync(target, 'keep me\n');
    chmodSync(target, 0o644);
    const link = join(dir, 'url.txt');
    symlinkSync(target, link);
    const serve = startServe(['--no-demo', '--open-url-file', link]);
    serve.url.catch(() => undefined);
    expect(await serve.exit).toBe(2);
    expect(serve.stderr()).toContain(`--open-url-file ${link}: is a symbolic link`);
    expect(serve.stderr()).not.toMatch(/token=/);
    expect(readFileSync(target, 'utf8')).toBe('keep me\n');
    expect(statSync(target).mode & 0o777).toBe(0o644);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(target);
  });

  it('serves its printed URL with --host 127.0.0.2 (another loopback address)', async () => {
    const serve = startServe(['--no-demo', '--host', '127.0.0.2']);
    const url = await serve.url;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.2:\d+\/\?token=[A-Za-z0-9_-]{43}$/);
    const replies = await callOverWebSocket(url, [['studio.info', {}]]);
    expect(replies[0]).toMatchObject({ ok: true, output: { mode: 'web', demo: false } });
    serve.child.kill('SIGTERM');
    expect(await serve.exit).toBe(0);
  });

  it('refuses a non-loopback --host without --allow-remote (exit 2, says why)', () => {
    const result = spawnSync(process.execPath, camconfigArgs('serve', ['--host', '0.0.0.0']), { encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--host 0.0.0.0 is not a loopback address');
    expect(result.stderr).toContain('--allow-remote');
  });

  it('refuses a bad --port naming the option', () => {
    const result = spawnSync(process.execPath, camconfigArgs('serve', ['--port', 'eighty']), { encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--port must be a whole number from 0 to 65535 (0 = any free port), found 'eighty'");
  });
});

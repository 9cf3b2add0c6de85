// `camconfig serve` as a user runs it: the built CLI in a child process.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { WireServerMessage } from '../../../src/shared/api/wire';

const children: ChildProcess[] = [];
const tempDirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function startServe(args: string[]): { child: ChildProcess; url: Promise<string>; stderr: () => string; exit: Promise<number | null> } {
  const child = spawn(process.execPath, ['bin/camconfig.js', 'serve', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /^CamConfig Studio \(web mode\): (\S+)$/m.exec(stdout);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`camconfig serve exited with ${code} before printing its URL: ${stderr}`)));
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url, stderr: () => stderr, exit };
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

describe('camconfig serve', () => {
  it('prints the URL, lets the token in, answers the API over /api and stops cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'camconfig-serve-'));
    tempDirs.push(dir);
    const urlFile = join(dir, 'url.txt');
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

    const socket = new WebSocket(`${origin.replace('http', 'ws')}/api`, { headers: { Cookie: cookie, Origin: origin } });
    const replies: WireServerMessage[] = [];
    socket.on('message', (data) => replies.push(JSON.parse(String(data)) as WireServerMessage));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ id: 1, method: 'studio.info', input: {} }));
    socket.send(JSON.stringify({ id: 2, method: 'config.readSections', input: { cameraId: 'cam-1', sections: ['audio'] } }));
    await expect.poll(() => replies.filter((reply) => 'id' in reply).length, { timeout: 10_000 }).toBe(2);
    expect(replies.find((reply) => 'id' in reply && reply.id === 1)).toMatchObject({ ok: true, output: { mode: 'web', demo: true } });
    expect(replies.find((reply) => 'id' in reply && reply.id === 2)).toMatchObject({ ok: true, output: { sections: [{ name: 'audio' }] } });
    socket.close();

    serve.child.kill('SIGTERM');
    expect(await serve.exit).toBe(0);
    expect(serve.stderr()).toContain('SIGTERM received, stopped.');
  });

  it('refuses a non-loopback --host without --allow-remote (exit 2, says why)', () => {
    const result = spawnSync(process.execPath, ['bin/camconfig.js', 'serve', '--host', '0.0.0.0'], { encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--host 0.0.0.0 is not a loopback address');
    expect(result.stderr).toContain('--allow-remote');
  });

  it('refuses a bad --port naming the option', () => {
    const result = spawnSync(process.execPath, ['bin/camconfig.js', 'serve', '--port', 'eighty'], { encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--port must be a whole number from 0 to 65535 (0 = any free port), found 'eighty'");
  });
});

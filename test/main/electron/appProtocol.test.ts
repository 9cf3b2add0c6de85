import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../src/shared/api/contentSecurityPolicy';
import { createAppProtocolHandler, isAppUrl, resolveAppPath } from '../../../src/main/electron/appProtocol';

let base: string;
let root: string;
let serve: (request: Request) => Promise<Response>;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'camconfig-protocol-'));
  root = join(base, 'renderer');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><p>studio</p>');
  await writeFile(join(root, 'assets', 'index-1a2b.js'), 'console.log(1)');
  await writeFile(join(root, 'assets', 'index-1a2b.css'), 'body{}');
  await writeFile(join(base, 'secret.txt'), 'not for the page');
  await symlink(join(base, 'secret.txt'), join(root, 'escape.txt'));
  serve = createAppProtocolHandler({ rendererRoot: root, contentSecurityPolicy });
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const get = (url: string, method = 'GET') => serve(new Request(url, { method }));

describe('camconfig://app serving out/renderer', () => {
  it.each([
    ['camconfig://app/index.html', 'text/html; charset=utf-8', '<p>studio</p>'],
    ['camconfig://app/', 'text/html; charset=utf-8', '<p>studio</p>'],
    ['camconfig://app/assets/index-1a2b.js', 'text/javascript; charset=utf-8', 'console.log(1)'],
    ['camconfig://app/assets/index-1a2b.css', 'text/css; charset=utf-8', 'body{}'],
  ])('serves %s as %s with the CSP and nosniff headers', async (url, type, body) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain(body);
  });

  it('puts the CSP header on refusals too', async () => {
    const response = await get('camconfig://app/missing.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
  });

  it.each([
    'camconfig://app/..%2f..%2fsecret.txt',
    'camconfig://app/assets/..%2F..%2F..%2Fetc%2Fpasswd',
    'camconfig://app/%2e%2e%2f%2e%2e%2fsecret.txt',
  ])('refuses path traversal: %s', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/outside the app folder/);
  });

  it.each(['camconfig://app/assets/../../../secret.txt', 'camconfig://app/%2e%2e/secret.txt'])(
    'keeps dot segments the URL parser normalises inside the app: %s',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('not for the page');
    },
  );

  it('refuses a symlink that leads out of the folder', async () => {
    const response = await get('camconfig://app/escape.txt');
    expect(response.status).toBe(403);
  });

  it('refuses backslashes, NUL bytes and bad percent-encoding', async () => {
    expect((await get('camconfig://app/..%5c..%5csecret.txt')).status).toBe(400);
    expect((await get('camconfig://app/index.html%00.js')).status).toBe(400);
    expect((await get('camconfig://app/%E0%A4%A')).status).toBe(400);
  });

  it('serves only the app host, GET and HEAD, and answers 404 for folders', async () => {
    expect((await get('camconfig://other/index.html')).status).toBe(404);
    expect((await get('camconfig://app/index.html', 'POST')).status).toBe(405);
    const head = await get('camconfig://app/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('camconfig://app/assets')).status).toBe(404);
  });
});

describe('isAppUrl and resolveAppPath', () => {
  it('knows the app origin', () => {
    expect(isAppUrl('camconfig://app/index.html')).toBe(true);
    expect(isAppUrl('camconfig://evil/index.html')).toBe(false);
    expect(isAppUrl('https://app/index.html')).toBe(false);
    expect(isAppUrl('not a url')).toBe(false);
  });

  it('maps the root to index.html', () => {
    expect(resolveAppPath('camconfig://app/', '/r')).toEqual({ path: '/r/index.html' });
  });
});

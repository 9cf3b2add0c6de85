// The renderer's getStudioApi() in a real Chromium page under the studio's CSP: over the
// WebSocket of web mode against the real demo services, and over window.camconfig when a
// preload bridge is present — the same calling code either way.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioServices } from '../../../src/main/services/studioServices';
import { startWebServer, type WebServer } from '../../../src/main/transport/webServer';
import { createTestStudioServices } from '../../support/simulatedCameras';

const chromiumArgs = ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const pageScript = `
import { getStudioApi } from './src/renderer/api/studioTransport';
import { parseConfig } from './src/shared/remoteconfig/configText';
const api = getStudioApi();
const report = { busMessages: 0, senders: [], info: null, sections: null, error: null, usedBridge: Boolean(window.camconfig) };
window.report = report;
api.subscribe('bus.messages', ({ messages }) => {
  report.busMessages += messages.length;
  for (const message of messages) if (!report.senders.includes(message.from.PID)) report.senders.push(message.from.PID);
});
(async () => {
  report.info = await api.call('studio.info', {});
  report.sections = parseConfig((await api.call('config.readSections', { cameraId: 'cam-1', sections: ['audio'] })).text).sections.map(({ name }) => ({ name }));
  try {
    await api.call('config.readSections', { cameraId: 'cam-1', sections: ['bad name'] });
  } catch (error) {
    report.error = { name: error.name, code: error.code, message: error.message };
  }
})();
`;

let browser: Browser;
let services: StudioServices;
let server: WebServer;
let rendererDir: string;

beforeAll(async () => {
  rendererDir = mkdtempSync(join(tmpdir(), 'camconfig-client-'));
  await build({ stdin: { contents: pageScript, resolveDir: resolve('.'), loader: 'ts' }, bundle: true, format: 'esm', outfile: join(rendererDir, 'page.js'), logLevel: 'error' });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><meta charset="utf-8"><title>client</title><script type="module" src="./page.js"></script>');
  services = await createTestStudioServices({ demo: true, mode: 'web' });
  server = await startWebServer({ services, rendererDir });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await services?.close();
  rmSync(rendererDir, { recursive: true, force: true });
});

interface PageReport {
  busMessages: number;
  senders: number[];
  info: { mode: string; demo: boolean } | null;
  sections: Array<{ name: string }> | null;
  error: { name: string; code: string; message: string } | null;
  usedBridge: boolean;
}

describe('getStudioApi in Chromium', () => {
  it('uses the WebSocket of web mode: calls, typed errors and bus messages from the simulated peer', async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(server.url);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).search).toBe('');
    const report = () => page.evaluate(() => (window as unknown as { report: PageReport }).report);
    await expect.poll(async () => (await report()).error, { timeout: 15_000 }).not.toBeNull();
    const done = await report();
    expect(done.usedBridge).toBe(false);
    expect(done.info).toMatchObject({ mode: 'web', demo: true });
    expect(done.sections?.map((section) => section.name)).toEqual(['audio']);
    expect(done.error).toMatchObject({ name: 'ApiCallError', code: 'invalid_request' });
    expect(done.error?.message).toContain('sections.0');
    await expect.poll(async () => (await report()).busMessages).toBeGreaterThan(0);
    expect((await report()).senders.every((pid) => pid > 2 ** 22)).toBe(true);
    expect(violations).toEqual([]);
    await page.close();
  });

  it('uses window.camconfig when a preload exposed it, with the same calls', async () => {
    const page = await browser.newPage();
    await page.exposeFunction('hostCall', async (method: string) => ({ ok: true, output: method === 'studio.info' ? { name: 'CamConfig Studio', version: '0', sdkVersion: '1.1', mode: 'desktop', demo: false, fileDialog: false } : { text: 'SECTION audio\nENDSECTION audio\n' } }));
    await page.addInitScript(() => {
      const host = window as unknown as { hostCall: (method: string, input: unknown) => Promise<unknown>; camconfig: unknown };
      host.camconfig = {
        call: (method: string, input: unknown) => (method === 'config.readSections' && JSON.stringify(input).includes('bad name') ? Promise.resolve({ ok: false, error: { code: 'invalid_request', message: 'bridge refused' } }) : host.hostCall(method, input)),
        subscribe: () => () => undefined,
      };
    });
    await page.goto(server.url);
    const report = () => page.evaluate(() => (window as unknown as { report: PageReport }).report);
    await expect.poll(async () => (await report()).error, { timeout: 15_000 }).not.toBeNull();
    const done = await report();
    expect(done.usedBridge).toBe(true);
    expect(done.info).toMatchObject({ mode: 'desktop' });
    expect(done.error).toMatchObject({ name: 'ApiCallError', code: 'invalid_request', message: 'bridge refused' });
    await page.close();
  });
});

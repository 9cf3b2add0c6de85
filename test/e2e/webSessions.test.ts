// Web mode sessions in real Chromium: browsers do not separate cookies by port, so two
// `camconfig serve` processes on 127.0.0.1 share one cookie jar. Opening the second studio
// must not log the first one out, the printed URL must open again in a second tab, no cookie
// may carry a token, and a studio bound to another loopback address (127.0.0.2) must load.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, pageWaitMs } from './chromium';
import { startStudio, type RunningStudio } from './studioProcess';
import { camconfigArgs } from '../support/simulatedCameras';

const studios: RunningStudio[] = [];
let first: RunningStudio;
let second: RunningStudio;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [first, second] = await Promise.all([serve(), serve()]);
  browser = await launchChromium();
  context = await browser.newContext();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(studios.map((studio) => studio.stop()));
});

async function serve(...args: string[]): Promise<RunningStudio> {
  const studio = await startStudio(camconfigArgs('serve', ['--no-demo', '--port', '0', ...args]));
  studios.push(studio);
  return studio;
}

function tokenOf(studio: RunningStudio): string {
  return new URL(studio.url).searchParams.get('token') ?? '';
}

/** A new tab of the shared browser context, opened at `url`; resolves once the studio answered a call. */
async function openStudio(url: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(pageWaitMs);
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await page.getByText('Web mode').waitFor();
  return page;
}

/** Loads the page again: the HTTP answer must be 200 and the studio must answer studio.info over its WebSocket. */
async function reloadStillLoggedIn(page: Page): Promise<void> {
  const response = await page.reload();
  expect(response?.status(), `${page.url()}: ${await response?.text()}`).toBe(200);
  await page.getByText('Web mode').waitFor();
}

describe('web mode sessions in one browser', () => {
  it('keeps the first studio logged in when a second studio on 127.0.0.1 is opened', async () => {
    expect(new URL(first.url).port).not.toBe(new URL(second.url).port);
    const pageOfFirst = await openStudio(first.url);
    expect(pageOfFirst.url()).toBe(`${new URL(first.url).origin}/`);
    const pageOfSecond = await openStudio(second.url);
    await reloadStillLoggedIn(pageOfFirst);
    await reloadStillLoggedIn(pageOfSecond);
  });

  it('opens the printed URL again in a second tab', async () => {
    const again = await openStudio(first.url);
    expect(again.url()).toBe(`${new URL(first.url).origin}/`);
  });

  it('keeps no token in any cookie: each studio has its own HttpOnly SameSite=Strict session cookie', async () => {
    const cookies = await context.cookies();
    const ours = cookies.filter((cookie) => cookie.name.startsWith('camconfig_session'));
    expect(ours.map((cookie) => cookie.name).sort()).toEqual([`camconfig_session_${new URL(first.url).port}`, `camconfig_session_${new URL(second.url).port}`].sort());
    for (const cookie of ours) expect(cookie).toMatchObject({ domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Strict', expires: -1 });
    for (const token of [tokenOf(first), tokenOf(second)]) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookies.some((cookie) => cookie.value.includes(token))).toBe(false);
    }
  });

  it('loads the printed URL of a studio bound to 127.0.0.2', async () => {
    const other = await serve('--host', '127.0.0.2');
    expect(other.url).toMatch(/^http:\/\/127\.0\.0\.2:\d+\/\?token=/);
    const page = await openStudio(other.url);
    await reloadStillLoggedIn(page);
  });
});

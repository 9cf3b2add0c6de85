// Bus messages per second the web-mode transport carries into a real Chromium page: the
// studio's WebSocket server (startWebServer) with per-connection batching, beside the same
// server with batching off (one WebSocket message per event), in the same run. The page runs
// the renderer's own client (createWebSocketBridge + createStudioApi) and counts what arrives.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { ServiceEvent, StudioHandlers, StudioServices } from '../src/main/services/studioServices';
import { startWebServer, type WebServer } from '../src/main/transport/webServer';
import type { EventBatcherOptions } from '../src/main/transport/eventBatcher';
import { median, table, type BenchSection } from './lib/measure';

const messagesPerRound = 20_000;
const rounds = 5;
const latencySamples = 40;
const chromiumArgs = ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const pageScript = `
import { createStudioApi } from './src/shared/api/bridgeClient';
import { createWebSocketBridge } from './src/renderer/api/webSocketBridge';
const state = { received: 0, dropped: 0, lastArrival: 0 };
window.benchState = state;
const api = createStudioApi(createWebSocketBridge((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/api'));
api.subscribe('bus.messages', (payload) => {
  state.received += payload.messages.length;
  state.dropped += payload.dropped;
  state.lastArrival = performance.now();
});
window.benchReady = true;
`;

/** An event source for the transport alone: the bench measures delivery, not the engines. */
class BusMessageSource implements StudioServices {
  private readonly listeners = new Set<(event: ServiceEvent) => void>();
  readonly handlers = new Proxy({} as StudioHandlers, {
    get: (_target, method) => async () => Promise.reject(new Error(`${String(method)} is not part of the event delivery bench`)),
  });

  onEvent(listener: (event: ServiceEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(index: number): void {
    const event: ServiceEvent = { event: 'bus.messages', payload: { messages: [{ path: 'messages.global.motion_hall', value: String(index), from: { IP: '127.0.0.1', PID: 4194305 }, receivedAt: Date.now(), resent: false }] } };
    for (const listener of this.listeners) listener(event);
  }

  async close(): Promise<void> {}
}

interface Setup {
  source: BusMessageSource;
  server: WebServer;
  page: Page;
}

async function writeRenderer(dir: string): Promise<void> {
  await build({ stdin: { contents: pageScript, resolveDir: resolve('.'), loader: 'ts' }, bundle: true, format: 'esm', outfile: join(dir, 'bench.js'), logLevel: 'error' });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><meta charset="utf-8"><title>event delivery bench</title><script type="module" src="./bench.js"></script>');
}

async function open(browser: Browser, rendererDir: string, batching: EventBatcherOptions): Promise<Setup> {
  const source = new BusMessageSource();
  const server = await startWebServer({ services: source, rendererDir, batching });
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true);
  await waitUntil(() => source['listeners'].size > 0);
  return { source, server, page };
}

async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

function pageCounts(page: Page): Promise<{ received: number; dropped: number; lastArrival: number }> {
  return page.evaluate(() => ({ ...(window as unknown as { benchState: { received: number; dropped: number; lastArrival: number } }).benchState }));
}

/** Emits `count` messages as fast as the event loop allows, then waits until the page has them all (received or counted as dropped). */
async function throughputRound({ source, page }: Setup, count: number): Promise<{ perSecond: number; dropped: number }> {
  await page.evaluate(() => Object.assign((window as unknown as { benchState: object }).benchState, { received: 0, dropped: 0 }));
  const startedAt = performance.now();
  for (let index = 0; index < count; index++) {
    source.emit(index);
    if (index % 500 === 499) await new Promise((resolve) => setImmediate(resolve));
  }
  await page.waitForFunction((expected) => {
    const state = (window as unknown as { benchState: { received: number; dropped: number } }).benchState;
    return state.received + state.dropped >= expected;
  }, count, { polling: 5, timeout: 120_000 });
  const elapsedMs = performance.now() - startedAt;
  const { received, dropped } = await pageCounts(page);
  return { perSecond: (received / elapsedMs) * 1000, dropped };
}

/** Milliseconds from emitting one message until the page has it, median over samples. */
async function latency({ source, page }: Setup): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < latencySamples; i++) {
    const before = (await pageCounts(page)).received;
    const startedAt = performance.now();
    source.emit(i);
    await page.waitForFunction((count) => (window as unknown as { benchState: { received: number } }).benchState.received > count, before, { polling: 'raf' });
    samples.push(performance.now() - startedAt);
    await new Promise((resolve) => setTimeout(resolve, 13));
  }
  return median(samples);
}

export default async function eventDeliveryBench(): Promise<BenchSection> {
  const rendererDir = mkdtempSync(join(tmpdir(), 'camconfig-event-bench-'));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  const setups: Setup[] = [];
  try {
    await writeRenderer(rendererDir);
    const batched = await open(browser, rendererDir, {});
    const unbatched = await open(browser, rendererDir, { maxBatchMessages: 1, maxDelayMs: 0 });
    setups.push(batched, unbatched);
    await throughputRound(batched, 2000);
    await throughputRound(unbatched, 2000);
    const batchedRates: number[] = [];
    const unbatchedRates: number[] = [];
    let batchedDrops = 0;
    let unbatchedDrops = 0;
    for (let round = 0; round < rounds; round++) {
      const a = await throughputRound(batched, messagesPerRound);
      const b = await throughputRound(unbatched, messagesPerRound);
      batchedRates.push(a.perSecond);
      unbatchedRates.push(b.perSecond);
      batchedDrops += a.dropped;
      unbatchedDrops += b.dropped;
    }
    const batchedLatency = await latency(batched);
    const unbatchedLatency = await latency(unbatched);
    const rows = [
      { name: 'bus messages delivered into the page per second, batched (50 ms / 500 messages)', value: median(batchedRates), unit: 'msg/s', baselineName: 'unbatched: one WebSocket message per event', baseline: median(unbatchedRates), better: 'higher' as const },
      { name: 'one message, emit to page (batched: sent at once when the line is idle)', value: batchedLatency, unit: 'ms', baselineName: 'unbatched', baseline: unbatchedLatency, better: 'lower' as const, digits: 1 },
    ];
    const body = [
      `Method: \`startWebServer\` on 127.0.0.1 serves a page to headless Chromium (playwright-core, /usr/bin/chromium); the page runs the renderer's own WebSocket client and counts \`bus.messages\` payloads. This process emits ${messagesPerRound.toLocaleString('en-US')} bus messages per round as fast as its event loop allows (yielding every 500) into the transport, and the round ends when the page has received them all or been told they were dropped; the rate counts received messages only. ${rounds} rounds per mode, alternating batched and unbatched, after one warm-up round each; medians. The baseline is the same server and client with batching off (\`maxBatchMessages: 1\`), so every event is its own WebSocket message. Batched, an event on an idle line leaves at once (next turn of the event loop) and each batch opens a 50 ms window in which 2 batches leave at once, later events waiting for its end (docs/api.md, "Batching and drop accounting"). Latency: ${latencySamples} single messages, 13 ms apart, emit until the page has it (page polled per animation frame), median.`,
      '',
      table(rows),
      '',
      `Dropped over all rounds (consumer fell behind, oldest dropped and counted, never silent): batched ${batchedDrops}, unbatched ${unbatchedDrops}.`,
    ].join('\n');
    return { title: 'Event delivery to the renderer (web mode)', body };
  } finally {
    for (const { page, server } of setups) {
      await page.close().catch(() => undefined);
      await server.close();
    }
    await browser.close();
    rmSync(rendererDir, { recursive: true, force: true });
  }
}

// `npm start` in web mode to the first camera shown: the script npm start runs
// (scripts/start.mjs: the build check, the Electron lookup, then `camconfig serve`) spawned
// as a child, its URL opened in headless Chromium, until the camera list shows the demo
// camera. Cold: a fresh workspace folder (the first start); warm: a second start on it.
// Beside it, in the same run: a plain `node -e` process from spawn to its first output.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { closedTcpPort } from '../test/support/reservedPort';
import { median, table, type BenchSection } from './lib/measure';
import { openPlainBrowser, type PlainBrowser, type PlainPage } from './lib/plainCdpPage';

const chromiumArgs = ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const rounds = 5;
const stepTimeoutMs = 60_000;
const urlLine = /CamConfig Studio \(web mode\): (\S+)/;
/** serve's line once its services run (stderr). */
const studioUpLine = /Ctrl\+C stops\./;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Runs before the page's own scripts in every document: stamps (page clock, from the start of
 * the navigation) the first moment the Cameras list holds an option.
 */
const firstCameraStamp = `(() => {
  const shown = () => document.querySelector('[role="listbox"][aria-labelledby="cameras-heading"] [role="option"]') !== null;
  new MutationObserver((_, observer) => {
    if (!shown()) return;
    window.__firstCameraShownAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
})();`;
/** Not a secret: the bench's throwaway workspaces are sealed with it, as a technician's are with theirs. */
const benchPassphrase = 'camconfig-bench-workspace';

interface StartTiming {
  /** Spawn to the URL printed. */
  serving: number;
  /** URL printed to the first camera shown in the page. */
  shown: number;
  /** CPU time the whole machine spent from the spawn to the camera shown (studio, Chromium, this bench, anything else), and what its cores had. */
  cpu: MachineCpu;
}

interface MachineCpu {
  busyMs: number;
  capacityMs: number;
}

/** The CPU time of all cores so far: busy (user, nice, system, interrupts) and in all (idle too). */
function machineCpuSoFar(): MachineCpu {
  let busyMs = 0;
  let capacityMs = 0;
  for (const { times } of cpus()) {
    const busy = times.user + times.nice + times.sys + times.irq;
    busyMs += busy;
    capacityMs += busy + times.idle;
  }
  return { busyMs, capacityMs };
}

/** npm start's script without a way to fetch Electron: the download is pointed at a closed loopback port, so it fails at once and web mode starts (nothing leaves 127.0.0.1). */
async function webModeEnv(cacheDir: string): Promise<NodeJS.ProcessEnv> {
  const offlineMirror = `http://127.0.0.1:${await closedTcpPort()}/`;
  return {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/electron|proxy/i.test(name))),
    ELECTRON_MIRROR: offlineMirror,
    npm_config_electron_mirror: offlineMirror,
    electron_config_cache: cacheDir,
    CAMCONFIG_ELECTRON_INSTALL_TIMEOUT_MS: '20000',
    CAMCONFIG_WORKSPACE_PASSPHRASE: benchPassphrase,
  };
}

/** Resolves with the first match of `pattern` in the child's output (and the time it came), or rejects when it exits or the step times out. */
function waitForOutput(child: ChildProcess, pattern: RegExp, what: string): Promise<{ match: RegExpExecArray; at: number }> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => finish(() => reject(new Error(`${what}: nothing within ${stepTimeoutMs} ms; output:\n${output}`))), stepTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) finish(() => resolve({ match, at: performance.now() }));
    };
    const onExit = (code: number | null) => finish(() => reject(new Error(`${what}: exited with ${code}; output:\n${output}`)));
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.stderr!.off('data', onData);
      child.off('exit', onExit);
      settle();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', onExit);
  });
}

/** SIGINT (as Ctrl-C), SIGKILL after 10 s; resolves once the process is gone. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

async function startOnce(browser: PlainBrowser, env: NodeJS.ProcessEnv, workspace: string): Promise<StartTiming> {
  const page = await freshPage(browser);
  const cpuBefore = machineCpuSoFar();
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs', '--workspace', workspace], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const { match, at: servingAt } = await waitForOutput(child, urlLine, 'npm start (web mode)');
    const navigatingAt = performance.now();
    const shownAfterNavigating = await timeToFirstCamera(page, match[1]!);
    const cpuAfter = machineCpuSoFar();
    return { serving: servingAt - spawnedAt, shown: navigatingAt - servingAt + shownAfterNavigating, cpu: { busyMs: cpuAfter.busyMs - cpuBefore.busyMs, capacityMs: cpuAfter.capacityMs - cpuBefore.capacityMs } };
  } finally {
    await page.close();
    await stop(child);
  }
}

/** A page in a browser context of its own: nothing cached from the last start. */
function freshPage(browser: PlainBrowser): Promise<PlainPage> {
  return browser.newPage(firstCameraStamp, 1280, 800);
}

/** From the navigation to `url` to the first camera shown, in the page's clock (its time origin is the navigation's start). */
async function timeToFirstCamera(page: PlainPage, url: string): Promise<number> {
  await page.goto(url);
  await page.waitFor(() => typeof (window as { __firstCameraShownAt?: number }).__firstCameraShownAt === 'number', undefined, stepTimeoutMs);
  return page.evaluate(() => (window as { __firstCameraShownAt?: number }).__firstCameraShownAt ?? Number.NaN, undefined);
}

/** With the studio already started (`Ctrl+C stops.` printed): its URL opened to the first camera shown, the page's own share of a start. */
async function pageOfStartedStudio(browser: PlainBrowser, env: NodeJS.ProcessEnv, workspace: string): Promise<number> {
  const page = await freshPage(browser);
  const child = spawn(process.execPath, ['scripts/start.mjs', '--workspace', workspace], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const [{ match }] = await Promise.all([waitForOutput(child, urlLine, 'npm start (web mode)'), waitForOutput(child, studioUpLine, 'npm start (web mode)')]);
    return await timeToFirstCamera(page, match[1]!);
  } finally {
    await page.close();
    await stop(child);
  }
}

/** The CPU time spent during the starts beside what the machine's cores had meanwhile: the ratio is how busy they were. */
function cpuRow(name: string, timings: StartTiming[]) {
  return {
    name,
    value: median(timings.map((t) => t.cpu.busyMs)),
    unit: 'ms',
    baselineName: `CPU time the machine's ${cpus().length} cores had meanwhile (wall time x cores)`,
    baseline: median(timings.map((t) => t.cpu.capacityMs)),
    better: 'lower' as const,
    digits: 0,
  };
}

/** A plain Node process, spawn to its first output. */
async function plainNodeStart(): Promise<number> {
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, ['-e', "process.stdout.write('ready\\n')"], { stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    return (await waitForOutput(child, /ready/, 'node -e')).at - spawnedAt;
  } finally {
    await stop(child);
  }
}

export default async function startBench(): Promise<BenchSection> {
  const scratch = mkdtempSync(join(tmpdir(), 'camconfig-bench-start-'));
  const browser = await openPlainBrowser(chromiumPath, chromiumArgs);
  try {
    const env = await webModeEnv(join(scratch, 'electron-cache'));
    const cold: StartTiming[] = [];
    const warm: StartTiming[] = [];
    const plain: number[] = [];
    const pageAlone: number[] = [];
    // One warm-up start (on its own workspace) so the first measured round does not pay for a cold file cache alone.
    await startOnce(browser, env, join(scratch, 'warm-up'));
    for (let round = 0; round < rounds; round++) {
      const workspace = join(scratch, `workspace-${round}`);
      plain.push(await plainNodeStart());
      cold.push(await startOnce(browser, env, workspace));
      warm.push(await startOnce(browser, env, workspace));
      pageAlone.push(await pageOfStartedStudio(browser, env, workspace));
    }
    const total = (timings: StartTiming[]) => median(timings.map((t) => t.serving + t.shown));
    const baseline = median(plain);
    const row = (name: string, value: number) => ({ name, value, unit: 'ms', baselineName: 'plain `node -e` start to first output, same run', baseline, better: 'lower' as const, digits: 1 });
    const rows = [
      row('npm start (web mode) to the first camera shown, cold (fresh workspace)', total(cold)),
      row('npm start (web mode) to the first camera shown, warm (second start)', total(warm)),
      row('cold: spawn to the URL printed (build check, Electron lookup, web server listening)', median(cold.map((t) => t.serving))),
      row('cold: URL to the first camera shown (page load while workspace and services start, connect, cameras.list)', median(cold.map((t) => t.shown))),
      row('warm: spawn to the URL printed (build check, Electron lookup, web server listening)', median(warm.map((t) => t.serving))),
      row('warm: URL to the first camera shown (page load while workspace and services start, connect, cameras.list)', median(warm.map((t) => t.shown))),
      row('page alone: URL to the first camera shown when the studio has already started (page load, connect, cameras.list)', median(pageAlone)),
      cpuRow('cold: CPU time spent by the machine, spawn to the first camera shown (studio, Chromium, the bench)', cold),
      cpuRow('warm: CPU time spent by the machine, spawn to the first camera shown (studio, Chromium, the bench)', warm),
    ];
    const body = [
      `Method: \`node scripts/start.mjs --workspace DIR\` (what \`npm start\` runs: its dependency check, the build check and the Electron lookup in that one process) spawned as a child on 127.0.0.1 (port 0), on a machine without the Electron runtime: its one download attempt is pointed at a closed loopback port, so it fails at once and web mode (\`camconfig serve\`, demo camera) starts, as it does for a technician without Electron. The failed attempt is remembered for a day (scripts/electron-attempt.mjs, same download settings), so the warm-up start pays for it and the measured starts do not, as a technician's every start after the first. The workspace is sealed with a passphrase from \`CAMCONFIG_WORKSPACE_PASSPHRASE\`. Timed from the spawn to the URL printed (serve prints it as soon as its web server listens, before the workspace has opened and the services have started: the page loads meanwhile and its API connection waits for them), then from the navigation to that URL to the first option in the Cameras list, as an init script's MutationObserver sees it (page clock, whose origin is the navigation's start). Headless Chromium (/usr/bin/chromium, 1280x800, running before the first start, as a technician's browser is), a new browser context for each start (nothing cached), driven over the DevTools protocol with only the Page, Runtime and Emulation domains (bench/lib/plainCdpPage.ts, as the configuration editor's bench): Playwright enables the Network domain on every page it drives, and Chromium then copies every WebSocket frame (the demo bus's messages among them) into a protocol event on the page's main thread, work a technician's browser does not do. Cold: a fresh workspace folder, the first start on it; warm: the second start on the same folder. ${rounds} rounds after one warm-up start, medians; the parts are medians of their own, so they need not add up to the totals. Baseline (same run): a plain \`node -e\` process from spawn to its first output. The page-alone row starts the studio a third time on the same folder and opens its URL only once serve has said its services run (\`Ctrl+C stops.\`): the page's own share, with nothing else starting beside it. The CPU rows add up the CPU time of all the machine's cores from the spawn until the page has both loaded and shown its first camera (Node's \`os.cpus()\`: the studio, Chromium, the bench itself and anything else running), beside the time the cores had meanwhile: a ratio near 1 says the start waits for the processor, not for the network or a timer, so it gets faster only by doing less. Goal (issue 22): <= 500 ms cold and warm.`,
      '',
      table(rows),
    ].join('\n');
    return { title: '`npm start` (web mode) to the first camera shown', body };
  } finally {
    await browser.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

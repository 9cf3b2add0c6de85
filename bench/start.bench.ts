// `npm start` in web mode to the first camera shown: the script npm start runs
// (scripts/start.mjs: the build check, the Electron lookup, then `camconfig serve`) spawned
// as a child, its URL opened in headless Chromium, until the camera list shows the demo
// camera. Cold: a fresh workspace folder (the first start); warm: a second start on it.
// Beside it, in the same run: a plain `node -e` process from spawn to its first output.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { closedTcpPort } from '../test/support/reservedPort';
import { median, table, type BenchSection } from './lib/measure';

const chromiumArgs = ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const rounds = 5;
const stepTimeoutMs = 60_000;
const urlLine = /CamConfig Studio \(web mode\): (\S+)/;
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

async function startOnce(browser: Browser, env: NodeJS.ProcessEnv, workspace: string): Promise<StartTiming> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(stepTimeoutMs);
  const cpuBefore = machineCpuSoFar();
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs', '--workspace', workspace], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const { match, at: servingAt } = await waitForOutput(child, urlLine, 'npm start (web mode)');
    await page.goto(match[1]!);
    await page.getByRole('listbox', { name: 'Cameras' }).getByRole('option').first().waitFor();
    const shownAt = performance.now();
    const cpuAfter = machineCpuSoFar();
    return { serving: servingAt - spawnedAt, shown: shownAt - servingAt, cpu: { busyMs: cpuAfter.busyMs - cpuBefore.busyMs, capacityMs: cpuAfter.capacityMs - cpuBefore.capacityMs } };
  } finally {
    await context.close();
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
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const env = await webModeEnv(join(scratch, 'electron-cache'));
    const cold: StartTiming[] = [];
    const warm: StartTiming[] = [];
    const plain: number[] = [];
    // One warm-up start (on its own workspace) so the first measured round does not pay for a cold file cache alone.
    await startOnce(browser, env, join(scratch, 'warm-up'));
    for (let round = 0; round < rounds; round++) {
      const workspace = join(scratch, `workspace-${round}`);
      plain.push(await plainNodeStart());
      cold.push(await startOnce(browser, env, workspace));
      warm.push(await startOnce(browser, env, workspace));
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
      cpuRow('cold: CPU time spent by the machine, spawn to the first camera shown (studio, Chromium, the bench)', cold),
      cpuRow('warm: CPU time spent by the machine, spawn to the first camera shown (studio, Chromium, the bench)', warm),
    ];
    const body = [
      `Method: \`node scripts/start.mjs --workspace DIR\` (what \`npm start\` runs: its dependency check, the build check and the Electron lookup in that one process) spawned as a child on 127.0.0.1 (port 0), on a machine without the Electron runtime: its one download attempt is pointed at a closed loopback port, so it fails at once and web mode (\`camconfig serve\`, demo camera) starts, as it does for a technician without Electron. The failed attempt is remembered for a day (scripts/electron-attempt.mjs, same download settings), so the warm-up start pays for it and the measured starts do not, as a technician's every start after the first. The workspace is sealed with a passphrase from \`CAMCONFIG_WORKSPACE_PASSPHRASE\`. Timed from the spawn to the URL printed (serve prints it as soon as its web server listens, before the workspace has opened and the services have started: the page loads meanwhile and its API connection waits for them), then (headless Chromium, playwright-core, /usr/bin/chromium, a fresh browser context each start, so no page cache) from \`goto\` of that URL to the first option in the Cameras list. Cold: a fresh workspace folder, the first start on it; warm: the second start on the same folder. ${rounds} rounds after one warm-up start, medians; the parts are medians of their own, so they need not add up to the totals. Baseline (same run): a plain \`node -e\` process from spawn to its first output. The CPU rows add up the CPU time of all the machine's cores from the spawn to the camera shown (Node's \`os.cpus()\`: the studio, Chromium, the bench's own Playwright driver and anything else running), beside the time the cores had meanwhile: a ratio near 1 says the start waits for the processor, not for the network or a timer, so it gets faster only by doing less. Goal (issue 22): <= 500 ms cold and warm.`,
      '',
      table(rows),
    ].join('\n');
    return { title: '`npm start` (web mode) to the first camera shown', body };
  } finally {
    await browser.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

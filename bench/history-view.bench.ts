// The History view of one camera over a year, painted in headless Chromium: a site whose camera
// has a year of daily backups (365 snapshots, which a site keeps: docs/site-repository.md,
// "History"), each committed as the studio's backup commit, beside a camera with a week's (7),
// all made with the studio's own snapshot store and SiteRepository. Measured in the page: from the
// click on the Backups & history tab to the animation frame after the camera's snapshot table
// shows its first rows (the newest 50, "Show older" for the rest) and "Changes to the site" its
// newest 200 commits (both asked of the services over the WebSocket and rendered); then from the
// click on "Only changes to <camera>" to the frame after the list shows that camera's commits
// only (`git log` with the camera's trailer over the year's commits). 7 rounds each, the camera
// chosen anew before each (choosing a camera opens its configuration). Goal: the year within
// 100 ms. The 1-minute load is printed beside.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { SnapshotStore } from '../src/main/fleet';
import { createStudioServices } from '../src/main/services/createStudioServices';
import { studioItself, type StudioServices } from '../src/main/services/studioServices';
import { sharedPaths } from '../src/main/siterepo/siteLayout';
import { SiteRepository } from '../src/main/siterepo/siteRepository';
import { defaultRendererDir } from '../src/main/transport/projectRoot';
import { startWebServer } from '../src/main/transport/webServer';
import { openWorkspace } from '../src/main/workspace';
import { closedTcpPort } from '../test/support/reservedPort';
import { formatNumber, median, table, type BenchSection } from './lib/measure';

const chromiumArgs = ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const technician = { name: 'Bench Technician', email: 'bench@installer.example' };
const rounds = 7;
/** CAMCONFIG_BENCH_HISTORY_DAYS makes the year shorter for a quick look. */
const year = Number(process.env.CAMCONFIG_BENCH_HISTORY_DAYS ?? 365);
const week = 7;

function configuration(day: number): string {
  return `#:MX-V5.5.2.166\nSECTION audio\nSPEAKERLEVEL=${day % 100}\nMICRO=1\nENDSECTION audio\nSECTION general\nLOCATION=Lager Süd, Tag ${day}\nENDSECTION general\n`;
}

/**
 * A camera (at a closed port: the view is the same whether it answers) with one backup a day for
 * `days` days, each committed as the studio's backup run commits it (the camera in its trailer).
 */
async function cameraWithBackups(services: StudioServices, repository: SiteRepository, store: SnapshotStore, label: string, port: number, days: number): Promise<string> {
  const { cameraId } = await services.handlers['cameras.add']({ host: '127.0.0.1', port, user: 'admin', password: 'bench-not-used-1', label }, studioItself);
  const start = Date.UTC(2025, 11, 1, 2, 0, 0);
  for (let day = 0; day < days; day++) {
    await store.record(cameraId, configuration(day), 'backup', new Date(start + day * 86_400_000));
    await repository.commit({ operation: 'backup', subject: `Backed up 1 camera: ${label}`, cameras: [cameraId], result: '1 backed up' }, technician, [sharedPaths.history]);
  }
  return cameraId;
}

/** Rows the view shows at first (SnapshotHistory.tsx shows 50, then more on "Show older"; SiteHistoryPanel.tsx the newest 200 commits). */
const firstRows = 50;
const firstCommits = 200;

interface PaintGoal {
  /** What the time starts with: the history tab's click, or the "Only changes to <camera>" box's. */
  start: 'history-tab' | 'only-camera';
  label: string;
  /** Snapshot rows to wait for (0: not waited for). */
  rows: number;
  commits: number;
}

/** Milliseconds from the click (run in the page) to the frame after the rows asked for are painted; no code is evaluated from text (the studio's CSP). */
function timeToPaint(page: Page, goal: PaintGoal): Promise<number> {
  return page.evaluate(
    (goal) =>
      new Promise<number>((resolve, reject) => {
        const seen = (): { snapshots: number; commits: number; onlyCamera: boolean } => {
          const rows = [...document.querySelectorAll('.site-history-table tbody tr')];
          return {
            snapshots: document.querySelector('.snapshot-history .snapshot-table tbody')?.children.length ?? -1,
            commits: rows.length,
            onlyCamera: rows.every((row) => (row.children[3]?.textContent ?? '').includes(goal.label)),
          };
        };
        const painted = (): boolean => {
          const now = seen();
          return (goal.rows === 0 || now.snapshots === goal.rows) && now.commits === goal.commits && (goal.start !== 'only-camera' || now.onlyCamera);
        };
        const started = performance.now();
        if (goal.start === 'history-tab') document.querySelector<HTMLElement>('#tab-history')!.click();
        else [...document.querySelectorAll('.site-history label')].find((label) => (label.textContent ?? '').includes(goal.label))!.querySelector('input')!.click();
        const check = (): void => {
          if (painted()) requestAnimationFrame(() => resolve(performance.now() - started));
          else if (performance.now() - started > 30_000) reject(new Error(`not painted within 30 s: ${JSON.stringify({ goal, seen: seen() })}`));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    goal,
  );
}

async function chooseCamera(page: Page, label: string): Promise<void> {
  await page.getByRole('listbox', { name: 'Cameras' }).getByRole('option', { name: new RegExp(`^${label}`) }).click();
  await page.locator('#tab-editor[aria-selected="true"]').waitFor();
}

/** From the click on the history tab to the frame after the snapshot table shows its first rows and the site's commits theirs. */
async function paintHistory(page: Page, label: string, snapshots: number, siteCommits: number): Promise<number> {
  await chooseCamera(page, label);
  return timeToPaint(page, { start: 'history-tab', label, rows: Math.min(snapshots, firstRows), commits: Math.min(siteCommits, firstCommits) });
}

/** From the click on "Only changes to <camera>" to the frame after the list shows only that camera's commits. */
async function paintCameraCommits(page: Page, label: string, commits: number): Promise<number> {
  return timeToPaint(page, { start: 'only-camera', label, rows: 0, commits: Math.min(commits, firstCommits) });
}

export default async function historyViewBench(): Promise<BenchSection> {
  const parent = await mkdtemp(join(tmpdir(), 'camconfig-bench-history-'));
  const { repository } = await SiteRepository.init(join(parent, 'site'), { name: 'Lager Süd', customer: '', address: '', timeZone: 'UTC', reportLanguage: 'en' }, technician);
  const workspace = await openWorkspace(repository.folder, { kind: 'none', sitePassphrase: 'bench site phrase' });
  const services = await createStudioServices({ demo: false, mode: 'web', workspace, technician, withoutBus: true });
  const server = await startWebServer({ services, rendererDir: defaultRendererDir() });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const port = await closedTcpPort();
    const store = new SnapshotStore(join(repository.folder, 'snapshots'), { keepsAll: true, ownerOf: (cameraId) => workspace.identityOf(cameraId) });
    const yearCamera = await cameraWithBackups(services, repository, store, 'Year camera', port, year);
    const weekCamera = await cameraWithBackups(services, repository, store, 'Week camera', port, week);
    // Each camera's commits: its backups and the commit that added it.
    const yearCommits = (await repository.log({ camera: yearCamera, limit: 100_000 })).length;
    const weekCommits = (await repository.log({ camera: weekCamera, limit: 100_000 })).length;
    const commits = (await repository.log({ limit: 100_000 })).length;
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.on('crash', () => console.error('history-view: the page crashed'));
    page.on('pageerror', (error) => console.error(`history-view: ${error.message}`));
    await page.goto(server.url);
    await page.getByText('Web mode').waitFor();
    const yearTimes: number[] = [];
    const weekTimes: number[] = [];
    const yearCommitTimes: number[] = [];
    const weekCommitTimes: number[] = [];
    const loads: number[] = [];
    await paintHistory(page, 'Year camera', year, commits); // warm: the first paint also loads the view's code
    await paintCameraCommits(page, 'Year camera', yearCommits);
    for (let round = 0; round < rounds; round++) {
      loads.push(loadavg()[0]!);
      yearTimes.push(await paintHistory(page, 'Year camera', year, commits));
      yearCommitTimes.push(await paintCameraCommits(page, 'Year camera', yearCommits));
      weekTimes.push(await paintHistory(page, 'Week camera', week, commits));
      weekCommitTimes.push(await paintCameraCommits(page, 'Week camera', weekCommits));
    }
    const painted = median(yearTimes);
    const cameraPainted = median(yearCommitTimes);
    const body =
      `Method: a site (a git repository) whose camera has ${year} daily backups kept by the studio's snapshot store, each committed as the studio's backup commit (the camera in its trailer), beside a camera with ${week}: ${commits} commits in all; ` +
      `the studio's services in web mode, headless Chromium (1400 x 900). Each round chooses the camera (its configuration opens), then clicks ` +
      `Backups & history; the time runs to the animation frame after the camera's snapshot table shows its first ${firstRows} rows (the view ` +
      `shows the newest ${firstRows} and offers the older ones) and "Changes to the site" its newest ${Math.min(firstCommits, commits)} commits, which includes asking the services for both over the WebSocket. ` +
      `Then the click on "Only changes to <camera>" runs to the frame after the list shows only that camera's commits (the newest ${Math.min(firstCommits, yearCommits)} of its ${yearCommits}; the week camera's ${weekCommits}), read by \`git log\` with the camera's trailer. ${rounds} rounds after one warm-up, medians.\n\n` +
      table([
        { name: `History view, ${year} snapshots and the site's commits`, value: painted, unit: 'ms', baselineName: `same view, ${week} snapshots`, baseline: median(weekTimes), better: 'lower', digits: 1 },
        { name: `only the camera's commits, ${yearCommits} commits`, value: cameraPainted, unit: 'ms', baselineName: `the same, ${weekCommits} commits`, baseline: median(weekCommitTimes), better: 'lower', digits: 1 },
      ]) +
      `\n\n- rounds (${year} snapshots): ${yearTimes.map((time) => formatNumber(time, 1)).join(', ')} ms; only its commits: ${yearCommitTimes.map((time) => formatNumber(time, 1)).join(', ')} ms; load (1 min) ${loads.map((load) => formatNumber(load, 2)).join(', ')}\n\n` +
      `Goal: the year painted within 100 ms: ${painted <= 100 && cameraPainted <= 100 ? 'met' : 'MISSED'} (the view ${formatNumber(painted, 1)} ms, the camera's commits ${formatNumber(cameraPainted, 1)} ms, at load ${formatNumber(median(loads), 2)}).`;
    return { title: `History view: one camera over a year in Chromium`, body };
  } finally {
    await browser.close();
    await server.close();
    await services.close();
    await rm(parent, { recursive: true, force: true });
  }
}

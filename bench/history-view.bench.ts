// The History view of one camera over a year, painted in headless Chromium: a site whose camera
// has a year of daily backups (365 snapshots, which a site keeps: docs/site-repository.md,
// "History") beside a camera with a week's (7), both made with the studio's own snapshot store.
// Measured in the page: from the click on the Backups & history tab to the animation frame after
// the camera's snapshot table shows its first rows (the newest 50, "Show older" for the rest; its
// snapshots asked of the services over the WebSocket and rendered), 7 rounds each, the camera chosen anew before each (choosing a camera
// opens its configuration). Goal: the year within 100 ms. The 1-minute load is printed beside.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { SnapshotStore } from '../src/main/fleet';
import { createStudioServices } from '../src/main/services/createStudioServices';
import { studioItself, type StudioServices } from '../src/main/services/studioServices';
import { SiteRepository } from '../src/main/siterepo/siteRepository';
import { defaultRendererDir } from '../src/main/transport/projectRoot';
import { startWebServer } from '../src/main/transport/webServer';
import { openWorkspace } from '../src/main/workspace';
import { closedTcpPort } from '../test/support/reservedPort';
import { formatNumber, median, table, type BenchSection } from './lib/measure';

const chromiumArgs = ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const technician = { name: 'Bench Technician', email: 'bench@installer.example' };
const rounds = 7;
const year = 365;
const week = 7;

function configuration(day: number): string {
  return `#:MX-V5.5.2.166\nSECTION audio\nSPEAKERLEVEL=${day % 100}\nMICRO=1\nENDSECTION audio\nSECTION general\nLOCATION=Lager Süd, Tag ${day}\nENDSECTION general\n`;
}

/** A camera (at a closed port: the view is the same whether it answers) with one backup a day for `days` days. */
async function cameraWithBackups(services: StudioServices, store: SnapshotStore, label: string, port: number, days: number): Promise<void> {
  const { cameraId } = await services.handlers['cameras.add']({ host: '127.0.0.1', port, user: 'admin', password: 'bench-not-used-1', label }, studioItself);
  const start = Date.UTC(2025, 11, 1, 2, 0, 0);
  for (let day = 0; day < days; day++) await store.record(cameraId, configuration(day), 'backup', new Date(start + day * 86_400_000));
}

/** Rows the view shows at first (SnapshotHistory.tsx shows 50, then more on "Show older"). */
const firstRows = 50;

/** Milliseconds from the click on the history tab to the frame after the camera's snapshot table shows its first rows of `snapshots`. */
async function paintHistory(page: Page, label: string, snapshots: number): Promise<number> {
  const rows = Math.min(snapshots, firstRows);
  await page.getByRole('listbox', { name: 'Cameras' }).getByRole('option', { name: new RegExp(`^${label}`) }).click();
  await page.locator('#tab-editor[aria-selected="true"]').waitFor();
  return page.evaluate(
    (rows) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        document.querySelector<HTMLElement>('#tab-history')!.click();
        const check = () => {
          const body = document.querySelector('.snapshot-history .snapshot-table tbody');
          if (body && body.children.length === rows) requestAnimationFrame(() => resolve(performance.now() - start));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    rows,
  );
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
    await cameraWithBackups(services, store, 'Year camera', port, year);
    await cameraWithBackups(services, store, 'Week camera', port, week);
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(server.url);
    await page.getByText('Web mode').waitFor();
    const yearTimes: number[] = [];
    const weekTimes: number[] = [];
    const loads: number[] = [];
    await paintHistory(page, 'Year camera', year); // warm: the first paint also loads the view's code
    for (let round = 0; round < rounds; round++) {
      loads.push(loadavg()[0]!);
      yearTimes.push(await paintHistory(page, 'Year camera', year));
      weekTimes.push(await paintHistory(page, 'Week camera', week));
    }
    const painted = median(yearTimes);
    const body =
      `Method: a site (a git repository) whose camera has ${year} daily backups kept by the studio's snapshot store, beside a camera with ${week}; ` +
      `the studio's services in web mode, headless Chromium (1400 x 900). Each round chooses the camera (its configuration opens), then clicks ` +
      `Backups & history; the time runs to the animation frame after the camera's snapshot table shows its first ${firstRows} rows (the view ` +
      `shows the newest ${firstRows} and offers the older ones), which includes asking the services for the whole list over the WebSocket. ${rounds} rounds after one warm-up, medians.\n\n` +
      table([{ name: `History view, ${year} snapshots`, value: painted, unit: 'ms', baselineName: `same view, ${week} snapshots`, baseline: median(weekTimes), better: 'lower', digits: 1 }]) +
      `\n\n- rounds (${year} snapshots): ${yearTimes.map((time) => formatNumber(time, 1)).join(', ')} ms; load (1 min) ${loads.map((load) => formatNumber(load, 2)).join(', ')}\n\n` +
      `Goal: the year painted within 100 ms: ${painted <= 100 ? 'met' : 'MISSED'} (${formatNumber(painted, 1)} ms at load ${formatNumber(median(loads), 2)}).`;
    return { title: `History view: one camera over a year in Chromium`, body };
  } finally {
    await browser.close();
    await server.close();
    await services.close();
    await rm(parent, { recursive: true, force: true });
  }
}

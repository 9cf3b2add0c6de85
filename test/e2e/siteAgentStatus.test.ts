// The Site view's "Site agent" panel in real Chromium, on a workspace the real `camconfig agent`
// (the built CLI, a refresh every second) runs on: before it ran, the panel says so and points to
// the Agent view; with a camera stopped, the refresh's last run and the camera's open offline
// alert appear by themselves (agent.statusChanged), the camera by name, opened by keyboard; the
// German studio says it in German with the site's time zone; axe finds nothing; the agent stopped
// is told stopped, at its time in the site's zone. An agent that never pushed shows no push; a failed
// last push written into agent-runs.json appears by itself as a problem (when, in the site's zone,
// the commits waiting, git's words), in English and German, axe clean; a push that went through is
// told without the problem's colour. Every wait is for a state in the page.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopCameraFleet, type SimulatedCamera } from '../../src/main/simulator/camera';
import { startAgentProcess, type AgentProcess } from '../support/agentProcess';
import { startSimulatedCameraFleet } from '../support/simulatedCameras';
import { axeContextOptions, axeViolations, describeFindings } from './axe';
import { pageWaitMs, watchForProblems } from './chromium';
import { addCameraInGroup, openWorkspaceStudio, type WorkspaceStudio } from './workspaceStudio';

const password = 'Panel-Cam-5150';
const passphrase = 'site agent panel passphrase';
const agentWait = { timeout: 60_000, interval: 200 };
const problems: string[] = [];
let cameras: SimulatedCamera[];
let studio: WorkspaceStudio;
let page: Page;
let agent: AgentProcess | null = null;

beforeAll(async () => {
  cameras = await startSimulatedCameraFleet({ count: 2, password });
  studio = await openWorkspaceStudio('site-agent', problems, {
    protection: { kind: 'passphrase', passphrase },
    context: axeContextOptions,
    prepare: async (services) => {
      for (const [index, camera] of cameras.entries()) await addCameraInGroup(services, { label: index === 0 ? 'Gate' : 'Yard', port: camera.port, user: 'admin', password, group: 'Hall' });
    },
  });
  page = studio.page;
  await page.getByRole('tab', { name: 'Site', exact: true }).click();
}, 60_000);

afterAll(async () => {
  agent?.kill();
  await studio?.close();
  await stopCameraFleet(cameras ?? []);
});

const panel = () => page.getByRole('region', { name: 'Site agent' });

describe('the Site view shows the site agent', () => {
  it('says the agent has not run here and points to the Agent view, by keyboard', async () => {
    await panel().getByText(/^The agent has not run for this site: .*docs\/agent\.md/).waitFor();
    const open = panel().getByRole('button', { name: 'Open the Agent view' });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('tab', { name: 'Agent', exact: true }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Site', exact: true }).click();
    await panel().waitFor();
    expect(describeFindings(await axeViolations(page))).toBe('');
  }, 60_000);

  it('shows the last refresh and the stopped camera’s open alert as the agent writes them, and opens the camera by keyboard', async () => {
    await cameras[0]!.stop();
    writeFileSync(join(studio.folder, 'agent.json'), JSON.stringify({ timeZone: 'Europe/Berlin', jobs: { refresh: { schedule: '* * * * * *' }, check: { enabled: false }, backup: { enabled: false } }, thresholds: { offlineAfterSeconds: 0 } }));
    agent = startAgentProcess(studio.folder, passphrase);

    const alerts = panel().getByRole('list', { name: 'Open alerts' });
    await expect.poll(() => alerts.getByRole('listitem').allInnerTexts(), agentWait).toEqual([expect.stringMatching(/^Gate \(127\.0\.0\.1:\d+, group Hall\) does not answer since \d+\/\d+\/\d+ \d+:\d+\s[AP]M\n.*alert sent at .*What to do: Check power, cabling/s)]);
    const refresh = panel().getByRole('row', { name: /^Inventory refresh / });
    await expect.poll(() => refresh.getByRole('cell').allInnerTexts(), agentWait).toEqual([expect.stringMatching(/^\d+\/\d+\/\d+ /), expect.stringMatching(/^\d+\/\d+\/\d+ /), expect.stringMatching(/^[\d.,]+ m?s$/), 'ended without a problem', expect.stringMatching(/^\d+\/\d+\/\d+ /)]);
    expect(await panel().getByRole('row', { name: /^Baseline check / }).getByRole('cell').allInnerTexts()).toEqual(['not yet', 'not yet', '', 'has not run yet', 'not scheduled']);
    expect(await panel().getByRole('heading', { name: 'Last push to the site’s remote' }).count()).toBe(0);
    await expect.poll(() => panel().getByRole('status').innerText()).toMatch(new RegExp(`^The agent runs on this machine \\(process ${agent.child.pid}\\) since .*Times in the site’s time zone, Europe/Berlin\\.$`));
    expect(describeFindings(await axeViolations(page))).toBe('');

    const readAgain = panel().getByRole('button', { name: 'Read again' });
    await readAgain.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => readAgain.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open Gate');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('tab', { name: 'Configuration' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByRole('listbox', { name: 'Cameras' }).getByRole('option', { selected: true }).locator('.item-title').textContent()).toBe('Gate');
    await page.getByRole('tab', { name: 'Site', exact: true }).click();
    expect(problems).toEqual([]);
  }, 90_000);

  it('speaks German, with the times in the site’s time zone, and axe finds nothing', async () => {
    const germanPage = await (await studio.browser.newContext({ ...axeContextOptions, locale: 'de-DE' })).newPage();
    germanPage.setDefaultTimeout(pageWaitMs);
    watchForProblems(germanPage, problems);
    await germanPage.goto(studio.server.url);
    await germanPage.getByRole('tab', { name: 'Standort', exact: true }).click();
    const german = germanPage.getByRole('region', { name: 'Standort-Agent' });
    await expect.poll(() => german.getByRole('list', { name: 'Offene Alarme' }).getByRole('listitem').allInnerTexts(), agentWait).toEqual([expect.stringMatching(/^Gate \(127\.0\.0\.1:\d+, Gruppe Hall\) antwortet nicht, seit \d\d\.\d\d\.\d\d \d\d:\d\d\n.*Alarm gesendet um .*Was zu tun ist: /s)]);
    await expect.poll(() => german.getByRole('row', { name: /^Bestandsabfrage / }).getByRole('cell').nth(3).innerText(), agentWait).toBe('ohne Problem beendet');
    await expect.poll(() => german.getByRole('status').innerText()).toMatch(/^Der Agent läuft auf diesem Rechner .*Zeiten in der Zeitzone des Standorts, Europe\/Berlin\.$/);
    await german.getByRole('button', { name: 'Erneut lesen' }).waitFor();
    expect(describeFindings(await axeViolations(germanPage))).toBe('');
    await germanPage.context().close();
    expect(problems).toEqual([]);
  }, 90_000);

  it('tells the agent stopped once it was stopped', async () => {
    expect(await agent!.stop(), agent!.output()).toBe(0);
    const { stoppedAt } = JSON.parse(readFileSync(join(studio.folder, 'agent-runs.json'), 'utf8')) as { stoppedAt: number };
    const inBerlin = (style: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...style, timeZone: 'Europe/Berlin' }).format(stoppedAt);
    await expect.poll(() => panel().getByRole('status').innerText(), agentWait).toBe(`The agent does not run: it was stopped at ${inBerlin({ dateStyle: 'short' })} ${inBerlin({ timeStyle: 'short' })}. Times in the site’s time zone, Europe/Berlin.`);
    expect(await panel().getByRole('row', { name: /^Inventory refresh / }).getByRole('cell').nth(4).innerText()).toBe('not scheduled');
    expect(problems).toEqual([]);
  }, 60_000);

  it('shows a failed last push as a problem, in the site’s time zone, with the commits waiting and git’s words, in English and German; axe finds nothing', async () => {
    const path = join(studio.folder, 'agent-runs.json');
    // 23:30 UTC is the next day in Berlin: the date shown is the site's.
    const at = Date.UTC(2026, 0, 15, 23, 30);
    const words = 'fatal: unable to connect to 127.0.0.1:9418: Connection refused';
    const writeRuns = (lastPush: object) => {
      const runs = JSON.parse(readFileSync(path, 'utf8')) as object;
      writeFileSync(`${path}.e2e`, JSON.stringify({ ...runs, lastPush }));
      renameSync(`${path}.e2e`, path);
    };
    writeRuns({ at, outcome: 'failed', waiting: 3, problem: { id: 'siteRepo.work.pushFailed', params: { folder: studio.folder, words } } });
    const inBerlin = (locale: string) => `${new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'Europe/Berlin' }).format(at)} ${new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(at)}`;
    expect(inBerlin('de-DE')).toBe('16.01.26 00:30');

    await panel().getByRole('heading', { name: 'Last push to the site’s remote' }).waitFor({ timeout: agentWait.timeout });
    const failed = panel().getByText(/^Push failed at /);
    expect(await failed.innerText()).toBe(`Push failed at ${inBerlin('en-US')}: 3 commits wait here and go with the next push.`);
    const why = panel().getByText(/^Why: /);
    expect(await why.innerText()).toBe(`Why: ${studio.folder}: git push failed: ${words}`);
    for (const line of [failed, why]) expect(await line.getAttribute('class')).toBe('error-text');
    expect(describeFindings(await axeViolations(page))).toBe('');

    const germanPage = await (await studio.browser.newContext({ ...axeContextOptions, locale: 'de-DE' })).newPage();
    germanPage.setDefaultTimeout(pageWaitMs);
    watchForProblems(germanPage, problems);
    await germanPage.goto(studio.server.url);
    await germanPage.getByRole('tab', { name: 'Standort', exact: true }).click();
    const german = germanPage.getByRole('region', { name: 'Standort-Agent' });
    await german.getByRole('heading', { name: 'Letzter Push auf das Remote des Standorts' }).waitFor({ timeout: agentWait.timeout });
    expect(await german.getByText(/^Push um /).innerText()).toBe(`Push um ${inBerlin('de-DE')} fehlgeschlagen: 3 Commits warten hier und gehen mit dem nächsten Push mit.`);
    expect(await german.getByText(/^Grund: /).innerText()).toBe(`Grund: ${studio.folder}: git push fehlgeschlagen: ${words}`);
    expect(describeFindings(await axeViolations(germanPage))).toBe('');
    await germanPage.context().close();

    writeRuns({ at: at + 60_000, outcome: 'pushed', waiting: 0, problem: null });
    const pushed = panel().getByText(/^Pushed at /);
    await pushed.waitFor({ timeout: agentWait.timeout });
    expect(await pushed.innerText()).toBe(`Pushed at ${new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeZone: 'Europe/Berlin' }).format(at + 60_000)} ${new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(at + 60_000)}: the remote has every commit of the site.`);
    expect(await pushed.getAttribute('class')).toBeNull();
    expect(await panel().getByText(/^Why: /).count()).toBe(0);
    expect(problems).toEqual([]);
  }, 90_000);
});

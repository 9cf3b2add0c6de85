// A fleet apply in the audit view, in Chromium (web mode) against simulated cameras on
// 127.0.0.1 with a workspace: apply SPEAKERLEVEL to three cameras through "Many cameras" (one
// refuses the password), then the audit log lists the run as ONE entry; opened with the
// keyboard it shows each camera's outcome and its value old -> new, and closes again; a run of
// 500 cameras opens with only the rows in view in the page (virtualised); a log file too large
// to be the studio's is named in an alert while the other files are listed.
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopCameraFleet, type SimulatedCamera } from '../../src/main/simulator/camera';
import { auditLimits } from '../../src/main/fleet';
import { openWorkspaceStudio, type WorkspaceStudio } from './workspaceStudio';
import { screenshotPath } from './screenshots';
import { startSimulatedCameraFleet } from '../support/simulatedCameras';

const password = 'Audit-Run-e2e-Secret-31';
const labels = ['Gate', 'Yard', 'Hall'];
let cameras: SimulatedCamera[] = [];
let studio: WorkspaceStudio;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  cameras = await startSimulatedCameraFleet({ count: 3, password });
  cameras.forEach((camera, index) => camera.runScript(`helo\nwrite params\naudio/SPEAKERLEVEL=${30 + index * 10}\nquit\n`));
  studio = await openWorkspaceStudio('audit-run', problems, {
    cameras: cameras.map((camera, index) => ({ host: '127.0.0.1', port: camera.port, user: 'admin', password: index === 2 ? 'not-the-password-9' : password, label: labels[index]! })),
  });
  page = studio.page;
  await page.setViewportSize({ width: 1400, height: 1000 });
});

afterAll(async () => {
  await studio?.close();
  await stopCameraFleet(cameras);
});

describe('a fleet run in the audit view', () => {
  it('is one entry that opens (Enter) into its cameras with each value old -> new and the outcome, and closes (Space)', async () => {
    await page.getByRole('tab', { name: 'Many cameras' }).click();
    const picker = page.getByRole('group', { name: /^Cameras/ });
    for (const label of labels) await picker.getByRole('checkbox', { name: new RegExp(`^${label} `) }).check();
    await page.getByRole('button', { name: 'Read cameras' }).click();
    const speakerLevel = page.getByRole('table', { name: 'Parameters across cameras' }).getByRole('row', { name: 'audio/SPEAKERLEVEL' });
    await speakerLevel.getByRole('textbox', { name: 'New value of audio/SPEAKERLEVEL for all cameras' }).fill('42');
    await page.getByRole('button', { name: 'Apply to 3 cameras' }).click();
    await page.getByRole('dialog', { name: 'Write to 3 cameras?' }).getByRole('button', { name: 'Write to 3 cameras' }).click();
    await page.getByRole('table', { name: 'Apply report' }).getByText('2 of 3 cameras applied').waitFor({ timeout: 20_000 });

    await page.getByRole('tab', { name: 'Audit log' }).click();
    const list = page.getByRole('list', { name: 'Audit log' });
    const run = list.getByRole('button', { name: /fleet apply \(studio\)/ });
    await run.waitFor();
    expect(await run.count()).toBe(1);
    expect(await run.getAttribute('aria-expanded')).toBe('false');
    expect(await run.textContent()).toContain('3 cameras');
    // The run's scripts are inside it, not beside it.
    expect(await list.getByRole('button', { name: /^.*(Gate|Yard).*script/ }).count()).toBe(0);

    await run.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => run.getAttribute('aria-expanded')).toBe('true');
    const gate = list.getByRole('group', { name: 'Gate in this run' });
    await expect.poll(() => gate.textContent()).toContain('applied and verified');
    expect(await gate.getByRole('list', { name: 'Values of Gate' }).textContent()).toBe('audio/SPEAKERLEVEL 30 → 42');
    expect(await list.getByRole('list', { name: 'Values of Yard' }).textContent()).toBe('audio/SPEAKERLEVEL 40 → 42');
    const hall = list.getByRole('group', { name: 'Hall in this run' });
    expect(await hall.textContent()).toMatch(/FAILED at write: .*refused/);
    expect(await hall.getByRole('list', { name: 'Values of Hall' }).textContent()).toBe('audio/SPEAKERLEVEL (not read) → 42');

    await gate.getByRole('button', { name: 'script: ok' }).click();
    const detail = page.getByRole('region', { name: 'Script sent' });
    expect(await detail.locator('pre').textContent()).toContain('audio/SPEAKERLEVEL=42');
    expect(await detail.getByRole('heading').textContent()).toContain('in a fleet run');
    await run.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: screenshotPath('audit-fleet-run.png') });

    await run.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => run.getAttribute('aria-expanded')).toBe('false');
    expect(await gate.count()).toBe(0);
    expect(await page.content()).not.toContain(password);
    expect(problems).toEqual([]);
  }, 60_000);

  it('opens a run of 500 cameras with only the rows in view in the page', async () => {
    const time = new Date(Date.now() + 3_600_000).toISOString(); // the newest entry: the list's first row
    const lines: object[] = [{ kind: 'fleetRun', runId: 'big-run', time, source: 'cli', cameraCount: 500 }];
    for (let number = 1; number <= 500; number++) {
      const camera = { id: `cam-${number}`, label: `Door ${number}`, host: '127.0.0.1', port: 20000 + number };
      lines.push({ kind: 'fleetCamera', runId: 'big-run', time, source: 'cli', camera, outcome: { status: 'verified', message: '1 value(s) read back as written' }, changes: [{ section: 'audio', name: 'SPEAKERLEVEL', old: String(number % 100), new: '42' }], changesLeftOut: 0 });
    }
    appendFileSync(join(studio.folder, 'audit.jsonl'), lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const list = page.getByRole('list', { name: 'Audit log' });
    const run = list.getByRole('button', { name: /500 cameras/ });
    await run.click();
    await expect.poll(() => run.getAttribute('aria-expanded')).toBe('true');
    const doors = list.getByRole('group', { name: /^Door \d+ in this run$/ });
    await list.getByRole('group', { name: 'Door 1 in this run' }).waitFor();
    expect(await doors.count()).toBeLessThan(60);
    await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    const last = list.getByRole('group', { name: 'Door 500 in this run' });
    await expect.poll(() => last.textContent()).toContain('SPEAKERLEVEL 0 → 42');
    expect(await doors.count()).toBeLessThan(60);
    expect(problems).toEqual([]);
  }, 60_000);

  it('shows a script whose start is logged and whose end is not as outcome unknown, neither ok nor failed', async () => {
    const time = new Date(Date.now() + 7_200_000).toISOString(); // the newest entry: the list's first row
    const camera = { id: 'cam-1', label: 'Killed Gate', host: '127.0.0.1', port: cameras[0]!.port };
    const started = { kind: 'scriptStarted', scriptId: 'killed-1', time, source: 'studio', camera, operation: 'set parameters', script: 'helo\nwrite params\naudio/SPEAKERLEVEL=55\nquit\n' };
    appendFileSync(join(studio.folder, 'audit.jsonl'), `${JSON.stringify(started)}\n`);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const row = page.getByRole('list', { name: 'Audit log' }).getByRole('button', { name: /Killed Gate/ });
    await expect.poll(() => row.textContent()).toContain('outcome unknown');
    await row.click();
    const detail = page.getByRole('region', { name: 'Script sent' });
    await detail.getByText(/^outcome unknown: the studio stopped while it ran/).waitFor();
    expect(await detail.textContent()).toContain('audio/SPEAKERLEVEL=55');
    expect(problems).toEqual([]);
  }, 60_000);

  it('names a log file it had to leave out, and still lists the others', async () => {
    const oversized = join(studio.folder, 'audit.2.jsonl');
    writeFileSync(oversized, Buffer.alloc(auditLimits.maxFileBytes * 2 + 1, 0x20));
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'audit.2.jsonl' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(`Left out of the log: ${oversized}: it is larger than`);
    await page.getByRole('list', { name: 'Audit log' }).getByRole('button', { name: /500 cameras/ }).waitFor();
    expect(problems).toEqual([]);
  }, 60_000);
});

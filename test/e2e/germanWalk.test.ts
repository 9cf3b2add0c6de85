// A German walk of every view: the studio in German on a site with the simulated cameras and
// bus peers, each view opened in turn, and no English word shown (text, labels, titles), proper
// names aside (englishWords.ts).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioViews } from '../../src/renderer/studio/uiStore';
import { englishOnlyWords, englishWordsIn } from './englishWords';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { studioItself, type StudioServices } from '../../src/main/services/studioServices';
import { openWorkspace } from '../../src/main/workspace';
import { createTestStudioServices } from '../support/simulatedCameras';
import { openWebStudio, type WebStudio } from './webStudio';
import { screenshotPath } from './screenshots';

/**
 * What a person reads or hears on the page: the visible text and the texts of labels, titles and
 * placeholders, outside what the page marks as data (`translate="no"`: a camera's section and
 * parameter names and values, labels the technician gave, message paths), as translation tools read it.
 */
function shownTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const isData = (element: Element | null) => Boolean(element?.closest('[translate="no"]'));
    const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'];
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || isData(parent) || parent.closest('script, style, textarea, [hidden]')) continue;
      if (parent.checkVisibility && !parent.checkVisibility()) continue;
      texts.push(node.textContent ?? '');
    }
    // A title that repeats data the element shows (its value, a name marked as data) is data too.
    const repeatsData = (element: Element, text: string) =>
      (element as HTMLInputElement).value === text || [...element.querySelectorAll('[translate="no"]')].some((data) => data.textContent?.trim() === text.trim());
    // An element marked as data still names itself in words (a code view's label); its title repeats the data.
    for (const element of document.querySelectorAll('*')) {
      if (isData(element.parentElement)) continue;
      for (const name of attributes) {
        const text = element.getAttribute(name) ?? '';
        const isOwnDataTitle = name === 'title' && element.getAttribute('translate') === 'no';
        if (!isOwnDataTitle && !repeatsData(element, text)) texts.push(text);
      }
    }
    return texts.join('\n');
  });
}

/** What a site has after a day's work: a backup, a baseline the camera drifted from, a check run, their audit entries. */
async function withSiteHistory(services: StudioServices): Promise<string> {
  const [camera] = (await services.handlers['cameras.list']({}, studioItself)).cameras;
  if (!camera) throw new Error('the demo has no camera');
  expect((await services.handlers['fleet.backup']({ cameraIds: [camera.id] }, studioItself)).ok).toBe(1);
  await services.handlers['baseline.save']({ name: 'Audio Süd', text: 'SECTION audio\nSPEAKERLEVEL=17\nENDSECTION audio\n', groups: [] }, studioItself);
  const { run } = await services.handlers['baseline.check']({ baseline: 'Audio Süd', cameraIds: [camera.id], operationId: randomUUID() }, studioItself);
  expect(run.counts.drifted).toBe(1);
  return run.runId;
}

/** What a view shows once it is ready, where it lists no rows at first. */
const readyWhen: Partial<Record<(typeof studioViews)[number], string>> = { settings: 'input', fleet: 'input', history: 'button', audit: '[role="listitem"]', agent: 'input' };

let checkRunId = '';

/** Where a view shows more once the technician opens it: a baseline with its check run, the backups made, the fleet grid read. */
const deeper: Partial<Record<(typeof studioViews)[number], (page: Page) => Promise<void>>> = {
  history: async (page) => {
    await page.getByRole('button', { name: /^(Back up all 1 camera|Alle 1 Kamera sichern)$/ }).click();
    await page.locator('#view-panel .backup-results tbody tr').first().waitFor();
  },
  fleet: async (page) => {
    await page.locator('#view-panel input[type="checkbox"]').first().check();
    await page.getByRole('button', { name: /^(Read cameras|Kameras lesen)$/ }).click();
    await page.locator('#view-panel .fleet-grid-body [role="row"]').first().waitFor();
  },
  baseline: async (page) => {
    await page.getByRole('button', { name: 'Audio Süd' }).or(page.getByRole('link', { name: 'Audio Süd' })).first().click();
    const runs = page.locator('#view-panel select').filter({ has: page.locator(`option[value="${checkRunId}"]`) });
    await runs.selectOption(checkRunId);
    await page.locator('#view-panel .baseline-matrix [role="gridcell"]').first().waitFor();
  },
};

describe('a German walk of every view', () => {
  let folder: string;
  let services: StudioServices;
  let studio: WebStudio;
  const problems: string[] = [];
  const english = englishOnlyWords();

  beforeAll(async () => {
    // As `npm start` opens it: the simulated camera and bus peers, on a workspace.
    folder = mkdtempSync(join(tmpdir(), 'camconfig-e2e-german-walk-'));
    services = await createTestStudioServices({ demo: true, mode: 'web', workspace: await openWorkspace(folder, { kind: 'none' }) });
    checkRunId = await withSiteHistory(services);
    studio = await openWebStudio(services, problems, 20_000);
  }, 60_000);

  afterAll(async () => {
    await studio?.close();
    await services?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** Each view in turn, with the English words it shows. */
  async function walk(page: Page, language: string): Promise<Record<string, string[]>> {
    const found: Record<string, string[]> = {};
    for (const view of studioViews) {
      await page.locator(`#tab-${view}`).click();
      await page.locator(`#tab-${view}[aria-selected="true"]`).waitFor();
      // A view shows rows once it has read what it lists; the settings view shows its fields.
      await page.locator('#view-panel').locator(readyWhen[view] ?? 'tbody tr, [role="row"], [role="treeitem"]').filter({ visible: true }).first().waitFor();
      await deeper[view]?.(page);
      const words = englishWordsIn(await shownTexts(page), english);
      if (words.length > 0) found[view] = words;
      await page.screenshot({ path: screenshotPath(`walk-${language}-${view}.png`), fullPage: true });
    }
    return found;
  }

  /** Each dialog the views and the sidebar open, by the German name of what opens it, and the English words it shows. */
  async function walkDialogs(page: Page): Promise<Record<string, string[]>> {
    const openers: Array<[view: (typeof studioViews)[number], opener: string]> = [
      ['editor', 'Kameraliste importieren…'],
      ['editor', 'Kameras im Netz finden…'],
      ['baseline', 'Von Kamera…'],
      ['baseline', 'Auf Soll-Konfiguration zurücksetzen…'],
      ['baseline', 'Bericht speichern…'],
    ];
    const found: Record<string, string[]> = {};
    for (const [view, opener] of openers) {
      await page.locator(`#tab-${view}`).click();
      await deeper[view]?.(page);
      await page.getByRole('button', { name: opener, exact: true }).or(page.getByRole('link', { name: opener, exact: true })).first().click();
      const dialog = page.getByRole('dialog').filter({ visible: true }).first();
      await dialog.waitFor();
      const words = englishWordsIn(await shownTexts(page), english);
      if (words.length > 0) found[opener] = words;
      await page.screenshot({ path: screenshotPath(`walk-de-dialog-${view}-${found[opener] ? 'english' : 'german'}-${openers.findIndex(([, name]) => name === opener)}.png`) });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    return found;
  }

  it('finds the English words where the studio speaks English (the walk can see them)', async () => {
    const found = await walk(studio.page, 'en');
    expect(Object.keys(found)).toEqual([...studioViews]);
  }, 120_000);

  it('finds no English word in any view', async () => {
    const { page } = studio;
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('combobox', { name: 'Sprache' }).waitFor();
    expect.soft(await walk(page, 'de')).toEqual({});
    expect.soft(await walkDialogs(page)).toEqual({});
    expect(problems).toEqual([]);
  }, 120_000);
});

// The Configuration tab's text mode and command console in real Chromium (web mode), against a
// simulated camera on 127.0.0.1 that the test also reads directly over plain HTTP: an edit in
// the text becomes a script with only that parameter, and only that parameter changes on the
// camera; the console completes section names and highlights the ERROR: line of a bad command.
// Monaco runs under the studio's CSP with its worker from our own files: no CSP violation or
// console error may appear. Screenshots go to test-results/screenshots/ (`npm run screenshots`
// copies the ones docs/ shows).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedCamera } from '../../src/main/simulator/camera';
import { launchChromium, newStudioPage, watchForProblems } from './chromium';
import { startStudio, type RunningStudio } from './studioProcess';
import { screenshotPath } from './screenshots';
import { camconfigArgs, newSimulatedCamera } from '../support/simulatedCameras';

let camera: SimulatedCamera;
let cameraPort: number;
let studio: RunningStudio;
let browser: Browser;
let page: Page;
const problems: string[] = [];
const workers: string[] = [];

beforeAll(async () => {
  camera = newSimulatedCamera();
  cameraPort = (await camera.start(0)).port;
  studio = await startStudio(camconfigArgs('serve', ['--port', '0', '--no-demo', '--camera', `127.0.0.1:${cameraPort}`]), { ...process.env, CAMCONFIG_PASSWORD: 'meinsm' });
  browser = await launchChromium();
  page = await newStudioPage(browser);
  watchForProblems(page, problems, { requests: true });
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto(studio.url);
  await page.getByRole('navigation', { name: 'Cameras and message bus' }).getByRole('option').first().getByText('online').waitFor();
});

afterAll(async () => {
  await browser?.close();
  await studio?.stop();
  await camera?.stop();
});

/** Every `section/NAME=value` of the camera, read with a plain HTTP request (not through the studio). */
async function readCameraDirectly(): Promise<Map<string, string>> {
  const answer = await fetch(`http://127.0.0.1:${cameraPort}/admin/remoteconfig`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('admin:meinsm').toString('base64')}` },
    body: 'helo\nview\nquit\n',
  });
  expect(answer.status).toBe(200);
  const values = new Map<string, string>();
  let section: string | null = null;
  for (const line of (await answer.text()).split(/\r?\n/)) {
    const header = /^SECTION (\S+)$/.exec(line);
    if (header) section = header[1]!;
    else if (line.startsWith('ENDSECTION')) section = null;
    else if (section !== null && !line.startsWith('#') && line.includes('=')) values.set(`${section}/${line.slice(0, line.indexOf('='))}`, line.slice(line.indexOf('=') + 1));
  }
  return values;
}

/**
 * Controls of the mode panel without an accessible name (aria-label, aria-labelledby, a <label>,
 * or their text); hidden ones (Monaco's aria-hidden IME area, its hidden hover) are not in the accessibility tree.
 */
function unnamedControls(): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('#config-mode-panel :is(button, [role="tab"], input, select, textarea, [tabindex="0"])')]
      .filter((element) => !element.closest('[aria-hidden="true"]') && (element as HTMLElement).checkVisibility())
      .filter((element) => {
        const labelledBy = element.getAttribute('aria-labelledby');
        const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])].map((label) => label.textContent).join(' ') : '';
        const name = element.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ?? (labels || element.textContent);
        return !name || name.trim() === '';
      })
      .map((element) => element.outerHTML.slice(0, 100)),
  );
}

function differences(before: Map<string, string>, after: Map<string, string>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((key) => before.get(key) !== after.get(key)).map((key) => `${key}: ${before.get(key)} -> ${after.get(key)}`);
}

/** The visible text of a Monaco editor's lines (Monaco renders spaces as no-break spaces). */
async function editorLines(host: ReturnType<Page['getByRole']>): Promise<string[]> {
  const lines = await host.locator('.view-line').evaluateAll((elements) =>
    elements.sort((a, b) => parseFloat((a as HTMLElement).style.top) - parseFloat((b as HTMLElement).style.top)).map((element) => element.textContent ?? ''),
  );
  return lines.map((line) => line.replace(/\u00a0/g, ' '));
}

describe('text mode (Monaco) in Chromium', () => {
  it('edits one value, shows it in the diff and the script, applies only that parameter', async () => {
    const before = await readCameraDirectly();
    const oldLevel = before.get('audio/SPEAKERLEVEL');
    expect(oldLevel).toBeDefined();
    const newLevel = oldLevel === '73' ? '74' : '73';

    await page.getByRole('tab', { name: 'Text' }).click();
    const editor = page.getByRole('group', { name: 'Configuration text' });
    await editor.locator('.view-line').first().waitFor();
    await editor.locator('.view-lines').click();
    // The find widget selects the first match after the cursor: audio's, the first section with it.
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Control+F');
    await page.keyboard.type('SPEAKERLEVEL=');
    await page.keyboard.press('Escape');
    await page.keyboard.press('End');
    for (let index = 0; index < oldLevel!.length; index++) await page.keyboard.press('Backspace');
    await page.keyboard.type(newLevel);
    await page.getByText('Edited: not sent to the camera').waitFor();

    await page.getByRole('button', { name: 'Compare with camera' }).click();
    const diff = page.getByRole('group', { name: "Differences from the camera's configuration" });
    await diff.locator('.char-insert, .line-insert').first().waitFor();
    // The diff is computed in Monaco's editor worker, started from our own file (worker-src 'self').
    expect(workers).toEqual([expect.stringMatching(new RegExp(`^${new URL(studio.url).origin}/assets/editor\\.worker-[\\w-]+\\.js$`))]);
    await diff.locator('.view-line', { hasText: `SPEAKERLEVEL=${newLevel}` }).first().waitFor();
    await page.screenshot({ path: screenshotPath('config-text-diff.png') });

    await page.getByRole('button', { name: 'Review changes' }).click();
    const changes = page.getByRole('list', { name: 'Parameter changes' }).getByRole('listitem');
    await expect.poll(() => changes.allTextContents()).toEqual([`audio/SPEAKERLEVEL: ${oldLevel} → ${newLevel}`]);
    const script = page.getByRole('group', { name: 'Command script to be sent' });
    await script.locator('.view-line', { hasText: `audio/SPEAKERLEVEL=${newLevel}` }).waitFor();
    await expect(editorLines(script)).resolves.toEqual(['helo', 'write params', `audio/SPEAKERLEVEL=${newLevel}`, 'quit', '']);
    // The command grammar at work: a command in the light theme's command colour (#1d4ed8).
    // Monaco redraws the line once its tokens are known: find the span and read its colour in one call, until it is drawn.
    const heloColour = () =>
      script.evaluate((view) => {
        const helo = [...view.querySelectorAll('.view-line span span')].find((span) => span.textContent === 'helo');
        return helo ? getComputedStyle(helo).color : 'no helo token drawn';
      });
    await expect.poll(heloColour).toBe('rgb(29, 78, 216)');
    await page.screenshot({ path: screenshotPath('config-text-review.png') });
    await expect(unnamedControls()).resolves.toEqual([]);

    await page.getByRole('button', { name: /^Apply 1 change to/ }).click();
    await page.getByRole('status').filter({ hasText: 'The command ran: the camera confirmed it.' }).waitFor();
    expect(differences(before, await readCameraDirectly())).toEqual([`audio/SPEAKERLEVEL: ${oldLevel} -> ${newLevel}`]);
    await page.getByText('No edits.').waitFor();
    // The parameter view was read again too: it shows what the camera now holds.
    await page.getByRole('tab', { name: 'Parameters', exact: true }).click();
    await expect.poll(() => page.getByRole('slider', { name: 'audio/SPEAKERLEVEL' }).inputValue()).toBe(newLevel);
    await page.getByRole('tab', { name: 'Text', exact: true }).click();
  });

  it('names the line of an edited text that does not parse', async () => {
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('group', { name: 'Configuration text' });
    await editor.locator('.view-lines').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('stray line');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Review changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Cannot compare' }).textContent()).resolves.toMatch(/the edited text, line 1: expected SECTION <name>, an empty line or a # comment: 'stray line'/);
    await page.getByRole('button', { name: 'Discard edits' }).click();
    await page.getByText('No parameter differs').waitFor();
  });
});

describe('command console (Monaco) in Chromium', () => {
  it('completes a section name, runs the script and highlights the ERROR: line of a bad command', async () => {
    await page.getByRole('tab', { name: 'Console', exact: true }).click();
    const editor = page.getByRole('group', { name: 'Command script' });
    await editor.locator('.view-line').first().waitFor();
    await page.getByText(/\d+ sections known/).waitFor();
    await editor.locator('.view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('view section au');
    await page.keyboard.press('Control+Space');
    const suggestion = page.locator('.suggest-widget .monaco-list-row', { hasText: 'audio' });
    await suggestion.first().waitFor();
    await page.screenshot({ path: screenshotPath('console-completion.png') });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await page.keyboard.type('view section nosuchsection');
    await page.keyboard.press('Escape');
    // Monaco renders typed text on the next animation frame.
    await editor.locator('.view-line', { hasText: 'view section nosuchsection' }).waitFor();
    await expect(editorLines(editor)).resolves.toEqual(['view section audio', 'view section nosuchsection']);

    await page.getByRole('button', { name: 'Run' }).click();
    const commands = page.getByRole('list', { name: 'Commands and answers' });
    const bad = commands.getByRole('listitem', { name: 'view section nosuchsection: ERROR' });
    await bad.waitFor();
    const audio = commands.getByRole('listitem', { name: 'view section audio: ran' });
    await audio.getByText('SPEAKERLEVEL=', { exact: false }).waitFor();
    // The transcript grammar at work: the listing's SECTION line and parameter names get their tokens.
    await expect(audio.locator('.code-line').first().getAttribute('data-token')).resolves.toBe('keyword.block');
    await expect(audio.locator('.token-variable-parameter').first().textContent()).resolves.toBe('SPEAKER');
    const errorLine = bad.locator('.transcript-error-line');
    await expect(errorLine.textContent()).resolves.toBe('ERROR: unknown section nosuchsection\n');
    const background = await errorLine.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(254, 226, 226)');
    await expect(page.getByRole('alert').filter({ hasText: 'Not done as a whole' }).textContent()).resolves.toMatch(/1 of 2 commands confirmed as run/);
    await expect(unnamedControls()).resolves.toEqual([]);
    await bad.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('console-transcript.png') });
  });

  it('follows the dark theme in the editor', async () => {
    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    const background = await page
      .getByRole('group', { name: 'Command script' })
      .locator('.monaco-editor-background')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(30, 41, 59)');
    await page.screenshot({ path: screenshotPath('console-dark.png') });
    await page.getByRole('button', { name: 'Light', exact: true }).click();
  });

  it('raised no CSP violation, console error or failed request', () => {
    expect(problems).toEqual([]);
  });
});

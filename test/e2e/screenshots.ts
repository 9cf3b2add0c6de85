// Where e2e tests write their screenshots: test-results/screenshots/ (ignored by git), so a test
// run changes no tracked file. The ones docs/ shows are copied into docs/screenshots/ by
// `npm run screenshots` (scripts/screenshots.mjs), which reads this folder.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const screenshotDir = join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

/** The path to give page.screenshot() for `fileName` (a plain name such as 'fleet-apply.png'). */
export function screenshotPath(fileName: string): string {
  if (!/^[\w.-]+\.png$/.test(fileName)) throw new Error(`screenshot name '${fileName}' is not a plain file name ending in .png`);
  mkdirSync(screenshotDir, { recursive: true });
  return join(screenshotDir, fileName);
}

// Every ```console example of README.md and docs/ runs as written (docs/doc-tests.md): one
// test per block, named by page and line, the blocks of a page in order against the page's
// own simulated cameras and temporary folder.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { consoleBlocks } from './consoleBlocks';
import { DocPage, linkCommands, repoRoot } from './docPage';

/** README.md and every page under docs/ that holds a console block. */
export function pagesWithExamples(): string[] {
  const pages = [join(repoRoot, 'README.md')];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(folder, entry.name));
      else if (entry.name.endsWith('.md')) pages.push(join(folder, entry.name));
    }
  };
  walk(join(repoRoot, 'docs'));
  return pages.filter((page) => consoleBlocks(page, readFileSync(page, 'utf8')).length > 0).sort();
}

const prefix = mkdtempSync(join(tmpdir(), 'camconfig-doc-npm-prefix-'));
let binDir = '';
beforeAll(() => {
  binDir = linkCommands(prefix);
});
afterAll(() => rmSync(prefix, { recursive: true, force: true }));

for (const file of pagesWithExamples()) {
  const blocks = consoleBlocks(file, readFileSync(file, 'utf8'));
  describe(file.slice(repoRoot.length + 1), () => {
    let page: DocPage | null = null;
    beforeAll(async () => {
      page = await DocPage.open(file, binDir);
    });
    afterAll(async () => {
      await page?.close();
    });
    for (const block of blocks) {
      it(`example at line ${block.line}`, async () => {
        if (!page) throw new Error('the page did not open (see beforeAll)');
        await page.runBlock(block);
      }, 120_000);
    }
  });
}

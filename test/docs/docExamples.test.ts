// Every ```console example of README.md and docs/ runs as written (docs/doc-tests.md): one
// test per block, named by page and line, the blocks of a page in order against the page's
// own simulated cameras and temporary folder.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleBlocks, fencedBlocks } from './consoleBlocks';
import { DocPage, documentationPages, linkCommands, pagesWithExamples, repoRoot } from './docPage';

let prefix = '';
let binDir = '';
beforeAll(() => {
  prefix = mkdtempSync(join(tmpdir(), 'camconfig-doc-npm-prefix-'));
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

describe('no example escapes the run', () => {
  it('a $ prompt appears only in console blocks (or text / markdown blocks, shown on purpose)', () => {
    const untested = documentationPages().flatMap((file) =>
      fencedBlocks(file, readFileSync(file, 'utf8'))
        .filter((block) => !['console', 'text', 'markdown'].includes(block.info))
        .flatMap((block) => block.body.filter((line) => line.text.startsWith('$ ')).map((line) => `${file.slice(repoRoot.length + 1)}:${line.line}: ${line.text}`)),
    );
    expect(untested, 'fence these examples as console (docs/doc-tests.md)').toEqual([]);
  });
});

// `npm run screenshots`: refreshes the screenshots the docs show. Tests write screenshots only
// to test-results/screenshots/ (ignored by git), so a test run changes no tracked file; this
// runs the e2e tests that take the screenshots docs/ and README.md refer to, then copies exactly
// those files into docs/screenshots/. A screenshot a benchmark takes (bench/*.bench.ts) is left
// to `npm run bench`. Nothing is copied when a test fails or a referenced screenshot is missing.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const docsDir = 'docs';
const targetDir = join(docsDir, 'screenshots');
const takenDir = join('test-results', 'screenshots'); // test/e2e/screenshots.ts writes here
const screenshotReference = /screenshots\/([\w.-]+\.png)/g;

/** Every .md file under `dir`, recursively. */
function markdownFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** Screenshot file name -> the first document that shows it. */
function referencedScreenshots() {
  const shownIn = new Map();
  for (const file of ['README.md', ...markdownFiles(docsDir)]) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(screenshotReference)) if (!shownIn.has(name)) shownIn.set(name, file);
  }
  return shownIn;
}

/** Screenshot file name -> the files in `dir` whose text names it (`pattern` captures the name). */
function takers(dir, suffix, pattern) {
  const byName = new Map();
  for (const file of readdirSync(dir).filter((name) => name.endsWith(suffix))) {
    const path = join(dir, file);
    for (const [, name] of readFileSync(path, 'utf8').matchAll(pattern)) byName.set(name, [...(byName.get(name) ?? []), path]);
  }
  return byName;
}

function fail(line) {
  console.error(`screenshots: ${line}`);
  process.exit(1);
}

const shownIn = referencedScreenshots();
const byTests = takers(join('test', 'e2e'), '.test.ts', /screenshotPath\('([\w.-]+\.png)'\)/g);
const byBenches = takers('bench', '.bench.ts', screenshotReference);

const fromTests = [];
for (const [name, doc] of shownIn) {
  if (byBenches.has(name)) console.log(`screenshots: ${name} (${doc}) is taken by ${byBenches.get(name).join(', ')}: refresh it with npm run bench`);
  else if (byTests.has(name)) fromTests.push(name);
  else fail(`${doc} shows screenshots/${name}, but no e2e test takes it (no screenshotPath('${name}') in test/e2e/)`);
}
const testFiles = [...new Set(fromTests.flatMap((name) => byTests.get(name)))].sort();

// Taken anew in this run, never an older file left in test-results/.
for (const name of fromTests) rmSync(join(takenDir, name), { force: true });
ensureChromium();
console.log(`screenshots: running ${testFiles.length} e2e test files for ${fromTests.length} screenshots`);
const run = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...testFiles], { stdio: 'inherit' });
if (run.status !== 0) fail(`the e2e tests failed (exit ${run.status}); ${targetDir}/ is left unchanged`);

const missing = fromTests.filter((name) => !existsSync(join(takenDir, name)));
if (missing.length > 0) fail(missing.map((name) => `${shownIn.get(name)} shows screenshots/${name}, but the tests did not write ${join(takenDir, name)}`).join('\nscreenshots: '));
for (const name of fromTests) copyFileSync(join(takenDir, name), join(targetDir, name));
console.log(`screenshots: copied ${fromTests.length} screenshots into ${targetDir}/`);

const unshown = readdirSync(targetDir).filter((name) => name.endsWith('.png') && !shownIn.has(name));
for (const name of unshown) console.log(`screenshots: note: ${relative('.', join(targetDir, name))} is shown in no document`);

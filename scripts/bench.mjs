// `npm run bench`: runs every bench/*.bench.ts (bundled with esbuild, run by Node, one at a
// time so they do not compete for the two cores) and writes docs/benchmarks.md.
// `npm run bench -- NAME` runs only the bench files whose name contains NAME. The results are
// merged into the file by section (bench/lib/benchmarksFile.ts): a section this run did not
// measure (another bench, or one that failed) keeps its previous text.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { chromiumPath, ensureChromium } from './ensure-chromium.mjs';
import { ensureDebianTools } from './ensure-debian-tools.mjs';

const filter = process.argv[2];
const files = readdirSync('bench').filter((f) => f.endsWith('.bench.ts')).sort();
const selected = files.filter((f) => !filter || f.includes(filter));
const needChromium = selected.filter((f) => /chromium/i.test(readFileSync(`bench/${f}`, 'utf8')));
if (needChromium.length > 0 && !ensureChromium()) {
  console.error(`bench: ${needChromium.join(', ')} measure the studio in Chromium, which is not at ${chromiumPath}: install Debian's chromium package (or set CHROMIUM_PATH), or run the others alone (npm run bench -- NAME); nothing was measured`);
  process.exit(1);
}
// The report bench draws its first page with pdftoppm; the site benches serve a remote with git
// daemon. A tool that is missing and cannot be installed is named here, before the bench that needs it fails.
ensureDebianTools();
mkdirSync('.tmp/bench', { recursive: true });
spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });

const sections = {};
for (const file of selected) {
  console.log(`bench: ${file}`);
  const outfile = resolve(`.tmp/bench/${file.replace(/\.ts$/, '.mjs')}`);
  await build({ entryPoints: [`bench/${file}`], outfile, bundle: true, format: 'esm', platform: 'node', target: 'node20', packages: 'external', logLevel: 'error' });
  const runner = `const m = await import(${JSON.stringify(pathToFileURL(outfile).href)}); const s = await m.default(); process.stdout.write('\\n@@SECTION@@' + JSON.stringify(s));`;
  const result = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', runner], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
  const marker = result.stdout.lastIndexOf('@@SECTION@@');
  if (result.status !== 0 || marker < 0) {
    console.error(`bench: ${file} failed (exit ${result.status})`);
    process.exitCode = 1;
    continue;
  }
  sections[file] = JSON.parse(result.stdout.slice(marker + '@@SECTION@@'.length));
  console.log(sections[file].body);
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const date = new Date().toISOString().slice(0, 10);
const header = `# Benchmarks

Written by \`npm run bench\` (scripts/bench.mjs) on ${date}, Node ${process.version}, ${cpus().length} x ${cpu}.
Every figure is a median over several rounds and stands beside a baseline measured in the
same run on the same machine; compare the ratios, not the absolute numbers, across machines.
`;
const mergerFile = resolve('.tmp/bench/benchmarksFile.mjs');
await build({ entryPoints: ['bench/lib/benchmarksFile.ts'], outfile: mergerFile, bundle: true, format: 'esm', platform: 'node', target: 'node20', logLevel: 'error' });
const { mergeBenchmarks } = await import(pathToFileURL(mergerFile).href);
const resultsFile = 'docs/benchmarks.md';
const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : undefined;
writeFileSync(resultsFile, mergeBenchmarks(previous, { files, measured: sections, header, date, command: `npm run bench${filter ? ` -- ${filter}` : ''}` }));
console.log(`bench: ${resultsFile} written (${Object.keys(sections).length} of ${files.length} section(s) measured in this run, the others kept)`);

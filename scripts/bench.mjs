// `npm run bench`: runs every bench/*.bench.ts (bundled with esbuild, run by Node, one at a
// time so they do not compete for the two cores) and writes docs/benchmarks.md.
// `npm run bench -- NAME` runs only the bench files whose name contains NAME (and does not
// rewrite the other sections: their previous text is kept).
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const filter = process.argv[2];
const files = readdirSync('bench').filter((f) => f.endsWith('.bench.ts')).sort();
const selected = files.filter((f) => !filter || f.includes(filter));
mkdirSync('.tmp/bench', { recursive: true });
spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });

const sectionsFile = '.tmp/bench/sections.json';
const sections = existsSync(sectionsFile) ? JSON.parse(readFileSync(sectionsFile, 'utf8')) : {};
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
writeFileSync(sectionsFile, JSON.stringify(sections, null, 2));

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const header = `# Benchmarks

Written by \`npm run bench\` (scripts/bench.mjs) on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} x ${cpu}.
Every figure is a median over several rounds and stands beside a baseline measured in the
same run on the same machine; compare the ratios, not the absolute numbers, across machines.
`;
const body = files.filter((f) => sections[f]).map((f) => `## ${sections[f].title}\n\n_Source: bench/${f}_\n\n${sections[f].body}\n`).join('\n');
writeFileSync('docs/benchmarks.md', `${header}\n${body}`);
console.log('bench: docs/benchmarks.md written');

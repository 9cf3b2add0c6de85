// The merge of a bench run into docs/benchmarks.md: a run replaces only the sections it
// measured; every other section, and the header of the last full run, stay as they were.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mergeBenchmarks, splitBenchmarks, type BenchRun } from '../../bench/lib/benchmarksFile';

const files = ['a.bench.ts', 'b.bench.ts', 'c.bench.ts'];
const oldHeader = '# Benchmarks\n\nWritten by `npm run bench` on 2026-11-01.\n';
const newHeader = '# Benchmarks\n\nWritten by `npm run bench` on 2026-11-25.\n';
const previous = [
  oldHeader,
  '## A old\n\n_Source: bench/a.bench.ts_\n\n| a | 1 |\n',
  '## B old\n\n_Source: bench/b.bench.ts (run on 2026-11-02 with `npm run bench -- b`)_\n\n| b | 2 |\n',
  '## C old\n\n_Source: bench/c.bench.ts_\n\n| c | 3 |\n',
].join('\n');

function run(measured: BenchRun['measured'], command = 'npm run bench -- b'): BenchRun {
  return { files, measured, header: newHeader, date: '2026-11-25', command };
}

describe('mergeBenchmarks', () => {
  it('a partial run replaces its section, noting when and how it ran, and keeps the others and the header', () => {
    const merged = mergeBenchmarks(previous, run({ 'b.bench.ts': { title: 'B new', body: '| b | 20 |\n' } }));
    expect(merged).toBe(
      [
        oldHeader,
        '## A old\n\n_Source: bench/a.bench.ts_\n\n| a | 1 |\n',
        '## B new\n\n_Source: bench/b.bench.ts (run on 2026-11-25 with `npm run bench -- b`)_\n\n| b | 20 |\n',
        '## C old\n\n_Source: bench/c.bench.ts_\n\n| c | 3 |\n',
      ].join('\n'),
    );
  });

  it('a full run writes every section and the new header, without run notes', () => {
    const measured = Object.fromEntries(files.map((file) => [file, { title: file.toUpperCase(), body: `| ${file} |` }]));
    const merged = mergeBenchmarks(previous, run(measured, 'npm run bench'));
    expect(merged.startsWith(`${newHeader}\n## A.BENCH.TS\n\n_Source: bench/a.bench.ts_\n\n| a.bench.ts |\n\n## B.BENCH.TS`)).toBe(true);
    expect(merged).not.toContain('run on');
    expect(splitBenchmarks(merged).sections.map((section) => section.file)).toEqual(files);
  });

  it('keeps a section whose bench file is gone, and starts a file when there was none', () => {
    const withOrphan = `${previous}\n## Z\n\n_Source: bench/z.bench.ts_\n\n| z |\n`;
    expect(mergeBenchmarks(withOrphan, run({}))).toBe(withOrphan);
    expect(mergeBenchmarks(undefined, run({ 'c.bench.ts': { title: 'C', body: '| c |' } }))).toBe(`${newHeader}\n## C\n\n_Source: bench/c.bench.ts (run on 2026-11-25 with \`npm run bench -- b\`)_\n\n| c |\n`);
  });

  it('a run that measured nothing leaves docs/benchmarks.md byte for byte as it is', () => {
    const text = readFileSync('docs/benchmarks.md', 'utf8');
    const benchFiles = splitBenchmarks(text).sections.map((section) => section.file!);
    expect(benchFiles.length).toBeGreaterThan(1);
    expect(mergeBenchmarks(text, { files: benchFiles, measured: {}, header: newHeader, date: '2026-11-25', command: 'npm run bench -- none' })).toBe(text);
  });
});

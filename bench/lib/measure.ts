// Shared benchmark helpers. Machines here are noisy: every figure is a median over several
// rounds, and each one is reported beside a baseline measured in the same run.

export interface Sample {
  /** Median of the per-round values. */
  median: number;
  /** All per-round values, sorted. */
  rounds: number[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** Runs `fn` for `rounds` rounds (after one warm-up round) and returns the median milliseconds per round. */
export async function timeRounds(fn: () => unknown | Promise<unknown>, rounds = 7): Promise<Sample> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: median(times), rounds: times };
}

/** Operations per second of `fn` run `opsPerRound` times a round, median over rounds. */
export async function opsPerSecond(fn: () => unknown, opsPerRound: number, rounds = 7): Promise<number> {
  const sample = await timeRounds(() => {
    for (let i = 0; i < opsPerRound; i++) fn();
  }, rounds);
  return (opsPerRound / sample.median) * 1000;
}

export function formatNumber(value: number, digits = 0): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/** One row of a result table: our figure beside its baseline. */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  baselineName: string;
  baseline: number;
  /** How to read the ratio, e.g. 'lower is better'. */
  better: 'higher' | 'lower';
  digits?: number;
}

export function table(rows: BenchRow[]): string {
  const header = '| measurement | result | baseline | baseline result | ratio (result / baseline) |\n|---|---|---|---|---|';
  const lines = rows.map((row) => {
    const ratio = row.baseline === 0 ? 'n/a' : (row.value / row.baseline).toFixed(2);
    const digits = row.digits ?? 0;
    return `| ${row.name} | ${formatNumber(row.value, digits)} ${row.unit} (${row.better} is better) | ${row.baselineName} | ${formatNumber(row.baseline, digits)} ${row.unit} | ${ratio} |`;
  });
  return [header, ...lines].join('\n');
}

/** What a bench file's default export returns: one section of docs/benchmarks.md. */
export interface BenchSection {
  title: string;
  /** Markdown: what is measured, how, and the table. */
  body: string;
}

// How fast the remote configuration core reads a large configuration: parseConfig on a
// ~1 MB `view configfile` text and parseResponse on the camera's answer carrying it, each
// beside a plain `text.split('\n')` of the same text in the same run.
import { cpus, loadavg } from 'node:os';
import { parseConfig, serializeConfig } from '../src/shared/remoteconfig/configText';
import { parseResponse } from '../src/shared/remoteconfig/responseParser';
import type { BenchRow, BenchSection } from './lib/measure';
import { formatNumber, median, table } from './lib/measure';

const targetBytes = 1_000_000;
const rounds = 9;

// A fixed-seed generator so every run measures the same text.
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const sectionKinds = ['audio', 'network', 'sip', 'video', 'event', 'io', 'storage', 'user', 'timestamp', 'display'];
const paramStems = ['ENABLE', 'LEVEL', 'MODE', 'NAME', 'ADDRESS', 'PORT', 'TIMEOUT', 'DISPLAY', 'ACTION', 'SCHEDULE', 'COMMENT', 'URL'];
const textValues = [
  'Haustür Süd',
  'Eingang: Büro 2. OG',
  'sip:201@pbx.example.local;transport=udp',
  'http://10.0.0.5/record?cam=1&mode=on',
  'Mo-Fr 07:00-18:30, Sa 09:00-12:00',
  'key=value; other=thing',
  'Grüße aus München',
  '',
];

function generateConfigFile(random: () => number): string {
  const lines = ['#:MX-V4.4.2.69'];
  let bytes = lines[0]!.length + 1;
  for (let index = 0; bytes < targetBytes; index++) {
    const kind = sectionKinds[index % sectionKinds.length]!;
    const name = `${kind}_${index}`;
    const section = [`SECTION ${name}`];
    const paramCount = 5 + Math.floor(random() * 40);
    for (let p = 0; p < paramCount; p++) {
      const stem = paramStems[p % paramStems.length]!;
      const value = random() < 0.5 ? String(Math.floor(random() * 100_000)) : textValues[Math.floor(random() * textValues.length)]!;
      section.push(`${stem}_${p}=${value}`);
    }
    section.push(`ENDSECTION ${name}`);
    for (const line of section) bytes += line.length + 1;
    lines.push(...section);
  }
  return lines.join('\n') + '\n';
}

function cameraAnswer(configFile: string): string {
  return `#read::\n#read:helo:\n#read:view configfile:\n#exec cmd=view configfile\n${configFile}#read:quit:\nOK\n#bye\n`;
}

// Baseline and subject alternate round by round, each after a forced GC when available, so
// both run under the same heap and machine load; returns the two median milliseconds.
function interleaved(baseline: () => unknown, subject: () => unknown): [number, number] {
  const gc = (globalThis as { gc?: () => void }).gc ?? ((): void => {});
  const time = (fn: () => unknown): number => {
    gc();
    const start = performance.now();
    fn();
    return performance.now() - start;
  };
  time(baseline);
  time(subject);
  const baselineTimes: number[] = [];
  const subjectTimes: number[] = [];
  for (let round = 0; round < rounds; round++) {
    baselineTimes.push(time(baseline));
    subjectTimes.push(time(subject));
  }
  return [median(baselineTimes), median(subjectTimes)];
}

function megabytesPerSecond(bytes: number, milliseconds: number): number {
  return bytes / 1e6 / (milliseconds / 1000);
}

interface HeapFigures {
  parsed: number;
  /** The same parse after every section's parameters were read (built from the offsets parseConfig keeps). */
  read: number;
  split: number;
}

// Memory held by a result, measured as growth of heapUsed plus ArrayBuffer memory (typed
// arrays live outside the JS heap) across forced collections. Only available when Node runs
// with --expose-gc (scripts/bench.mjs does).
function retainedHeap(text: string): HeapFigures | null {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return null;
  const used = (): number => {
    gc();
    gc();
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.arrayBuffers;
  };
  const measure = (build: () => unknown): number => {
    const before = used();
    const kept = build();
    const after = used();
    if (kept === undefined) throw new Error('unreachable');
    return after - before;
  };
  const parsedAndRead = (): unknown => {
    const config = parseConfig(text);
    for (const section of config.sections) if (section.params.length < 0) throw new Error('unreachable');
    return config;
  };
  return { parsed: measure(() => parseConfig(text)), read: measure(parsedAndRead), split: measure(() => text.split('\n')) };
}

export default async function bench(): Promise<BenchSection> {
  const configFile = generateConfigFile(seededRandom(42));
  const answer = cameraAnswer(configFile);
  const config = parseConfig(configFile);
  if (serializeConfig(config) !== configFile) throw new Error('parse/serialize round trip failed on the bench text');
  const paramCount = config.sections.reduce((sum, section) => sum + section.params.length, 0);

  const [splitConfig, parse] = interleaved(() => configFile.split('\n'), () => parseConfig(configFile));
  const [splitForSerialize, serialize] = interleaved(() => configFile.split('\n'), () => serializeConfig(config));
  const [splitAnswer, response] = interleaved(() => answer.split('\n'), () => parseResponse(answer));

  const rows: BenchRow[] = [
    row('parseConfig', configFile.length, parse, splitConfig),
    row('serializeConfig (same config)', configFile.length, serialize, splitForSerialize),
    row('parseResponse (view configfile answer)', answer.length, response, splitAnswer),
  ];
  const heap = retainedHeap(configFile);
  const perByte = (bytes: number): string => formatNumber(bytes / configFile.length, 1);
  const heapText = heap
    ? `\n\nHeap held after parsing (heapUsed growth across forced GCs, with ArrayBuffer memory): parseConfig keeps ${formatNumber(heap.parsed / 1e6, 1)} MB ` +
      `(${perByte(heap.parsed)} bytes per byte of text), \`split('\\n')\` keeps ${formatNumber(heap.split / 1e6, 1)} MB ` +
      `(${perByte(heap.split)} bytes per byte); ratio ${(heap.parsed / heap.split).toFixed(2)}. parseConfig keeps where each NAME=value line ` +
      `starts and where its \`=\` is, and builds a section's parameter objects the first time they are read; once every section's parameters ` +
      `were read the same parse holds ${formatNumber(heap.read / 1e6, 1)} MB (${perByte(heap.read)} bytes per byte). Either way the parse keeps the ` +
      `text itself alive (its values are slices of it), which the figures do not count: the text was allocated before.`
    : '\n\nHeap figures need `node --expose-gc` (scripts/bench.mjs passes it); not measured in this run.';
  const goals = heap
    ? `\n\nGoals (issue 22): parseConfig at least 0.33 of \`split('\\n')\`: ${goalText(parse, splitConfig, 0.33)}; parseResponse at least 0.25: ` +
      `${goalText(response, splitAnswer, 0.25)}; parseConfig holding at most 2 bytes per byte of text: ${heap.parsed / configFile.length <= 2 ? 'met' : 'not met'} ` +
      `(${perByte(heap.parsed)}).`
    : '';

  const body =
    `A generated \`view configfile\` text of ${formatNumber(configFile.length / 1e6, 2)} MB (${formatNumber(config.sections.length)} sections, ` +
    `${formatNumber(paramCount)} parameters; values with umlauts, \`=\`, \`:\` and spaces) is read by \`parseConfig\` (full model with ` +
    `name checks and layout for byte-exact round trips), written back by \`serializeConfig\`, and the camera's whole answer ` +
    `(\`#read\`/\`#exec\` framing around it) is read by \`parseResponse\`. Each figure is the median of ${rounds} rounds after a warm-up, ` +
    `in MB/s, beside \`text.split('\\n')\` on the same text, timed in alternating rounds after a forced GC (the least any line-based reader must do); the ratio ` +
    `says what fraction of plain splitting speed the real reader reaches.\n\n` +
    table(rows) +
    heapText +
    goals +
    loadText();
  return { title: 'Remote configuration: parsing a 1 MB configuration', body };
}

// A longer task loses more to other processes than a 2 ms split does: say how busy the machine was.
function loadText(): string {
  const [oneMinute] = loadavg();
  return `\n\nLoad average over the last minute when the rounds ended: ${formatNumber(oneMinute ?? 0, 1)} on ${cpus().length} cores.`;
}

// Speed ratio = baseline time / subject time (the same bytes), against the goal.
function goalText(milliseconds: number, baselineMilliseconds: number, goal: number): string {
  const ratio = baselineMilliseconds / milliseconds;
  return `${ratio >= goal ? 'met' : 'not met'} (${ratio.toFixed(2)})`;
}

function row(name: string, bytes: number, milliseconds: number, baselineMilliseconds: number): BenchRow {
  return {
    name,
    value: megabytesPerSecond(bytes, milliseconds),
    unit: 'MB/s',
    baselineName: "text.split('\\n')",
    baseline: megabytesPerSecond(bytes, baselineMilliseconds),
    better: 'higher',
    digits: 1,
  };
}

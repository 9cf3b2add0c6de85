// "No test can forget the test latency": every simulated camera a test starts comes from
// test/support/simulatedCameras.ts, which adds CAMCONFIG_TEST_LATENCY_MS. This scan of the test
// sources fails on a file that creates one around it, unless the file opts out in one line,
// `// test latency: opt out: <why>`, which only a test of the client's own time-outs may do.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const testRoot = new URL('.', import.meta.url).pathname;
/** The helper, its own test (which names the arguments it makes) and this scan. */
const exempt = new Set(['support/simulatedCameras.ts', 'support/simulatedCameras.test.ts', 'simulatedCamerasLint.test.ts']);

/** Ways of creating a simulated camera without the helper, with the helper's way to use instead. */
const bypasses: ReadonlyArray<{ pattern: RegExp; instead: string }> = [
  { pattern: /\bnew SimulatedCamera\(/, instead: 'newSimulatedCamera(...)' },
  { pattern: /\bstartCameraFleet\(/, instead: 'startSimulatedCameraFleet(...)' },
  { pattern: /\bcreateStudioServices\(/, instead: 'createTestStudioServices(...)' },
  { pattern: /\bstartDemo\(/, instead: 'createTestStudioServices({ demo: true, ... })' },
  { pattern: /\bstartDesktopBackend\b(?!')/, instead: 'startTestDesktopBackend' },
  { pattern: /['"`]bin\/camconfig\.js['"`]\s*,\s*['"`](serve|sim)['"`]/, instead: "camconfigArgs('serve' | 'sim', [...])" },
];

const optOut = /^\s*\/\/ test latency: opt out: (.*)$/m;

/** What in `source` creates a simulated camera around the helper, one message per line found; none when the file opts out for a time-out test. */
export function testLatencyBypasses(source: string): string[] {
  const reason = optOut.exec(source)?.[1]?.trim();
  if (reason !== undefined && /time-?outs?\b/i.test(reason)) return [];
  const found: string[] = [];
  source.split('\n').forEach((line, index) => {
    for (const { pattern, instead } of bypasses) {
      if (pattern.test(line)) found.push(`line ${index + 1}: ${line.trim()} (use ${instead} from test/support/simulatedCameras.ts)`);
    }
  });
  if (reason !== undefined && found.length > 0) found.unshift(`the opt-out "${reason}" does not name a time-out: only tests of the client's own time-outs may opt out`);
  return found;
}

function testSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : testSources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('simulated cameras in tests', () => {
  it('are all created by test/support/simulatedCameras.ts, which adds CAMCONFIG_TEST_LATENCY_MS', () => {
    const offenders: Record<string, string[]> = {};
    for (const path of testSources(testRoot)) {
      const name = relative(testRoot, path);
      if (exempt.has(name)) continue;
      const found = testLatencyBypasses(readFileSync(path, 'utf8'));
      if (found.length > 0) offenders[`test/${name}`] = found;
    }
    expect(offenders).toEqual({});
  });

  it('finds each way around the helper, one line at a time', () => {
    const source = [
      "const camera = new SimulatedCamera({ password: 'x' });",
      'const fleet = await startCameraFleet({ count: 2 });',
      "const services = await createStudioServices({ demo: true, mode: 'web' });",
      "const child = spawn(process.execPath, ['bin/camconfig.js', 'sim', '--port', '0']);",
      "startStudio(['bin/camconfig.js', 'serve', '--port', '0']);",
      'const app = await startDesktopApp(fake.electron, { start, startBackend: startDesktopBackend });',
      'const camera = newSimulatedCamera({});',
    ].join('\n');
    expect(testLatencyBypasses(source).map((message) => message.split(':')[0])).toEqual(['line 1', 'line 2', 'line 3', 'line 4', 'line 5', 'line 6']);
  });

  it('lets a test of the client\'s own time-outs opt out in one line, and no other test', () => {
    const camera = 'const camera = new SimulatedCamera({ faults: { latencyMs: 500 } });';
    expect(testLatencyBypasses(`// test latency: opt out: measures the client's time-out against an exact latency\n${camera}`)).toEqual([]);
    expect(testLatencyBypasses(`// test latency: opt out: too slow otherwise\n${camera}`)[0]).toContain('does not name a time-out');
    expect(testLatencyBypasses(`// test latency opt out because time-out\n${camera}`)).toHaveLength(1);
  });
});

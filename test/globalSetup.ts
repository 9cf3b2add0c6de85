// Builds out/ once before the run (when stale): tests that start the real CLIs (bin/*.js)
// or load the renderer in Chromium use the built files, as a user would. A failed build is
// reported here and makes those tests fail on their own; the other tests still run.
// The run also gets its own XDG_CONFIG_HOME: a `camconfig serve` started without --workspace
// keeps its cameras there, never in the real ~/.config/camconfig of whoever runs the tests.
// With CAMCONFIG_TEST_LATENCY_MS set, the run says so once (a wrong value stops the run here).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testLatencyAnnouncement } from './support/testLatency';

export default async function setup(): Promise<() => void> {
  const latency = testLatencyAnnouncement();
  if (latency) console.log(latency);
  const configHome = mkdtempSync(join(tmpdir(), 'camconfig-test-config-'));
  process.env.XDG_CONFIG_HOME = configHome;
  const teardown = () => rmSync(configHome, { recursive: true, force: true });
  // @ts-expect-error plain ESM script without type declarations
  const { buildAll, isStale } = await import('../scripts/build.mjs');
  if (!isStale()) return teardown;
  try {
    await buildAll({ quiet: true });
  } catch (error) {
    console.error(`globalSetup: the build failed, tests of built files will fail: ${String(error)}`);
  }
  return teardown;
}

// Builds out/ once before the run (when stale): tests that start the real CLIs (bin/*.js)
// or load the renderer in Chromium use the built files, as a user would. A failed build is
// reported here and makes those tests fail on their own; the other tests still run.
export default async function setup(): Promise<void> {
  // @ts-expect-error plain ESM script without type declarations
  const { buildAll, isStale } = await import('../scripts/build.mjs');
  if (!isStale()) return;
  try {
    await buildAll({ quiet: true });
  } catch (error) {
    console.error(`globalSetup: the build failed, tests of built files will fail: ${String(error)}`);
  }
}

// CAMCONFIG_TEST_LATENCY_MS=N: every simulated camera a test starts answers N ms late, on top of
// any latency the test sets itself, to show which tests race a slow camera. Read here only;
// simulatedCameras.ts applies it, test/globalSetup.ts announces it once per run.

export const testLatencyVariable = 'CAMCONFIG_TEST_LATENCY_MS';
export const maxTestLatencyMs = 60_000;

/** The extra latency the run asks for (0 when unset); a value that is not a whole number 0..60000 throws, naming the variable. */
export function testLatencyMs(env: NodeJS.ProcessEnv = process.env): number {
  const text = env[testLatencyVariable];
  if (text === undefined || text === '') return 0;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > maxTestLatencyMs) {
    throw new RangeError(`${testLatencyVariable} must be a whole number of milliseconds from 0 to ${maxTestLatencyMs}, got '${text}'`);
  }
  return value;
}

/** The line the run prints once when the latency is on; null when it is off. */
export function testLatencyAnnouncement(env: NodeJS.ProcessEnv = process.env): string | null {
  const latency = testLatencyMs(env);
  return latency > 0 ? `simulated cameras answer ${latency} ms late (${testLatencyVariable})` : null;
}

// The one place tests get simulated cameras from: cameras in this process, fleets, studio
// services and the desktop app's backend (whose demo camera is simulated) and `camconfig serve` / `camconfig sim` child
// processes. Each adds the run's CAMCONFIG_TEST_LATENCY_MS (testLatency.ts) to the latency the
// test asked for, so no test can forget it. test/simulatedCamerasLint.test.ts keeps other test
// files from creating cameras around it.
import { SimulatedCamera, startCameraFleet, type CameraFleetOptions, type SimulatedCameraOptions } from '../../src/main/simulator/camera';
import { createStudioServices } from '../../src/main/services/createStudioServices';
import { startDesktopBackend } from '../../src/main/electron/desktopBackend';
import { testLatencyMs } from './testLatency';

export { testLatencyMs } from './testLatency';

type StudioServicesArgument = Parameters<typeof createStudioServices>[0];

/** A simulated camera (not started) that answers the run's test latency late, on top of `options`. */
export function newSimulatedCamera(options: SimulatedCameraOptions = {}): SimulatedCamera {
  return new SimulatedCamera(withTestLatency(options));
}

/** `startCameraFleet` with the run's test latency added to every camera. */
export function startSimulatedCameraFleet(options: CameraFleetOptions): Promise<SimulatedCamera[]> {
  return startCameraFleet(withTestLatency(options));
}

/** `createStudioServices` whose demo camera (if any) answers the run's test latency late. */
export function createTestStudioServices(options: StudioServicesArgument): ReturnType<typeof createStudioServices> {
  return createStudioServices({ ...options, demoLatencyMs: (options.demoLatencyMs ?? 0) + testLatencyMs() });
}

/** `startDesktopBackend` (the desktop app's services) whose demo camera (if any) answers the run's test latency late. */
export function startTestDesktopBackend(...[start, extras]: Parameters<typeof startDesktopBackend>): ReturnType<typeof startDesktopBackend> {
  return startDesktopBackend({ ...start, demoLatencyMs: (start.demoLatencyMs ?? 0) + testLatencyMs() }, extras);
}

/**
 * Arguments for `node` running `camconfig serve` or `camconfig sim`: bin/camconfig.js, the
 * subcommand, `args`, and the run's test latency as --latency (added to a --latency in `args`;
 * left out for a serve without its demo camera, which has no simulated camera to slow).
 */
export function camconfigArgs(subcommand: 'serve' | 'sim', args: readonly string[]): string[] {
  const extra = testLatencyMs();
  const latencyAt = args.indexOf('--latency');
  const asked = latencyAt >= 0 ? Number(args[latencyAt + 1]) : 0;
  const needsNone = extra === 0 || (subcommand === 'serve' && args.includes('--no-demo'));
  if (needsNone || !Number.isInteger(asked)) return ['bin/camconfig.js', subcommand, ...args];
  const others = latencyAt >= 0 ? [...args.slice(0, latencyAt), ...args.slice(latencyAt + 2)] : [...args];
  return ['bin/camconfig.js', subcommand, ...others, '--latency', String(asked + extra)];
}

function withTestLatency<T extends SimulatedCameraOptions>(options: T): T {
  return { ...options, baseLatencyMs: (options.baseLatencyMs ?? 0) + testLatencyMs() };
}

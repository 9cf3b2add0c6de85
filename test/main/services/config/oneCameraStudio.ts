// A studio (distributor on lo, never initialised) that knows one simulated camera as cam-1,
// through the real dispatcher; both are stopped after each test.
import { afterEach } from 'vitest';
import { parseSystemConfig } from '../../../../src/main/distributor/config';
import type { CameraFaults, SimulatedCamera } from '../../../../src/main/simulator/camera';
import type { StudioServices } from '../../../../src/main/services/studioServices';
import { ApiDispatcher } from '../../../../src/main/transport/apiDispatcher';
import { createTestStudioServices, newSimulatedCamera } from '../../../support/simulatedCameras';

export interface OneCameraStudio {
  dispatcher: ApiDispatcher;
  camera: SimulatedCamera;
}

export interface OneCameraOptions {
  faults?: Partial<CameraFaults>;
  /** Every line of the camera's request log. */
  log?: (line: string) => void;
}

const running: Array<{ services: StudioServices; camera: SimulatedCamera }> = [];

afterEach(async () => {
  for (const { services, camera } of running.splice(0)) {
    await services.close();
    await camera.stop();
  }
});

export async function startOneCameraStudio({ faults = {}, log }: OneCameraOptions = {}): Promise<OneCameraStudio> {
  const camera = newSimulatedCamera({ rebootSeconds: 0.2, faults, ...(log ? { log } : {}) });
  const { port } = await camera.start(0);
  const services = await createTestStudioServices({
    demo: false,
    mode: 'web',
    distributorSystemConfig: parseSystemConfig({ broadcast: { interfaces: ['lo'] } }, 'test'),
    cameras: [{ host: '127.0.0.1', port, user: 'admin', password: 'meinsm' }],
    rebootTiming: { pollIntervalMs: 100, timeoutMs: 10_000 },
  });
  running.push({ services, camera });
  return { dispatcher: new ApiDispatcher(services), camera };
}

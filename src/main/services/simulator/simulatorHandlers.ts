// simulator.*: the simulated cameras and bus peers of demo mode (SimulatorService).
import type { SimulatorService } from './simulatorService';
import type { HandlersOf } from '../studioServices';

export function simulatorHandlers(simulator: SimulatorService): HandlersOf<'simulator'> {
  return {
    'simulator.list': async () => simulator.state(),
    'simulator.setCamera': async ({ cameraId, faults }) => ({ camera: await simulator.setCameraFaults(cameraId, faults) }),
    'simulator.setBusPeer': async ({ peerId, running }) => ({ peer: await simulator.setBusPeerRunning(peerId, running) }),
  };
}

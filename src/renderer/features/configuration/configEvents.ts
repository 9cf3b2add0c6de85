// operation.progress -> the running operation's step in the config store (events of
// operations this page did not start are ignored there); camera.changed -> the change the
// editor's values do not hold yet (not for the editor's own writes: it reads the camera again
// after each).
import type { Studio } from '../../studio/studioStores';
import { stepOfProgress } from './operationSteps';

export function followConfigEvents({ api, stores }: Studio): Array<() => void> {
  return [
    api.subscribe('operation.progress', ({ operationId, step, text, at }) => {
      const operationStep = stepOfProgress(step);
      if (operationStep !== null) stores.config.getState().reachStep(operationId, operationStep, text, at);
    }),
    api.subscribe('camera.changed', ({ cameraId, operation, operationId }) => {
      const config = stores.config.getState();
      if (operationId !== null && config.ownOperations.includes(operationId)) return;
      config.noteChange(cameraId, operation);
    }),
  ];
}

// operation.progress -> the running operation's step in the config store (events of
// operations this page did not start are ignored there).
import type { Studio } from '../../studio/studioStores';
import { stepOfProgress } from './operationSteps';

export function followConfigEvents({ api, stores }: Studio): Array<() => void> {
  return [
    api.subscribe('operation.progress', ({ operationId, step, message, at }) => {
      const operationStep = stepOfProgress(step);
      if (operationStep !== null) stores.config.getState().reachStep(operationId, operationStep, message, at);
    }),
  ];
}

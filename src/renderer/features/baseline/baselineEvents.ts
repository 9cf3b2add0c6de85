// baseline.checkProgress -> done / total of the check this page runs; fleet.applyProgress -> each
// camera's step of the fix this page runs (events of other checks and applies are ignored by the store).
import type { Studio } from '../../studio/studioStores';

export function followBaselineEvents({ api, stores }: Studio): Array<() => void> {
  return [
    api.subscribe('baseline.checkProgress', ({ operationId, done, total }) => {
      stores.baselineCheck.getState().reachCheckProgress(operationId, done, total);
    }),
    api.subscribe('fleet.applyProgress', ({ operationId, cameraId, label, step, text, status }) => {
      stores.baselineCheck.getState().reachFixProgress(operationId, cameraId, { label, step, text, ...(status ? { status } : {}) });
    }),
  ];
}

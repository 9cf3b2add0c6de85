// fleet.applyProgress -> each camera's step in the running apply (events of applies this page
// did not start are ignored by the store).
import type { Studio } from '../../studio/studioStores';

export function followFleetEvents({ api, stores }: Studio): Array<() => void> {
  return [
    api.subscribe('fleet.applyProgress', ({ operationId, cameraId, label, step, text, status }) => {
      stores.fleet.getState().reachProgress(operationId, cameraId, { label, step, text, ...(status ? { status } : {}) });
    }),
  ];
}

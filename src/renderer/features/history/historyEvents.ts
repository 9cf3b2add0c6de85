// operation.progress -> the per-camera progress of the fleet backup this page started.
import type { Studio } from '../../studio/studioStores';

export function followHistoryEvents({ api, stores }: Studio): Array<() => void> {
  return [
    api.subscribe('operation.progress', ({ operationId, cameraId, step, text, done }) => {
      stores.history.getState().reachProgress(operationId, cameraId, { step, text, done });
    }),
  ];
}

// operation.progress -> the per-camera end of the Site refresh this page started;
// agent.statusChanged -> what the site agent's files say now.
import type { Studio } from '../../studio/studioStores';

export function followSiteEvents({ api, stores }: Studio): Array<() => void> {
  return [
    api.subscribe('operation.progress', ({ operationId, cameraId, step, done }) => {
      stores.site.getState().reachProgress(operationId, cameraId, done, step);
    }),
    api.subscribe('agent.statusChanged', (agent) => {
      stores.site.getState().setAgentStatus({ status: 'loaded', agent });
    }),
  ];
}

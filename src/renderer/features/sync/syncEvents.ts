// sync.progress -> the step of this window's Pull or Push. The site's state has no event of its
// own: it is read again once the studio changed something that a site commits (a camera added,
// edited or removed, a backup, an apply, a check, a problem noted), a short while after the last
// such event, so a burst of them costs one read; nothing is read while nothing happens.
import type { Studio } from '../../studio/studioStores';
import { loadSyncStatus } from './syncActions';

/** How long the state waits after the last change before it is read again. */
const settleMs = 400;

export function followSyncEvents(studio: Studio): Array<() => void> {
  const { api, stores } = studio;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const refreshSoon = () => {
    const { load, run } = stores.sync.getState();
    // No site: never one in this run. A Pull or Push under way reads the state when it ends.
    if ((load.status === 'loaded' && !load.state.site) || run.status === 'running') return;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void loadSyncStatus(studio);
    }, settleMs);
  };
  return [
    api.subscribe('sync.progress', ({ operationId, step }) => stores.sync.getState().reachStep(operationId, step)),
    api.subscribe('camera.state', ({ camera, removed }) => {
      // A probe's state changes commit nothing; a camera kept in the site that came, went or changed may.
      if (removed || camera.persisted) refreshSoon();
    }),
    api.subscribe('camera.changed', refreshSoon),
    api.subscribe('workspace.status', refreshSoon),
    api.subscribe('fleet.applyProgress', refreshSoon),
    api.subscribe('baseline.checkProgress', refreshSoon),
    api.subscribe('operation.progress', ({ done }) => {
      if (done) refreshSoon();
    }),
    () => {
      if (timer !== null) clearTimeout(timer);
    },
  ];
}

// Every call of the Site view: site.inventory (as the studio knows it, or with a refresh of every
// camera: progress as events, cancelled with operations.cancel), the CSV export of the rows on
// show, opening a camera's configuration, and what the site agent's files say (agent.status).
import type { InventoryRow } from '../../../shared/api/siteSchemas';
import { inventoryCsv } from '../../../shared/fleet/inventoryCsv';
import type { Language } from '../../../shared/i18n/languages';
import type { Studio } from '../../studio/studioStores';
import { errorText } from '../../ui/errorText';
import { saveTextFile } from '../../ui/saveTextFile';

/** The rows as the studio last learned them: nothing is sent to any camera. */
export async function loadSiteInventory({ api, stores }: Studio): Promise<void> {
  if (stores.site.getState().load.status !== 'loaded') stores.site.getState().setLoad({ status: 'loading' });
  try {
    stores.site.getState().setLoad({ status: 'loaded', inventory: await api.call('site.inventory', {}) });
  } catch (error) {
    stores.site.getState().setLoad({ status: 'failed', message: errorText(error) });
  }
}

/** What the site agent wrote (its runs, its open alerts); later changes arrive as agent.statusChanged. */
export async function loadAgentStatus({ api, stores }: Studio): Promise<void> {
  if (stores.site.getState().agentStatus.status !== 'loaded') stores.site.getState().setAgentStatus({ status: 'loading' });
  try {
    stores.site.getState().setAgentStatus({ status: 'loaded', agent: await api.call('agent.status', {}) });
  } catch (error) {
    stores.site.getState().setAgentStatus({ status: 'failed', message: errorText(error) });
  }
}

/** Shows the Agent view (its settings). */
export function openAgentView({ stores }: Studio): void {
  stores.ui.getState().showView('agent');
}

/** Asks every camera (bounded parallel by the studio); each camera's end arrives as an event, the rows as the answer, also when cancelled. */
export async function refreshSite({ api, stores }: Studio): Promise<void> {
  const operationId = crypto.randomUUID();
  const site = stores.site.getState();
  const total = site.load.status === 'loaded' ? site.load.inventory.cameras.length + site.load.inventory.omitted : stores.cameras.getState().cameras.length;
  site.setRefresh({ status: 'running', operationId, total, finished: new Set(), failed: new Set(), cancelling: false });
  try {
    const inventory = await api.call('site.inventory', { refresh: true, operationId });
    stores.site.getState().setLoad({ status: 'loaded', inventory });
    stores.site.getState().setRefresh(inventory.refresh ? { status: 'finished', outcome: inventory.refresh } : { status: 'idle' });
  } catch (error) {
    // Shown once, by the refresh's own line (not again by the button's runner).
    stores.site.getState().setRefresh({ status: 'failed', message: errorText(error) });
  }
}

export async function cancelSiteRefresh({ api, stores }: Studio): Promise<void> {
  const { refresh } = stores.site.getState();
  if (refresh.status !== 'running') return;
  stores.site.getState().markCancelling();
  await api.call('operations.cancel', { operationId: refresh.operationId });
}

/** The rows on show (filtered, in their order) as `site-<time>.csv`, under the studio's one CSV policy. */
export function exportSiteCsv(rows: readonly InventoryRow[], language: Language): void {
  saveTextFile(`site-${new Date().toISOString().replace(/[:.]/g, '-')}.csv`, inventoryCsv(rows, language));
}

/** Selects the camera and shows its configuration, as the camera list does. */
export function openCameraConfiguration({ stores }: Studio, cameraId: string): void {
  stores.cameras.getState().select(cameraId);
  stores.ui.getState().showView('editor');
}

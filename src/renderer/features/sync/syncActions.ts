// Every call of the site's sync (docs/site-repository.md, "In the studio"): sync.status for the top
// bar, sync.pull and sync.push as long operations (steps as sync.progress events, stopped by
// operations.cancel), sync.conflicts for the conflict dialog and sync.resolve with the sides chosen.
import type { Studio } from '../../studio/studioStores';
import { codeOf } from '../../ui/errorText';
import { everyFieldChosen, siteSyncState, type SyncKind } from './syncStore';

/** Reads where the site stands against its remote (as last fetched). */
export async function loadSyncStatus({ api, stores }: Studio): Promise<void> {
  try {
    stores.sync.getState().setLoad({ status: 'loaded', state: await api.call('sync.status', {}) });
  } catch (error) {
    const { load } = stores.sync.getState();
    stores.sync.getState().setLoad({ status: 'failed', error, state: load.status === 'unknown' ? null : load.state });
  }
}

/**
 * Why Pull or Push cannot start now (a reason of the sync area), or null. A site without a remote
 * or with a merge made by hand under way is the service's to refuse: its words say why.
 */
export function syncUnavailable({ stores }: Studio): 'notSite' | 'running' | null {
  if (siteSyncState(stores.sync.getState()) === null) return 'notSite';
  if (stores.sync.getState().run.status === 'running') return 'running';
  return null;
}

/** Asks the remote what it has (fetch only, on demand: never on its own): the bar's commits to pull are then current. */
export function checkForUpdates(studio: Studio): Promise<void> {
  return runSync(studio, 'fetch', async (operationId) => {
    const state = await studio.api.call('sync.fetch', { operationId });
    studio.stores.sync.getState().setLoad({ status: 'loaded', state });
    studio.stores.sync.getState().setRun({ status: 'fetched', behind: state.behind });
  });
}

/** Fetches and merges the remote; a conflict opens the conflict dialog. */
export function pullSite(studio: Studio): Promise<void> {
  return runSync(studio, 'pull', async (operationId) => {
    const pulled = await studio.api.call('sync.pull', { operationId });
    studio.stores.sync.getState().setRun({ status: 'pulled', outcome: pulled.outcome, conflictFiles: pulled.conflictFiles });
    if (pulled.outcome === 'conflict') await openConflicts(studio);
  });
}

/** Pushes the site (pulling first when the remote moved on); a conflict met on the way opens the dialog. */
export function pushSite(studio: Studio): Promise<void> {
  return runSync(studio, 'push', async (operationId) => {
    const pushed = await studio.api.call('sync.push', { operationId });
    studio.stores.sync.getState().setRun({ status: 'pushed', outcome: pushed.outcome, pulledFirst: pushed.pulledFirst });
    if (pushed.pulledFirst === 'conflict') await openConflicts(studio);
  });
}

async function runSync(studio: Studio, kind: SyncKind, call: (operationId: string) => Promise<void>): Promise<void> {
  const sync = studio.stores.sync;
  if (sync.getState().run.status === 'running') return;
  const operationId = crypto.randomUUID();
  sync.getState().setRun({ status: 'running', kind, operationId, step: null, cancelling: false });
  try {
    await call(operationId);
  } catch (error) {
    // A cancelled pull or push left the site as it was (the engine undoes what it began).
    sync.getState().setRun(codeOf(error) === 'cancelled' ? { status: 'cancelled', kind } : { status: 'failed', kind, error });
  }
  await loadSyncStatus(studio);
}

/** Stops the Pull or Push under way (it may end before the cancel arrives: its answer then says what it did). */
export async function cancelSync({ api, stores }: Studio): Promise<void> {
  const { run } = stores.sync.getState();
  if (run.status !== 'running' || run.cancelling) return;
  stores.sync.getState().markCancelling();
  await api.call('operations.cancel', { operationId: run.operationId });
}

/** Reads the conflicts with the remote as last fetched and opens the dialog with no side chosen. */
export async function openConflicts({ api, stores }: Studio): Promise<void> {
  const sync = stores.sync.getState();
  sync.setDialog({ status: 'loading' });
  try {
    const { conflicts } = await api.call('sync.conflicts', {});
    stores.sync.getState().setDialog(conflicts === null ? { status: 'none' } : { status: 'open', conflicts, choices: {}, resolving: false, error: null });
  } catch (error) {
    stores.sync.getState().setDialog({ status: 'failed', error });
  }
}

export function closeConflicts({ stores }: Studio): void {
  const { dialog } = stores.sync.getState();
  if (dialog.status === 'open' && dialog.resolving) return;
  stores.sync.getState().setDialog({ status: 'closed' });
}

/** Resolves with the sides chosen, one merge commit; refused (nothing changed) when a field has no side or the site moved meanwhile. */
export async function resolveConflicts(studio: Studio): Promise<void> {
  const { api, stores } = studio;
  const dialog = stores.sync.getState().dialog;
  if (dialog.status !== 'open' || dialog.resolving || !everyFieldChosen(dialog)) return;
  stores.sync.getState().setResolving(true);
  try {
    const { commit } = await api.call('sync.resolve', { head: dialog.conflicts.head, upstream: dialog.conflicts.upstream, choices: dialog.choices });
    stores.sync.getState().setDialog({ status: 'closed' });
    stores.sync.getState().setRun({ status: 'resolved', commit });
  } catch (error) {
    stores.sync.getState().setResolving(false, error);
  }
  await loadSyncStatus(studio);
}

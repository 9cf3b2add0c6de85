// Every call of the site picker (docs/site-repository.md, "The site picker"): sites.recent for the
// list and the folder the studio works on, sites.open to switch the running studio (asked first
// while cameras have edits not yet applied: they stay kept in the old folder's files), sites.clone
// as a long operation stopped by operations.cancel, and sites.fromWorkspace, then the new site
// opened. What a switch changes reaches every window as studio.siteChanged (connectStudio.ts).
import type { MethodInput } from '../../../shared/api/contract';
import type { Studio } from '../../studio/studioStores';
import { studioLanguage } from '../../i18n/studioText';
import { codeOf } from '../../ui/errorText';
import { currentSite } from './sitePickerStore';

/** Reads the recent sites and the folder the studio works on. */
export async function loadRecentSites({ api, stores }: Studio): Promise<void> {
  try {
    const { sites, current } = await api.call('sites.recent', {});
    stores.sitePicker.getState().setRecent({ status: 'loaded', sites, current });
  } catch (error) {
    stores.sitePicker.getState().setRecent({ status: 'failed', error });
  }
}

/**
 * The cameras (their names) with edits not yet applied: those the studio keeps for every camera
 * (the Site view's count, site.inventory without asking any camera) and those of this window's
 * editor, which may not have reached the studio's files yet.
 */
export async function camerasWithPendingEdits({ api, stores }: Studio): Promise<string[]> {
  const cameras = stores.cameras.getState().cameras;
  const names = new Map<string, string>();
  for (const [cameraId, list] of Object.entries(stores.config.getState().edits)) {
    if (list.length > 0) names.set(cameraId, cameras.find((camera) => camera.id === cameraId)?.label ?? cameraId);
  }
  try {
    for (const row of (await api.call('site.inventory', {})).cameras) if (row.unstoredEdits > 0) names.set(row.id, row.label);
  } catch {
    // The window's own edits are still asked about; the kept ones stay in the folder's files either way.
  }
  return [...names.values()];
}

/**
 * Switches the studio to the folder. While cameras have edits not yet applied, asks first (the
 * question in the dialog; `confirmed` once answered): answers false then, true once switched.
 * Rejects with the studio's refusal (the folder and what is wrong; the studio stays where it was).
 */
export async function openSite(studio: Studio, folder: string, passphrase: string | undefined, { confirmed = false } = {}): Promise<boolean> {
  const picker = studio.stores.sitePicker;
  const pending = confirmed || currentSite(picker.getState())?.folder === folder ? [] : await camerasWithPendingEdits(studio);
  if (pending.length > 0) {
    picker.getState().ask({ folder, passphrase, cameras: pending });
    return false;
  }
  picker.getState().ask(null);
  picker.getState().setSwitchRun({ status: 'switching', folder });
  try {
    await studio.api.call('sites.open', { folder, ...(passphrase ? { passphrase } : {}) });
  } catch (error) {
    picker.getState().setSwitchRun({ status: 'failed', folder, error });
    throw error;
  }
  // Every store is read again on studio.siteChanged; this window goes on in the new site's view.
  picker.getState().close();
  studio.stores.ui.getState().showView('site');
  picker.getState().switched();
  return true;
}

/** The question before a switch answered "stay here": nothing is switched. */
export function stayOnSite({ stores }: Studio): void {
  stores.sitePicker.getState().ask(null);
}

/** Clones the team's site into the folder (a long operation; Cancel stops it and removes what it made). */
export async function cloneSite(studio: Studio, url: string, folder: string): Promise<void> {
  const picker = studio.stores.sitePicker;
  if (picker.getState().clone.status === 'running') return;
  const operationId = crypto.randomUUID();
  picker.getState().setClone({ status: 'running', operationId, url, folder, cancelling: false });
  try {
    const cloned = await studio.api.call('sites.clone', { url, folder, operationId });
    picker.getState().setClone({ status: 'cloned', folder: cloned.folder, name: cloned.name });
  } catch (error) {
    picker.getState().setClone(codeOf(error) === 'cancelled' ? { status: 'cancelled', folder } : { status: 'failed', error });
  }
  await loadRecentSites(studio);
}

/** Stops the clone under way (it may end before the cancel arrives: its answer then says what it did). */
export async function cancelClone({ api, stores }: Studio): Promise<void> {
  const { clone } = stores.sitePicker.getState();
  if (clone.status !== 'running' || clone.cancelling) return;
  stores.sitePicker.getState().markCloneCancelling();
  await api.call('operations.cancel', { operationId: clone.operationId });
}

/** Turns the studio's workspace into a site where it is, then opens it as the site (its passwords sealed with the new passphrase). */
export async function turnWorkspaceIntoSite(studio: Studio, input: MethodInput<'sites.fromWorkspace'>): Promise<void> {
  const turned = await studio.api.call('sites.fromWorkspace', input);
  studio.stores.sitePicker.getState().setTurned(turned);
  // The same folder: its edits not yet applied stay where they are, nothing to ask.
  await openSite(studio, turned.folder, input.passphrase, { confirmed: true });
}

/** The desktop app's native folder dialog (sites.chooseFolder): the folder chosen, or null when it was cancelled. */
export async function chooseFolder(studio: Studio, kind: MethodInput<'sites.chooseFolder'>['kind']): Promise<string | null> {
  return (await studio.api.call('sites.chooseFolder', { kind, language: studioLanguage(studio) })).folder;
}

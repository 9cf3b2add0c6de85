// The calls of the Baseline tab's editor: the list (baseline.list), open (baseline.get), an
// older version, save (baseline.save with basedOnVersion; a save in between is a conflict the
// technician may reload from), remove, and "From camera…" (history.list, baseline.draft). A
// step that would throw unsaved text away asks first (pendingLeave) and runs once confirmed.
import { studioLanguage, studioText } from '../../i18n/studioText';
import type { Studio } from '../../studio/studioStores';
import { errorText } from '../../ui/errorText';
import { loadCheckRuns } from './baselineCheckActions';
import { hasUnsavedChanges, newBaselineEditor, type LeaveTarget } from './baselineStore';
import { draftBaselineText, initialDraftChoice } from './draftChoice';

export async function loadBaselines(studio: Studio): Promise<void> {
  const { api, stores } = studio;
  if (stores.baseline.getState().list.status !== 'loaded') stores.baseline.getState().setList({ status: 'loading' });
  try {
    const { baselines } = await api.call('baseline.list', {});
    stores.baseline.getState().setList({ status: 'loaded', baselines });
  } catch (error) {
    stores.baseline.getState().setList({ status: 'failed', message: errorText(error, studioLanguage(studio)) });
  }
}

/** Goes to `target` at once when nothing is unsaved; else holds it until the technician answers. */
export async function leaveEditorFor(studio: Studio, target: LeaveTarget): Promise<void> {
  if (hasUnsavedChanges(studio.stores.baseline.getState().editor)) {
    studio.stores.baseline.getState().askBeforeLeaving(target);
    return;
  }
  await goTo(studio, target);
}

/** "Discard changes": the held step runs, the unsaved text goes. */
export async function discardAndLeave(studio: Studio): Promise<void> {
  const target = studio.stores.baseline.getState().pendingLeave;
  studio.stores.baseline.getState().askBeforeLeaving(null);
  if (target) await goTo(studio, target);
}

/** "Keep editing": nothing happens. */
export function stayInEditor({ stores }: Studio): void {
  stores.baseline.getState().askBeforeLeaving(null);
}

async function goTo(studio: Studio, target: LeaveTarget): Promise<void> {
  const { stores } = studio;
  if (target.kind === 'open') return openBaseline(studio, target.name);
  if (target.kind === 'reload') {
    const name = stores.baseline.getState().editor?.name;
    if (name) await openBaseline(studio, name);
    return;
  }
  stores.baselineCheck.getState().reset();
  stores.baseline.getState().setEditor(newBaselineEditor(target.kind === 'draft' ? target.text : ''));
}

/** Opens the newest version of a saved baseline, and its newest check run. */
export async function openBaseline(studio: Studio, name: string): Promise<void> {
  const { api, stores } = studio;
  stores.baseline.getState().setOpening({ status: 'loading', name });
  try {
    const { baseline, versions } = await api.call('baseline.get', { name });
    const saved = { text: baseline.text, groups: baseline.groups };
    stores.baseline.getState().setEditor({ name: baseline.name, nameDraft: baseline.name, text: baseline.text, groups: baseline.groups, saved, version: baseline.version, versions, viewing: null, conflict: null });
    stores.baseline.getState().setOpening({ status: 'idle' });
  } catch (error) {
    stores.baseline.getState().setOpening({ status: 'failed', message: studioText(studio)('baseline.openFailed', { name, message: errorText(error, studioLanguage(studio)) }) });
    return;
  }
  stores.baselineCheck.getState().reset();
  await loadCheckRuns(studio, name, { openNewest: true });
}

/** Saves the editor's text and groups as a new version; a save by someone else in between is kept as a conflict, not overwritten. */
export async function saveBaseline(studio: Studio): Promise<void> {
  const { api, stores } = studio;
  const editor = stores.baseline.getState().editor;
  if (!editor) return;
  const name = editor.name ?? editor.nameDraft.trim();
  if (name === '') throw new Error(studioText(studio)('baseline.editor.nameBeforeSaving'));
  const sent = { text: editor.text, groups: editor.groups };
  try {
    const { baseline } = await api.call('baseline.save', { name, ...sent, ...(editor.version === null ? {} : { basedOnVersion: editor.version }) });
    const current = stores.baseline.getState().editor ?? editor;
    const versions = [{ version: baseline.version, savedAt: baseline.savedAt }, ...current.versions.filter((entry) => entry.version !== baseline.version)];
    stores.baseline.getState().setEditor({ ...current, name: baseline.name, nameDraft: baseline.name, saved: sent, version: baseline.version, versions, conflict: null });
  } catch (error) {
    const newer = editor.version === null ? null : await newestVersion(studio, name);
    if (newer === null || newer.version === editor.version) throw error;
    stores.baseline.getState().setConflict(newer);
    return;
  }
  await loadBaselines(studio);
}

async function newestVersion({ api }: Studio, name: string): Promise<{ version: number; savedAt: string } | null> {
  try {
    const { baseline } = await api.call('baseline.get', { name });
    return { version: baseline.version, savedAt: baseline.savedAt };
  } catch {
    return null; // removed meanwhile, or not readable: the save's own failure says more
  }
}

/** An older version, shown read-only beside the editor (null: back to the editor alone). */
export async function viewBaselineVersion({ api, stores }: Studio, version: number | null): Promise<void> {
  const editor = stores.baseline.getState().editor;
  if (!editor?.name) return;
  if (version === null || version === editor.version) {
    stores.baseline.getState().viewVersion(null);
    return;
  }
  const { baseline } = await api.call('baseline.get', { name: editor.name, version });
  stores.baseline.getState().viewVersion({ version: baseline.version, savedAt: baseline.savedAt, text: baseline.text });
}

/** Removes the open baseline with its versions (its check runs stay). */
export async function removeBaseline(studio: Studio): Promise<void> {
  const name = studio.stores.baseline.getState().editor?.name;
  if (!name) return;
  await studio.api.call('baseline.remove', { name });
  studio.stores.baseline.getState().setEditor(null);
  studio.stores.baselineCheck.getState().reset();
  await loadBaselines(studio);
}

/** The snapshots of a camera, to draft from one of them instead of reading the camera now. */
export async function loadDraftSnapshots(studio: Studio, cameraId: string): Promise<void> {
  const { api, stores } = studio;
  stores.baseline.getState().setSnapshots({ status: 'loading', cameraId });
  try {
    const { snapshots } = await api.call('history.list', { cameraId });
    stores.baseline.getState().setSnapshots({ status: 'loaded', cameraId, snapshots });
  } catch (error) {
    stores.baseline.getState().setSnapshots({ status: 'failed', cameraId, message: errorText(error, studioLanguage(studio)) });
  }
}

/** The camera's configuration (read now, or a snapshot) to tick parameters from. */
export async function loadDraft(studio: Studio, cameraId: string, snapshotId: string | null): Promise<void> {
  const { api, stores } = studio;
  stores.baseline.getState().setDraft({ status: 'loading', cameraId });
  try {
    const { source, sections } = await api.call('baseline.draft', { cameraId, ...(snapshotId === null ? {} : { snapshotId }) });
    stores.baseline.getState().setDraft({ status: 'loaded', cameraId, source, sections, choice: initialDraftChoice(sections) });
  } catch (error) {
    stores.baseline.getState().setDraft({ status: 'failed', cameraId, message: errorText(error, studioLanguage(studio)) });
  }
}

/** "Use these": the ticked parameters as the text of a new, unsaved baseline (asks first if the editor holds unsaved text). */
export async function writeDraftIntoEditor(studio: Studio): Promise<void> {
  const draft = studio.stores.baseline.getState().draft;
  if (draft.status !== 'loaded') return;
  studio.stores.baseline.getState().setDraft({ status: 'idle' });
  await leaveEditorFor(studio, { kind: 'draft', text: draftBaselineText(draft.sections, draft.choice) });
}

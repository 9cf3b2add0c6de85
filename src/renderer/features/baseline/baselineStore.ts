// The Baseline tab's baselines: the list, the one open in the editor (its text and groups as
// typed, what was last saved, the version it is based on, an older version on view, a save
// refused because someone saved in between), a question before unsaved text would be thrown
// away, and the draft "From camera…". The text lives here, so switching tabs keeps it.
import { createStore } from 'zustand/vanilla';
import type { BaselineSummary } from '../../../shared/api/baselineSchemas';
import type { MethodOutput } from '../../../shared/api/contract';
import type { SnapshotInfo } from '../../../shared/fleet/snapshot';
import type { DraftChoice, DraftSection } from './draftChoice';

export type BaselineListLoad = { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; baselines: BaselineSummary[] } | { status: 'failed'; message: string };

export type BaselineVersion = MethodOutput<'baseline.get'>['versions'][number];

export interface BaselineEditor {
  /** The saved baseline's name; null: a new baseline, not saved yet (`nameDraft` names it). */
  name: string | null;
  nameDraft: string;
  text: string;
  groups: string[];
  /** The text and groups as last saved or opened: what "unsaved" compares with. */
  saved: { text: string; groups: string[] };
  /** The version the editor started from (sent as basedOnVersion); null for a new baseline. */
  version: number | null;
  versions: BaselineVersion[];
  /** An older version shown read-only beside the editor. */
  viewing: { version: number; savedAt: string; text: string } | null;
  /** A save was refused: another save came in between (that version and when). */
  conflict: { version: number; savedAt: string } | null;
}

/** What the technician asked for that would throw unsaved text away, held until they answer. */
export type LeaveTarget = { kind: 'open'; name: string } | { kind: 'new' } | { kind: 'draft'; text: string } | { kind: 'reload' };

export type DraftLoad =
  | { status: 'idle' }
  | { status: 'loading'; cameraId: string }
  | { status: 'loaded'; cameraId: string; source: MethodOutput<'baseline.draft'>['source']; sections: DraftSection[]; choice: DraftChoice }
  | { status: 'failed'; cameraId: string; message: string };

export type SnapshotsLoad = { status: 'idle' } | { status: 'loading'; cameraId: string } | { status: 'loaded'; cameraId: string; snapshots: SnapshotInfo[] } | { status: 'failed'; cameraId: string; message: string };

export interface BaselineState {
  list: BaselineListLoad;
  editor: BaselineEditor | null;
  opening: { status: 'idle' } | { status: 'loading'; name: string } | { status: 'failed'; message: string };
  pendingLeave: LeaveTarget | null;
  draft: DraftLoad;
  snapshots: SnapshotsLoad;
  setList(list: BaselineListLoad): void;
  setEditor(editor: BaselineEditor | null): void;
  setOpening(opening: BaselineState['opening']): void;
  editText(text: string): void;
  editName(name: string): void;
  setGroups(groups: string[]): void;
  viewVersion(viewing: BaselineEditor['viewing']): void;
  setConflict(conflict: BaselineEditor['conflict']): void;
  askBeforeLeaving(target: LeaveTarget | null): void;
  setDraft(draft: DraftLoad): void;
  chooseDraft(choice: DraftChoice): void;
  setSnapshots(snapshots: SnapshotsLoad): void;
}

const sameGroups = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().every((group, index) => group === [...b].sort()[index]);

/** Text or groups that differ from what was saved; a new baseline with any text at all. */
export function hasUnsavedChanges(editor: BaselineEditor | null): boolean {
  if (!editor) return false;
  if (editor.name === null) return editor.text.trim() !== '' || editor.groups.length > 0;
  return editor.text !== editor.saved.text || !sameGroups(editor.groups, editor.saved.groups);
}

/** An empty new baseline (or one holding `text`, from a camera). */
export function newBaselineEditor(text = ''): BaselineEditor {
  return { name: null, nameDraft: '', text, groups: [], saved: { text: '', groups: [] }, version: null, versions: [], viewing: null, conflict: null };
}

export function createBaselineStore() {
  return createStore<BaselineState>()((set) => {
    const editing = (change: (editor: BaselineEditor) => Partial<BaselineEditor>) => set((state) => (state.editor ? { editor: { ...state.editor, ...change(state.editor) } } : state));
    return {
      list: { status: 'idle' },
      editor: null,
      opening: { status: 'idle' },
      pendingLeave: null,
      draft: { status: 'idle' },
      snapshots: { status: 'idle' },
      setList: (list) => set({ list }),
      setEditor: (editor) => set({ editor }),
      setOpening: (opening) => set({ opening }),
      editText: (text) => editing(() => ({ text })),
      editName: (nameDraft) => editing(() => ({ nameDraft: nameDraft.slice(0, 64) })),
      setGroups: (groups) => editing(() => ({ groups })),
      viewVersion: (viewing) => editing(() => ({ viewing })),
      setConflict: (conflict) => editing(() => ({ conflict })),
      askBeforeLeaving: (pendingLeave) => set({ pendingLeave }),
      setDraft: (draft) => set({ draft }),
      chooseDraft: (choice) => set((state) => (state.draft.status === 'loaded' ? { draft: { ...state.draft, choice } } : state)),
      setSnapshots: (snapshots) => set({ snapshots }),
    };
  });
}

export type BaselineStore = ReturnType<typeof createBaselineStore>;

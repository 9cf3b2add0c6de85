// Whether the open baseline can be saved, for the editor's Save button and the palette alike:
// not with a problem in its text, not a new one without a name, not when nothing changed since
// the version it holds.
import type { StudioText } from '../../i18n/studioText';
import { hasUnsavedChanges, type BaselineEditor } from './baselineStore';

export type BaselineSaveBlocker = { kind: 'problems'; count: number } | { kind: 'noName' } | { kind: 'unchanged'; version: number };

export function baselineSaveBlocker(editor: BaselineEditor, problemCount: number): BaselineSaveBlocker | null {
  if (problemCount > 0) return { kind: 'problems', count: problemCount };
  if (editor.name === null && editor.nameDraft.trim() === '') return { kind: 'noName' };
  // A new baseline's empty text is a problem already, so "unchanged" is of a saved one.
  if (!hasUnsavedChanges(editor)) return { kind: 'unchanged', version: editor.version ?? 1 };
  return null;
}

/** The blocker in the words the editor's status line uses. */
export function baselineSaveReason(blocker: BaselineSaveBlocker, t: StudioText): string {
  if (blocker.kind === 'problems') return t('baseline.editor.problemCount', { count: blocker.count });
  if (blocker.kind === 'noName') return t('baseline.editor.nameToSave');
  return t('palette.reason.baselineUnchanged', { version: blocker.version });
}

// The Baseline view's list and editor buttons as commands: New baseline, Save (available exactly
// when the editor's Save is, with the reason its status line gives) and From camera… (the same
// dialog as the button).
import { baselineProblems } from '../../../shared/baseline/baselineText';
import type { StudioText } from '../../i18n/studioText';
import type { Studio } from '../../studio/studioStores';
import { leaveEditorFor, saveBaseline } from '../baseline/baselineActions';
import { baselineSaveBlocker, baselineSaveReason } from '../baseline/baselineSaveReadiness';
import type { PaletteCommand, PaletteHost } from './paletteCommand';

export function baselineEditorCommands(studio: Studio, t: StudioText, host: PaletteHost): PaletteCommand[] {
  const editor = studio.stores.baseline.getState().editor;
  const saveBlocker = editor ? baselineSaveBlocker(editor, baselineProblems(editor.text).length) : null;
  const showBaselines = () => studio.stores.ui.getState().showView('baseline');
  return [
    {
      id: 'baseline.new',
      group: 'baseline',
      title: t('palette.command.newBaseline'),
      unavailable: null,
      // The new baseline's name field (or, with unsaved text, the question whether to discard it).
      continueAt: 'result',
      run: async () => {
        showBaselines();
        await leaveEditorFor(studio, { kind: 'new' });
      },
    },
    {
      id: 'baseline.save',
      group: 'baseline',
      title: t('palette.command.saveBaseline'),
      unavailable: !editor ? t('palette.reason.noBaselineOpen') : saveBlocker ? baselineSaveReason(saveBlocker, t) : null,
      run: async () => {
        showBaselines();
        await saveBaseline(studio);
      },
    },
    {
      id: 'baseline.fromCamera',
      group: 'baseline',
      title: t('palette.command.baselineFromCamera'),
      unavailable: null,
      run: () => {
        showBaselines();
        host.openDialog('draftFromCamera');
      },
    },
  ];
}

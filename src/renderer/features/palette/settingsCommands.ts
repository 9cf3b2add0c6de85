// The distributor settings' Apply as a command: available exactly when the view's button is
// (settingsApplyReason), applying the draft as it is; focus goes to the outcome the view shows.
import type { StudioText } from '../../i18n/studioText';
import type { Studio } from '../../studio/studioStores';
import { applySettingsDraft } from '../settings/settingsActions';
import { checkSettingsDraft, settingsApplyReason } from '../settings/settingsApplyReadiness';
import type { PaletteCommand } from './paletteCommand';

export function settingsCommands(studio: Studio, t: StudioText): PaletteCommand[] {
  const settings = studio.stores.settings.getState();
  return [
    {
      id: 'settings.apply',
      group: 'settings',
      title: t('palette.command.applySettings'),
      unavailable: settingsApplyReason(settings, checkSettingsDraft(settings, t).problemCount, t),
      continueAt: 'result',
      run: async () => {
        studio.stores.ui.getState().showView('settings');
        await applySettingsDraft(studio);
      },
    },
  ];
}

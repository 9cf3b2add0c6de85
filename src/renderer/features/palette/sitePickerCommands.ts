// The site picker's commands of the group Site: open it on the recent sites, on the clone form,
// or on turning the workspace into a site (available only while the studio works on a workspace).
import type { StudioText } from '../../i18n/studioText';
import type { Studio } from '../../studio/studioStores';
import { currentSite } from '../sitePicker/sitePickerStore';
import type { PaletteCommand } from './paletteCommand';

export function sitePickerCommands(studio: Studio, t: StudioText): PaletteCommand[] {
  const picker = studio.stores.sitePicker;
  const current = currentSite(picker.getState());
  return [
    { id: 'site.open', group: 'site', title: t('sitePicker.command.open'), unavailable: null, run: () => picker.getState().show('recent') },
    { id: 'site.clone', group: 'site', title: t('sitePicker.command.clone'), unavailable: null, run: () => picker.getState().show('clone') },
    {
      id: 'site.fromWorkspace',
      group: 'site',
      title: t('sitePicker.command.fromWorkspace'),
      unavailable: current === null ? t('sitePicker.reason.noWorkspace') : current.site ? t('sitePicker.reason.alreadySite') : null,
      run: () => picker.getState().show('fromWorkspace'),
    },
  ];
}

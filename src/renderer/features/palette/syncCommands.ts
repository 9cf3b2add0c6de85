// The top bar's Pull and Push (and the conflict dialog) as commands of the group Site: available
// exactly when the bar's buttons start one; focus goes to the outcome the bar shows once it ends.
import type { StudioText } from '../../i18n/studioText';
import type { Studio } from '../../studio/studioStores';
import { checkForUpdates, openConflicts, pullSite, pushSite, syncUnavailable } from '../sync/syncActions';
import { siteSyncState } from '../sync/syncStore';
import type { PaletteCommand } from './paletteCommand';

export function syncCommands(studio: Studio, t: StudioText): PaletteCommand[] {
  const reason = syncUnavailable(studio);
  const unavailable = reason === null ? null : t(`sync.reason.${reason}`);
  const state = siteSyncState(studio.stores.sync.getState());
  return [
    { id: 'site.fetch', group: 'site', title: t('sync.command.fetch'), unavailable, run: () => checkForUpdates(studio) },
    { id: 'site.pull', group: 'site', title: t('sync.command.pull'), unavailable, run: () => pullSite(studio) },
    { id: 'site.push', group: 'site', title: t('sync.command.push'), unavailable, run: () => pushSite(studio) },
    {
      id: 'site.conflicts',
      group: 'site',
      title: t('sync.command.showConflicts'),
      unavailable: state === null ? t('sync.reason.notSite') : state.conflicts ? null : t('sync.reason.noConflicts'),
      run: () => openConflicts(studio),
    },
  ];
}

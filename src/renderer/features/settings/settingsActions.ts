// The calls of the settings view. Applying writes no server state into the store: the new
// settings and distributor state arrive as events; the answer says whether it became active.
import type { MethodInput, MethodOutput } from '../../../shared/api/contract';
import { studioLanguage, studioText } from '../../i18n/studioText';
import type { Studio } from '../../studio/studioStores';
import { errorText } from '../../ui/errorText';
import { initInput } from './passphraseChoice';
import { checkSettingsDraft } from './settingsApplyReadiness';

/** The settings at start and after a reconnect; a failure is reported in the status bar. */
export async function loadDistributorSettings(studio: Studio): Promise<void> {
  const { api, stores } = studio;
  try {
    stores.settings.getState().setSettings(await api.call('distributor.settings', {}));
  } catch (error) {
    stores.ui.getState().reportProblem(studioText(studio)('settings.loadFailed', { error: errorText(error, studioLanguage(studio)) }));
  }
}

/**
 * Apply, from the view's button or the palette: the draft as it is now, when it has no problem;
 * the store says while it runs and how it ended (the distributor active, or why not).
 */
export async function applySettingsDraft(studio: Studio): Promise<void> {
  const { stores } = studio;
  const state = stores.settings.getState();
  const { check, passphraseTrouble } = checkSettingsDraft(state, studioText(studio));
  if (check.config === null || passphraseTrouble !== null || state.apply.status === 'applying') return;
  state.setApply({ status: 'applying' });
  try {
    await applyDistributorSettings(studio, initInput(check.config, state.passphrase));
    stores.settings.getState().setApply({ status: 'applied', at: Date.now() });
  } catch (error) {
    stores.settings.getState().setApply({ status: 'failed', message: errorText(error, studioLanguage(studio)) });
  }
}

/**
 * Applies the draft with distributor.init. Resolves when it became active; rejects with the
 * reason when the studio refused the configuration or the distributor stayed inactive (the
 * configuration is then applied but not working, and the view says why).
 */
export async function applyDistributorSettings(studio: Studio, input: MethodInput<'distributor.init'>): Promise<void> {
  const { api, stores } = studio;
  const t = studioText(studio);
  let outcome: MethodOutput<'distributor.init'>;
  try {
    outcome = await api.call('distributor.init', input);
  } catch (error) {
    throw new Error(t('settings.notApplied', { error: errorText(error, studioLanguage(studio)) }));
  }
  stores.settings.getState().markApplied(); // the draft is what is applied now; the settings event rewrites its text
  if (!outcome.active) throw new Error(t('settings.appliedInactive', { reason: outcome.reason ?? t('settings.noReason') }));
}

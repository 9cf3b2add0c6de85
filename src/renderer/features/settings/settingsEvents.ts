// Server state in: the settings after every distributor.init (from any window or the demo).
import type { Studio } from '../../studio/studioStores';

export function followSettingsEvents({ api, stores }: Studio): Array<() => void> {
  return [api.subscribe('distributor.settings', (settings) => stores.settings.getState().setSettings(settings))];
}

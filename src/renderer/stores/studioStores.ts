import { createBusStore, type BusStore } from './busStore';
import { createCamerasStore, type CamerasStore } from './camerasStore';
import { createConfigStore, type ConfigStore } from './configStore';
import { createStatisticsStore, type StatisticsStore } from './statisticsStore';
import { createUiStore, type UiStore } from './uiStore';
import type { ThemeStorage } from '../theme/themePreference';

/** One store per concern; the page creates one set, tests their own. */
export interface StudioStores {
  cameras: CamerasStore;
  bus: BusStore;
  statistics: StatisticsStore;
  config: ConfigStore;
  ui: UiStore;
}

export function createStudioStores(storage: ThemeStorage | null, systemPrefersDark: boolean): StudioStores {
  return {
    cameras: createCamerasStore(),
    bus: createBusStore(),
    statistics: createStatisticsStore(),
    config: createConfigStore(),
    ui: createUiStore(storage, systemPrefersDark),
  };
}

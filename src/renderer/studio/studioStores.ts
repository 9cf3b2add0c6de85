// The store set of one page, and the Studio every action and event subscription works on.
import type { StudioApi } from '../../shared/api/studioApi';
import { createBusStore, type BusStore } from '../features/bus/busStore';
import { createCamerasStore, type CamerasStore } from '../features/cameras/camerasStore';
import { createScriptConsoleStore, type ScriptConsoleStore } from '../features/configuration/console/scriptConsoleStore';
import { createConfigStore, type ConfigStore } from '../features/configuration/configStore';
import { createConfigTextStore, type ConfigTextStore } from '../features/configuration/raw/configTextStore';
import { createStatisticsStore, type StatisticsStore } from '../features/statistics/statisticsStore';
import { createFleetStore, type FleetStore } from '../features/fleet/fleetStore';
import { createSettingsStore, type SettingsStore } from '../features/settings/settingsStore';
import { createHistoryStore, type HistoryStore } from '../features/history/historyStore';
import { createAuditStore, type AuditStore } from '../features/audit/auditStore';
import { createSiteStore, type SiteStore } from '../features/site/siteStore';
import { createDiscoveryStore, type DiscoveryStore } from '../features/discovery/discoveryStore';
import { createBaselineStore, type BaselineStore } from '../features/baseline/baselineStore';
import { createBaselineCheckStore, type BaselineCheckStore } from '../features/baseline/baselineCheckStore';
import { createAgentStore, type AgentStore } from '../features/agent/agentStore';
import { createSyncStore, type SyncStore } from '../features/sync/syncStore';
import { createSitePickerStore, type SitePickerStore } from '../features/sitePicker/sitePickerStore';
import type { ThemeStorage } from './themePreference';
import { createUiStore, type UiStore } from './uiStore';

/** One store per feature, plus the window's own state; the page creates one set, tests their own. */
export interface StudioStores {
  cameras: CamerasStore;
  bus: BusStore;
  statistics: StatisticsStore;
  config: ConfigStore;
  configText: ConfigTextStore;
  scriptConsole: ScriptConsoleStore;
  ui: UiStore;
  fleet: FleetStore;
  settings: SettingsStore;
  history: HistoryStore;
  audit: AuditStore;
  site: SiteStore;
  discovery: DiscoveryStore;
  baseline: BaselineStore;
  baselineCheck: BaselineCheckStore;
  agent: AgentStore;
  sync: SyncStore;
  sitePicker: SitePickerStore;
}

/** The API and the stores: what actions, event subscriptions and components work with. */
export interface Studio {
  api: StudioApi;
  stores: StudioStores;
}

export function createStudioStores(storage: ThemeStorage | null, systemPrefersDark: boolean, systemLanguages: readonly string[] = []): StudioStores {
  return {
    cameras: createCamerasStore(),
    bus: createBusStore(),
    statistics: createStatisticsStore(),
    config: createConfigStore(),
    configText: createConfigTextStore(),
    scriptConsole: createScriptConsoleStore(),
    ui: createUiStore(storage, systemPrefersDark, systemLanguages),
    fleet: createFleetStore(),
    settings: createSettingsStore(),
    history: createHistoryStore(),
    audit: createAuditStore(),
    site: createSiteStore(),
    discovery: createDiscoveryStore(),
    baseline: createBaselineStore(),
    baselineCheck: createBaselineCheckStore(),
    agent: createAgentStore(),
    sync: createSyncStore(),
    sitePicker: createSitePickerStore(),
  };
}

/** The stores of what the studio's folder holds: emptied when the studio switched to another site (studio.siteChanged), then loaded again. */
const folderStores = ['cameras', 'bus', 'statistics', 'config', 'configText', 'scriptConsole', 'fleet', 'settings', 'history', 'audit', 'site', 'discovery', 'baseline', 'baselineCheck', 'agent', 'sync'] as const satisfies ReadonlyArray<Exclude<keyof StudioStores, 'ui' | 'sitePicker'>>;

// Every store but the window's own and the picker's is one of the folder's (the type checker holds it).
type NotReset = Exclude<Exclude<keyof StudioStores, 'ui' | 'sitePicker'>, (typeof folderStores)[number]>;
const everyFolderStore: [NotReset] extends [never] ? true : NotReset = true;
void everyFolderStore;

export function resetFolderStores(stores: StudioStores): void {
  for (const key of folderStores) {
    const store = stores[key] as unknown as { setState(state: unknown, replace: true): void; getInitialState(): unknown };
    store.setState(store.getInitialState(), true);
  }
}

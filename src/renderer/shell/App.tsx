import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { BusList } from '../features/bus/BusList';
import { CameraList } from '../features/cameras/CameraList';
import { useUnsavedBaselineWarning } from '../features/baseline/useUnsavedBaselineWarning';
import { useUnsavedAgentWarning } from '../features/agent/useUnsavedAgentWarning';
import { useStudio, useStudioStore } from '../studio/StudioContext';
import { currentTheme, type StudioView } from '../studio/uiStore';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/useLanguage';
import { LanguageSelect } from './LanguageSelect';
import { ConnectionBanner } from './ConnectionBanner';
import { StatusBar } from './StatusBar';
import { ThemeToggle } from './ThemeToggle';
import { ViewTabs, tabId, viewPanelId } from './ViewTabs';
import { PaletteHost } from '../features/palette/PaletteHost';
import { SyncBar } from '../features/sync/SyncBar';
import { SitePickerButton } from '../features/sitePicker/SitePickerButton';
import { useFocusKeeper } from './useFocusKeeper';
import { useRegionKeys } from './useRegionKeys';

/**
 * The views load on first use, each in a chunk of its own: the first paint (the frame and the
 * camera list) needs none of them, and the page's script stays small enough to start at once.
 * The view shown first is fetched as the page starts (startLoadingView from main.tsx), in
 * parallel with the studio's first calls and the first render, not after that render.
 */
const viewLoaders: Record<StudioView, () => Promise<ComponentType>> = {
  editor: async () => (await import('../features/configuration/ConfigurationModes')).ConfigurationModes,
  console: async () => (await import('../features/bus/MessageConsoleView')).MessageConsoleView,
  statistics: async () => (await import('../features/statistics/StatisticsView')).StatisticsView,
  fleet: async () => (await import('../features/fleet/FleetApplyView')).FleetApplyView,
  settings: async () => (await import('../features/settings/DistributorSettingsView')).DistributorSettingsView,
  history: async () => (await import('../features/history/HistoryView')).HistoryView,
  audit: async () => (await import('../features/audit/AuditView')).AuditView,
  site: async () => (await import('../features/site/SiteView')).SiteView,
  baseline: async () => (await import('../features/baseline/BaselineView')).BaselineView,
  agent: async () => (await import('../features/agent/AgentView')).AgentView,
};

/** Each view's chunk is loaded once: the first of startLoadingView and the view's first render starts it. */
const loadingViews = new Map<StudioView, Promise<ComponentType>>();

export function startLoadingView(view: StudioView): Promise<ComponentType> {
  let loading = loadingViews.get(view);
  if (!loading) loadingViews.set(view, (loading = viewLoaders[view]()));
  return loading;
}

const views: Record<StudioView, ComponentType> = {
  editor: lazyView('editor'),
  console: lazyView('console'),
  statistics: lazyView('statistics'),
  fleet: lazyView('fleet'),
  settings: lazyView('settings'),
  history: lazyView('history'),
  audit: lazyView('audit'),
  site: lazyView('site'),
  baseline: lazyView('baseline'),
  agent: lazyView('agent'),
};

function lazyView(view: StudioView): ComponentType {
  return lazy(async (): Promise<{ default: ComponentType }> => ({ default: await startLoadingView(view) }));
}

export function App() {
  const theme = useStudioStore('ui', currentTheme);
  const view = useStudioStore('ui', (state) => state.view);
  const info = useStudioStore('ui', (state) => state.info);
  const { t } = useTranslation();
  useSystemThemeFollower();
  useLanguageFollower();
  useUnsavedBaselineWarning();
  useUnsavedAgentWarning();
  useFocusKeeper();
  useRegionKeys();
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  const View = views[view];

  return (
    <div className="studio">
      <header className="top-bar" data-focus-region="top">
        <h1 className="app-title">
          <img src="./favicon.png" alt="" className="app-icon" width="20" height="20" />
          {t('shell.appTitle')}
        </h1>
        {info && (
          <span className="mode-note">
            {info.mode === 'web' ? t('shell.modeWeb') : t('shell.modeDesktop')} · {t('shell.version', { version: info.version })}
            {info.demo && ` · ${t('shell.demoNote')}`}
          </span>
        )}
        <SitePickerButton />
        <SyncBar />
        <LanguageSelect />
        <ThemeToggle />
      </header>
      <ConnectionBanner />
      <nav className="sidebar" aria-label={t('shell.sidebar')} data-focus-region="sidebar">
        <CameraList />
        <BusList />
      </nav>
      <main className="main-area" aria-label={t('shell.views')}>
        <ViewTabs />
        <div role="tabpanel" id={viewPanelId} aria-labelledby={tabId(view)} className="view-panel" data-focus-region="view" data-focus-scope="view">
          <Suspense fallback={null}>
            <View />
          </Suspense>
        </div>
      </main>
      <StatusBar />
      <PaletteHost />
    </div>
  );
}

/** Speaks the studio's language: the catalog, and <html lang> for screen readers and hyphenation. */
function useLanguageFollower() {
  const language = useLanguage();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);
}

/** Keeps the ui store's idea of prefers-color-scheme current. */
function useSystemThemeFollower() {
  const { stores } = useStudio();
  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const update = () => stores.ui.getState().setSystemPrefersDark(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [stores]);
}

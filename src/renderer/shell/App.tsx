import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { BusList } from '../features/bus/BusList';
import { CameraList } from '../features/cameras/CameraList';
import { useUnsavedBaselineWarning } from '../features/baseline/useUnsavedBaselineWarning';
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

/**
 * The views load on first use, each in a chunk of its own: the first paint (the frame and the
 * camera list) needs none of them, and the page's script stays small enough to start at once.
 * The view shown first (the editor) is fetched right after the shell, in parallel with the
 * studio's first calls.
 */
const views: Record<StudioView, ComponentType> = {
  editor: lazyView(() => import('../features/configuration/ConfigurationModes'), 'ConfigurationModes'),
  console: lazyView(() => import('../features/bus/MessageConsoleView'), 'MessageConsoleView'),
  statistics: lazyView(() => import('../features/statistics/StatisticsView'), 'StatisticsView'),
  fleet: lazyView(() => import('../features/fleet/FleetApplyView'), 'FleetApplyView'),
  settings: lazyView(() => import('../features/settings/DistributorSettingsView'), 'DistributorSettingsView'),
  history: lazyView(() => import('../features/history/HistoryView'), 'HistoryView'),
  audit: lazyView(() => import('../features/audit/AuditView'), 'AuditView'),
  site: lazyView(() => import('../features/site/SiteView'), 'SiteView'),
  baseline: lazyView(() => import('../features/baseline/BaselineView'), 'BaselineView'),
};

function lazyView<Name extends string>(load: () => Promise<Record<Name, () => React.JSX.Element>>, name: Name): ComponentType {
  return lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
}

export function App() {
  const theme = useStudioStore('ui', currentTheme);
  const view = useStudioStore('ui', (state) => state.view);
  const info = useStudioStore('ui', (state) => state.info);
  const { t } = useTranslation();
  useSystemThemeFollower();
  useLanguageFollower();
  useUnsavedBaselineWarning();
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  const View = views[view];

  return (
    <div className="studio">
      <header className="top-bar">
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
        <LanguageSelect />
        <ThemeToggle />
      </header>
      <ConnectionBanner />
      <nav className="sidebar" aria-label={t('shell.sidebar')}>
        <CameraList />
        <BusList />
      </nav>
      <main className="main-area" aria-label={t('shell.views')}>
        <ViewTabs />
        <div role="tabpanel" id={viewPanelId} aria-labelledby={tabId(view)} className="view-panel">
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

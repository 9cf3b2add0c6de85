import { useEffect } from 'react';
import { BusList } from '../features/bus/BusList';
import { MessageConsoleView } from '../features/bus/MessageConsoleView';
import { CameraList } from '../features/cameras/CameraList';
import { ConfigurationModes } from '../features/configuration/ConfigurationModes';
import { StatisticsView } from '../features/statistics/StatisticsView';
import { FleetApplyView } from '../features/fleet/FleetApplyView';
import { DistributorSettingsView } from '../features/settings/DistributorSettingsView';
import { HistoryView } from '../features/history/HistoryView';
import { AuditView } from '../features/audit/AuditView';
import { SiteView } from '../features/site/SiteView';
import { BaselineView } from '../features/baseline/BaselineView';
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

const views: Record<StudioView, () => React.JSX.Element> = {
  editor: ConfigurationModes,
  console: MessageConsoleView,
  statistics: StatisticsView,
  fleet: FleetApplyView,
  settings: DistributorSettingsView,
  history: HistoryView,
  audit: AuditView,
  site: SiteView,
  baseline: BaselineView,
};

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
          <View />
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

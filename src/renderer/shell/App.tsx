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
import { ConnectionBanner } from './ConnectionBanner';
import { StatusBar } from './StatusBar';
import { ThemeToggle } from './ThemeToggle';
import { ViewTabs, tabId, viewPanelId } from './ViewTabs';

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
  useSystemThemeFollower();
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
          CamConfig Studio
        </h1>
        {info && (
          <span className="mode-note">
            {info.mode === 'web' ? 'Web mode' : 'Desktop'} · v{info.version}
            {info.demo && ' · demo with simulated camera and bus peer'}
          </span>
        )}
        <ThemeToggle />
      </header>
      <ConnectionBanner />
      <nav className="sidebar" aria-label="Cameras and message bus">
        <CameraList />
        <BusList />
      </nav>
      <main className="main-area" aria-label="Studio views">
        <ViewTabs />
        <div role="tabpanel" id={viewPanelId} aria-labelledby={tabId(view)} className="view-panel">
          <View />
        </div>
      </main>
      <StatusBar />
    </div>
  );
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

import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../studio/StudioContext';
import { selectedCamera } from '../cameras/camerasStore';
import { BackupPanel } from './BackupPanel';
import { ComparisonPanel } from './ComparisonPanel';
import { SiteHistoryPanel } from './SiteHistoryPanel';
import { SnapshotHistory } from './SnapshotHistory';

/** Backups of one or all cameras, the history of the selected camera with its comparisons, and the site's commits. */
export function HistoryView() {
  const { t } = useTranslation();
  const camera = useStudioStore('cameras', selectedCamera);
  const comparison = useStudioStore('history', (state) => state.comparison);
  return (
    <div className="history-view">
      <BackupPanel />
      {camera ? <SnapshotHistory key={camera.id} camera={camera} /> : <p className="view-note">{t('history.selectCamera')}</p>}
      {comparison && <ComparisonPanel comparison={comparison} />}
      <SiteHistoryPanel camera={camera ?? null} />
    </div>
  );
}

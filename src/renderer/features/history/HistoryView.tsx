import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../studio/StudioContext';
import { selectedCamera } from '../cameras/camerasStore';
import { BackupPanel } from './BackupPanel';
import { ComparisonPanel } from './ComparisonPanel';
import { SnapshotHistory } from './SnapshotHistory';

/** Backups of one or all cameras, and the history of the selected camera with its comparisons. */
export function HistoryView() {
  const { t } = useTranslation();
  const camera = useStudioStore('cameras', selectedCamera);
  const comparison = useStudioStore('history', (state) => state.comparison);
  return (
    <div className="history-view">
      <BackupPanel />
      {camera ? <SnapshotHistory key={camera.id} camera={camera} /> : <p className="view-note">{t('history.selectCamera')}</p>}
      {comparison && <ComparisonPanel comparison={comparison} />}
    </div>
  );
}

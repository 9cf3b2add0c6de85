import { useTranslation } from 'react-i18next';
import { describeDistributor } from '../features/bus/describeDistributor';
import { summarizeCameraStates } from '../features/cameras/summarizeCameraStates';
import { useFormatters } from '../i18n/useLanguage';
import { useStudio, useStudioStore } from '../studio/StudioContext';

/** The status bar: distributor state, camera states, dropped events when any, problems. */
export function StatusBar() {
  const { stores } = useStudio();
  const { t } = useTranslation();
  const format = useFormatters();
  const distributor = useStudioStore('bus', (state) => state.distributor);
  const droppedTotal = useStudioStore('bus', (state) => state.droppedTotal);
  const cameras = useStudioStore('cameras', (state) => state.cameras);
  const problems = useStudioStore('ui', (state) => state.problems);
  const distributorState = distributor === null ? 'unknown' : distributor.active ? 'active' : 'inactive';

  return (
    <footer className="status-bar" tabIndex={-1} data-focus-region="status">
      <div role="status" aria-label={t('status.region')} className="status-items">
        <span className="status-item">
          {t('status.distributor')} <span className={`status-value state-text-${distributorState}`}>{t(`status.distributorState.${distributorState}`)}</span>
          <span className="status-detail"> ({describeDistributor(distributor, t)})</span>
        </span>
        <span className="status-item">{t('status.cameras', { summary: summarizeCameraStates(cameras, t) })}</span>
        {droppedTotal > 0 && <span className="status-item status-dropped">{t('status.droppedEvents', { count: droppedTotal, formattedCount: format.number(droppedTotal, 0) })}</span>}
        {problems.length > 0 && (
          <span className="status-item status-problem">
            {problems[problems.length - 1]}
            {problems.length > 1 && ` ${t('status.moreProblems', { count: problems.length - 1 })}`}
          </span>
        )}
      </div>
      {problems.length > 0 && (
        <button type="button" className="link-button" onClick={() => stores.ui.getState().dismissProblems()}>
          {t('status.dismiss')}
        </button>
      )}
    </footer>
  );
}

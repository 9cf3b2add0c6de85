import { describeDistributor } from '../features/bus/describeDistributor';
import { summarizeCameraStates } from '../features/cameras/summarizeCameraStates';
import { useStudio, useStudioStore } from '../studio/StudioContext';

/** The status bar: distributor state, camera states, dropped events when any, problems. */
export function StatusBar() {
  const { stores } = useStudio();
  const distributor = useStudioStore('bus', (state) => state.distributor);
  const droppedTotal = useStudioStore('bus', (state) => state.droppedTotal);
  const cameras = useStudioStore('cameras', (state) => state.cameras);
  const problems = useStudioStore('ui', (state) => state.problems);
  const distributorState = distributor === null ? 'unknown' : distributor.active ? 'active' : 'inactive';

  return (
    <footer role="status" aria-label="Status" className="status-bar">
      <span className="status-item">
        Distributor: <span className={`status-value state-text-${distributorState}`}>{distributorState}</span>
        <span className="status-detail"> ({describeDistributor(distributor)})</span>
      </span>
      <span className="status-item">Cameras: {summarizeCameraStates(cameras)}</span>
      {droppedTotal > 0 && (
        <span className="status-item status-dropped">
          Dropped events: {droppedTotal}
        </span>
      )}
      {problems.length > 0 && (
        <span className="status-item status-problem">
          {problems[problems.length - 1]}
          {problems.length > 1 && ` (+${problems.length - 1} more)`}
          <button type="button" className="link-button" aria-label="Dismiss the problems" onClick={() => stores.ui.getState().dismissProblems()}>
            Dismiss
          </button>
        </span>
      )}
    </footer>
  );
}

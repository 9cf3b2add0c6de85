import { formatElapsed } from '../../../shared/text/formatElapsed';
import { useStudioStore } from '../../studio/StudioContext';
import type { CameraApplyResult } from './fleetStore';

const statusWords: Record<CameraApplyResult['status'], string> = {
  verified: 'Applied and verified',
  applied: 'Applied (not read back)',
  failed: 'Failed',
  notReached: 'Not reached',
};

/** Each camera's live step while the apply runs; its result once it has finished. */
export function FleetApplyReport() {
  const run = useStudioStore('fleet', (state) => state.run);
  if (run.status === 'idle') return null;
  if (run.status === 'failed') return <p className="error-text">The apply did not start: {run.message}</p>;
  if (run.status === 'running') {
    return (
      <table className="data-table fleet-report" aria-label="Apply progress">
        <thead>
          <tr>
            <th>Camera</th>
            <th>Step</th>
            <th>What happens</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(run.progress).map(([cameraId, progress]) => (
            <tr key={cameraId}>
              <th>{progress.label}</th>
              <td>{progress.status ? statusWords[progress.status] : progress.step}</td>
              <td>{progress.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  const failed = run.results.filter((result) => result.status !== 'verified' && result.status !== 'applied').length;
  return (
    <table className="data-table fleet-report" aria-label="Apply report">
      <caption>
        {run.results.length - failed} of {run.results.length} cameras applied in {formatElapsed(run.tookMs)}{failed > 0 ? `; ${failed} not applied` : ''}
      </caption>
      <thead>
        <tr>
          <th>Camera</th>
          <th>Result</th>
          <th>Details</th>
        </tr>
      </thead>
      <tbody>
        {run.results.map((result) => (
          <tr key={result.cameraId} className={`fleet-result-${result.status}`}>
            <th>{result.label}</th>
            <td>
              {statusWords[result.status]}
              {result.status === 'failed' && result.step ? ` at ${result.step}` : ''}
            </td>
            <td className="fleet-result-message">{result.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

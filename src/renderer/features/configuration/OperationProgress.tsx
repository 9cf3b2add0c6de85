import { useEffect, useState } from 'react';
import { useStudio } from '../../studio/StudioContext';
import { cancelOperation, closeOperation } from './configActions';
import { operationTitles, stepLabels, stepState, type ChangeOutcome, type OperationStep, type OperationView, type StepState } from './operationSteps';
import { addressOf } from './pendingChanges';

const stateWords: Record<StepState, string> = { waiting: 'waiting', running: 'in progress', done: 'done', failed: 'failed', 'not-done': 'not done' };
const changeWords: Record<ChangeOutcome['state'], string> = { applied: 'Applied', 'not-applied': 'Not applied', unknown: 'Not known to be applied' };

/** Each step as it happens, then "Done" or the failure: its step, the camera's ERROR: text, what is applied. */
export function OperationProgress({ cameraId, operation }: { cameraId: string; operation: OperationView }) {
  const studio = useStudio();
  const { outcome } = operation;
  const title = operationTitles[operation.kind];
  return (
    <section className="operation-progress" aria-label={`Progress of ${title}`}>
      <h3>{title}</h3>
      <ol className="step-list">
        {operation.steps.map((step) => (
          <StepItem key={step} operation={operation} step={step} />
        ))}
      </ol>
      {outcome.status === 'running' && <p className="view-note">{operation.lastMessage}</p>}
      {outcome.status === 'done' && (
        <div role="status" className="outcome done">
          <h4>Done</h4>
          <p>{outcome.summary}</p>
        </div>
      )}
      {outcome.status === 'failed' && (
        <div role="alert" className="outcome failed">
          <h4>
            {outcome.cancelled ? 'Cancelled' : 'Failed'} while {outcome.step ? stepLabels[outcome.step].toLowerCase() : 'sending'}
          </h4>
          {outcome.cameraErrors.length > 0 && (
            <>
              <p>The camera answered:</p>
              <ul className="change-list mono">
                {outcome.cameraErrors.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
          <p className="failure-message">{outcome.message}</p>
          {outcome.changes.length > 0 && <ChangeOutcomes changes={outcome.changes} />}
        </div>
      )}
      <div className="progress-buttons">
        {outcome.status === 'running' && (
          <button type="button" className="button" disabled={operation.cancelRequested} onClick={() => void cancelOperation(studio, cameraId)}>
            {operation.cancelRequested ? 'Cancelling…' : 'Cancel'}
          </button>
        )}
        {outcome.status !== 'running' && (
          <button type="button" className="button" onClick={() => closeOperation(studio, cameraId)}>
            Close
          </button>
        )}
      </div>
    </section>
  );
}

function StepItem({ operation, step }: { operation: OperationView; step: OperationStep }) {
  const state = stepState(operation, step);
  const cancelledHere = state === 'failed' && operation.outcome.status === 'failed' && operation.outcome.cancelled;
  return (
    <li className={`step ${cancelledHere ? 'not-done' : state}`}>
      <span className="step-name">{stepLabels[step]}</span> <span className="step-state">{cancelledHere ? 'cancelled' : stateWords[state]}</span>
      {step === 'reboot' && state === 'running' && operation.rebootWaitSince !== undefined && <RebootElapsed since={operation.rebootWaitSince} />}
    </li>
  );
}

function RebootElapsed({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <span className="step-detail"> waiting for the camera, {Math.max(0, Math.round((now - since) / 1000))} s</span>;
}

function ChangeOutcomes({ changes }: { changes: ChangeOutcome[] }) {
  return (
    <table className="data-table" aria-label="What is known about each change">
      <thead>
        <tr>
          <th scope="col">Parameter</th>
          <th scope="col">Sent value</th>
          <th scope="col">State</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={addressOf(change)}>
            <th scope="row" className="mono">
              {addressOf(change)}
            </th>
            <td className="mono">{change.value}</td>
            <td>
              <strong>{changeWords[change.state]}</strong>: {change.note}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudio } from '../../studio/StudioContext';
import { useText } from '../../i18n/useText';
import type { Text } from '../../../shared/i18n/text';
import { cancelOperation, closeOperation } from './configActions';
import { doneSummary, rebootWaitReason, stepState, stepStateKeys, type ChangeOutcome, type OperationStep, type OperationView } from './operationSteps';
import { addressOf } from './pendingChanges';

const changeKeys = { applied: 'configuration.outcome.applied', 'not-applied': 'configuration.outcome.notApplied', unknown: 'configuration.outcome.unknown' } as const satisfies Record<ChangeOutcome['state'], string>;

/**
 * Each step as it happens, then "Done" or the failure: its step, the camera's ERROR: text, what
 * is applied. The reboot wait has one counter, on its step, with the camera's last answer.
 */
export function OperationProgress({ cameraId, operation }: { cameraId: string; operation: OperationView }) {
  const studio = useStudio();
  const { t } = useTranslation();
  const { outcome } = operation;
  const title = t(`configuration.operations.${operation.kind}`);
  const show = useText();
  const waitingForReboot = operation.active === 'reboot' && operation.rebootWaitSince !== undefined;
  return (
    <section className="operation-progress" aria-label={t('configuration.progress.label', { operation: title })}>
      <h3>{title}</h3>
      <ol className="step-list">
        {operation.steps.map((step) => (
          <StepItem key={step} operation={operation} step={step} />
        ))}
      </ol>
      {outcome.status === 'running' && !waitingForReboot && <p className="view-note">{shownMessage(operation.lastMessage, show)}</p>}
      {outcome.status === 'done' && (
        <div role="status" className="outcome done">
          <h4>{t('configuration.progress.done')}</h4>
          <p>{doneSummary(t, operation.kind, outcome.changes)}</p>
        </div>
      )}
      {outcome.status === 'failed' && (
        <div role="alert" className="outcome failed">
          <h4>{t(outcome.cancelled ? 'configuration.progress.cancelledWhile' : 'configuration.progress.failedWhile', { step: outcome.step ? t(`configuration.stepsWhile.${outcome.step}`) : t('configuration.progress.sending') })}</h4>
          {outcome.cameraErrors.length > 0 && (
            <>
              <p>{t('configuration.progress.cameraAnswered')}</p>
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
            {operation.cancelRequested ? t('configuration.progress.cancelling') : t('configuration.progress.cancel')}
          </button>
        )}
        {outcome.status !== 'running' && (
          <button type="button" className="button" onClick={() => closeOperation(studio, cameraId)}>
            {t('common.close')}
          </button>
        )}
      </div>
    </section>
  );
}

function StepItem({ operation, step }: { operation: OperationView; step: OperationStep }) {
  const { t } = useTranslation();
  const state = stepState(operation, step);
  const cancelledHere = state === 'failed' && operation.outcome.status === 'failed' && operation.outcome.cancelled;
  return (
    <li className={`step ${cancelledHere ? 'not-done' : state}`}>
      <span className="step-name">{t(`configuration.steps.${step}`)}</span>{' '}
      <span className="step-state">{t(`configuration.stepStates.${cancelledHere ? 'cancelled' : stepStateKeys[state]}`)}</span>
      {step === 'reboot' && state === 'running' && operation.rebootWaitSince !== undefined && <RebootWait since={operation.rebootWaitSince} lastMessage={operation.lastMessage} />}
    </li>
  );
}

/** The one count of the reboot wait (seconds since the camera took the reboot), and why its last try got no answer. */
function RebootWait({ since, lastMessage }: { since: number; lastMessage: Text | string }) {
  const { t } = useTranslation();
  const show = useText();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const lastTry = rebootWaitReason(lastMessage);
  const reason = lastTry === null ? null : shownMessage(lastTry, show);
  return (
    <span className="step-detail">
      {' '}
      {t('configuration.progress.rebootWait', { seconds: Math.max(0, Math.round((now - since) / 1000)) })}
      {reason !== null && <span className="step-reason"> ({t('configuration.progress.rebootLastTry', { reason })})</span>}
    </span>
  );
}

function ChangeOutcomes({ changes }: { changes: ChangeOutcome[] }) {
  const { t } = useTranslation();
  return (
    <table className="data-table" aria-label={t('configuration.outcome.label')}>
      <thead>
        <tr>
          <th scope="col">{t('configuration.outcome.parameter')}</th>
          <th scope="col">{t('configuration.outcome.sentValue')}</th>
          <th scope="col">{t('configuration.outcome.state')}</th>
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
              <strong>{t(changeKeys[change.state])}</strong>: {change.note}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The service's text in the studio's language; the studio's own words are already in it. */
function shownMessage(message: Text | string, show: (text: Text) => string): string {
  return typeof message === 'string' ? message : show(message);
}

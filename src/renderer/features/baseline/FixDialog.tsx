import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { commandLanguageId } from '../../ui/monaco/commandLanguage';
import { LazyCodeView } from '../../ui/monaco/LazyCodeView';
import { useActionRunner } from '../../ui/useActionRunner';
import { cancelBaselineFix, planBaselineFix, runBaselineFix, runCheck } from './baselineCheckActions';
import type { FixPlan, FixResult, FixRun, FixSteps } from './baselineCheckStore';
import { fixResultWord } from './checkMatrix';
import { useBaselineFormat } from './baselineFormat';
import { ModalDialog } from '../../ui/ModalDialog';
import type { StudioText } from '../../i18n/studioText';
import { keepPlace } from '../../ui/focusPlace';
import { useText } from '../../i18n/useText';

const fixSteps: ReadonlyArray<keyof FixSteps> = ['store', 'update', 'reboot'];

/** What the confirmation says happens to the cameras written: stored or not, updated, rebooted. */
export function confirmationSteps(steps: FixSteps, t: StudioText): string {
  return [t(steps.store ? 'baseline.fix.confirmStored' : 'baseline.fix.confirmNotStored'), steps.update ? t('baseline.fix.confirmUpdated') : '', steps.reboot ? t('baseline.fix.confirmRebooted') : ''].join('');
}

/**
 * "Bring back to baseline…": the dry run (each drifted camera's script with only its drifted
 * parameters; who gets nothing and why), the steps, a confirmation naming how many cameras are
 * written, the live progress with Cancel, and each camera's result; then "Check again".
 */
export function FixDialog({ onClose }: { onClose(): void }) {
  const studio = useStudio();
  const { t } = useTranslation();
  const check = studio.stores.baselineCheck;
  const plan = useStudioStore('baselineCheck', (state) => state.fixPlan);
  const fix = useStudioStore('baselineCheck', (state) => state.fix);
  const steps = useStudioStore('baselineCheck', (state) => state.fixSteps);
  const chosen = useStudioStore('baselineCheck', (state) => state.fixCameraIds.size);
  const onlySelected = useStudioStore('baselineCheck', (state) => state.fixOnlySelected);
  const [confirming, setConfirming] = useState(false);
  // Kept here, not in the plan's view: a step ticked plans anew, and the preview stays on this camera.
  const [previewCameraId, setPreviewCameraId] = useState<string | null>(null);
  const runner = useActionRunner();

  useEffect(() => {
    // A dialog opened anew plans anew; a fix still running is shown as it goes.
    if (check.getState().fix.status === 'running') return;
    check.getState().setFix({ status: 'idle' });
    check.getState().setFixPlan({ status: 'idle' });
  }, [check]);
  useEffect(() => {
    if (plan.status === 'idle') void planBaselineFix(studio);
  }, [studio, plan.status]);

  const running = fix.status === 'running';
  const writes = plan.status === 'ready' ? plan.plan.scripts.length : 0;
  const blocker = steps.reboot && !steps.store ? t('baseline.fix.rebootNeedsStore') : null;
  const awaitingReboot = plan.status === 'ready' && !steps.reboot ? rebootWaits(plan.plan) : null;
  const close = () => {
    if (!running) onClose();
  };

  return (
    <ModalDialog title={t('baseline.fix.title')} className="baseline-dialog" onClose={close}>
      {fix.status === 'idle' && !confirming && (
        <>
          <fieldset className="baseline-toolbar">
            <legend>{t('baseline.fix.steps')}</legend>
            {fixSteps.map((step) => (
              <label key={step} className="checkbox-label">
                <input type="checkbox" checked={steps[step]} onChange={(event) => check.getState().setFixSteps({ ...steps, [step]: event.target.checked })} /> {t(`baseline.fix.step.${step}`)}
              </label>
            ))}
            {chosen > 0 && (
              <label className="checkbox-label">
                <input type="checkbox" checked={onlySelected} onChange={(event) => check.getState().setFixOnlySelected(event.target.checked)} /> {t('baseline.fix.onlySelected', { count: chosen })}
              </label>
            )}
          </fieldset>
          {!steps.store && (
            <p className="baseline-warning" role="alert">
              {t('baseline.fix.noStoreWarning')}
            </p>
          )}
          {blocker && <AlertLine message={blocker} />}
          {awaitingReboot && (
            <p className="baseline-warning" role="alert">
              {t('baseline.fix.rebootWarning', { count: awaitingReboot.cameras, sections: awaitingReboot.sections.join(', ') })}
            </p>
          )}
          {plan.status === 'loading' && <p className="view-note">{t('baseline.fix.preparing')}</p>}
          {plan.status === 'failed' && <AlertLine message={t('baseline.fix.dryRunFailed', { message: plan.message })} />}
          {plan.status === 'ready' && <FixPlanView plan={plan.plan} previewCameraId={previewCameraId} onPreview={setPreviewCameraId} />}
        </>
      )}
      {fix.status === 'idle' && confirming && (
        <p className="baseline-confirm" role="alert">
          {t('baseline.fix.confirm', { count: writes, steps: confirmationSteps(steps, t) })}
        </p>
      )}
      {fix.status !== 'idle' && <FixProgressView fix={fix} plan={plan.status === 'ready' ? plan.plan : null} />}
      <AlertLine message={runner.error} />
      <div className="dialog-buttons">
        {fix.status === 'idle' && !confirming && (
          <>
            <button type="button" className="button" onClick={close}>
              {t('baseline.fix.close')}
            </button>
            <button type="button" className="button primary" disabled={writes === 0 || blocker !== null} onClick={() => setConfirming(true)}>
              {t('baseline.fix.writeAsk', { count: writes })}
            </button>
          </>
        )}
        {fix.status === 'idle' && confirming && (
          <>
            <button type="button" className="button" autoFocus onClick={() => setConfirming(false)}>
              {t('baseline.fix.back')}
            </button>
            <button
              type="button"
              className="button primary"
              onClick={() => {
                setConfirming(false);
                runner.run(() => keepPlace(() => runBaselineFix(studio)));
              }}
            >
              {t('baseline.fix.write', { count: writes })}
            </button>
          </>
        )}
        {running && (
          <button type="button" className="button" disabled={fix.cancelling} onClick={() => runner.run(() => cancelBaselineFix(studio))}>
            {t('baseline.fix.cancel')}
          </button>
        )}
        {(fix.status === 'finished' || fix.status === 'failed') && (
          <>
            <button type="button" className="button" onClick={close}>
              {t('baseline.fix.close')}
            </button>
            <button
              type="button"
              className="button primary"
              onClick={() => {
                onClose();
                void keepPlace(() => runCheck(studio)).catch(() => undefined);
              }}
            >
              {t('baseline.fix.checkAgain')}
            </button>
          </>
        )}
      </div>
    </ModalDialog>
  );
}

/** The dry run: the script of the camera chosen (the first when that one gets none now), and who gets nothing. */
function FixPlanView({ plan, previewCameraId, onPreview }: { plan: FixPlan; previewCameraId: string | null; onPreview(cameraId: string): void }) {
  const { t } = useTranslation();
  const script = plan.scripts.find((entry) => entry.cameraId === previewCameraId) ?? plan.scripts[0];
  return (
    <div className="baseline-fix-plan" role="group" aria-label={t('baseline.fix.dryRun')}>
      {script ? (
        <>
          <label>
            {t('baseline.fix.scriptFor')}{' '}
            <select value={script.cameraId} onChange={(event) => onPreview(event.target.value)}>
              {plan.scripts.map((entry) => (
                <option key={entry.cameraId} value={entry.cameraId}>
                  {t('baseline.fix.scriptOption', { camera: entry.label, count: entry.parameters.length })}
                </option>
              ))}
            </select>{' '}
            <span className="view-note">{t('baseline.fix.nothingSent', { count: plan.scripts.length })}</span>
          </label>
          <LazyCodeView value={script.script} language={commandLanguageId} label={t('baseline.fix.scriptLabel', { camera: script.label })} className="baseline-script-code" />
        </>
      ) : (
        <p className="view-note">{t('baseline.fix.noCamera')}</p>
      )}
      {plan.skipped.length > 0 && (
        <details>
          <summary>{t('baseline.fix.skipped', { count: plan.skipped.length })}</summary>
          <ul aria-label={t('baseline.fix.skippedList')}>
            {plan.skipped.map((camera) => (
              <li key={camera.cameraId}>{t('baseline.fix.skippedCamera', { camera: camera.label, reason: t(`baseline.fix.skippedReason.${camera.status}`) })}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** The cameras whose fix writes values that apply only after a reboot, and those sections; null when none does. */
function rebootWaits(plan: FixPlan): { cameras: number; sections: string[] } | null {
  const waiting = plan.scripts.filter((script) => script.rebootNeeded.length > 0);
  return waiting.length === 0 ? null : { cameras: waiting.length, sections: [...new Set(waiting.flatMap((script) => script.rebootNeeded))] };
}

/** A camera's result in words; one written with values waiting for a reboot says so ("Verified; reboot needed (sip)"). */
function resultWord(result: FixResult, plan: FixPlan | null, t: StudioText): string {
  if (result.status === 'failed' && result.step) return t('baseline.fix.failedAt', { result: fixResultWord(result.status, t), step: t(`baseline.fix.failedStep.${result.step}`) });
  const waiting = plan?.scripts.find((script) => script.cameraId === result.cameraId)?.rebootNeeded ?? [];
  const written = result.status === 'verified' || result.status === 'applied';
  return written && waiting.length > 0 ? t('baseline.fix.rebootNeededResult', { result: fixResultWord(result.status, t), sections: waiting.join(', ') }) : fixResultWord(result.status, t);
}

function FixProgressView({ fix, plan }: { fix: Exclude<FixRun, { status: 'idle' }>; plan: FixPlan | null }) {
  const { t } = useTranslation();
  const show = useText();
  const format = useBaselineFormat();
  if (fix.status === 'failed') return <AlertLine message={t('baseline.fix.didNotRun', { message: fix.message })} />;
  if (fix.status === 'running') {
    return (
      <table className="data-table" aria-label={t('baseline.fix.progress')}>
        <ColumnHeads names={[t('baseline.fix.camera'), t('baseline.fix.stepColumn'), t('baseline.fix.whatHappens')]} />
        <tbody>
          {Object.entries(fix.progress).map(([cameraId, progress]) => (
            <tr key={cameraId}>
              <th scope="row">{progress.label}</th>
              <td>{progress.status ? fixResultWord(progress.status, t) : progressStepWord(progress.step, t)}</td>
              <td>{show(progress.text)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  const verified = fix.results.filter((result) => result.status === 'verified').length;
  return (
    <table className="data-table" aria-label={t('baseline.fix.result')} tabIndex={-1} data-focus-target="result">
      <caption>
        {t('baseline.fix.verified', { verified, count: fix.results.length, took: format.elapsed(fix.tookMs) })}
        {verified < fix.results.length && t('baseline.fix.notVerified', { count: fix.results.length - verified })}
      </caption>
      <ColumnHeads names={[t('baseline.fix.camera'), t('baseline.fix.resultColumn'), t('baseline.fix.details')]} />
      <tbody>
        {fix.results.map((result) => (
          <tr key={result.cameraId} className={`baseline-fix-${result.status}`}>
            <th scope="row">{result.label}</th>
            <td>{resultWord(result, plan, t)}</td>
            <td>{show(result.text)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const progressSteps = ['waiting', 'write', 'reboot', 'verify', 'done'] as const;

/** A fix's step in words; a step this page does not know is shown as it came. */
function progressStepWord(step: string, t: StudioText): string {
  const known = progressSteps.find((entry) => entry === step);
  return known ? t(`baseline.fix.progressStep.${known}`) : step;
}

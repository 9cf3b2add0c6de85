import { useEffect, useState } from 'react';
import { formatElapsed } from '../../../shared/text/formatElapsed';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { commandLanguageId } from '../../ui/monaco/commandLanguage';
import { LazyCodeView } from '../../ui/monaco/LazyCodeView';
import { useActionRunner } from '../../ui/useActionRunner';
import { cancelBaselineFix, planBaselineFix, runBaselineFix, runCheck } from './baselineCheckActions';
import type { FixPlan, FixRun, FixSteps } from './baselineCheckStore';
import { fixResultWords, statusWords } from './checkMatrix';
import { ModalDialog } from '../../ui/ModalDialog';

const stepLabels: Record<keyof FixSteps, string> = { store: 'Store', update: 'Update', reboot: 'Reboot, wait and read back' };

/**
 * "Bring back to baseline…": the dry run (each drifted camera's script with only its drifted
 * parameters; who gets nothing and why), the steps, a confirmation naming how many cameras are
 * written, the live progress with Cancel, and each camera's result; then "Check again".
 */
export function FixDialog({ onClose }: { onClose(): void }) {
  const studio = useStudio();
  const check = studio.stores.baselineCheck;
  const plan = useStudioStore('baselineCheck', (state) => state.fixPlan);
  const fix = useStudioStore('baselineCheck', (state) => state.fix);
  const steps = useStudioStore('baselineCheck', (state) => state.fixSteps);
  const chosen = useStudioStore('baselineCheck', (state) => state.fixCameraIds.size);
  const onlySelected = useStudioStore('baselineCheck', (state) => state.fixOnlySelected);
  const [confirming, setConfirming] = useState(false);
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
  const blocker = steps.reboot && !steps.store ? 'Reboot needs Store: unstored values are lost in a reboot.' : null;
  const close = () => {
    if (!running) onClose();
  };

  return (
    <ModalDialog title="Bring back to baseline" className="baseline-dialog" onClose={close}>
      {fix.status === 'idle' && !confirming && (
        <>
          <fieldset className="baseline-toolbar">
            <legend>Steps</legend>
            {(Object.keys(stepLabels) as Array<keyof FixSteps>).map((step) => (
              <label key={step} className="checkbox-label">
                <input type="checkbox" checked={steps[step]} onChange={(event) => check.getState().setFixSteps({ ...steps, [step]: event.target.checked })} /> {stepLabels[step]}
              </label>
            ))}
            {chosen > 0 && (
              <label className="checkbox-label">
                <input type="checkbox" checked={onlySelected} onChange={(event) => check.getState().setFixOnlySelected(event.target.checked)} /> Only the {chosen} selected {chosen === 1 ? 'camera' : 'cameras'}
              </label>
            )}
          </fieldset>
          {!steps.store && (
            <p className="baseline-warning" role="alert">
              Without Store the values are written to the running configuration only: the fix does not survive the camera&apos;s next reboot.
            </p>
          )}
          {blocker && <AlertLine message={blocker} />}
          {plan.status === 'loading' && <p className="view-note">Preparing each camera&apos;s script…</p>}
          {plan.status === 'failed' && <AlertLine message={`The dry run failed: ${plan.message}`} />}
          {plan.status === 'ready' && <FixPlanView plan={plan.plan} />}
        </>
      )}
      {fix.status === 'idle' && confirming && (
        <p className="baseline-confirm" role="alert">
          {writes} {writes === 1 ? 'camera is' : 'cameras are'} written now{steps.store ? ' and stored' : ' (not stored)'}
          {steps.update ? ', updated' : ''}
          {steps.reboot ? ', rebooted and read back' : ''}. The other cameras get nothing.
        </p>
      )}
      {fix.status !== 'idle' && <FixProgressView fix={fix} />}
      <AlertLine message={runner.error} />
      <div className="dialog-buttons">
        {fix.status === 'idle' && !confirming && (
          <>
            <button type="button" className="button" onClick={close}>
              Close
            </button>
            <button type="button" className="button primary" disabled={writes === 0 || blocker !== null} onClick={() => setConfirming(true)}>
              Write {writes} {writes === 1 ? 'camera' : 'cameras'}…
            </button>
          </>
        )}
        {fix.status === 'idle' && confirming && (
          <>
            <button type="button" className="button" autoFocus onClick={() => setConfirming(false)}>
              Back
            </button>
            <button
              type="button"
              className="button primary"
              onClick={() => {
                setConfirming(false);
                runner.run(() => runBaselineFix(studio));
              }}
            >
              Write {writes} {writes === 1 ? 'camera' : 'cameras'}
            </button>
          </>
        )}
        {running && (
          <button type="button" className="button" disabled={fix.cancelling} onClick={() => runner.run(() => cancelBaselineFix(studio))}>
            Cancel
          </button>
        )}
        {(fix.status === 'finished' || fix.status === 'failed') && (
          <>
            <button type="button" className="button" onClick={close}>
              Close
            </button>
            <button
              type="button"
              className="button primary"
              onClick={() => {
                onClose();
                void runCheck(studio).catch(() => undefined);
              }}
            >
              Check again
            </button>
          </>
        )}
      </div>
    </ModalDialog>
  );
}

function FixPlanView({ plan }: { plan: FixPlan }) {
  const [chosen, setChosen] = useState(0);
  const script = plan.scripts[Math.min(chosen, plan.scripts.length - 1)];
  return (
    <div className="baseline-fix-plan" aria-label="Dry run">
      {script ? (
        <>
          <label>
            Dry run: the script sent to{' '}
            <select value={Math.min(chosen, plan.scripts.length - 1)} onChange={(event) => setChosen(Number(event.target.value))}>
              {plan.scripts.map((entry, index) => (
                <option key={entry.cameraId} value={index}>
                  {entry.label} ({entry.parameters.length} {entry.parameters.length === 1 ? 'parameter' : 'parameters'})
                </option>
              ))}
            </select>{' '}
            <span className="view-note">({plan.scripts.length} cameras; nothing sent yet)</span>
          </label>
          <LazyCodeView value={script.script} language={commandLanguageId} label={`Script for ${script.label}`} className="baseline-script-code" />
        </>
      ) : (
        <p className="view-note">No camera to write: none of the chosen cameras drifted.</p>
      )}
      {plan.skipped.length > 0 && (
        <details>
          <summary>{plan.skipped.length} cameras get nothing</summary>
          <ul aria-label="Cameras that get nothing">
            {plan.skipped.map((camera) => (
              <li key={camera.cameraId}>
                {camera.label}: {camera.status === 'compliant' ? 'compliant, nothing to fix' : camera.status === 'unreadable' ? 'unreadable in this run: check it again first' : `${statusWords[camera.status].toLowerCase()}, not chosen`}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function FixProgressView({ fix }: { fix: Exclude<FixRun, { status: 'idle' }> }) {
  if (fix.status === 'failed') return <AlertLine message={`The fix did not run: ${fix.message}`} />;
  if (fix.status === 'running') {
    return (
      <table className="data-table" aria-label="Fix progress">
        <ColumnHeads names={['Camera', 'Step', 'What happens']} />
        <tbody>
          {Object.entries(fix.progress).map(([cameraId, progress]) => (
            <tr key={cameraId}>
              <th scope="row">{progress.label}</th>
              <td>{progress.status ? fixResultWords[progress.status] : progress.step}</td>
              <td>{progress.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  const verified = fix.results.filter((result) => result.status === 'verified').length;
  return (
    <table className="data-table" aria-label="Fix result">
      <caption>
        {verified} of {fix.results.length} {fix.results.length === 1 ? 'camera' : 'cameras'} verified in {formatElapsed(fix.tookMs)}
        {verified < fix.results.length ? `; ${fix.results.length - verified} not verified` : ''}
      </caption>
      <ColumnHeads names={['Camera', 'Result', 'Details']} />
      <tbody>
        {fix.results.map((result) => (
          <tr key={result.cameraId} className={`baseline-fix-${result.status}`}>
            <th scope="row">{result.label}</th>
            <td>
              {fixResultWords[result.status]}
              {result.status === 'failed' && result.step ? ` at ${result.step}` : ''}
            </td>
            <td>{result.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

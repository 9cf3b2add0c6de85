import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commandLanguageId } from '../../ui/monaco/commandLanguage';
import { LazyCodeView } from '../../ui/monaco/LazyCodeView';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { cancelFleetApply, dryRunFleetApply, retryFailedCameras, runFleetApply } from './fleetActions';
import { asksBeforeApply, type ApplySteps, type CameraScriptView } from './fleetStore';
import { FleetApplyConfirm } from './FleetApplyConfirm';
import { FleetApplyReport } from './FleetApplyReport';

const stepNames = ['store', 'update', 'reboot'] as const satisfies ReadonlyArray<keyof ApplySteps>;

/** The steps to run, the dry run (each camera's script), Apply (confirmed when it stores or reboots), and the live progress and report. */
export function FleetApplyPanel() {
  const studio = useStudio();
  const { t } = useTranslation();
  const steps = useStudioStore('fleet', (state) => state.steps);
  const edits = useStudioStore('fleet', (state) => Object.keys(state.newValues).length);
  const selected = useStudioStore('fleet', (state) => state.selectedCameraIds.length);
  const dryRun = useStudioStore('fleet', (state) => state.dryRun);
  const run = useStudioStore('fleet', (state) => state.run);
  const [confirming, setConfirming] = useState(false);
  const running = run.status === 'running';
  const blocker = selected === 0 ? t('fleet.apply.selectFirst') : edits === 0 ? t('fleet.apply.setValueFirst') : steps.reboot && !steps.store ? t('fleet.apply.rebootNeedsStore') : null;
  const apply = () => {
    setConfirming(false);
    void runFleetApply(studio);
  };
  return (
    <section className="fleet-apply" aria-label={t('fleet.apply.region')}>
      <div className="fleet-toolbar">
        {stepNames.map((step) => (
          <label key={step}>
            <input type="checkbox" checked={steps[step]} disabled={running} onChange={(event) => studio.stores.fleet.getState().setSteps({ ...steps, [step]: event.target.checked })} /> {t(`fleet.steps.${step}`)}
          </label>
        ))}
        <button type="button" className="button" disabled={blocker !== null || running} onClick={() => void dryRunFleetApply(studio)}>
          {t('fleet.apply.dryRun')}
        </button>
        <button type="button" className="button primary" disabled={blocker !== null || running} onClick={() => (asksBeforeApply(steps) ? setConfirming(true) : apply())}>
          {t('fleet.apply.apply', { count: selected })}
        </button>
        {running && (
          <button type="button" className="button" onClick={() => void cancelFleetApply(studio)}>
            {t('common.cancel')}
          </button>
        )}
        {run.status === 'finished' && run.results.some((result) => result.status === 'failed' || result.status === 'notReached') && (
          <button type="button" className="button" onClick={() => void retryFailedCameras(studio)}>
            {t('fleet.apply.retryFailed')}
          </button>
        )}
      </div>
      {blocker !== null && <p className="view-note">{blocker}</p>}
      {dryRun.status === 'loading' && <p className="view-note">{t('fleet.dryRun.preparing')}</p>}
      {dryRun.status === 'failed' && <p className="error-text">{dryRun.message}</p>}
      {dryRun.status === 'ready' && <DryRunScripts scripts={dryRun.scripts} />}
      <FleetApplyReport />
      {confirming && <FleetApplyConfirm cameras={selected} values={edits} steps={steps} onConfirm={apply} onCancel={() => setConfirming(false)} />}
    </section>
  );
}

/** One camera's exact script at a time (read-only Monaco), chosen from the list. */
function DryRunScripts({ scripts }: { scripts: CameraScriptView[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(0);
  const script = scripts[Math.min(chosen, scripts.length - 1)];
  if (!script) return null;
  return (
    <div className="fleet-dry-run" role="group" aria-label={t('fleet.dryRun.region')}>
      <label>
        {t('fleet.dryRun.scriptSentTo')}{' '}
        <select value={Math.min(chosen, scripts.length - 1)} onChange={(event) => setChosen(Number(event.target.value))}>
          {scripts.map((entry, index) => (
            <option key={entry.cameraId} value={index}>
              {entry.label}
            </option>
          ))}
        </select>{' '}
      </label>
      <span className="view-note">{t('fleet.dryRun.nothingSent', { count: scripts.length })}</span>
      <LazyCodeView value={script.script} language={commandLanguageId} label={t('fleet.dryRun.scriptFor', { camera: script.label })} className="fleet-script-code" />
    </div>
  );
}

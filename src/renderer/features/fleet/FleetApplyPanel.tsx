import { useState } from 'react';
import { commandLanguageId } from '../../ui/monaco/commandLanguage';
import { LazyCodeView } from '../../ui/monaco/LazyCodeView';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { cancelFleetApply, dryRunFleetApply, retryFailedCameras, runFleetApply } from './fleetActions';
import type { ApplySteps, CameraScriptView } from './fleetStore';
import { FleetApplyReport } from './FleetApplyReport';

const stepLabels: Record<keyof ApplySteps, string> = { store: 'Store to flash', update: 'Update', reboot: 'Reboot, wait and read back' };

/** The steps to run, the dry run (each camera's script), Apply, and the live progress and report. */
export function FleetApplyPanel() {
  const studio = useStudio();
  const steps = useStudioStore('fleet', (state) => state.steps);
  const edits = useStudioStore('fleet', (state) => Object.keys(state.newValues).length);
  const selected = useStudioStore('fleet', (state) => state.selectedCameraIds.length);
  const dryRun = useStudioStore('fleet', (state) => state.dryRun);
  const run = useStudioStore('fleet', (state) => state.run);
  const running = run.status === 'running';
  const blocker = selected === 0 ? 'Select cameras first.' : edits === 0 ? 'Set a value for all cameras in the grid first.' : steps.reboot && !steps.store ? 'Reboot needs Store: unstored changes are lost in a reboot.' : null;
  return (
    <section className="fleet-apply" aria-label="Apply to the selected cameras">
      <div className="fleet-toolbar">
        {(Object.keys(stepLabels) as Array<keyof ApplySteps>).map((step) => (
          <label key={step}>
            <input type="checkbox" checked={steps[step]} disabled={running} onChange={(event) => studio.stores.fleet.getState().setSteps({ ...steps, [step]: event.target.checked })} /> {stepLabels[step]}
          </label>
        ))}
        <button type="button" className="button" disabled={blocker !== null || running} onClick={() => void dryRunFleetApply(studio)}>
          Dry run
        </button>
        <button type="button" className="button primary" disabled={blocker !== null || running} onClick={() => void runFleetApply(studio)}>
          Apply to {selected} camera{selected === 1 ? '' : 's'}
        </button>
        {running && (
          <button type="button" className="button" onClick={() => void cancelFleetApply(studio)}>
            Cancel
          </button>
        )}
        {run.status === 'finished' && run.results.some((result) => result.status === 'failed' || result.status === 'notReached') && (
          <button type="button" className="button" onClick={() => void retryFailedCameras(studio)}>
            Retry the failed ones
          </button>
        )}
      </div>
      {blocker !== null && <p className="view-note">{blocker}</p>}
      {dryRun.status === 'loading' && <p className="view-note">Preparing each camera's script…</p>}
      {dryRun.status === 'failed' && <p className="error-text">{dryRun.message}</p>}
      {dryRun.status === 'ready' && <DryRunScripts scripts={dryRun.scripts} />}
      <FleetApplyReport />
    </section>
  );
}

/** One camera's exact script at a time (read-only Monaco), chosen from the list. */
function DryRunScripts({ scripts }: { scripts: CameraScriptView[] }) {
  const [chosen, setChosen] = useState(0);
  const script = scripts[Math.min(chosen, scripts.length - 1)];
  if (!script) return null;
  return (
    <div className="fleet-dry-run" aria-label="Dry run">
      <label>
        Dry run: the script sent to{' '}
        <select value={Math.min(chosen, scripts.length - 1)} onChange={(event) => setChosen(Number(event.target.value))}>
          {scripts.map((entry, index) => (
            <option key={entry.cameraId} value={index}>
              {entry.label}
            </option>
          ))}
        </select>{' '}
        <span className="view-note">({scripts.length} cameras; nothing sent)</span>
      </label>
      <LazyCodeView value={script.script} language={commandLanguageId} label={`Script for ${script.label}`} className="fleet-script-code" />
    </div>
  );
}

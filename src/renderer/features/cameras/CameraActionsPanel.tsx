import { useState } from 'react';
import type { CameraSummary } from '../../../shared/api/cameraSchemas';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { errorText } from '../../ui/errorText';
import { removeCamera, testConnection } from './cameraActions';
import { selectedCamera } from './camerasStore';
import { describeCameraState } from './describeCameraState';
import { EditCameraForm } from './EditCameraForm';
import { variablesToText } from './variablesText';

type Outcome = { kind: 'result' | 'error'; text: string } | null;

/** What can be done with the chosen camera: test the connection, edit it, remove it. */
export function CameraActionsPanel() {
  const camera = useStudioStore('cameras', selectedCamera);
  if (!camera) return null;
  // A new key per camera: an open form or an outcome never carries over to another camera.
  return <CameraActions key={camera.id} camera={camera} />;
}

function CameraActions({ camera }: { camera: CameraSummary }) {
  const studio = useStudio();
  const [mode, setMode] = useState<'idle' | 'editing' | 'confirmRemove'>(camera.passwordKnown ? 'idle' : 'editing');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setOutcome(null);
    try {
      const text = await action();
      if (text) setOutcome({ kind: 'result', text });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  const test = () => run(async () => `Test connection: ${describeCameraState(await testConnection(studio, camera.id))}`);
  const remove = () => run(async () => (await removeCamera(studio, camera.id), null));

  return (
    <section className="camera-actions" aria-label={`Camera ${camera.label}`}>
      {camera.factoryPassword && (
        <p className="warning-text" role="note">
          {camera.label} still uses the factory password: change it on the camera, then here.
        </p>
      )}
      {!camera.passwordKnown && (
        <p className="warning-text" role="note">
          The password of {camera.label} is not known in this run of the studio: enter it below.
        </p>
      )}
      {(camera.group !== null || Object.keys(camera.variables).length > 0) && (
        <p className="form-hint camera-variables">
          {camera.group !== null && `Group ${camera.group}. `}
          {Object.keys(camera.variables).length > 0 && `Variables: ${variablesToText(camera.variables).replaceAll('\n', ', ')}`}
        </p>
      )}
      <div className="form-buttons">
        <button type="button" className="button" disabled={busy || !camera.passwordKnown} onClick={() => void test()}>
          {busy ? 'Testing…' : 'Test connection'}
        </button>
        {!camera.simulated && (
          <>
            <button type="button" className="link-button" aria-expanded={mode === 'editing'} onClick={() => setMode(mode === 'editing' ? 'idle' : 'editing')}>
              Edit…
            </button>
            <button type="button" className="link-button" onClick={() => setMode('confirmRemove')}>
              Remove…
            </button>
          </>
        )}
      </div>
      {outcome && (
        <p className={outcome.kind === 'error' ? 'error-text' : 'view-note'} role={outcome.kind === 'error' ? 'alert' : 'status'}>
          {outcome.kind === 'error' ? `Failed: ${outcome.text}` : outcome.text}
        </p>
      )}
      {mode === 'confirmRemove' && (
        <div className="studio-form" role="group" aria-label={`Remove ${camera.label}?`}>
          <p>Remove {camera.label} from the studio? Its address and password are forgotten.</p>
          <div className="form-buttons">
            <button type="button" className="button" disabled={busy} onClick={() => void remove()}>
              Remove
            </button>
            <button type="button" className="link-button" onClick={() => setMode('idle')}>
              Keep it
            </button>
          </div>
        </div>
      )}
      {mode === 'editing' && <EditCameraForm camera={camera} onClose={() => setMode('idle')} />}
    </section>
  );
}

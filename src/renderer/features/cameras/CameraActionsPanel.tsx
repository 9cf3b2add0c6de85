import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CameraSummary } from '../../../shared/api/cameraSchemas';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { useLanguage } from '../../i18n/useLanguage';
import { useText } from '../../i18n/useText';
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
  const { t } = useTranslation();
  const language = useLanguage();
  const renderStateDetail = useText();
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
      setOutcome({ kind: 'error', text: errorText(error, language) });
    } finally {
      setBusy(false);
    }
  };
  const test = () => run(async () => t('cameras.actions.testOutcome', { state: describeCameraState(await testConnection(studio, camera.id), t, renderStateDetail) }));
  const remove = () => run(async () => (await removeCamera(studio, camera.id), null));

  return (
    <section className="camera-actions" aria-label={t('cameras.actions.region', { label: camera.label })}>
      {camera.factoryPassword && (
        <p className="warning-text" role="note">
          {t('cameras.actions.factoryPassword', { label: camera.label })}
        </p>
      )}
      {!camera.passwordKnown && (
        <p className="warning-text" role="note">
          {t('cameras.actions.passwordUnknown', { label: camera.label })}
        </p>
      )}
      {(camera.group !== null || Object.keys(camera.variables).length > 0) && (
        <p className="form-hint camera-variables">
          {camera.group !== null && `${t('cameras.actions.group', { group: camera.group })} `}
          {Object.keys(camera.variables).length > 0 && t('cameras.actions.variables', { variables: variablesToText(camera.variables).replaceAll('\n', ', ') })}
        </p>
      )}
      <div className="form-buttons">
        <button type="button" className="button" disabled={busy || !camera.passwordKnown} onClick={() => void test()}>
          {busy ? t('cameras.actions.testing') : t('cameras.actions.test')}
        </button>
        {!camera.simulated && (
          <>
            <button type="button" className="link-button" aria-expanded={mode === 'editing'} onClick={() => setMode(mode === 'editing' ? 'idle' : 'editing')}>
              {t('cameras.actions.edit')}
            </button>
            <button type="button" className="link-button" onClick={() => setMode('confirmRemove')}>
              {t('cameras.actions.remove')}
            </button>
          </>
        )}
      </div>
      {outcome && (
        <p className={outcome.kind === 'error' ? 'error-text' : 'view-note'} role={outcome.kind === 'error' ? 'alert' : 'status'}>
          {outcome.kind === 'error' ? t('cameras.actions.failed', { reason: outcome.text }) : outcome.text}
        </p>
      )}
      {mode === 'confirmRemove' && (
        <div className="studio-form" role="group" aria-label={t('cameras.actions.removeQuestion', { label: camera.label })}>
          <p>{t('cameras.actions.removeText', { label: camera.label })}</p>
          <div className="form-buttons">
            <button type="button" className="button" disabled={busy} onClick={() => void remove()}>
              {t('cameras.actions.removeConfirm')}
            </button>
            <button type="button" className="link-button" onClick={() => setMode('idle')}>
              {t('cameras.actions.keep')}
            </button>
          </div>
        </div>
      )}
      {mode === 'editing' && <EditCameraForm camera={camera} onClose={() => setMode('idle')} />}
    </section>
  );
}

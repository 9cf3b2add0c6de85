import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { FormField } from '../../ui/FormField';
import { useFormSubmission } from '../../ui/useFormSubmission';
import { useText } from '../../i18n/useText';
import { unlockWorkspace } from './cameraActions';
import { describePasswordStorage } from './describeCameraState';

/** How the cameras and their passwords are kept, the workspace's problems, and a passphrase to give where one is accepted. */
export function WorkspaceNote() {
  const { t } = useTranslation();
  const workspace = useStudioStore('cameras', (state) => state.workspace);
  const say = useText();
  if (!workspace) return null;
  return (
    <div className="workspace-note" aria-label={t('cameras.workspace.region')} role="group">
      <p className="form-hint" data-password-storage={workspace.passwordStorage}>
        {describePasswordStorage(workspace.passwordStorage, workspace.persisted, t)}
        {workspace.camerasNeedingPassword > 0 && ` ${t('cameras.camerasNeedingPassword', { count: workspace.camerasNeedingPassword })}`}
      </p>
      {workspace.problems.map((problem) => say(problem)).map((problem, index) => (
        <p key={`${index}:${problem}`} className="error-text" role="alert">
          {t('cameras.workspace.problem', { problem })}
        </p>
      ))}
      {workspace.passphraseAccepted && <PassphraseForm />}
    </div>
  );
}

function PassphraseForm() {
  const studio = useStudio();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const submission = useFormSubmission(
    (data) => unlockWorkspace(studio, String(data.get('passphrase') ?? '')),
    () => setOpen(false),
  );
  return (
    <>
      <button type="button" className="link-button" aria-expanded={open} aria-controls="workspace-passphrase-form" onClick={() => setOpen(!open)}>
        {open ? t('cameras.workspace.cancel') : t('cameras.workspace.open')}
      </button>
      {open && (
        <form id="workspace-passphrase-form" aria-label={t('cameras.workspace.formName')} className="studio-form" onSubmit={submission.onSubmit}>
          <FormField label={t('cameras.workspace.passphrase')} name="passphrase" type="password" required autoComplete="off" hint={t('cameras.workspace.passphraseHint')} />
          {submission.error && (
            <p className="error-text" role="alert">
              {t('cameras.workspace.failed', { reason: submission.error })}
            </p>
          )}
          <button type="submit" className="button" disabled={submission.busy}>
            {submission.busy ? t('cameras.workspace.busy') : t('cameras.workspace.submit')}
          </button>
        </form>
      )}
    </>
  );
}

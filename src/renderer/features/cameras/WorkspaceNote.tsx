import { useState } from 'react';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { FormField } from '../../ui/FormField';
import { useFormSubmission } from '../../ui/useFormSubmission';
import { unlockWorkspace } from './cameraActions';
import { describePasswordStorage } from './describeCameraState';

/** How the cameras and their passwords are kept, the workspace's problems, and a passphrase to give where one is accepted. */
export function WorkspaceNote() {
  const workspace = useStudioStore('cameras', (state) => state.workspace);
  if (!workspace) return null;
  return (
    <div className="workspace-note" aria-label="Password storage" role="group">
      <p className="form-hint" data-password-storage={workspace.passwordStorage}>
        {describePasswordStorage(workspace.passwordStorage, workspace.persisted)}
        {workspace.camerasNeedingPassword > 0 && ` ${workspace.camerasNeedingPassword} camera(s) need their password.`}
      </p>
      {workspace.problems.map((problem) => (
        <p key={problem} className="error-text" role="alert">
          Workspace: {problem}
        </p>
      ))}
      {workspace.passphraseAccepted && <PassphraseForm />}
    </div>
  );
}

function PassphraseForm() {
  const studio = useStudio();
  const [open, setOpen] = useState(false);
  const submission = useFormSubmission(
    (data) => unlockWorkspace(studio, String(data.get('passphrase') ?? '')),
    () => setOpen(false),
  );
  return (
    <>
      <button type="button" className="link-button" aria-expanded={open} aria-controls="workspace-passphrase-form" onClick={() => setOpen(!open)}>
        {open ? 'Cancel the passphrase' : 'Keep passwords encrypted…'}
      </button>
      {open && (
        <form id="workspace-passphrase-form" aria-label="Workspace passphrase" className="studio-form" onSubmit={submission.onSubmit}>
          <FormField label="Workspace passphrase" name="passphrase" type="password" required autoComplete="off" hint="Encrypts the passwords so they are kept across restarts" />
          {submission.error && (
            <p className="error-text" role="alert">
              Could not use the passphrase: {submission.error}
            </p>
          )}
          <button type="submit" className="button" disabled={submission.busy}>
            {submission.busy ? 'Deriving the key…' : 'Keep passwords encrypted'}
          </button>
        </form>
      )}
    </>
  );
}

import { useId } from 'react';
import type { CameraSummary } from '../../../shared/api/cameraSchemas';
import { useStudio } from '../../studio/StudioContext';
import { fieldText, FormField, optionalNumber } from '../../ui/FormField';
import { useFormSubmission } from '../../ui/useFormSubmission';
import { updateCamera } from './cameraActions';
import { parseVariablesText, variablesToText } from './variablesText';

/**
 * "Edit camera": address, port, HTTPS, user, name, and the password, which is never shown:
 * left empty it stays as it is. A camera whose password is not known this run asks for it.
 */
export function EditCameraForm({ camera, onClose }: { camera: CameraSummary; onClose: () => void }) {
  const studio = useStudio();
  const variablesId = useId();
  const submission = useFormSubmission(async (data) => {
    const password = String(data.get('password') ?? '');
    await updateCamera(studio, {
      cameraId: camera.id,
      host: fieldText(data, 'host'),
      port: optionalNumber(data, 'port') ?? null,
      https: data.get('https') === 'on',
      user: fieldText(data, 'user'),
      label: fieldText(data, 'label'),
      group: fieldText(data, 'group') || null,
      variables: parseVariablesText(String(data.get('variables') ?? '')),
      ...(password === '' ? {} : { password }),
    });
  }, onClose);

  return (
    <form aria-label={`Edit ${camera.label}`} className="studio-form" onSubmit={submission.onSubmit}>
      <FormField label="Address" name="host" required defaultValue={camera.host} autoComplete="off" spellCheck={false} />
      <FormField label="Port" name="port" type="number" min={1} max={65535} defaultValue={camera.port} hint="Empty: 80, or 443 with HTTPS" />
      <FormField label="HTTPS" name="https" type="checkbox" defaultChecked={camera.https} />
      <FormField label="User" name="user" required defaultValue={camera.user} autoComplete="off" />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="off"
        required={!camera.passwordKnown}
        hint={camera.passwordKnown ? 'Empty: unchanged' : 'Not known in this run of the studio: enter it'}
      />
      <FormField label="Name in the list" name="label" maxLength={100} defaultValue={camera.label} hint="Empty: the address" />
      <FormField label="Group" name="group" maxLength={100} defaultValue={camera.group ?? ''} hint="Empty: in no group" autoComplete="off" />
      <div className="form-field">
        <label htmlFor={variablesId}>Variables</label>
        <textarea id={variablesId} name="variables" rows={3} spellCheck={false} defaultValue={variablesToText(camera.variables)} aria-describedby={`${variablesId}-hint`} />
        <span id={`${variablesId}-hint`} className="form-hint">
          One NAME=value a line: the {'{NAME}'} placeholders of command files
        </span>
      </div>
      {submission.error && (
        <p className="error-text" role="alert">
          Could not save the camera: {submission.error}
        </p>
      )}
      <div className="form-buttons">
        <button type="submit" className="button" disabled={submission.busy}>
          {submission.busy ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="link-button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
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
      variables: parseVariablesText(String(data.get('variables') ?? ''), t),
      ...(password === '' ? {} : { password }),
    });
  }, onClose);

  return (
    <form aria-label={t('cameras.edit.formName', { label: camera.label })} className="studio-form" onSubmit={submission.onSubmit}>
      <FormField label={t('cameras.form.address')} name="host" required defaultValue={camera.host} autoComplete="off" spellCheck={false} />
      <FormField label={t('cameras.form.port')} name="port" type="number" min={1} max={65535} defaultValue={camera.port} hint={t('cameras.form.portHint')} />
      <FormField label={t('cameras.form.https')} name="https" type="checkbox" defaultChecked={camera.https} />
      <FormField label={t('cameras.form.user')} name="user" required defaultValue={camera.user} autoComplete="off" />
      <FormField
        label={t('cameras.form.password')}
        name="password"
        type="password"
        autoComplete="off"
        required={!camera.passwordKnown}
        hint={camera.passwordKnown ? t('cameras.form.passwordUnchanged') : t('cameras.form.passwordUnknown')}
      />
      <FormField label={t('cameras.form.label')} name="label" maxLength={100} defaultValue={camera.label} hint={t('cameras.form.labelHint')} />
      <FormField label={t('cameras.form.group')} name="group" maxLength={100} defaultValue={camera.group ?? ''} hint={t('cameras.form.groupHint')} autoComplete="off" />
      <div className="form-field">
        <label htmlFor={variablesId}>{t('cameras.form.variables')}</label>
        <textarea id={variablesId} name="variables" rows={3} spellCheck={false} defaultValue={variablesToText(camera.variables)} aria-describedby={`${variablesId}-hint`} />
        <span id={`${variablesId}-hint`} className="form-hint">
          {t('cameras.form.variablesHint')}
        </span>
      </div>
      {submission.error && (
        <p className="error-text" role="alert">
          {t('cameras.edit.failed', { reason: submission.error })}
        </p>
      )}
      <div className="form-buttons">
        <button type="submit" className="button" disabled={submission.busy}>
          {submission.busy ? t('cameras.edit.busy') : t('cameras.edit.submit')}
        </button>
        <button type="button" className="link-button" onClick={onClose}>
          {t('cameras.edit.cancel')}
        </button>
      </div>
    </form>
  );
}

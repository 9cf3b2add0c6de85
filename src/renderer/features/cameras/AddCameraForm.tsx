import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudio } from '../../studio/StudioContext';
import { fieldText, FormField, optionalNumber } from '../../ui/FormField';
import { useFormSubmission } from '../../ui/useFormSubmission';
import { addCamera } from './cameraActions';

/**
 * "Add camera": a real camera by address and credentials. The password goes to the studio's
 * service once and never comes back; the form forgets it after adding.
 */
export function AddCameraForm() {
  const studio = useStudio();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const submission = useFormSubmission(
    async (data) => {
      const label = fieldText(data, 'label');
      await addCamera(studio, {
        host: fieldText(data, 'host'),
        port: optionalNumber(data, 'port'),
        https: data.get('https') === 'on',
        user: fieldText(data, 'user'),
        password: String(data.get('password') ?? ''),
        ...(label ? { label } : {}),
      });
    },
    () => setOpen(false),
  );

  return (
    <div className="sidebar-form">
      <button type="button" className="link-button" aria-expanded={open} aria-controls="add-camera-form" onClick={() => setOpen(!open)}>
        {open ? t('cameras.add.cancel') : t('cameras.add.open')}
      </button>
      {open && (
        <form id="add-camera-form" aria-label={t('cameras.add.formName')} className="studio-form" onSubmit={submission.onSubmit}>
          <FormField label={t('cameras.form.address')} name="host" required placeholder="192.168.1.20" autoComplete="off" spellCheck={false} />
          <FormField label={t('cameras.form.port')} name="port" type="number" min={1} max={65535} hint={t('cameras.form.portHint')} />
          <FormField label={t('cameras.form.https')} name="https" type="checkbox" />
          <FormField label={t('cameras.form.user')} name="user" required defaultValue="admin" autoComplete="off" />
          <FormField label={t('cameras.form.password')} name="password" type="password" autoComplete="off" />
          <FormField label={t('cameras.form.label')} name="label" maxLength={100} hint={t('cameras.form.labelHint')} />
          {submission.error && (
            <p className="error-text" role="alert">
              {t('cameras.add.failed', { reason: submission.error })}
            </p>
          )}
          <button type="submit" className="button" disabled={submission.busy}>
            {submission.busy ? t('cameras.add.busy') : t('cameras.add.submit')}
          </button>
        </form>
      )}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudio } from '../../studio/StudioContext';
import { fieldText, FormField, optionalNumber } from '../../ui/FormField';
import { useFormSubmission } from '../../ui/useFormSubmission';
import { startDistributor } from './busActions';

/**
 * "Set up distributor": the quick way to start the message distributor on a network interface.
 * The passphrase is sent once and never shown again; left empty, the current one is kept.
 * Every other option is in the Distributor settings view.
 */
export function DistributorSetupForm() {
  const studio = useStudio();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const submission = useFormSubmission(
    async (data) => {
      const port = optionalNumber(data, 'port');
      const passphrase = String(data.get('passphrase') ?? '');
      await startDistributor(studio, { broadcast: { iface: fieldText(data, 'iface'), ...(port === undefined ? {} : { port }), ...(passphrase ? { passphrase } : {}) } });
    },
    () => setOpen(false),
  );

  return (
    <div className="sidebar-form">
      <button type="button" className="link-button" aria-expanded={open} aria-controls="distributor-form" onClick={() => setOpen(!open)}>
        {open ? t('bus.setup.cancel') : t('bus.setup.open')}
      </button>
      {open && (
        <form id="distributor-form" aria-label={t('bus.setup.form')} className="studio-form" onSubmit={submission.onSubmit}>
          <FormField label={t('bus.setup.iface')} name="iface" required placeholder={t('bus.setup.ifacePlaceholder')} autoComplete="off" spellCheck={false} />
          <FormField label={t('bus.setup.port')} name="port" type="number" min={1} max={65535} hint={t('bus.setup.portHint')} />
          <FormField label={t('bus.setup.passphrase')} name="passphrase" type="password" autoComplete="off" hint={t('bus.setup.passphraseHint')} />
          {submission.error && (
            <p className="error-text" role="alert">
              {t('bus.setup.failed', { error: submission.error })}
            </p>
          )}
          <button type="submit" className="button" disabled={submission.busy}>
            {submission.busy ? t('bus.setup.starting') : t('bus.setup.start')}
          </button>
          <button type="button" className="link-button" onClick={() => studio.stores.ui.getState().showView('settings')}>
            {t('bus.setup.allSettings')}
          </button>
        </form>
      )}
    </div>
  );
}

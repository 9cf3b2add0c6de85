import { useState } from 'react';
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
        {open ? 'Cancel the distributor set-up' : 'Set up distributor…'}
      </button>
      {open && (
        <form id="distributor-form" aria-label="Set up distributor" className="studio-form" onSubmit={submission.onSubmit}>
          <FormField label="Interface" name="iface" required placeholder="eth0" autoComplete="off" spellCheck={false} />
          <FormField label="UDP port" name="port" type="number" min={1} max={65535} hint="Empty: the default port" />
          <FormField label="Passphrase" name="passphrase" type="password" autoComplete="off" hint="Empty: keep the current one (none set: unencrypted)" />
          {submission.error && (
            <p className="error-text" role="alert">
              Could not set up the distributor: {submission.error}
            </p>
          )}
          <button type="submit" className="button" disabled={submission.busy}>
            {submission.busy ? 'Starting…' : 'Start distributor'}
          </button>
          <button type="button" className="link-button" onClick={() => studio.stores.ui.getState().showView('settings')}>
            All distributor settings…
          </button>
        </form>
      )}
    </div>
  );
}

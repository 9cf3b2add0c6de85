import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../ui/ModalDialog';
import type { ApplySteps } from './fleetStore';

interface FleetApplyConfirmProps {
  cameras: number;
  values: number;
  steps: ApplySteps;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before an apply that stores, updates or reboots, naming what happens to how many cameras. */
export function FleetApplyConfirm({ cameras, values, steps, onConfirm, onCancel }: FleetApplyConfirmProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog title={t('fleet.confirm.title', { count: cameras })} className="fleet-confirm-dialog" onClose={onCancel}>
      <p>{t('fleet.confirm.intro', { count: cameras, values: t('fleet.confirm.values', { count: values }) })}</p>
      <ul className="fleet-confirm-steps">
        <li>{t('fleet.confirm.write')}</li>
        {steps.store && <li>{t('fleet.confirm.store')}</li>}
        {steps.update && <li>{t('fleet.confirm.update')}</li>}
        {steps.reboot && <li>{t('fleet.confirm.reboot')}</li>}
      </ul>
      <p className="view-note">{t('fleet.confirm.dryRunHint')}</p>
      <div className="dialog-buttons">
        {/* Focus starts on Cancel, as one camera's Store + Update + Reboot asks: Enter alone writes nothing. */}
        <button type="button" className="button" autoFocus onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="button primary" onClick={onConfirm}>
          {t('fleet.confirm.confirm', { count: cameras })}
        </button>
      </div>
    </ModalDialog>
  );
}

import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../ui/ModalDialog';
import type { Confirmation } from './paletteCommands';

/** The question a command asks before it runs (as its button asks); focus starts on "Back". */
export function ConfirmCommand({ confirmation, onConfirm, onCancel }: { confirmation: Confirmation; onConfirm(): void; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog title={confirmation.title} className="confirm-dialog palette-confirm" onClose={onCancel}>
      <div className="dialog-body">
        <p>{confirmation.body}</p>
      </div>
      <div className="dialog-buttons">
        <button type="button" className="button" autoFocus onClick={onCancel}>
          {t('palette.confirmBack')}
        </button>
        <button type="button" className="button primary" onClick={onConfirm}>
          {confirmation.confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}

import { useTranslation } from 'react-i18next';
import { DialogOpenerButton } from '../../ui/DialogOpenerButton';
import { ImportCameraListDialog } from './ImportCameraListDialog';

/** "Import camera list…" under the camera list: opens the import dialog. */
export function ImportCameraListButton() {
  const { t } = useTranslation();
  return <DialogOpenerButton label={t('cameras.import.open')} dialog={(onClose) => <ImportCameraListDialog onClose={onClose} />} />;
}

import { useTranslation } from 'react-i18next';
import { DialogOpenerButton } from '../../ui/DialogOpenerButton';
import { DiscoverCamerasDialog } from './DiscoverCamerasDialog';

/** "Discover cameras…" under the camera list: opens the scan dialog. */
export function DiscoverCamerasButton() {
  const { t } = useTranslation();
  return <DialogOpenerButton label={t('discovery.open')} dialog={(onClose) => <DiscoverCamerasDialog onClose={onClose} />} />;
}

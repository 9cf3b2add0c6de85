import { useTranslation } from 'react-i18next';
import type { CameraChange } from './configStore';
import { changeCauseKey } from './changeCause';

/** Another operation changed the camera after its values were read: says which, and offers to read them again (`onReload`). */
export function ChangedCameraNote({ cameraLabel, change, pending, onReload }: { cameraLabel: string; change: CameraChange; pending: boolean; onReload: () => void }) {
  const { t } = useTranslation();
  const operation = t(`configuration.changed.by.${changeCauseKey(change.operation)}`);
  return (
    <div className="banner warn changed-note" role="status">
      <span>{pending ? t('configuration.changed.notePending', { operation }) : t('configuration.changed.note', { operation })}</span>
      <button type="button" className="button" aria-label={t('configuration.changed.reloadLabel', { camera: cameraLabel })} onClick={onReload}>
        {t('configuration.changed.reload')}
      </button>
    </div>
  );
}

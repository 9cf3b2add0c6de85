import { useTranslation } from 'react-i18next';
import { useStudio } from '../../studio/StudioContext';
import { loadSections } from './configActions';
import type { CameraChange } from './configStore';
import { changeCauseKey } from './changeCause';

/** Another operation changed the camera after its values were read: says which, and offers to read them again. */
export function ChangedCameraNote({ cameraId, cameraLabel, change, pending }: { cameraId: string; cameraLabel: string; change: CameraChange; pending: boolean }) {
  const studio = useStudio();
  const { t } = useTranslation();
  const operation = t(`configuration.changed.by.${changeCauseKey(change.operation)}`);
  return (
    <div className="banner warn changed-note" role="status">
      <span>{pending ? t('configuration.changed.notePending', { operation }) : t('configuration.changed.note', { operation })}</span>
      <button type="button" className="button" aria-label={t('configuration.changed.reloadLabel', { camera: cameraLabel })} onClick={() => void loadSections(studio, cameraId)}>
        {t('configuration.changed.reload')}
      </button>
    </div>
  );
}

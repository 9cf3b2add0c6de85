import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { useActionRunner } from '../../ui/useActionRunner';
import { saveTextFile } from '../../ui/saveTextFile';
import { exportCamerasCsv } from './cameraListActions';
import { cameraGroups, shownGroup } from './camerasStore';
import { GroupOptions } from './GroupOptions';

/** Above the camera list: which group it shows, and "Export cameras (CSV)" of those cameras. */
export function CameraListToolbar() {
  const studio = useStudio();
  const { t } = useTranslation();
  const cameras = useStudioStore('cameras', (state) => state.cameras);
  const groupFilter = useStudioStore('cameras', shownGroup);
  const { error, run } = useActionRunner();
  const selectId = useId();
  const groups = cameraGroups(cameras);
  if (cameras.every((camera) => camera.simulated)) return null;

  const exportCsv = () =>
    run(async () => {
      const { fileName, text } = await exportCamerasCsv(studio, groupFilter);
      saveTextFile(fileName, text);
    });
  return (
    <div className="camera-list-toolbar">
      {groups.length > 0 && (
        <span className="camera-group-filter">
          <label htmlFor={selectId}>{t('cameras.toolbar.group')}</label>
          <select id={selectId} value={groupFilter ?? ''} onChange={(event) => studio.stores.cameras.getState().setGroupFilter(event.target.value === '' ? null : event.target.value)}>
            <GroupOptions groups={groups} noneLabel={t('cameras.toolbar.allCameras')} />
          </select>
        </span>
      )}
      <button type="button" className="link-button" onClick={exportCsv}>
        {t('cameras.toolbar.exportCsv')}
      </button>
      {error && (
        <p className="error-text" role="alert">
          {t('cameras.toolbar.exportFailed', { reason: error })}
        </p>
      )}
    </div>
  );
}

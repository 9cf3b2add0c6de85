import { useTranslation } from 'react-i18next';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { cameraGroups } from '../cameras/camerasStore';
import { GroupOptions } from '../cameras/GroupOptions';

/** Which cameras the grid and the apply work on: a check box per camera, all at once, or a group's. */
export function FleetCameraPicker() {
  const { stores } = useStudio();
  const { t } = useTranslation();
  const cameras = useStudioStore('cameras', (state) => state.cameras);
  const selected = useStudioStore('fleet', (state) => state.selectedCameraIds);
  const chosen = new Set(selected);
  const fleet = stores.fleet.getState();
  const groups = cameraGroups(cameras);
  const selectGroup = (group: string) => fleet.selectCameras(cameras.filter((camera) => camera.group === group).map((camera) => camera.id));
  return (
    <fieldset className="fleet-picker">
      <legend>{t('fleet.picker.legend', { selected: selected.length, total: cameras.length })}</legend>
      <div className="fleet-picker-actions">
        <button type="button" className="button small" onClick={() => fleet.selectCameras(cameras.map((camera) => camera.id))}>
          {t('fleet.picker.selectAll')}
        </button>
        <button type="button" className="button small" onClick={() => fleet.selectCameras([])}>
          {t('fleet.picker.selectNone')}
        </button>
        {groups.length > 0 && (
          <select aria-label={t('fleet.picker.selectGroup')} value="" onChange={(event) => event.target.value !== '' && selectGroup(event.target.value)}>
            <GroupOptions groups={groups} noneLabel={t('fleet.picker.selectGroupChoice')} />
          </select>
        )}
      </div>
      <ul className="fleet-picker-list">
        {cameras.map((camera) => {
          const where = `${camera.host}:${camera.port}${camera.group !== null ? ` · ${camera.group}` : ''}`;
          return (
            <li key={camera.id}>
              <label title={`${camera.label} (${where})`}>
                <input type="checkbox" checked={chosen.has(camera.id)} onChange={(event) => fleet.toggleCamera(camera.id, event.target.checked)} />
                <span className="fleet-picker-name">{camera.label} </span>
                <span className="view-note fleet-picker-where">{where}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { cameraGroups } from '../cameras/camerasStore';
import { GroupOptions } from '../cameras/GroupOptions';

/** Which cameras the grid and the apply work on: a check box per camera, all at once, or a group's. */
export function FleetCameraPicker() {
  const { stores } = useStudio();
  const cameras = useStudioStore('cameras', (state) => state.cameras);
  const selected = useStudioStore('fleet', (state) => state.selectedCameraIds);
  const chosen = new Set(selected);
  const fleet = stores.fleet.getState();
  const groups = cameraGroups(cameras);
  const selectGroup = (group: string) => fleet.selectCameras(cameras.filter((camera) => camera.group === group).map((camera) => camera.id));
  return (
    <fieldset className="fleet-picker section-list">
      <legend>Cameras ({selected.length} of {cameras.length} selected)</legend>
      <div className="fleet-picker-actions">
        <button type="button" className="button small" onClick={() => fleet.selectCameras(cameras.map((camera) => camera.id))}>
          Select all
        </button>
        <button type="button" className="button small" onClick={() => fleet.selectCameras([])}>
          Select none
        </button>
        {groups.length > 0 && (
          <select aria-label="Select a group" value="" onChange={(event) => event.target.value !== '' && selectGroup(event.target.value)}>
            <GroupOptions groups={groups} noneLabel="Select a group…" />
          </select>
        )}
      </div>
      <ul className="fleet-picker-list">
        {cameras.map((camera) => (
          <li key={camera.id}>
            <label>
              <input type="checkbox" checked={chosen.has(camera.id)} onChange={(event) => fleet.toggleCamera(camera.id, event.target.checked)} /> {camera.label}{' '}
              <span className="view-note">
                {camera.host}:{camera.port}
                {camera.group !== null && ` · ${camera.group}`}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

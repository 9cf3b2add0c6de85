import { useStudio, useStudioStore } from '../../studio/StudioContext';

/** Which cameras the grid and the apply work on: a check box per camera, and all at once. */
export function FleetCameraPicker() {
  const { stores } = useStudio();
  const cameras = useStudioStore('cameras', (state) => state.cameras);
  const selected = useStudioStore('fleet', (state) => state.selectedCameraIds);
  const chosen = new Set(selected);
  const fleet = stores.fleet.getState();
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
      </div>
      <ul className="fleet-picker-list">
        {cameras.map((camera) => (
          <li key={camera.id}>
            <label>
              <input type="checkbox" checked={chosen.has(camera.id)} onChange={(event) => fleet.toggleCamera(camera.id, event.target.checked)} /> {camera.label}{' '}
              <span className="view-note">
                {camera.host}:{camera.port}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

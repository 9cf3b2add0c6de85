import { useMemo } from 'react';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { useRovingFocus } from '../../ui/useRovingFocus';
import { SimulatedTag, StateBadge } from '../../ui/badges';
import { AddCameraForm } from './AddCameraForm';
import { CameraActionsPanel } from './CameraActionsPanel';
import { CameraListToolbar } from './CameraListToolbar';
import { ImportCameraListForm } from './ImportCameraListForm';
import { DiscoverCamerasButton } from '../discovery/DiscoverCamerasButton';
import { cameraStateLabels } from './describeCameraState';
import { WorkspaceNote } from './WorkspaceNote';
import { camerasInGroup, selectedCamera, shownGroup } from './camerasStore';

/** The "Cameras" section of the sidebar: arrow keys move the selection, Enter opens the editor. */
export function CameraList() {
  const { stores } = useStudio();
  const allCameras = useStudioStore('cameras', (state) => state.cameras);
  const group = useStudioStore('cameras', shownGroup);
  const cameras = useMemo(() => camerasInGroup(allCameras, group), [allCameras, group]);
  const loaded = useStudioStore('cameras', (state) => state.loaded);
  const selectedId = useStudioStore('cameras', (state) => selectedCamera(state)?.id ?? null);
  const activeIndex = cameras.findIndex((camera) => camera.id === selectedId);
  const select = (index: number) => stores.cameras.getState().select(cameras[index]?.id ?? null);
  const open = (index: number) => {
    select(index);
    stores.ui.getState().showView('editor');
  };
  const roving = useRovingFocus(cameras.length, activeIndex, select);

  return (
    <section className="sidebar-section" aria-labelledby="cameras-heading">
      <h2 id="cameras-heading">Cameras</h2>
      <CameraListToolbar />
      {cameras.length === 0 ? (
        <p className="sidebar-empty">{loaded ? 'No camera yet.' : 'Loading…'}</p>
      ) : (
        <ul role="listbox" aria-labelledby="cameras-heading" className="sidebar-list" onKeyDown={roving.onKeyDown}>
          {cameras.map((camera, index) => (
            <li
              key={camera.id}
              ref={roving.itemRef(index)}
              role="option"
              aria-selected={camera.id === selectedId}
              tabIndex={roving.tabIndexOf(index)}
              className="sidebar-item"
              data-camera-id={camera.id}
              onClick={() => open(index)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  open(index);
                }
              }}
            >
              <span className="item-title">{camera.label}</span>
              <span className="item-tags">
                <StateBadge state={camera.state} label={cameraStateLabels[camera.state]} />
                {camera.simulated && <SimulatedTag />}
              </span>
              <span className="item-detail">
                {camera.host}:{camera.port}
                {camera.group !== null && <span className="camera-group"> · {camera.group}</span>}
                {camera.factoryPassword && <span className="warning-text"> · factory password</span>}
                {!camera.passwordKnown && <span className="warning-text"> · password needed</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
      <CameraActionsPanel />
      <AddCameraForm />
      <ImportCameraListForm />
      <DiscoverCamerasButton />
      <WorkspaceNote />
    </section>
  );
}

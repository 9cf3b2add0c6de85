// The cameras feature: the add action makes one call and writes no camera; camera.state
// events are the one writer of the list.
import { localize } from '../../../../src/shared/i18n/text';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../../src/shared/api/studioApi';
import { addCamera, loadCameras, loadWorkspaceStatus, removeCamera, testConnection, unlockWorkspace, updateCamera } from '../../../../src/renderer/features/cameras/cameraActions';
import { followCameraEvents } from '../../../../src/renderer/features/cameras/cameraEvents';
import { selectedCamera } from '../../../../src/renderer/features/cameras/camerasStore';
import { camera, fakeStudio, workspaceStatus } from '../../studioFixtures';

const doorCamera = { host: '127.0.0.1', port: 8080, user: 'admin', password: 'pw-for-test', label: 'Door camera' };

describe('addCamera', () => {
  it('calls cameras.add only, writes no camera into the store, and opens the new camera once its event arrives', async () => {
    const { fake, studio } = fakeStudio({ 'cameras.add': () => ({ cameraId: 'cam-2' }) });
    const { stores } = studio;
    followCameraEvents(studio);
    stores.cameras.getState().setCameras([camera('cam-1')]);
    stores.ui.getState().showView('console');

    await addCamera(studio, doorCamera);
    expect(fake.calls).toEqual([{ method: 'cameras.add', input: doorCamera }]);
    expect(stores.cameras.getState().cameras.map((known) => known.id)).toEqual(['cam-1']);
    expect(stores.ui.getState().view).toBe('editor');
    // Until its event arrives, the editor keeps showing a camera the studio knows.
    expect(selectedCamera(stores.cameras.getState())?.id).toBe('cam-1');

    // Another camera's event first: the choice of the new camera is not lost.
    fake.emit('camera.state', { camera: camera('cam-1', 'offline'), removed: false });
    fake.emit('camera.state', { camera: { ...camera('cam-2', 'unknown'), label: 'Door camera' }, removed: false });
    expect(selectedCamera(stores.cameras.getState())).toMatchObject({ id: 'cam-2', state: 'unknown' });
    // The studio probed it: its state arrives as another event, never from a call of the page.
    fake.emit('camera.state', { camera: camera('cam-2', 'online'), removed: false });
    expect(selectedCamera(stores.cameras.getState())?.state).toBe('online');
    expect(fake.calls.map((call) => call.method)).toEqual(['cameras.add']);
  });

  it("rejects with the studio's reason for the form to show, changing nothing", async () => {
    const { studio } = fakeStudio({
      'cameras.add': () => {
        throw new ApiCallError('invalid_request', 'cameras.add: invalid input: host: host must be an address', 'cameras.add');
      },
    });
    await expect(addCamera(studio, { ...doorCamera, host: 'http://x/' })).rejects.toThrow(/host must be an address/);
    expect(studio.stores.cameras.getState().selectedCameraId).toBeNull();
    expect(studio.stores.ui.getState().view).toBe('editor');
  });
});

describe('loadCameras', () => {
  it('fills the list, or says in the status bar why it could not', async () => {
    const loaded = fakeStudio({ 'cameras.list': () => ({ cameras: [camera('a'), camera('b')] }) });
    await loadCameras(loaded.studio);
    expect(loaded.studio.stores.cameras.getState()).toMatchObject({ loaded: true, cameras: [{ id: 'a' }, { id: 'b' }] });

    const failed = fakeStudio({});
    await loadCameras(failed.studio);
    expect(failed.studio.stores.cameras.getState().loaded).toBe(false);
    expect(failed.studio.stores.ui.getState().problems).toEqual(['Could not load the camera list: no answer for cameras.list in this test']);
  });
});

describe('the selected camera', () => {
  it('is the chosen one while the studio knows it, else the first', () => {
    const { studio } = fakeStudio({});
    const cameras = studio.stores.cameras;
    expect(selectedCamera(cameras.getState())).toBeNull();
    cameras.getState().setCameras([camera('a'), camera('b')]);
    expect(selectedCamera(cameras.getState())?.id).toBe('a');
    cameras.getState().select('b');
    expect(selectedCamera(cameras.getState())?.id).toBe('b');
    cameras.getState().applyCameraEvent(camera('b'), true);
    expect(selectedCamera(cameras.getState())?.id).toBe('a');
  });
});

describe('editing, removing and testing a camera', () => {
  it('each makes its one call and writes no camera: the change arrives as an event', async () => {
    const { fake, studio } = fakeStudio({
      'cameras.update': () => ({ camera: camera('cam-1', 'unknown') }),
      'cameras.remove': () => ({ removed: true }),
      'cameras.probe': () => ({ camera: { ...camera('cam-1', 'offline'), stateDetail: localize('remoteConfig.asGiven', { words: 'no answer from 127.0.0.1:8080' }) } }),
    });
    studio.stores.cameras.getState().setCameras([camera('cam-1')]);
    await updateCamera(studio, { cameraId: 'cam-1', label: 'Gate' });
    await expect(testConnection(studio, 'cam-1')).resolves.toMatchObject({ state: 'offline', stateDetail: { params: { words: 'no answer from 127.0.0.1:8080' } } });
    await removeCamera(studio, 'cam-1');
    expect(fake.calls).toEqual([
      { method: 'cameras.update', input: { cameraId: 'cam-1', label: 'Gate' } },
      { method: 'cameras.probe', input: { cameraId: 'cam-1' } },
      { method: 'cameras.remove', input: { cameraId: 'cam-1' } },
    ]);
    expect(studio.stores.cameras.getState().cameras).toEqual([camera('cam-1')]);
  });

  it('a removal the studio did not make is a failure, not a success', async () => {
    const { studio } = fakeStudio({ 'cameras.remove': () => ({ removed: false }) });
    await expect(removeCamera(studio, 'cam-9')).rejects.toThrow('the studio no longer knows this camera');
    studio.stores.ui.getState().setLanguage('de');
    await expect(removeCamera(studio, 'cam-9')).rejects.toThrow('das Studio kennt diese Kamera nicht mehr');
  });
});

describe('the workspace status', () => {
  it('is loaded, then kept current by workspace.status events; a failed load is reported', async () => {
    const { fake, studio } = fakeStudio({ 'workspace.status': () => workspaceStatus, 'workspace.unlock': () => ({ ...workspaceStatus, passwordStorage: 'passphrase-encrypted', passphraseAccepted: false }) });
    followCameraEvents(studio);
    await loadWorkspaceStatus(studio);
    expect(studio.stores.cameras.getState().workspace).toEqual(workspaceStatus);
    await unlockWorkspace(studio, 'phrase');
    expect(studio.stores.cameras.getState().workspace?.passwordStorage).toBe('memory-only'); // the event is the writer
    fake.emit('workspace.status', { ...workspaceStatus, passwordStorage: 'passphrase-encrypted', passphraseAccepted: false });
    expect(studio.stores.cameras.getState().workspace?.passwordStorage).toBe('passphrase-encrypted');

    const failed = fakeStudio({});
    await loadWorkspaceStatus(failed.studio);
    expect(failed.studio.stores.ui.getState().problems).toEqual(['Could not learn how camera passwords are kept: no answer for workspace.status in this test']);
  });
});

// cameras.*: the list of cameras, adding, editing and removing them, probing whether they answer.
import type { CameraRegistry } from './cameraRegistry';
import type { HandlersOf } from '../studioServices';

export function cameraHandlers(cameras: CameraRegistry, onRemoved: (cameraId: string) => void): HandlersOf<'cameras'> {
  return {
    'cameras.list': async () => ({ cameras: cameras.list() }),
    // The new camera, then its state after the probe the registry starts, arrive as camera.state events.
    'cameras.add': async (input) => ({ cameraId: (await cameras.addPersisted(input)).id }),
    'cameras.update': async ({ cameraId, ...changes }) => {
      await cameras.update(cameraId, changes);
      return { camera: cameras.summary(cameraId) };
    },
    'cameras.remove': async ({ cameraId }) => {
      const removed = await cameras.remove(cameraId);
      if (removed) onRemoved(cameraId);
      return { removed };
    },
    'cameras.probe': async ({ cameraId }) => {
      // A camera that does not answer is a state to show, not a failed call.
      await cameras.probe(cameraId).catch((error: unknown) => {
        if (cameras.summary(cameraId).state === 'online') throw error;
      });
      return { camera: cameras.summary(cameraId) };
    },
  };
}

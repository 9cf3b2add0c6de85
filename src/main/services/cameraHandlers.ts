// cameras.*: the list of cameras, adding and removing them, probing whether they answer.
import { firmwareVersion } from '../../shared/remoteconfig/configModel';
import type { CameraRegistry } from './cameraRegistry';
import type { HandlersOf } from './studioServices';

/** Asks the camera for its configuration file: proves it answers and learns its firmware. */
export async function probeCamera(cameras: CameraRegistry, cameraId: string): Promise<void> {
  await cameras.use(cameraId, async (client, entry) => {
    const file = await client.readConfigFile();
    cameras.setFirmware(entry, firmwareVersion(file.config));
  });
}

export function cameraHandlers(cameras: CameraRegistry, onRemoved: (cameraId: string) => void): HandlersOf<'cameras'> {
  return {
    'cameras.list': async () => ({ cameras: cameras.list() }),
    'cameras.add': async (input) => {
      const entry = cameras.add(input);
      return { camera: cameras.summary(entry.id) };
    },
    'cameras.remove': async ({ cameraId }) => {
      const removed = cameras.remove(cameraId);
      if (removed) onRemoved(cameraId);
      return { removed };
    },
    'cameras.probe': async ({ cameraId }) => {
      // A camera that does not answer is a state to show, not a failed call.
      await probeCamera(cameras, cameraId).catch((error: unknown) => {
        if (cameras.summary(cameraId).state === 'online') throw error;
      });
      return { camera: cameras.summary(cameraId) };
    },
  };
}

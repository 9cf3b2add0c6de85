// A camera that cannot be reached, as a German studio reads it: its state detail (the camera
// list, "Test connection"), the Site view's reason, a failed call and a failed backup, each a
// text of the catalog that the views render in the studio's language (useText, errorText).
import { describe, expect, it } from 'vitest';
import { cameraSummarySchema } from '../../../../src/shared/api/cameraSchemas';
import { renderText } from '../../../../src/shared/i18n/renderText';
import { errorText } from '../../../../src/renderer/ui/errorText';
import { startCamera, stopAll } from '../../remoteconfig/cameraFixture';
import { temporaryFolder } from '../../workspace/workspaceFolder';
import { startStudio } from '../studioOnWorkspace';

/** The port of a simulated camera (port 0, loopback) that is stopped again. */
async function stoppedCameraPort(): Promise<number> {
  const camera = await startCamera();
  const { port } = camera;
  await stopAll();
  return port;
}

const unreachableInGerman = (port: number) => `Kamera 127.0.0.1:${port} nicht erreichbar: Verbindung abgelehnt (ist die Kamera eingeschaltet, und stimmt der Port?)`;

describe('an offline camera in the German studio', () => {
  it('says why in German in its state detail, the Site view, a failed call and a failed backup', async () => {
    const port = await stoppedCameraPort();
    const studio = await startStudio(await temporaryFolder());
    const { cameraId } = await studio.call('cameras.add', { host: '127.0.0.1', port, user: 'admin', password: 'meinsm', label: 'Yard' });

    const { camera } = await studio.call('cameras.probe', { cameraId });
    expect(camera.state).toBe('offline');
    const detail = cameraSummarySchema.parse(camera).stateDetail;
    expect(detail && renderText(detail, 'de')).toBe(unreachableInGerman(port));
    expect(detail && renderText(detail, 'en')).toBe(`cannot reach camera 127.0.0.1:${port}: connection refused (is the camera switched on, and is the port right?)`);

    const { cameras } = await studio.call('site.inventory', {});
    expect(cameras.find((row) => row.id === cameraId)!.reasons.map((reason) => renderText(reason, 'de'))).toContain(`offline: ${unreachableInGerman(port)}`);

    const failure = await studio.failure('config.readFile', { cameraId });
    expect(errorText(failure, 'de')).toBe(unreachableInGerman(port));

    const backup = await studio.call('fleet.backup', { cameraIds: [cameraId] });
    const result = backup.results[0]!;
    expect(result.status === 'failed' && renderText(result.reason, 'de')).toBe(unreachableInGerman(port));
  });
});

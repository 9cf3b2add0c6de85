// `camconfig rc` in a German terminal: its failures in German (the camera's address as data),
// the --json document in its stable English form.
import { afterEach, describe, expect, it } from 'vitest';
import { startCamera, stopAll } from '../remoteconfig/cameraFixture';
import { removeHomes, runRc } from './rcCli';

afterEach(async () => {
  await stopAll();
  removeHomes();
});

/** The port of a simulated camera (bound to port 0 on loopback) that is stopped again: nothing listens there now. */
async function stoppedCameraPort(): Promise<number> {
  const camera = await startCamera();
  const { port } = camera;
  await stopAll();
  return port;
}

describe('camconfig rc in the terminal language', () => {
  it('says in German that a stopped camera cannot be reached, and keeps the JSON in English', async () => {
    const port = await stoppedCameraPort();
    const german = { CAMCONFIG_PASSWORD: 'meinsm', LANG: 'de_DE.UTF-8' };
    const run = await runRc(['--camera', `127.0.0.1:${port}`, 'view'], { env: german });
    expect(run.code).toBe(5);
    expect(run.stderr).toBe(`camconfig rc: Kamera 127.0.0.1:${port} nicht erreichbar: Verbindung abgelehnt (ist die Kamera eingeschaltet, und stimmt der Port?)\n`);
    const json = await runRc(['--camera', `127.0.0.1:${port}`, '--json', 'view'], { env: german });
    expect(JSON.parse(json.stdout)).toMatchObject({ error: { kind: 'CameraUnreachableError', exitCode: 5, message: `cannot reach camera 127.0.0.1:${port}: connection refused (is the camera switched on, and is the port right?)` } });
    const english = await runRc(['--camera', `127.0.0.1:${port}`, 'view'], { env: { ...german, LC_ALL: 'C' } });
    expect(english.stderr).toBe(`camconfig rc: cannot reach camera 127.0.0.1:${port}: connection refused (is the camera switched on, and is the port right?)\n`);
  });
});

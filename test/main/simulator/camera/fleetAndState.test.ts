// Many cameras at once, the flash copy kept in a file, and HTTPS.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getParam } from '../../../../src/shared/remoteconfig/configModel';
import type { SimulatedCamera} from '../../../../src/main/simulator/camera';
import { FlashFileError, fleetStatePath, stopCameraFleet } from '../../../../src/main/simulator/camera';
import { basicHeader, post, script, tryConnect } from './rawHttp';
import { freeConsecutiveTcpPorts } from '../../../support/reservedPort';
import { newSimulatedCamera, startSimulatedCameraFleet } from '../../../support/simulatedCameras';

const cameras: SimulatedCamera[] = [];
const directories: string[] = [];
afterEach(async () => {
  await stopCameraFleet(cameras.splice(0));
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function temporaryDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), 'camsim-'));
  directories.push(directory);
  return directory;
}

describe('fleet', () => {
  it('starts cameras with their own state, names and SIP numbers', async () => {
    cameras.push(...(await startSimulatedCameraFleet({ count: 3, rebootSeconds: 0.1 })));
    expect(new Set(cameras.map((camera) => camera.port)).size).toBe(3);
    expect(cameras.map((camera) => getParam(camera.running, 'sip', 'NUMBER'))).toEqual(['301', '302', '303']);
    expect(cameras.map((camera) => camera.identity.name)).toEqual(['Eingang Süd', 'Hof Nord', 'Tor Ost']);
    await post(cameras[1]!.port, { body: script('write params', 'audio/MICRO=0') });
    expect(cameras.map((camera) => getParam(camera.running, 'audio', 'MICRO'))).toEqual(['1', '0', '1']);
  });

  it('uses consecutive ports from basePort', async () => {
    const port = await freeConsecutiveTcpPorts(2);
    cameras.push(...(await startSimulatedCameraFleet({ count: 2, basePort: port })));
    expect(cameras.map((camera) => camera.port)).toEqual([port, port + 1]);
    expect(cameras[1]!.url).toBe(`http://127.0.0.1:${port + 1}/admin/remoteconfig`);
  });

  it('fails naming the port when one is taken, leaving no camera running', async () => {
    const blocker = newSimulatedCamera();
    cameras.push(blocker);
    const { port } = await blocker.start();
    await expect(startSimulatedCameraFleet({ count: 2, basePort: port - 1 })).rejects.toThrow(`cannot listen on 127.0.0.1:${port}: the port is already in use`);
    expect(await tryConnect(port - 1)).toBe('ECONNREFUSED');
  });
});

describe('flash file', () => {
  it('loads the flash copy at start and writes it on store, in Latin-1', async () => {
    const path = join(temporaryDirectory(), 'camera.cfg');
    const first = newSimulatedCamera({ statePath: path });
    cameras.push(first);
    const { port } = await first.start();
    await post(port, { body: script('write params', 'general/CAMERA_NAME=Büro Nord', 'audio/MICRO=0', 'store', 'write params', 'audio/SPEAKER=0') });
    expect(readFileSync(path).includes(Buffer.from('B\xfcro Nord', 'latin1'))).toBe(true);
    await first.stop();
    const second = newSimulatedCamera({ statePath: path });
    cameras.push(second);
    expect(getParam(second.running, 'general', 'CAMERA_NAME')).toBe('Büro Nord');
    expect(getParam(second.running, 'audio', 'MICRO')).toBe('0');
    expect(getParam(second.running, 'audio', 'SPEAKER')).toBe('1');
  });

  it('names the file when it is not a configuration', () => {
    const path = join(temporaryDirectory(), 'broken.cfg');
    writeFileSync(path, 'SECTION audio\nMICRO=1\n');
    expect(() => newSimulatedCamera({ statePath: path })).toThrow(FlashFileError);
    expect(() => newSimulatedCamera({ statePath: path })).toThrow(path);
  });

  it('reports a failed flash write as an ERROR line and keeps the old flash copy', async () => {
    const path = join(temporaryDirectory(), 'missing-dir', 'camera.cfg');
    const camera = newSimulatedCamera({ statePath: path });
    const lines = camera.runScript(script('write params', 'audio/MICRO=0', 'store')).lines;
    expect(lines.find((line) => line.startsWith('ERROR: flash write failed:'))).toBeDefined();
    expect(lines).not.toContain('#exec cmd=store');
    expect(getParam(camera.flash, 'audio', 'MICRO')).toBe('1');
  });

  it('leaves the state file whole and no temporary file beside it after many stores', async () => {
    const folder = temporaryDirectory();
    const path = join(folder, 'camera.cfg');
    const camera = newSimulatedCamera({ statePath: path });
    cameras.push(camera);
    const { port } = await camera.start();
    for (let level = 0; level < 40; level++) {
      const answer = await post(port, { body: script('write params', `audio/SPEAKERLEVEL=${level}`, 'store') });
      expect(answer.lines).toContain('#exec cmd=store');
      expect(getParam(newSimulatedCamera({ statePath: path }).flash, 'audio', 'SPEAKERLEVEL')).toBe(String(level));
    }
    expect(readdirSync(folder)).toEqual(['camera.cfg']);
  });

  it('removes its temporary file when a store cannot replace the state file, and says why', () => {
    const folder = temporaryDirectory();
    const path = join(folder, 'camera.cfg');
    const camera = newSimulatedCamera({ statePath: path });
    mkdirSync(join(path, 'in-the-way'), { recursive: true }); // a folder where the file should go: the rename fails
    const lines = camera.runScript(script('write params', 'audio/MICRO=0', 'store')).lines;
    expect(lines.find((line) => line.startsWith('ERROR: flash write failed:'))).toMatch(/camera\.cfg: cannot be written \(.+\); the previous version is kept unchanged/);
    expect(getParam(camera.flash, 'audio', 'MICRO')).toBe('1');
    expect(readdirSync(folder)).toEqual(['camera.cfg']);
  });

  it('gives each camera of a fleet its own file', () => {
    expect(fleetStatePath('/s/state.cfg', 2, 3)).toBe('/s/state-2.cfg');
    expect(fleetStatePath('/s/state', 1, 2)).toBe('/s/state-1');
    expect(fleetStatePath('/s/state.cfg', 1, 1)).toBe('/s/state.cfg');
  });
});

describe('https', () => {
  it('serves the same answers over TLS with the test certificate', async () => {
    const tls = { key: readFileSync('test/fixtures/tls/test-key.pem'), cert: readFileSync('test/fixtures/tls/test-cert.pem') };
    const camera = newSimulatedCamera({ https: tls });
    cameras.push(camera);
    await camera.start();
    expect(camera.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/admin\/remoteconfig$/);
    const [authName, authValue] = basicHeader('admin:meinsm').split(': ') as [string, string];
    const answer = await new Promise<{ status: number; body: string; contentType: string | undefined }>((resolve, reject) => {
      const call = request(camera.url, { method: 'POST', ca: tls.cert, headers: { [authName]: authValue } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1'), contentType: response.headers['content-type'] }));
      });
      call.on('error', reject);
      call.end(script('view section sip'));
    });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('text/plain; charset=ISO-8859-1');
    expect(answer.body).toContain('DISPLAY_NAME=Eingang Süd');
    expect(answer.body.endsWith('OK\n#bye\n')).toBe(true);
  });
});

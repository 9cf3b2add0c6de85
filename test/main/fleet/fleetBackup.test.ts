// Parallel backups of 20 simulated cameras on 127.0.0.1, some failing (wrong password, cut-off
// answers, offline): each good camera's file is named as the restore tools expect and holds
// exactly the bytes of its `view configfile`; a failed camera gets no file, and the summary
// says why.
import { englishText } from '../../../src/shared/i18n/renderText';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeLatin1 } from '../../../src/shared/remoteconfig/latin1';
import { backupCameras, backupFileName, listedAddress, type BackupProgress, type BackupTarget } from '../../../src/main/fleet';
import { addressNameProblem } from '../../../src/main/fleet/backup/backupFileName';
import { RemoteConfigClient } from '../../../src/main/remoteconfig/remoteConfigClient';
import { stopCameraFleet, type SimulatedCamera } from '../../../src/main/simulator/camera';
import { startSimulatedCameraFleet } from '../../support/simulatedCameras';

const wrongPassword = new Set([3, 4]);
const cutOff = new Set([7, 8]);
const offline = new Set([12]);
const pinnedTime = new Date(2025, 10, 23, 9, 30, 17);

let cameras: SimulatedCamera[];
/** Ports taken at start: a stopped camera no longer says its own. */
let ports: number[];
let folder: string;

function clientFor(number: number): RemoteConfigClient {
  return new RemoteConfigClient({ host: '127.0.0.1', port: ports[number - 1]!, user: 'admin', password: wrongPassword.has(number) ? 'falsch' : 'meinsm', timeoutMs: 5_000 });
}

function targets(): BackupTarget[] {
  return ports.map((port, index) => ({ cameraId: `cam-${index + 1}`, label: `Kamera ${index + 1}`, address: listedAddress('127.0.0.1', port, false), client: clientFor(index + 1) }));
}

beforeAll(async () => {
  cameras = await startSimulatedCameraFleet({ count: 20, rebootSeconds: 0.3 });
  ports = cameras.map((camera) => camera.port);
  for (const number of cutOff) cameras[number - 1]!.setFaults({ cutOffAfterLines: 20 });
  for (const number of offline) await cameras[number - 1]!.stop();
  folder = mkdtempSync(join(tmpdir(), 'camconfig-fleet-backup-'));
});

afterAll(async () => {
  await stopCameraFleet(cameras);
  rmSync(folder, { recursive: true, force: true });
});

describe('backupCameras', () => {
  it('backs up 20 cameras in parallel: good ones byte for byte under the tools’ names, failed ones named with their reason and no file', async () => {
    const progress: string[] = [];
    const summary = await backupCameras(targets(), { folder, parallel: 6, now: () => pinnedTime, onProgress: (event) => progress.push(`${event.cameraId} ${event.step}`) });
    expect(summary.ok).toBe(15);
    expect(summary.failed).toBe(5);
    expect(summary.notReached).toBe(0);
    for (const [index, port] of ports.entries()) {
      const number = index + 1;
      const result = summary.results[index]!;
      const name = `127-0-0-1+${port}_251123-0930.cfg`;
      if (wrongPassword.has(number) || cutOff.has(number) || offline.has(number)) {
        expect(result.status).toBe('failed');
        expect(readdirSync(folder)).not.toContain(name);
        continue;
      }
      expect(result).toMatchObject({ status: 'ok', file: join(folder, name), existing: false });
      const reference = await clientFor(number).readConfigFile();
      const expected = encodeLatin1(reference.text);
      expect(Buffer.compare(readFileSync(join(folder, name)), expected)).toBe(0);
      expect(readFileSync(join(folder, name)).includes(Buffer.from([0xdf]))).toBe(true); // ß as one Latin-1 byte
    }
    expect(summary.results[2]).toMatchObject({ status: 'failed', kind: 'auth' });
    expect(summary.results[6]).toMatchObject({ status: 'failed', kind: 'cut_off' });
    expect(summary.results[11]).toMatchObject({ status: 'failed', kind: 'unreachable' });
    expect(readdirSync(folder).sort()).toHaveLength(15);
    expect(progress.filter((line) => line.endsWith(' reading'))).toHaveLength(20);
    expect(progress).toContain('cam-3 failed');
  });

  it('a second backup in the same minute: an identical file stands for it, a different one is written beside it, never over it', async () => {
    const [first, second] = [cameras[0]!, cameras[1]!];
    const pair = targets().slice(0, 2);
    const before = readFileSync(join(folder, backupFileName(`127.0.0.1:${first.port}`, pinnedTime)));
    await clientFor(2).setParams([{ section: 'general', name: 'LOCATION', value: 'Tor Süd' }]);
    const summary = await backupCameras(pair, { folder, now: () => pinnedTime });
    expect(summary.results[0]).toMatchObject({ status: 'ok', existing: true, file: join(folder, `127-0-0-1+${first.port}_251123-0930.cfg`) });
    expect(summary.results[1]).toMatchObject({ status: 'ok', existing: false, file: join(folder, `127-0-0-1+${second.port}_251123-0930-2.cfg`) });
    expect(Buffer.compare(readFileSync(join(folder, backupFileName(`127.0.0.1:${first.port}`, pinnedTime))), before)).toBe(0);
    expect(readFileSync(join(folder, `127-0-0-1+${second.port}_251123-0930-2.cfg`), 'latin1')).toContain('LOCATION=Tor Süd');
    expect(readFileSync(join(folder, `127-0-0-1+${second.port}_251123-0930.cfg`), 'latin1')).not.toContain('LOCATION=Tor Süd');
  });

  it('cancelled: the cameras being read fail as cancelled, the rest are not reached, and no file is written for any of them', async () => {
    const slow = cameras.slice(12, 16);
    // Slower than any test may take: only the cancel ends their reads.
    for (const camera of slow) camera.setFaults({ latencyMs: 60_000 });
    const own = mkdtempSync(join(tmpdir(), 'camconfig-fleet-cancel-'));
    try {
      const controller = new AbortController();
      const reading = new Set<string>();
      const cancelOnceBothRead = ({ cameraId, step }: BackupProgress) => {
        if (step === 'reading') reading.add(cameraId);
        if (reading.size === 2) controller.abort();
      };
      const summary = await backupCameras(targets().slice(12, 16), { folder: own, parallel: 2, signal: controller.signal, onProgress: cancelOnceBothRead });
      expect(summary.results.map((result) => result.status)).toEqual(['cancelled', 'cancelled', 'not_reached', 'not_reached']);
      expect(summary).toMatchObject({ ok: 0, failed: 0, cancelled: 2, notReached: 2 });
      expect(readdirSync(own)).toEqual([]);
    } finally {
      for (const camera of slow) camera.setFaults({ latencyMs: 0 });
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('names files after the address as listed, dots to dashes (the community form); a port follows a +, valid on every system', async () => {
    expect(backupFileName(listedAddress('192.168.1.24', 80, false), pinnedTime)).toBe('192-168-1-24_251123-0930.cfg');
    expect(backupFileName(listedAddress('127.0.0.1', 8081, false), pinnedTime)).toBe('127-0-0-1+8081_251123-0930.cfg');
    expect(backupFileName(listedAddress('[fe80::1]', 8080, false), pinnedTime)).toBe('fe80--1+8080_251123-0930.cfg');
    expect(backupFileName('fe80::1', pinnedTime, 2)).toBe('fe80--1_251123-0930-2.cfg');
    // eslint-disable-next-line no-control-regex
    const windowsRefuses = /[<>:"/\\|?*\u0000-\u001f]/;
    for (const address of ['127.0.0.1:65535', '[::1]:80', 'cam.local:8443', '192.0.2.1']) expect(backupFileName(address, pinnedTime)).not.toMatch(windowsRefuses);
    expect(englishText(addressNameProblem('cam|1')!)).toContain('cannot stand in a file name');
    expect(addressNameProblem('127.0.0.1:8081')).toBeNull();
    expect(backupFileName(listedAddress('Kamera-Tor.local', 443, true), pinnedTime)).toBe('Kamera-Tor-local_251123-0930.cfg');
    await expect(backupCameras([], { folder, parallel: 0 })).rejects.toThrow(/parallel must be a whole number of cameras from 1 to 64, got 0/);
  });
});

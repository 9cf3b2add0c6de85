// `camconfig fleet backup|history|diff` as a technician runs them (the built CLI), against 20
// simulated cameras kept in a workspace with an encrypted password store: files named and
// byte-identical, the failed cameras named with their reason (exit 10), progress on stderr,
// every script in the audit log and no password in any file.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeLatin1 } from '../../../src/shared/remoteconfig/latin1';
import { RemoteConfigClient } from '../../../src/main/remoteconfig/remoteConfigClient';
import { stopCameraFleet, type SimulatedCamera } from '../../../src/main/simulator/camera';
import { openWorkspace } from '../../../src/main/workspace';
import { filesContaining } from '../workspace/workspaceFolder';
import { freshHome, removeHomes, runCamconfig, runRc } from './rcCli';
import { startSimulatedCameraFleet } from '../../support/simulatedCameras';
import { auditedScripts } from '../../support/auditLines';

const password = 'Fleet-Cli-2718';
const passphrase = 'Werkstatt passphrase 31';
const env = { CAMCONFIG_WORKSPACE_PASSPHRASE: passphrase };
let cameras: SimulatedCamera[];
let ports: number[];
let folder: string;
let output: string;

beforeAll(async () => {
  cameras = await startSimulatedCameraFleet({ count: 20, password, rebootSeconds: 0.3 });
  ports = cameras.map((camera) => camera.port);
  folder = mkdtempSync(join(tmpdir(), 'camconfig-fleet-cli-'));
  output = mkdtempSync(join(tmpdir(), 'camconfig-fleet-cli-out-'));
  const workspace = await openWorkspace(folder, { kind: 'passphrase', passphrase });
  await workspace.save({
    nextNumber: 21,
    cameras: ports.map((port, index) => ({ id: `cam-${index + 1}`, label: `Kamera ${index + 1}`, host: '127.0.0.1', port, https: false, user: 'admin', password: index === 4 ? 'wrong-Password-1' : password, group: null, variables: {} })),
  });
  cameras[9]!.setFaults({ cutOffAfterLines: 20 });
  await cameras[14]!.stop();
});

afterAll(async () => {
  await stopCameraFleet(cameras);
  rmSync(folder, { recursive: true, force: true });
  rmSync(output, { recursive: true, force: true });
  removeHomes();
});

describe('camconfig fleet', () => {
  it('backup: 17 files byte for byte, 3 cameras named as failed, exit 10, progress on stderr, every script audited, no password anywhere', async () => {
    const run = await runCamconfig(['fleet', 'backup', '--workspace', folder, '-o', output, '--parallel', '5', '--json'], { env, timeoutMs: 60_000 });
    expect(run.code).toBe(10);
    const summary = JSON.parse(run.stdout) as { ok: number; failed: number; results: Array<{ cameraId: string; status: string; kind?: string; file?: string }> };
    expect(summary).toMatchObject({ ok: 17, failed: 3 });
    expect(summary.results[4]).toMatchObject({ cameraId: 'cam-5', status: 'failed', kind: 'auth' });
    expect(summary.results[9]).toMatchObject({ cameraId: 'cam-10', status: 'failed', kind: 'cut_off' });
    expect(summary.results[14]).toMatchObject({ cameraId: 'cam-15', status: 'failed', kind: 'unreachable' });
    expect(readdirSync(output)).toHaveLength(17);
    for (const [index, result] of summary.results.entries()) {
      if (result.status !== 'ok') continue;
      expect(result.file).toMatch(new RegExp(`/127-0-0-1\\+${ports[index]}_\\d{6}-\\d{4}\\.cfg$`));
      const reference = await new RemoteConfigClient({ host: '127.0.0.1', port: ports[index]!, user: 'admin', password }).readConfigFile();
      expect(Buffer.compare(readFileSync(result.file!), encodeLatin1(reference.text))).toBe(0);
    }
    expect(run.stderr).toContain('camconfig fleet: cam-1: reading the configuration file of Kamera 1');
    expect(run.stderr).toMatch(/camconfig fleet: cam-5: camera 127\.0\.0\.1:\d+ refused/);
    const audit = auditedScripts(folder);
    expect(audit).toHaveLength(20);
    expect(audit.every((entry) => entry.source === 'cli' && entry.operation === 'read configuration file' && entry.script.includes('view configfile'))).toBe(true);
    expect(audit.find((entry) => entry.camera.id === 'cam-10')!.result).toMatchObject({ status: 'failed', kind: 'cut_off' });
    expect(await filesContaining(folder, password)).toEqual([]);
    expect(await filesContaining(folder, 'wrong-Password-1')).toEqual([]);
    expect(await filesContaining(folder, passphrase)).toEqual([]);
  });

  it('history lists the snapshots; diff names a change between two snapshots and one section of two cameras', async () => {
    await new RemoteConfigClient({ host: '127.0.0.1', port: ports[0]!, user: 'admin', password }).setParams([{ section: 'audio', name: 'SPEAKERLEVEL', value: '61' }]);
    const before = await runCamconfig(['fleet', 'history', 'cam-1', '--workspace', folder, '--json'], { env });
    expect(before.code).toBe(0);
    const [backup] = (JSON.parse(before.stdout) as { snapshots: Array<{ id: string; reason: string }> }).snapshots;
    expect(backup).toMatchObject({ reason: 'backup' });
    const live = await runCamconfig(['fleet', 'diff', `cam-1@${backup!.id.slice(0, 6)}`, 'Kamera 1', '--workspace', folder], { env });
    expect(live.code).toBe(0);
    expect(live.stdout.split('\n')).toEqual([expect.stringMatching(/^--- cam-1 \(Kamera 1\) snapshot [0-9a-f]{16} of /), '+++ cam-1 (Kamera 1) now', '~ audio/SPEAKERLEVEL: 50 -> 61', '1 difference', '']);
    const history = await runCamconfig(['fleet', 'history', 'cam-1', '--workspace', folder], { env });
    expect(history.stdout.trimEnd().split('\n')).toEqual([expect.stringMatching(/^[0-9a-f]{16} {2}\S+ \S+ {2}read {6}MX-/), expect.stringMatching(new RegExp(`^${backup!.id} .* backup `))]);
    const twoCameras = await runCamconfig(['fleet', 'diff', 'cam-2', `127.0.0.1:${ports[2]}`, 'sip', '--workspace', folder, '--json'], { env });
    const changes = (JSON.parse(twoCameras.stdout) as { changes: Array<{ section: string; name: string }> }).changes;
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((change) => change.section === 'sip')).toBe(true);
    expect(changes).toContainEqual(expect.objectContaining({ name: 'NUMBER' }));
    const unknown = await runCamconfig(['fleet', 'diff', 'cam-99', 'cam-1', '--workspace', folder], { env });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("camconfig fleet: no camera 'cam-99' in the workspace");
  });

  it('camconfig rc logs its scripts to the audit log of the default workspace folder, without the password', async () => {
    const home = freshHome();
    const run = await runRc(['--camera', `127.0.0.1:${ports[1]}`, 'set', 'audio/SPEAKERLEVEL=33'], { env: { HOME: home, CAMCONFIG_PASSWORD: password } });
    expect(run.code).toBe(0);
    const log = readFileSync(join(home, '.config', 'camconfig', 'audit.jsonl'), 'utf8');
    const [entry] = auditedScripts(join(home, '.config', 'camconfig'));
    expect(entry).toMatchObject({ source: 'cli', operation: 'set parameters', camera: { id: null, host: '127.0.0.1', port: ports[1] }, result: { status: 'ok' } });
    expect(entry!.script).toContain('audio/SPEAKERLEVEL=33');
    expect(log).not.toContain(password);
  });

  it('camconfig rc --workspace DIR logs its scripts to the audit log of DIR, not to the default one', async () => {
    const home = freshHome();
    const workspace = join(home, 'site-workspace');
    const run = await runRc(['--camera', `127.0.0.1:${ports[1]}`, '--workspace', workspace, 'set', 'audio/SPEAKERLEVEL=34'], { env: { HOME: home, CAMCONFIG_PASSWORD: password } });
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(join(workspace, 'audit.jsonl'), 'utf8')).toContain('audio/SPEAKERLEVEL=34');
    expect(existsSync(join(home, '.config', 'camconfig', 'audit.jsonl'))).toBe(false);
  });
});

// `camconfig fleet backup` interrupted with Ctrl+C (SIGINT to the built CLI): the camera being
// read is reported and counted as cancelled, not as failed; the camera not yet started as not
// reached; exit 130 and no file.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stopCameraFleet, type SimulatedCamera } from '../../../../src/main/simulator/camera';
import { openWorkspace } from '../../../../src/main/workspace';
import { startSimulatedCameraFleet } from '../../../support/simulatedCameras';
import { freshHome, removeHomes } from '../rcCli';

const bin = join(import.meta.dirname, '..', '..', '..', '..', 'bin', 'camconfig.js');
const password = 'Cancel-Cli-2718';
const passphrase = 'Werkstatt passphrase 77';
let cameras: SimulatedCamera[] = [];
const folders: string[] = [];

afterEach(async () => {
  await stopCameraFleet(cameras.splice(0));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  removeHomes();
});

function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

/** Runs the CLI; sends SIGINT once stderr shows `interruptWhen`. */
function runInterrupted(args: string[], interruptWhen: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { env: { PATH: process.env.PATH ?? '', HOME: freshHome(), CAMCONFIG_WORKSPACE_PASSPHRASE: passphrase }, stdio: ['ignore', 'pipe', 'pipe'], timeout: 30_000, killSignal: 'SIGKILL' });
    let stdout = '';
    let stderr = '';
    let interrupted = false;
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (!interrupted && stderr.includes(interruptWhen)) {
        interrupted = true;
        child.kill('SIGINT');
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code, stdout, stderr });
    });
  });
}

describe('camconfig fleet backup, cancelled', () => {
  it('counts the camera under way as cancelled, not failed, and the next as not reached', async () => {
    cameras = await startSimulatedCameraFleet({ count: 2, password });
    cameras[0]!.setFaults({ latencyMs: 60_000 }); // only the interrupt ends its read
    const folder = temporaryFolder('camconfig-fleet-cancel-');
    const output = temporaryFolder('camconfig-fleet-cancel-out-');
    const workspace = await openWorkspace(folder, { kind: 'passphrase', passphrase });
    await workspace.save({
      nextNumber: 3,
      cameras: cameras.map((camera, index) => ({ id: `cam-${index + 1}`, label: `Kamera ${index + 1}`, host: '127.0.0.1', port: camera.port, https: false, user: 'admin', password, group: null, variables: {} })),
    });
    const run = await runInterrupted(['fleet', 'backup', '--workspace', folder, '-o', output, '--parallel', '1'], 'cam-1: reading the configuration file');
    expect(run.code).toBe(130);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^CANCELLED {3}cam-1 Kamera 1: /);
    expect(lines[1]).toBe('NOT REACHED cam-2 Kamera 2: cancelled before its turn');
    expect(lines[2]).toBe(`0 backed up, 0 failed, 1 cancelled, 1 not reached (${output})`);
    expect(readdirSync(output)).toEqual([]);
  });
});

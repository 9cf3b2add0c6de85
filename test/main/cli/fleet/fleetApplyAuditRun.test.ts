// `camconfig fleet apply` in the audit log of its workspace: the run is one item, its cameras
// with their outcome and each value old -> new, as the studio's audit view shows it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditLog } from '../../../../src/main/fleet';
import { cliIo } from '../../../../src/main/cli/cliIo';
import { runFleetCommand } from '../../../../src/main/cli/fleet/fleetCommand';
import { ExitCode } from '../../../../src/main/cli/exitCodes';
import { stopCameraFleet, type SimulatedCamera } from '../../../../src/main/simulator/camera';
import { startSimulatedCameraFleet } from '../../../support/simulatedCameras';

const fleet: SimulatedCamera[] = [];
let folder = '';
afterEach(async () => {
  await stopCameraFleet(fleet.splice(0));
  rmSync(folder, { recursive: true, force: true });
});

describe('camconfig fleet apply in the audit log', () => {
  it('logs the run as one item: each camera with its outcome and each value old -> new; an offline camera failed with the value it was to take', async () => {
    fleet.push(...(await startSimulatedCameraFleet({ count: 3 })));
    folder = mkdtempSync(join(tmpdir(), 'fleet-audit-run-'));
    const offline = fleet[1]!;
    const offlinePort = offline.port;
    await offline.stop();
    writeFileSync(join(folder, 'levels.txt'), 'write params\naudio/SPEAKERLEVEL={LEVEL}\n');
    writeFileSync(join(folder, 'cameras.csv'), ['ADDRESS;LEVEL', ...fleet.map((camera, index) => `127.0.0.1:${index === 1 ? offlinePort : camera.port};${60 + index}`)].join('\n') + '\n');
    const workspace = join(folder, 'workspace');
    const stdout = new PassThrough().resume();
    const stderr = new PassThrough().resume();
    const args = ['apply', '--commands', join(folder, 'levels.txt'), '--list', join(folder, 'cameras.csv'), '--workspace', workspace, '--store'];
    const code = await runFleetCommand(args, cliIo({ stdin: new PassThrough(), stdout, stderr, env: { HOME: folder, CAMCONFIG_PASSWORD: 'meinsm' }, isTTY: false }));
    expect(code).toBe(ExitCode.fleetIncomplete);

    const { items } = await new AuditLog(workspace).read();
    expect(items).toHaveLength(1);
    const [run] = items;
    if (run?.kind !== 'fleetRun') throw new Error(`expected one fleet run, got ${JSON.stringify(items)}`);
    expect(run.run).toMatchObject({ source: 'cli', cameraCount: 3 });
    const byPort = (port: number) => run.cameras.find((camera) => camera.camera.port === port)!;
    expect(byPort(fleet[0]!.port).result).toMatchObject({ outcome: { status: 'verified' }, changes: [{ section: 'audio', name: 'SPEAKERLEVEL', old: '50', new: '60' }] });
    expect(byPort(fleet[2]!.port).result).toMatchObject({ outcome: { status: 'verified' }, changes: [{ old: '50', new: '62' }] });
    expect(byPort(offlinePort).result).toMatchObject({ outcome: { status: 'failed' }, changes: [{ new: '61' }] });
    expect(byPort(offlinePort).result!.changes[0]).not.toHaveProperty('old');
    expect(byPort(fleet[0]!.port).scripts.map((script) => script.operation)).toEqual(['read sections', 'script', 'read sections']);
  });
});

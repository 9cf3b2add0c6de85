// kill -9 while a camera holds a fix's write: the built CLI (`fleet check --fix`) in a child
// process against simulated cameras on 127.0.0.1, one of them drifted; its camera runs the
// write and holds the answer back, and the child is killed with SIGKILL right then. The camera
// holds the new value, and the audit log has the write: logged before it was sent, its outcome
// unknown (neither success nor failure), the file whole.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditLog } from '../../../../src/main/fleet';
import { stopCameraFleet, type SimulatedCamera } from '../../../../src/main/simulator/camera';
import { unknownOutcomeText } from '../../../../src/shared/fleet/auditEntry';
import { scriptsOf } from '../../../../src/shared/fleet/auditItems';
import { getParam } from '../../../../src/shared/remoteconfig/configModel';
import { startSimulatedCameraFleet } from '../../../support/simulatedCameras';
import { runCamconfig } from '../rcCli';

const password = 'fix-killed-pass';
const fleet: SimulatedCamera[] = [];
const folders: string[] = [];
afterEach(async () => {
  await stopCameraFleet(fleet.splice(0));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('kill -9 during a fix', () => {
  it('leaves the write in the audit log, logged before it was sent, its outcome unknown', async () => {
    let writeHeld!: () => void;
    const held = new Promise<void>((resolve) => (writeHeld = resolve));
    const holdWrites = (script: string): Promise<void> | undefined => {
      if (!script.includes('write params')) return undefined;
      writeHeld();
      return new Promise<void>(() => undefined); // until the killed child's connection closes
    };
    fleet.push(...(await startSimulatedCameraFleet({ count: 2, password, holdAnswer: holdWrites })));
    const drifted = fleet[1]!;
    drifted.runScript('helo\nwrite params\naudio/SPEAKERLEVEL=20\nstore\nquit\n');
    const folder = mkdtempSync(join(tmpdir(), 'fleet-fix-killed-'));
    folders.push(folder);
    writeFileSync(join(folder, 'site.baseline'), 'SECTION audio\nSPEAKERLEVEL=50\nENDSECTION audio\n');
    writeFileSync(join(folder, 'cameras.csv'), ['ADDRESS', ...fleet.map((camera) => `127.0.0.1:${camera.port}`)].join('\n') + '\n');
    const workspace = join(folder, 'workspace');

    let childPid: number | undefined;
    const run = runCamconfig(['fleet', 'check', '--baseline', join(folder, 'site.baseline'), '--list', join(folder, 'cameras.csv'), '--fix', '--workspace', workspace], {
      env: { HOME: folder, CAMCONFIG_PASSWORD: password },
      onStart: (pid) => (childPid = pid),
      timeoutMs: 60_000,
    });
    await held;
    process.kill(childPid!, 'SIGKILL');
    const killed = await run;
    expect(killed.code).toBeNull();

    expect(getParam(drifted.running, 'audio', 'SPEAKERLEVEL')).toBe('50');
    const text = readFileSync(join(workspace, 'audit.jsonl'), 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    for (const line of text.trimEnd().split('\n')) expect(() => JSON.parse(line) as unknown).not.toThrow();
    expect(text).not.toContain(password);

    const read = await new AuditLog(workspace).read();
    expect(read.unreadableLines).toBe(0);
    const toDrifted = scriptsOf(read.items).filter((script) => script.camera.port === drifted.port);
    const write = toDrifted.find((script) => script.script.includes('audio/SPEAKERLEVEL=50'));
    expect(write, JSON.stringify(toDrifted)).toMatchObject({ source: 'cli', operation: 'script', result: { status: 'unknown' }, durationMs: null });
    // The reads before it ended, and are logged so.
    expect(toDrifted.filter((script) => script !== write).every((script) => script.result.status === 'ok')).toBe(true);
    expect(unknownOutcomeText(write!.source)).toMatch(/^outcome unknown: the command stopped while it ran/);
  }, 90_000);
});

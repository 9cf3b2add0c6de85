// fleet.backup, history.* and audit.* through the API dispatcher, with a workspace and
// simulated cameras on 127.0.0.1: backups land in backups/ with per-camera progress and a
// summary; an apply shows up as a snapshot whose comparison names the change; a snapshot is
// restored; the audit log lists the scripts; no file of the workspace holds a password.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { studioItself, type StudioServices } from '../../../../src/main/services/studioServices';
import { ApiDispatcher } from '../../../../src/main/transport/apiDispatcher';
import { openWorkspace } from '../../../../src/main/workspace';
import type { EventPayload, MethodInput, MethodName, MethodOutput } from '../../../../src/shared/api/contract';
import type { ApiError } from '../../../../src/shared/api/errors';
import type { WireEvent } from '../../../../src/shared/api/wire';
import { scriptsOf } from '../../../../src/shared/fleet/auditItems';
import { getParam } from '../../../../src/shared/remoteconfig/configModel';
import { clientFor, startCamera, stopAll } from '../../remoteconfig/cameraFixture';
import { filesContaining, filesUnder, temporaryFolder } from '../../workspace/workspaceFolder';
import { createTestStudioServices, newSimulatedCamera } from '../../../support/simulatedCameras';

const password = 'Fleet-Secret-4711';
const running: StudioServices[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((services) => services.close()));
  await stopAll();
});

async function startStudio(folder: string | null) {
  const services = await createTestStudioServices({ demo: false, mode: 'web', ...(folder ? { workspace: await openWorkspace(folder, { kind: 'none' }) } : {}) });
  running.push(services);
  const dispatcher = new ApiDispatcher(services);
  const events: WireEvent[] = [];
  dispatcher.connect((batch) => events.push(...batch.events));
  const call = async <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> => (await dispatcher.handle(method, input)) as never;
  const failure = (method: MethodName, input: unknown) => dispatcher.handle(method, input).then(() => Promise.reject(new Error(`${method} did not fail`)), (error: unknown) => error as ApiError);
  const progress = (operationId: string) =>
    events.filter((event) => event.event === 'operation.progress').map((event) => event.payload as EventPayload<'operation.progress'>).filter((event) => event.operationId === operationId);
  return { call, failure, progress };
}

describe('fleet backup, history and audit through the API', () => {
  it('backs up all cameras with progress per camera and a summary naming the one that failed', async () => {
    const folder = await temporaryFolder();
    const good = [await startCamera({ password }), await startCamera({ password, cameraNumber: 2 })];
    const studio = await startStudio(folder);
    const ids = [];
    for (const camera of good) ids.push((await studio.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password })).cameraId);
    const wrong = (await studio.call('cameras.add', { host: '127.0.0.1', port: good[0]!.port, user: 'admin', password: 'not-it-0815', label: 'Wrong password' })).cameraId;
    const summary = await studio.call('fleet.backup', { operationId: 'backup-1' });
    expect(summary).toMatchObject({ folder: join(folder, 'backups'), ok: 2, failed: 1, cancelled: 0, notReached: 0 });
    expect(summary.results.find((result) => result.cameraId === wrong)).toMatchObject({ status: 'failed', kind: 'auth', label: 'Wrong password' });
    const files = readdirSync(join(folder, 'backups'));
    expect(files).toHaveLength(2);
    for (const camera of good) expect(files).toContainEqual(expect.stringMatching(new RegExp(`^127-0-0-1\\+${camera.port}_\\d{6}-\\d{4}\\.cfg$`)));
    for (const id of [...ids, wrong]) await expect.poll(() => studio.progress('backup-1').filter((step) => step.cameraId === id).map((step) => step.step)).toEqual(['reading', id === wrong ? 'failed' : 'done']);
    expect((await studio.call('history.list', { cameraId: ids[0]! })).snapshots.map((snapshot) => snapshot.reason)).toContain('read');
    expect(await filesContaining(folder, password)).toEqual([]);
    expect(await filesContaining(folder, 'not-it-0815')).toEqual([]);
  });

  it('an apply becomes a snapshot; comparing it with the one before names the change; restoring the older one brings the value back', async () => {
    const folder = await temporaryFolder();
    const camera = await startCamera({ password });
    const studio = await startStudio(folder);
    const { cameraId } = await studio.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password });
    await studio.call('config.readFile', { cameraId });
    await studio.call('config.apply', { cameraId, changes: [{ section: 'audio', name: 'SPEAKERLEVEL', value: '77' }], store: true });
    const [after, before] = (await studio.call('history.list', { cameraId })).snapshots;
    expect(after).toMatchObject({ reason: 'applied' });
    expect(before).toMatchObject({ reason: 'read' });
    const comparison = await studio.call('history.compare', { left: { cameraId, snapshotId: before!.id }, right: { cameraId, snapshotId: after!.id } });
    expect(comparison.changes).toEqual([{ kind: 'changed', section: 'audio', name: 'SPEAKERLEVEL', oldValue: '50', newValue: '77' }]);
    expect(comparison.rightText).toContain('SPEAKERLEVEL=77');
    const narrowed = await studio.call('history.compare', { left: { cameraId, snapshotId: before!.id }, right: { cameraId, snapshotId: after!.id }, section: 'general' });
    expect(narrowed).toMatchObject({ changes: [], section: 'general' });

    await studio.call('history.restore', { cameraId, snapshotId: before!.id, operationId: 'restore-1' });
    expect(getParam(camera.flash, 'audio', 'SPEAKERLEVEL')).toBe('50');
    expect((await studio.call('history.list', { cameraId })).snapshots[0]).toMatchObject({ reason: 'restored', file: before!.file ?? before!.id }); // an entry of its own, sharing the stored file of the configuration it brought back
    await expect.poll(() => studio.progress('restore-1').map((step) => step.step)).toEqual(['restore', 'done']);

    await studio.call('config.runScript', { cameraId, script: 'write params\ngeneral/LOCATION=Hoftor Süd\n' });
    const [fromConsole] = (await studio.call('history.list', { cameraId })).snapshots;
    expect(fromConsole).toMatchObject({ reason: 'applied' });
    const consoleChange = await studio.call('history.compare', { left: { cameraId, snapshotId: before!.id }, right: { cameraId, snapshotId: fromConsole!.id }, section: 'general' });
    expect(consoleChange.changes).toMatchObject([{ kind: 'changed', name: 'LOCATION', newValue: 'Hoftor Süd' }]);

    const audit = await studio.call('audit.query', { filter: { camera: cameraId } });
    const scripts = scriptsOf(audit.items);
    const operations = scripts.map((entry) => entry.operation).reverse();
    expect(operations).toEqual(expect.arrayContaining(['read configuration file', 'set parameters', 'restore backup']));
    expect(scripts.find((entry) => entry.operation === 'set parameters')!.script).toContain('audio/SPEAKERLEVEL=77');
    const csv = await studio.call('audit.exportCsv', { filter: { operation: 'set parameters' } });
    expect(csv.rows).toBe(1);
    expect(csv.csv).toContain('audio/SPEAKERLEVEL=77');
    expect(await filesContaining(folder, password)).toEqual([]);
  });

  it('refuses a firmware other than the snapshot’s unless forced, and an unknown snapshot by name', async () => {
    const folder = await temporaryFolder();
    const old = await startCamera({ password, firmware: 'MX-V4.0.0' });
    const studio = await startStudio(folder);
    const { cameraId } = await studio.call('cameras.add', { host: '127.0.0.1', port: old.port, user: 'admin', password });
    await studio.call('config.readFile', { cameraId });
    const [snapshot] = (await studio.call('history.list', { cameraId })).snapshots;
    const port = old.port;
    await old.stop();
    const updated = newSimulatedCamera({ password, firmware: 'MX-V5.5.2.166' }); // the same camera after a firmware update
    await updated.start(port);
    try {
      const refused = await studio.failure('history.restore', { cameraId, snapshotId: snapshot!.id });
      expect(refused.code).toBe('firmware_mismatch');
      expect(refused.message).toContain('the backup was made on firmware MX-V4.0.0');
      await studio.call('history.restore', { cameraId, snapshotId: snapshot!.id, force: true });
    } finally {
      await updated.stop();
    }
    const missing = await studio.failure('history.compare', { left: { cameraId, snapshotId: '0123456789abcdef' }, right: { cameraId, snapshotId: snapshot!.id } });
    expect(missing.message).toContain(`camera ${cameraId} has no snapshot 0123456789abcdef`);
  });

  it('operations.cancel stops a backup: the camera being read is cancelled, the next not reached, no file written', async () => {
    const folder = await temporaryFolder();
    const slow = [await startCamera({ password, faults: { latencyMs: 3000 } }), await startCamera({ password, cameraNumber: 2 })];
    const studio = await startStudio(folder);
    const ids: string[] = [];
    for (const camera of slow) ids.push((await studio.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password })).cameraId);
    const run = studio.call('fleet.backup', { operationId: 'backup-cancel', cameraIds: ids, parallel: 1 });
    await expect.poll(() => studio.progress('backup-cancel').length).toBeGreaterThan(0);
    expect(await studio.call('operations.cancel', { operationId: 'backup-cancel' })).toEqual({ cancelled: true });
    const summary = await run;
    expect(summary.results.map((result) => result.status)).toEqual(['cancelled', 'not_reached']);
    expect(summary).toMatchObject({ ok: 0, failed: 0, cancelled: 1, notReached: 1 });
    expect(readdirSync(join(folder, 'backups'))).toEqual([]);
  });

  it('closing stops the first probe of a slow camera: nothing reaches the workspace after close', async () => {
    const folder = await temporaryFolder();
    const slow = await startCamera({ password, faults: { latencyMs: 1500 } });
    const services = await createTestStudioServices({ demo: false, mode: 'web', workspace: await openWorkspace(folder, { kind: 'none' }) });
    await services.handlers['cameras.add']({ host: '127.0.0.1', port: slow.port, user: 'admin', password }, studioItself);
    await services.close();
    const atClose = await filesUnder(folder);
    // The later marker: sent after the probe and answered 1.5 s after the probe would have been.
    slow.setFaults({ latencyMs: 3000 });
    await clientFor(slow, { password }).readConfigFile();
    expect(await filesUnder(folder)).toEqual(atClose);
  });

  it('without a workspace says so instead of keeping nothing silently', async () => {
    const studio = await startStudio(null);
    expect((await studio.failure('fleet.backup', {})).message).toMatch(/without a workspace/);
    expect((await studio.failure('audit.query', {})).message).toMatch(/without a workspace/);
    expect((await studio.failure('fleet.backup', { cameraIds: ['cam-1'], group: 'Halle' })).code).toBe('invalid_request');
  });
  it('every read, fleet apply and backup is an entry of the history, even when the configuration did not change', async () => {
    const folder = await temporaryFolder();
    const camera = await startCamera({ password });
    const studio = await startStudio(folder);
    const { cameraId } = await studio.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password });
    const reasons = async () => (await studio.call('history.list', { cameraId })).snapshots.map((snapshot) => snapshot.reason);
    await expect.poll(reasons).toEqual(['read']); // the probe of the new camera
    await studio.call('config.readSections', { cameraId });
    await studio.call('config.readSections', { cameraId });
    await studio.call('fleet.apply', { cameras: [{ cameraId }], edits: [{ section: 'audio', name: 'SPEAKERLEVEL', value: '66' }], store: true, operationId: 'fleet-history' });
    await studio.call('fleet.backup', { cameraIds: [cameraId], operationId: 'backup-history' });
    await expect.poll(reasons).toEqual(['backup', 'applied', 'read', 'read', 'read']);
    const [backup, applied, reread, read] = (await studio.call('history.list', { cameraId })).snapshots;
    expect(backup!.file).toBe(applied!.file);
    expect(reread!.file).toBe(read!.file);
    const comparison = await studio.call('history.compare', { left: { cameraId, snapshotId: read!.id }, right: { cameraId, snapshotId: applied!.id } });
    expect(comparison.changes).toEqual([{ kind: 'changed', section: 'audio', name: 'SPEAKERLEVEL', oldValue: '50', newValue: '66' }]);
  });
});

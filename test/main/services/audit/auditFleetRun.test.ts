// A fleet apply in the audit log through the API: one item holding its cameras, each with its
// outcome, each value old -> new (the old one read from the camera before the write) and the
// scripts sent to it; lines written before runs were kept are still listed; the CSV export
// gives each camera's outcome and values beside its scripts.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudioServices } from '../../../../src/main/services/studioServices';
import { ApiDispatcher } from '../../../../src/main/transport/apiDispatcher';
import { openWorkspace } from '../../../../src/main/workspace';
import type { MethodInput, MethodName, MethodOutput } from '../../../../src/shared/api/contract';
import { auditCsvHeader } from '../../../../src/shared/fleet/auditCsv';
import { oldValueText } from '../../../../src/shared/fleet/auditEntry';
import type { AuditRunItem } from '../../../../src/shared/fleet/auditItems';
import { startCamera, stopAll } from '../../remoteconfig/cameraFixture';
import { filesContaining, temporaryFolder } from '../../workspace/workspaceFolder';
import { createTestStudioServices } from '../../../support/simulatedCameras';

const password = 'Audit-Run-Secret-4711';
const running: StudioServices[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((services) => services.close()));
  await stopAll();
});

async function startStudio(folder: string) {
  const services = await createTestStudioServices({ demo: false, mode: 'web', workspace: await openWorkspace(folder, { kind: 'none' }) });
  running.push(services);
  const dispatcher = new ApiDispatcher(services);
  dispatcher.connect(() => undefined);
  return async <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> => (await dispatcher.handle(method, input)) as never;
}

const olderLine = { time: '2026-01-02T03:04:05.000Z', source: 'cli', camera: { id: null, label: null, host: '127.0.0.1', port: 8081 }, operation: 'store', script: 'helo\nstore\nquit\n', durationMs: 4, result: { status: 'ok' } };

describe('a fleet apply in the audit log', () => {
  it('is one item: its cameras, each outcome, each value old -> new and the scripts sent; older lines still listed; exported as CSV', async () => {
    const folder = await temporaryFolder();
    appendFileSync(join(folder, 'audit.jsonl'), `${JSON.stringify(olderLine)}\n`);
    const gate = await startCamera({ password });
    const yard = await startCamera({ password, cameraNumber: 2 });
    const call = await startStudio(folder);
    const gateId = (await call('cameras.add', { host: '127.0.0.1', port: gate.port, user: 'admin', password, label: 'Gate' })).cameraId;
    const wrongId = (await call('cameras.add', { host: '127.0.0.1', port: yard.port, user: 'admin', password: 'not-it-0815', label: 'Wrong password' })).cameraId;
    await call('config.apply', { cameraId: gateId, changes: [{ section: 'audio', name: 'SPEAKERLEVEL', value: '33' }] });

    const report = await call('fleet.apply', {
      operationId: 'apply-1',
      cameras: [{ cameraId: gateId }, { cameraId: wrongId }],
      edits: [
        { section: 'audio', name: 'SPEAKERLEVEL', value: '42' },
        { section: 'general', name: 'LOCATION', value: 'Hof {NAME}' },
      ],
    });
    expect(report.results.map((result) => result.status)).toEqual(['verified', 'failed']);

    const { items, total } = await call('audit.query', {});
    expect(items.filter((item) => item.kind === 'fleetRun')).toHaveLength(1);
    const run = items.find((item): item is AuditRunItem => item.kind === 'fleetRun')!;
    expect(run.run).toMatchObject({ source: 'studio', cameraCount: 2 });
    const gateInRun = run.cameras.find((camera) => camera.camera.id === gateId)!;
    expect(gateInRun.result).toMatchObject({
      outcome: { status: 'verified' },
      changes: [
        { section: 'audio', name: 'SPEAKERLEVEL', old: '33', new: '42' },
        { section: 'general', name: 'LOCATION', new: 'Hof Gate' },
      ],
      changesLeftOut: 0,
    });
    expect(gateInRun.scripts.map((script) => script.operation)).toEqual(['read sections', 'script', 'read sections', 'read configuration file']);
    expect(gateInRun.scripts.every((script) => script.runId === run.run.runId)).toBe(true);
    const wrongInRun = run.cameras.find((camera) => camera.camera.id === wrongId)!;
    expect(wrongInRun.result).toMatchObject({ outcome: { status: 'failed', step: 'write' }, changes: [{ name: 'SPEAKERLEVEL', new: '42' }, { name: 'LOCATION', new: 'Hof Wrong password' }] });
    expect(wrongInRun.result!.changes.every((change) => !('old' in change))).toBe(true);
    expect(wrongInRun.result!.outcome.message).toMatch(/refused/);

    // The run's scripts are in it, not beside it; the single-camera apply and the older line stand alone.
    const standing = items.flatMap((item) => (item.kind === 'script' ? [item.entry] : []));
    expect(standing.some((entry) => entry.runId !== undefined)).toBe(false);
    expect(standing.map((entry) => entry.operation)).toEqual(expect.arrayContaining(['set parameters', 'store']));
    expect(items.at(-1)).toEqual({ kind: 'script', entry: olderLine });
    expect(total).toBe(items.length);

    expect((await call('audit.query', { filter: { camera: 'Wrong password' } })).items.find((item) => item.kind === 'fleetRun')).toMatchObject({ cameras: [{ camera: { id: wrongId } }] });
    expect((await call('audit.query', { filter: { operation: 'fleet' } })).items.map((item) => item.kind)).toEqual(['fleetRun']);
    expect((await call('audit.query', { filter: { text: 'Hof Gate' } })).items.find((item) => item.kind === 'fleetRun')).toMatchObject({ cameras: [{ camera: { id: gateId } }] });

    const { csv, rows } = await call('audit.exportCsv', { filter: { operation: 'fleet' } });
    const records = parse(csv, { delimiter: ';', record_delimiter: '\r\n' }) as string[][];
    expect(records[0]).toEqual(auditCsvHeader);
    expect(rows).toBe(records.length - 1);
    const column = (name: string) => auditCsvHeader.indexOf(name);
    const gateOutcome = records.find((record) => record[column('camera label')] === 'Gate' && record[column('operation')] === 'fleet apply')!;
    expect(gateOutcome[column('result')]).toBe('verified');
    expect(gateOutcome[column('script')]).toBe(`audio/SPEAKERLEVEL: 33 -> 42\ngeneral/LOCATION: ${oldValueText(gateInRun.result!.changes[1]!)} -> Hof Gate`);
    expect(records.filter((record) => record[column('run id')] === run.run.runId).length).toBe(rows);
    expect(await filesContaining(folder, password)).toEqual([]);
  });
});

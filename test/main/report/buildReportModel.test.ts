// The report model from a real workspace (snapshots, backups, audit log written by the studio's
// own stores) and a schema-valid check run: each camera's status and drift, its audio values,
// last backup with its SHA-256, last verified change, the factory-password warning, the audit
// entries of the period, and no password anywhere.
import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildReportModel } from '../../../src/main/report/buildReportModel';
import { reportModelSchema } from '../../../src/shared/report/reportModel';
import { englishText } from '../../../src/shared/i18n/renderText';
import { makeReportWorkspace, rebootPendingIndex, refusedReason, reportSourcesOf, reportTimes, sipNumberOf, type ReportWorkspace } from '../../support/reportWorkspace';

const made: ReportWorkspace[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((workspace) => rm(workspace.folder, { recursive: true, force: true })));
});

async function workspace(cameras: number): Promise<ReportWorkspace> {
  const created = await makeReportWorkspace({ cameras, passwordOf: (index) => `Geheim-${index}-Pässwort` });
  made.push(created);
  return created;
}

const request = { site: 'Wohnanlage Südhang', technician: 'Jörg Maßmann', now: new Date(reportTimes.now), since: new Date('2026-11-01T00:00:00Z'), language: 'en', timeZone: 'Europe/Berlin' } as const;

describe('buildReportModel', () => {
  it('gives every camera its check status and drift, audio values, last backup with SHA-256, changes and factory-password state', async () => {
    const site = await workspace(8);
    const model = await buildReportModel(request, site.cameras, reportSourcesOf(site));
    expect(reportModelSchema.parse(model)).toEqual(model);
    expect(model.cameras.map((camera) => camera.label)).toEqual(site.cameras.map((camera) => camera.label));
    expect(model.summary).toEqual({ cameras: 8, compliant: 5, drifted: 1, unreadable: 1, notInForce: 1, notChecked: 0, factoryPassword: 1, factoryPasswordUnknown: 0 });
    expect(model.baseline).toEqual({
      name: 'Standard Türstation',
      version: 3,
      runId: 'check-2026-11-23',
      checkedAt: reportTimes.check,
      cancelled: false,
      agreed: [
        { section: 'audio', parameters: [{ name: 'SPEAKERLEVEL', value: '50' }] },
        { section: 'general', parameters: [{ name: 'LOCATION', value: 'Außenwand Nord' }] },
        { section: 'sip', parameters: [{ name: 'NUMBER', value: '{SIPNUMBER}' }] },
      ],
    });
    expect({ language: model.language, timeZone: model.timeZone }).toEqual({ language: 'en', timeZone: 'Europe/Berlin' });

    const first = model.cameras[0]!;
    expect(first.baseline.status).toBe('drifted');
    expect(first.baseline.drift).toEqual([
      { section: 'audio', name: 'SPEAKERLEVEL', expected: '50', found: '40' },
      { section: 'general', name: 'LOCATION', expected: 'Außenwand Nord', found: null },
    ]);
    expect(first.audio).toEqual({ source: 'snapshot', takenAt: reportTimes.snapshot, values: [{ name: 'SPEAKER', value: '1' }, { name: 'MICRO', value: '1' }, { name: 'SPEAKERLEVEL', value: '40' }, { name: 'ANSAGE', value: 'Grüße aus Köln' }] });
    expect(first.address).toBe('127.0.0.2:8080');
    expect(first.firmware).toBe('MX-V5.5.2.166');
    const backupBytes = await readFile(join(site.backupsFolder, first.lastBackup!.file));
    expect(first.lastBackup!.sha256).toBe(createHash('sha256').update(backupBytes).digest('hex'));
    expect(first.lastVerifiedChange).toEqual({ at: reportTimes.run, operation: { id: 'report.operation.baselineFix', params: { name: 'Standard Türstation', version: '3' } }, values: 1 });
    expect(englishText(first.lastChange!.operation)).toBe('set parameters');
    expect(model.cameras[1]!.lastVerifiedChange).toBeNull();
    expect(model.cameras[3]!.factoryPassword).toBe('in_use');
    expect(model.cameras[7]!.baseline).toMatchObject({ status: 'unreadable', drift: [], reason: refusedReason });
  });

  it('shows every parameter the baseline checks on each camera, placeholders filled for it, with its state', async () => {
    const site = await workspace(8);
    const model = await buildReportModel(request, site.cameras, reportSourcesOf(site));
    expect(model.cameras[0]!.baseline.checked).toEqual([
      { section: 'audio', name: 'SPEAKERLEVEL', expected: '50', found: '40', state: 'differs' },
      { section: 'general', name: 'LOCATION', expected: 'Außenwand Nord', found: null, state: 'missing' },
      { section: 'sip', name: 'NUMBER', expected: sipNumberOf(0), found: sipNumberOf(0), state: 'as_agreed' },
    ]);
    expect(model.cameras[2]!.baseline.checked.map(({ name, expected, state }) => [name, expected, state])).toEqual([
      ['SPEAKERLEVEL', '50', 'as_agreed'],
      ['LOCATION', 'Außenwand Nord', 'as_agreed'],
      ['NUMBER', sipNumberOf(2), 'as_agreed'],
    ]);
    expect(model.cameras[7]!.baseline.checked.every((parameter) => parameter.state === 'not_read' && parameter.found === null)).toBe(true);
  });

  it('shows a camera waiting for a reboot as not yet in force, never compliant', async () => {
    const site = await workspace(4);
    const model = await buildReportModel(request, site.cameras, reportSourcesOf(site));
    const waiting = model.cameras[rebootPendingIndex]!;
    expect(site.checkRun.cameras[rebootPendingIndex]!.status).toBe('compliant');
    expect(waiting.baseline.status).toBe('not_in_force');
    expect(waiting.rebootPending).toEqual(['sip']);
    expect(waiting.baseline.checked.find((parameter) => parameter.section === 'sip')!.state).toBe('not_in_force');
    expect(model.summary.compliant).toBe(1);
  });

  it('says "not checked" without a check run, and "no snapshot" for a camera the workspace keeps no history of', async () => {
    const site = await workspace(2);
    const stranger = { id: null, label: 'Listed only', host: '127.0.9.9', port: 80, https: false, group: null, firmware: null, factoryPassword: null, variables: {}, rebootNeeded: null };
    const model = await buildReportModel(request, [...site.cameras, stranger], reportSourcesOf(site, { checkRun: null }));
    expect(model.baseline).toBeNull();
    expect(model.cameras.map((camera) => camera.baseline.status)).toEqual(['not_checked', 'not_checked', 'not_checked']);
    expect(model.cameras[2]).toMatchObject({ audio: { source: 'none' }, lastBackup: null, lastChange: null, factoryPassword: 'unknown', firmware: null });
    expect(model.summary).toMatchObject({ notChecked: 3, factoryPasswordUnknown: 1 });
  });

  it("lists what changed the site in the period, of the report's cameras only, oldest first: reads only when asked", async () => {
    const site = await workspace(4);
    const two = site.cameras.slice(0, 2);
    const model = await buildReportModel(request, two, reportSourcesOf(site));
    const cameras = new Set(model.audit.entries.map((entry) => entry.camera));
    expect(cameras).toEqual(new Set(two.map((camera) => camera.label)));
    // Per camera: 3 scripts, one of them a read, and a read of the status; camera 1 was in the fix run.
    expect(model.audit.entries).toHaveLength(2 * 2 + 1);
    expect(model.audit.readsLeftOut).toBe(2 * 2);
    expect(model.audit.entries.map((entry) => englishText(entry.operation))).not.toContain('read the status');
    expect(model.audit.entries.map((entry) => entry.time)).toEqual(model.audit.entries.map((entry) => entry.time).sort());
    expect(model.audit.entries.at(-1)).toEqual({
      time: reportTimes.run,
      camera: two[0]!.label,
      operation: { id: 'report.operation.baselineFix', params: { name: 'Standard Türstation', version: '3' } },
      outcome: { id: 'report.outcome.verified', params: { count: 1 } },
      ok: true,
    });
    expect(englishText(model.audit.entries.at(-1)!.operation)).toBe("brought back to baseline 'Standard Türstation' v3");
    expect(englishText(model.audit.entries.filter((entry) => !entry.ok)[0]!.outcome)).toMatch(/^camera error: ERROR: write sip PASSWORD=\*+/);

    const withReads = await buildReportModel({ ...request, includeReads: true }, two, reportSourcesOf(site));
    expect(withReads.audit.entries).toHaveLength(2 * 4 + 1);
    expect(withReads.audit.readsLeftOut).toBe(0);

    const later = await buildReportModel({ ...request, since: new Date('2026-11-22T00:00:00Z') }, two, reportSourcesOf(site, { checkRun: null }));
    expect(later.audit.entries.map((entry) => entry.operation.id)).toEqual(['report.operation.baselineFix']);
    expect(englishText(later.cameras[0]!.lastChange!.operation)).toBe('set parameters'); // a change before the period is still the camera's last
  });

  it("names an entry logged by address alone (the command line's) by the camera's name, as its card does", async () => {
    const site = await workspace(2);
    const camera = site.cameras[1]!;
    await site.audit.append({ time: '2026-11-24T10:00:00.000Z', source: 'cli', camera: { id: null, label: null, host: camera.host, port: camera.port }, operation: 'set parameters', script: '\nhelo\nwrite audio MICRO=0\nquit\n', durationMs: 3, result: { status: 'ok' } });
    const model = await buildReportModel(request, site.cameras, reportSourcesOf(site));
    expect(model.audit.entries.at(-1)).toMatchObject({ time: '2026-11-24T10:00:00.000Z', camera: camera.label });
  });

  it('takes its period by the one rule: the last 30 days ending now, unless a start is given', async () => {
    const site = await workspace(1);
    const { since: _since, ...withoutStart } = request;
    const model = await buildReportModel(withoutStart, site.cameras, reportSourcesOf(site));
    expect(model.period).toEqual({ from: '2026-10-28T08:00:00.000Z', to: reportTimes.now });
  });

  it('holds no password: neither the cameras\' (named or planted in messages and drift) nor the factory one', async () => {
    const site = await workspace(3);
    const run = structuredClone(site.checkRun);
    run.cameras[0]!.drift.push({ section: 'sip', name: 'PASSWORD', expected: 'Geheim-0-Pässwort', found: 'meinsm' }, { section: 'general', name: 'NOTE', expected: 'x', found: 'old pass meinsm and Geheim-1-Pässwort' });
    const model = await buildReportModel(request, site.cameras, reportSourcesOf(site, { checkRun: run, passwords: ['Geheim-0-Pässwort', 'Geheim-1-Pässwort', 'Geheim-2-Pässwort'] }));
    const text = JSON.stringify(model);
    for (const secret of ['Geheim-0-Pässwort', 'Geheim-1-Pässwort', 'Geheim-2-Pässwort', 'meinsm']) expect(text).not.toContain(secret);
    expect(model.cameras[0]!.baseline.drift.slice(-2)).toEqual([
      { section: 'sip', name: 'PASSWORD', expected: '********', found: '********' },
      { section: 'general', name: 'NOTE', expected: 'x', found: 'old pass ******** and ********' },
    ]);
  });
});

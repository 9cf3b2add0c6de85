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
import { makeReportWorkspace, reportTimes, type ReportWorkspace } from '../../support/reportWorkspace';

const made: ReportWorkspace[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((workspace) => rm(workspace.folder, { recursive: true, force: true })));
});

async function workspace(cameras: number): Promise<ReportWorkspace> {
  const created = await makeReportWorkspace({ cameras, passwordOf: (index) => `Geheim-${index}-Pässwort` });
  made.push(created);
  return created;
}

const request = { site: 'Wohnanlage Südhang', technician: 'Jörg Maßmann', now: new Date(reportTimes.now), since: new Date('2026-11-01T00:00:00Z') };

describe('buildReportModel', () => {
  it('gives every camera its check status and drift, audio values, last backup with SHA-256, changes and factory-password state', async () => {
    const site = await workspace(8);
    const model = await buildReportModel(request, site.cameras, { snapshots: site.snapshots, backupsFolder: site.backupsFolder, audit: site.audit, checkRun: site.checkRun, passwords: [] });
    expect(reportModelSchema.parse(model)).toEqual(model);
    expect(model.cameras.map((camera) => camera.label)).toEqual(site.cameras.map((camera) => camera.label));
    expect(model.summary).toEqual({ cameras: 8, compliant: 6, drifted: 1, unreadable: 1, notChecked: 0, factoryPassword: 1, factoryPasswordUnknown: 0 });
    expect(model.baseline).toEqual({ name: 'Standard Türstation', version: 3, runId: 'check-2026-11-23', checkedAt: reportTimes.check, cancelled: false });

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
    expect(first.lastVerifiedChange).toEqual({ at: reportTimes.run, operation: 'fleet apply', values: 1 });
    expect(first.lastChange?.operation).toBe('set parameters');
    expect(model.cameras[1]!.lastVerifiedChange).toBeNull();
    expect(model.cameras[3]!.factoryPassword).toBe('in_use');
    expect(model.cameras[7]!.baseline).toEqual({ status: 'unreadable', drift: [], reason: 'credentials refused (401)' });
  });

  it('says "not checked" without a check run, and "no snapshot" for a camera the workspace keeps no history of', async () => {
    const site = await workspace(2);
    const stranger = { id: null, label: 'Listed only', host: '127.0.9.9', port: 80, https: false, group: null, firmware: null, factoryPassword: null };
    const model = await buildReportModel(request, [...site.cameras, stranger], { snapshots: site.snapshots, backupsFolder: site.backupsFolder, audit: site.audit, checkRun: null, passwords: [] });
    expect(model.baseline).toBeNull();
    expect(model.cameras.map((camera) => camera.baseline.status)).toEqual(['not_checked', 'not_checked', 'not_checked']);
    expect(model.cameras[2]).toMatchObject({ audio: { source: 'none' }, lastBackup: null, lastChange: null, factoryPassword: 'unknown', firmware: null });
    expect(model.summary).toMatchObject({ notChecked: 3, factoryPasswordUnknown: 1 });
  });

  it("lists the period's audit entries of the report's cameras only, oldest first, with their outcome", async () => {
    const site = await workspace(4);
    const two = site.cameras.slice(0, 2);
    const model = await buildReportModel(request, two, { snapshots: site.snapshots, backupsFolder: site.backupsFolder, audit: site.audit, checkRun: site.checkRun, passwords: [] });
    const cameras = new Set(model.audit.entries.map((entry) => entry.camera));
    expect(cameras).toEqual(new Set(two.map((camera) => camera.label)));
    expect(model.audit.entries).toHaveLength(2 * 3 + 1);
    expect(model.audit.entries.map((entry) => entry.time)).toEqual(model.audit.entries.map((entry) => entry.time).sort());
    expect(model.audit.entries.at(-1)).toEqual({ time: reportTimes.run, camera: two[0]!.label, operation: 'fleet apply', outcome: 'verified, 1 value(s): read back: as written', ok: true });
    expect(model.audit.entries.filter((entry) => !entry.ok).map((entry) => entry.outcome)[0]).toMatch(/^camera error: ERROR: write sip PASSWORD=\*+/);

    const later = await buildReportModel({ ...request, since: new Date('2026-11-22T00:00:00Z') }, two, { snapshots: site.snapshots, backupsFolder: site.backupsFolder, audit: site.audit, checkRun: null, passwords: [] });
    expect(later.audit.entries.map((entry) => entry.operation)).toEqual(['fleet apply']);
    expect(later.cameras[0]!.lastChange?.operation).toBe('set parameters'); // a change before the period is still the camera's last
  });

  it('holds no password: neither the cameras\' (named or planted in messages and drift) nor the factory one', async () => {
    const site = await workspace(3);
    const run = structuredClone(site.checkRun);
    run.cameras[0]!.drift.push({ section: 'sip', name: 'PASSWORD', expected: 'Geheim-0-Pässwort', found: 'meinsm' }, { section: 'general', name: 'NOTE', expected: 'x', found: 'old pass meinsm and Geheim-1-Pässwort' });
    const model = await buildReportModel(request, site.cameras, { snapshots: site.snapshots, backupsFolder: site.backupsFolder, audit: site.audit, checkRun: run, passwords: ['Geheim-0-Pässwort', 'Geheim-1-Pässwort', 'Geheim-2-Pässwort'] });
    const text = JSON.stringify(model);
    for (const secret of ['Geheim-0-Pässwort', 'Geheim-1-Pässwort', 'Geheim-2-Pässwort', 'meinsm']) expect(text).not.toContain(secret);
    expect(model.cameras[0]!.baseline.drift.slice(-2)).toEqual([
      { section: 'sip', name: 'PASSWORD', expected: '********', found: '********' },
      { section: 'general', name: 'NOTE', expected: 'x', found: 'old pass ******** and ********' },
    ]);
  });
});

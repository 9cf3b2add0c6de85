// The handover report of a small real site, through the API (report.save) and through
// `camconfig fleet report`: two simulated cameras over HTTP on 127.0.0.1 (Door on the factory
// credentials, Gate with its own password), a backup of each, a snapshot, an applied change and
// planted passwords in the audit log. Both surfaces write HTML and PDF from one model; neither
// file holds a password; a check run handed in through a CheckRunSource gives the status.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditLog } from '../../../../src/main/fleet';
import type { CheckRunSource } from '../../../../src/main/report/checkRunSource';
import { ApiDispatcher } from '../../../../src/main/transport/apiDispatcher';
import { openWorkspace } from '../../../../src/main/workspace';
import { checkRunSchema, type CheckRun } from '../../../../src/shared/api/baselineSchemas';
import type { MethodInput, MethodOutput } from '../../../../src/shared/api/contract';
import { startCamera, stopAll } from '../../remoteconfig/cameraFixture';
import { temporaryFolder } from '../../workspace/workspaceFolder';
import { createTestStudioServices } from '../../../support/simulatedCameras';
import { running } from '../studioOnWorkspace';
import { runFleetInProcess } from '../../cli/fleet/fleetInProcess';
import { pdfText } from '../../report/pdfText';
import { BaselineStore } from '../../../../src/main/baseline/baselineStore';

afterEach(stopAll);

const password = 'Gate-Pässwort-91';
const passphrase = 'report-site-phrase';
const env = { CAMCONFIG_WORKSPACE_PASSPHRASE: passphrase };

interface Site {
  folder: string;
  save(input: MethodInput<'report.save'>): Promise<MethodOutput<'report.save'>>;
  ids: { door: string; gate: string };
  ports: { door: number; gate: number };
}

async function smallSite(checkRuns?: CheckRunSource): Promise<Site> {
  const folder = await temporaryFolder();
  const services = await createTestStudioServices({ demo: false, mode: 'web', workspace: await openWorkspace(folder, { kind: 'passphrase', passphrase }), ...(checkRuns ? { checkRuns } : {}) });
  running.push(services);
  const api = new ApiDispatcher(services);
  const call = async <M extends 'cameras.add' | 'cameras.update' | 'fleet.backup' | 'config.readFile' | 'config.apply' | 'report.save'>(method: M, input: MethodInput<M>) => (await api.handle(method, input)) as MethodOutput<M>;
  const door = await startCamera();
  const gate = await startCamera({ user: 'tech', password });
  const ids = {
    door: (await call('cameras.add', { host: '127.0.0.1', port: door.port, user: 'admin', password: 'meinsm', label: 'Tür Nord' })).cameraId,
    gate: (await call('cameras.add', { host: '127.0.0.1', port: gate.port, user: 'tech', password, label: 'Gate' })).cameraId,
  };
  for (const cameraId of Object.values(ids)) await call('cameras.update', { cameraId, group: 'Hall' });
  expect((await call('fleet.backup', { cameraIds: [ids.door, ids.gate] })).ok).toBe(2);
  await call('config.apply', { cameraId: ids.gate, changes: [{ section: 'audio', name: 'SPEAKERLEVEL', value: '55' }], store: true });
  // A line naming the gate with its password and the factory one planted in a message (the studio never writes one).
  await new AuditLog(folder).append({
    time: new Date(Date.now() - 60_000).toISOString(),
    source: 'cli',
    camera: { id: null, label: 'Gate', host: '127.0.0.1', port: gate.port },
    operation: 'set parameters',
    script: 'write sip PASSWORD=x',
    durationMs: 1,
    result: { status: 'failed', kind: 'auth', message: `refused ${password} and meinsm` },
  });
  return { folder, save: (input) => call('report.save', input), ids, ports: { door: door.port, gate: gate.port } };
}

function checkRun(site: Site): CheckRun {
  const camera = (id: string, label: string, port: number) => ({ cameraId: id, label, host: '127.0.0.1', port, group: 'Hall', firmware: 'MX-V5.5.2.166' });
  return checkRunSchema.parse({
    runId: 'run-7',
    baseline: { name: 'Hall standard', version: 2 },
    startedAt: '2026-11-26T10:00:00.000Z',
    finishedAt: '2026-11-26T10:00:05.000Z',
    cancelled: false,
    counts: { compliant: 1, drifted: 1, unreadable: 0 },
    cameras: [
      { ...camera(site.ids.door, 'Tür Nord', site.ports.door), status: 'drifted', drift: [{ section: 'audio', name: 'SPEAKERLEVEL', expected: '60', found: '50' }], reason: null, kind: null },
      { ...camera(site.ids.gate, 'Gate', site.ports.gate), status: 'compliant', drift: [], reason: null, kind: null },
    ],
  });
}

describe('report.save', () => {
  it('writes HTML and PDF of the group into reports/: every camera, its backup, audio and factory-password warning, no password', async () => {
    const site = await smallSite();
    const saved = await site.save({ site: 'Hof Süd', technician: 'Jörg', group: 'Hall', formats: ['html', 'pdf'] });
    expect(saved.cameras).toBe(2);
    const day = new Date().toISOString().slice(0, 10);
    expect(saved.files.map((file) => file.fileName)).toEqual([`report-Hof-Süd-${day}.html`, `report-Hof-Süd-${day}.pdf`]);
    expect((await readdir(join(site.folder, 'reports'))).sort()).toEqual(saved.files.map((file) => file.fileName).sort());
    const html = await readFile(saved.files[0]!.path, 'utf8');
    const pdf = await pdfText(saved.files[1]!.path);
    for (const text of [html, pdf]) {
      expect(text).toContain('Tür Nord');
      expect(text).toContain('Gate');
      expect(text).toContain('not checked');
      expect(text).toMatch(/127-0-0-1\+\d+_\d{6}-\d{4}\.cfg/);
      expect(text).toContain('SPEAKERLEVEL');
      expect(text).toContain('IN USE: change it');
      expect(text).toContain('failed: refused ********');
      expect(text).not.toContain(password);
      expect(text).not.toContain('meinsm');
    }
    expect(pdf).toMatch(/Factory password in use .* on 1 camera: Tür Nord/);
  });

  it('takes the status and drift from the check run a CheckRunSource gives, by runId or as the baseline\'s newest', async () => {
    let site: Site | null = null;
    const runs: CheckRunSource = {
      byId: async (runId) => {
        if (runId !== 'run-7') throw new Error('unexpected');
        return checkRun(site!);
      },
      newest: async (name) => (name === 'Hall standard' ? checkRun(site!) : null),
    };
    site = await smallSite(runs);
    const byId = await site.save({ site: 'Hof', technician: 'Jörg', cameraIds: [site.ids.door, site.ids.gate], runId: 'run-7', formats: ['pdf'] });
    const text = await pdfText(byId.files[0]!.path);
    expect(text).toMatch(/Tür Nord · drifted/);
    expect(text).toMatch(/audio\/SPEAKERLEVEL 60 50 differs/);
    expect(text).toMatch(/Gate · compliant/);
    expect(text).toContain("'Hall standard' version 2");
    const newest = await site.save({ site: 'Hof', technician: 'Jörg', baseline: 'Hall standard', formats: ['html'] });
    expect(await readFile(newest.files[0]!.path, 'utf8')).toContain('drifted: 1 parameter differs');
  });
});

describe('camconfig fleet report', () => {
  it('writes the same report from the workspace, never over a file, and reports on the cameras of a list', async () => {
    const site = await smallSite();
    await running.pop()!.close(); // the command line reads the same workspace afterwards, as a technician would
    const out = await temporaryFolder();
    const files = ['--html', join(out, 'handover.html'), '--pdf', join(out, 'handover.pdf')];
    const run = await runFleetInProcess(['report', '--workspace', site.folder, '--group', 'Hall', '--title', 'Hof Süd', '--technician', 'Jörg', '--since', '2026-01-01', ...files, '--json'], env);
    expect(run.code, run.stderr).toBe(0);
    const printed = JSON.parse(run.stdout) as { files: Array<{ format: string; path: string; sha256: string }>; cameras: number };
    expect(printed.cameras).toBe(2);
    expect(printed.files.map((file) => file.path)).toEqual([join(out, 'handover.html'), join(out, 'handover.pdf')]);
    const html = await readFile(join(out, 'handover.html'), 'utf8');
    const pdf = await pdfText(join(out, 'handover.pdf'));
    for (const text of [html, pdf]) {
      expect(text).toContain('Tür Nord');
      expect(text).toContain('Gate');
      expect(text).not.toContain(password);
      expect(text).not.toContain('meinsm');
    }
    expect(html).toContain('IN USE: change it'); // the workspace keeps the door's factory password

    await writeFile(join(out, 'taken.pdf'), 'kept');
    const again = await runFleetInProcess(['report', '--workspace', site.folder, '--group', 'Hall', '--pdf', join(out, 'taken.pdf')], env);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(`${join(out, 'taken.pdf')} exists already: a report is never overwritten`);
    expect(await readFile(join(out, 'taken.pdf'), 'utf8')).toBe('kept');

    const list = join(out, 'site.csv');
    await writeFile(list, `ADDRESS\n127.0.0.1:${site.ports.gate}\n127.0.0.9:8080\n`);
    const listed = await runFleetInProcess(['report', '--workspace', site.folder, '--list', list], { ...env, USER: 'tech' });
    expect(listed.code, listed.stderr).toBe(0);
    const reports = (await readdir(join(site.folder, 'reports'))).sort();
    const day = new Date().toISOString().slice(0, 10);
    expect(reports).toEqual([`report-site-${day}.html`, `report-site-${day}.pdf`]);
    const listedHtml = await readFile(join(site.folder, 'reports', reports[0]!), 'utf8');
    expect(listedHtml).toContain('<h3>Gate</h3>');
    expect(listedHtml).toContain('<h3>127.0.0.9:8080</h3>');
    expect(listedHtml).toContain('Audio: no snapshot in the workspace.');
    expect(listedHtml).toContain('<dt>Technician</dt><dd>tech</dd>');
  });

  it('with --baseline, takes the newest check run the workspace keeps of that baseline, else checks the cameras now', async () => {
    const site = await smallSite();
    await running.pop()!.close();
    const out = await temporaryFolder();
    const file = join(out, 'hall.baseline');
    await writeFile(file, 'SECTION audio\nSPEAKERLEVEL=55\nENDSECTION audio\n');
    const checkedNow = await runFleetInProcess(['report', '--workspace', site.folder, '--group', 'Hall', '--baseline', file, '--html', join(out, 'now.html')], env);
    expect(checkedNow.code, checkedNow.stderr).toBe(0);
    // A check against a baseline file is not kept, and the note says so (no run id to look for later).
    expect(checkedNow.stderr).toMatch(/checked the cameras now against baseline \S*hall\.baseline \(.*\), not kept \(.*\): 1 compliant, 0 reboot needed, 1 drifted, 0 unreadable/);
    expect(checkedNow.stderr).not.toMatch(/check run \S+ of baseline|kept as check run/);
    expect(await readFile(join(out, 'now.html'), 'utf8')).toMatch(/SPEAKERLEVEL[\s\S]{0,300}55[\s\S]{0,300}50/); // the door: expected 55, found 50

    await new BaselineStore(site.folder).save({ name: 'Hall standard', text: 'SECTION audio\nSPEAKERLEVEL=50\nENDSECTION audio\n', groups: ['Hall'] });
    const check = await runFleetInProcess(['check', '--workspace', site.folder, '--group', 'Hall', '--baseline', 'Hall standard', '--json'], env);
    expect(check.code, check.stderr).toBe(10); // the gate holds 55
    const { runId } = JSON.parse(check.stdout) as { runId: string };
    const fromKept = await runFleetInProcess(['report', '--workspace', site.folder, '--group', 'Hall', '--baseline', 'Hall standard', '--html', join(out, 'kept.html')], env);
    expect(fromKept.code, fromKept.stderr).toBe(0);
    expect(fromKept.stderr).toContain(`the kept check run ${runId} of baseline Hall standard`);
    expect(await readFile(join(out, 'kept.html'), 'utf8')).toContain('Hall standard');

    const unknown = await runFleetInProcess(['report', '--workspace', site.folder, '--group', 'Hall', '--baseline', 'Nowhere'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--baseline Nowhere: no baseline of that name in the workspace');
  });
});

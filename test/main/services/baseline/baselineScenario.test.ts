// A site of 20 simulated cameras checked against a baseline through the studio's services (the
// real dispatcher, a workspace on disk): three cameras drifted in different parameters and one
// the studio has a wrong password for. The check names exactly the drifted parameters and the
// wrong-password camera as unreadable for its credentials; the dry run sends nothing; the fix
// brings the three back (read independently with a fresh client); a second check is compliant
// but for the unreadable one. A cancelled check answers what it checked.
import { afterEach, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../../src/shared/api/contract';
import { getParam } from '../../../../src/shared/remoteconfig/configModel';
import { RemoteConfigClient } from '../../../../src/main/remoteconfig/remoteConfigClient';
import { stopCameraFleet, type SimulatedCamera } from '../../../../src/main/simulator/camera';
import { startSimulatedCameraFleet } from '../../../support/simulatedCameras';
import { filesUnder, temporaryFolder } from '../../workspace/workspaceFolder';
import { startStudio, type Studio } from '../studioOnWorkspace';
import { renderText } from '../../../../src/shared/i18n/renderText';
import { checkReasonText } from '../../../../src/shared/baseline/checkReason';

const password = 'baseline-site-pass';
const baselineText = [
  '# agreed at commissioning',
  'SECTION audio',
  'SPEAKERLEVEL=50',
  'MICRO=1',
  'ENDSECTION audio',
  'SECTION sip',
  'NUMBER={SIP}',
  'DISPLAY_NAME={ROOM}',
  'REGISTRAR=192.0.2.5:5060',
  'ENDSECTION sip',
  'SECTION general',
  'LANGUAGE=de',
  'ENDSECTION general',
  '',
].join('\n');

let cameras: SimulatedCamera[] = [];
afterEach(async () => {
  await stopCameraFleet(cameras);
  cameras = [];
});

function clientOf(camera: SimulatedCamera): RemoteConfigClient {
  return new RemoteConfigClient({ host: '127.0.0.1', port: camera.port, user: 'admin', password });
}

/** 20 cameras in group Hall, each with its SIP number and room as variables; `wrongPassword`: the index the studio gets a wrong password for. */
async function site(count: number, wrongPassword: number | null): Promise<{ studio: Studio; ids: string[]; folder: string }> {
  cameras = await startSimulatedCameraFleet({ count, password });
  const folder = await temporaryFolder();
  const studio = await startStudio(folder);
  const ids: string[] = [];
  for (const [index, camera] of cameras.entries()) {
    const { cameraId } = await studio.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password: index === wrongPassword ? 'not-the-password' : password, label: `Cam ${index + 1}` });
    const variables = { SIP: getParam(camera.running, 'sip', 'NUMBER')!, ROOM: getParam(camera.running, 'sip', 'DISPLAY_NAME')! };
    await studio.call('cameras.update', { cameraId, group: 'Hall', variables });
    ids.push(cameraId);
  }
  await studio.call('baseline.save', { name: 'Site Nord', text: baselineText, groups: ['Hall'] });
  return { studio, ids, folder };
}

function progressOf(studio: Studio, operationId: string): Array<EventPayload<'baseline.checkProgress'>> {
  return studio.events.flatMap((event) => (event.event === 'baseline.checkProgress' && event.payload.operationId === operationId ? [event.payload] : []));
}

async function auditText(folder: string): Promise<string> {
  return (await filesUnder(folder)).filter(({ path }) => /audit[^/]*\.jsonl$/.test(path)).map(({ bytes }) => bytes.toString('utf8')).join('');
}

describe('a site checked against its baseline, and fixed', () => {
  it('names exactly the drifted parameters, the wrong password as unreadable; the fix brings the three back and a second check is clean', async () => {
    const { studio, folder } = await site(20, 17);
    // Three cameras changed on site, each in other parameters (and kept in flash, as a local change would be).
    await clientOf(cameras[2]!).setParams([{ section: 'audio', name: 'SPEAKERLEVEL', value: '20' }], { store: true });
    await clientOf(cameras[7]!).setParams([{ section: 'sip', name: 'DISPLAY_NAME', value: 'Foyer Öst' }], { store: true });
    await clientOf(cameras[12]!).setParams([{ section: 'sip', name: 'REGISTRAR', value: '192.0.2.9:5060' }, { section: 'general', name: 'LANGUAGE', value: 'en' }], { store: true });

    const { run } = await studio.call('baseline.check', { baseline: 'Site Nord', operationId: 'check-1', parallel: 8 });
    expect(run.counts).toEqual({ compliant: 16, drifted: 3, unreadable: 1, not_in_force: 0 });
    expect(run.baseline).toEqual({ name: 'Site Nord', version: 1 });
    const notCompliant = run.cameras.filter((camera) => camera.status !== 'compliant').map(({ label, status, drift, kind }) => ({ label, status, drift, kind }));
    expect(notCompliant).toEqual([
      { label: 'Cam 3', status: 'drifted', drift: [{ section: 'audio', name: 'SPEAKERLEVEL', expected: '50', found: '20' }], kind: null },
      { label: 'Cam 8', status: 'drifted', drift: [{ section: 'sip', name: 'DISPLAY_NAME', expected: 'Foyer Ost', found: 'Foyer Öst' }], kind: null },
      {
        label: 'Cam 13',
        status: 'drifted',
        drift: [
          { section: 'sip', name: 'REGISTRAR', expected: '192.0.2.5:5060', found: '192.0.2.9:5060' },
          { section: 'general', name: 'LANGUAGE', expected: 'de', found: 'en' },
        ],
        kind: null,
      },
      { label: 'Cam 18', status: 'unreadable', drift: [], kind: 'auth' },
    ]);
    expect(run.cameras[17]!.reason).toMatch(/^credentials refused: /);
    expect(renderText(checkReasonText(run.cameras[17]!)!, 'de')).toMatch(/^Zugangsdaten abgelehnt: /);
    await expect.poll(() => progressOf(studio, 'check-1').length).toBe(20);
    expect(progressOf(studio, 'check-1').at(-1)).toMatchObject({ done: 20, total: 20 });
    expect((await studio.call('baseline.runs', { baseline: 'Site Nord' })).runs.map((kept) => kept.runId)).toEqual([run.runId]);

    const plan = await studio.call('baseline.planFix', { runId: run.runId });
    expect(plan.scripts.map(({ label, parameters }) => ({ label, parameters }))).toEqual([
      { label: 'Cam 3', parameters: [{ section: 'audio', name: 'SPEAKERLEVEL', value: '50' }] },
      { label: 'Cam 8', parameters: [{ section: 'sip', name: 'DISPLAY_NAME', value: 'Foyer Ost' }] },
      {
        label: 'Cam 13',
        parameters: [
          { section: 'sip', name: 'REGISTRAR', value: '192.0.2.5:5060' },
          { section: 'general', name: 'LANGUAGE', value: 'de' },
        ],
      },
    ]);
    expect(plan.scripts[0]!.script).toBe('helo\nwrite params\naudio/SPEAKERLEVEL=50\nview section audio\nstore\nquit\n');
    expect(plan.skipped).toHaveLength(17);
    expect(plan.skipped.find((skipped) => skipped.label === 'Cam 18')).toMatchObject({ status: 'unreadable' });
    // The dry run sent nothing: the cameras still hold their local changes, and no write is in the audit log.
    expect(getParam(cameras[2]!.running, 'audio', 'SPEAKERLEVEL')).toBe('20');
    expect(await auditText(folder)).not.toContain('audio/SPEAKERLEVEL=50');

    const report = await studio.call('baseline.fix', { runId: run.runId, operationId: 'fix-1' });
    expect(report.results.map(({ label, status }) => `${label}:${status}`)).toEqual(['Cam 3:verified', 'Cam 8:verified', 'Cam 13:verified']);
    await expect.poll(() => auditText(folder)).toContain('audio/SPEAKERLEVEL=50');
    // The run's line names the baseline it brought back, so the report says so rather than "fleet apply".
    const runLine = (await auditText(folder)).split('\n').filter((line) => line.includes('"kind":"fleetRun"')).map((line) => JSON.parse(line) as { baseline?: unknown });
    expect(runLine.map((line) => line.baseline)).toEqual([{ name: 'Site Nord', version: run.baseline.version }]);
    expect(studio.events.some((event) => event.event === 'fleet.applyProgress' && event.payload.operationId === 'fix-1')).toBe(true);
    // Read independently, with a client of its own: the values are back, in flash too.
    const [three, eight, thirteen] = await Promise.all([2, 7, 12].map((index) => clientOf(cameras[index]!).readSections(['audio', 'sip', 'general'])));
    expect(getParam(three!, 'audio', 'SPEAKERLEVEL')).toBe('50');
    expect(getParam(eight!, 'sip', 'DISPLAY_NAME')).toBe('Foyer Ost');
    expect([getParam(thirteen!, 'sip', 'REGISTRAR'), getParam(thirteen!, 'general', 'LANGUAGE')]).toEqual(['192.0.2.5:5060', 'de']);
    expect(getParam(cameras[12]!.flash, 'general', 'LANGUAGE')).toBe('de');

    const second = await studio.call('baseline.check', { baseline: 'Site Nord', operationId: 'check-2' });
    // Brought back to the values they booted with: in force, so compliant.
    expect(second.run.counts).toEqual({ compliant: 19, drifted: 0, unreadable: 1, not_in_force: 0 });
    expect(second.run.cameras.find((camera) => camera.status === 'unreadable')!.label).toBe('Cam 18');
    expect((await studio.call('baseline.runs', {})).runs.map((kept) => kept.runId)).toEqual([second.run.runId, run.runId]);
  }, 60_000);

  it('counts a camera whose sip values are written but wait for a reboot as reboot needed, not compliant, until it reboots', async () => {
    const { studio, ids } = await site(2, null);
    await studio.call('baseline.save', { name: 'Registrar', text: 'SECTION sip\nREGISTRAR=192.0.2.7:5060\nENDSECTION sip\n', groups: ['Hall'] });
    const first = await studio.call('baseline.check', { baseline: 'Registrar', operationId: 'check-sip-1' });
    expect(first.run.counts).toEqual({ compliant: 0, drifted: 2, unreadable: 0, not_in_force: 0 });
    const fixed = await studio.call('baseline.fix', { runId: first.run.runId, operationId: 'fix-sip' });
    expect(fixed.results.map(({ status }) => status)).toEqual(['verified', 'verified']);

    // sip applies only after a reboot: the values read back as written, but they are not in force yet.
    const second = await studio.call('baseline.check', { baseline: 'Registrar', operationId: 'check-sip-2' });
    expect(second.run.counts).toEqual({ compliant: 0, drifted: 0, unreadable: 0, not_in_force: 2 });
    expect(second.run.cameras.map(({ label, status, rebootNeeded, drift }) => ({ label, status, rebootNeeded, drift }))).toEqual([
      { label: 'Cam 1', status: 'not_in_force', rebootNeeded: ['sip'], drift: [] },
      { label: 'Cam 2', status: 'not_in_force', rebootNeeded: ['sip'], drift: [] },
    ]);
    const reason = checkReasonText(second.run.cameras[0]!)!;
    expect(renderText(reason, 'en')).toBe('reboot needed: the values of sip are stored but not yet in force');
    expect(renderText(reason, 'de')).toBe('Neustart nötig: die Werte von sip sind gespeichert, aber noch nicht wirksam');
    // The Site view hears it from the check.
    const inventory = await studio.call('site.inventory', {});
    expect(inventory.cameras.map((row) => row.rebootNeeded)).toEqual([['sip'], ['sip']]);

    // Rebooted, the values are in force: compliant.
    await clientOf(cameras[0]!).reboot();
    await expect.poll(async () => clientOf(cameras[0]!).rebootNeeded().catch(() => ['not up yet']), { timeout: 20_000 }).toEqual([]);
    const third = await studio.call('baseline.check', { baseline: 'Registrar', operationId: 'check-sip-3', cameraIds: [ids[0]!] });
    expect(third.run.cameras.map(({ status, reason: why }) => ({ status, why }))).toEqual([{ status: 'compliant', why: null }]);
  }, 60_000);

  it('cancelled mid-check, answers what it checked: the camera under way and those after it are not checked', async () => {
    const { studio, ids } = await site(4, null);
    cameras[1]!.setFaults({ latencyMs: 5000 });
    const check = studio.call('baseline.check', { baseline: 'Site Nord', cameraIds: ids, operationId: 'slow', parallel: 1 });
    await expect.poll(() => progressOf(studio, 'slow').length).toBe(1);
    await expect(studio.call('operations.cancel', { operationId: 'slow' })).resolves.toEqual({ cancelled: true });
    const { run } = await check;
    expect(run.cancelled).toBe(true);
    expect(run.cameras.map(({ status, reason }) => `${status}: ${reason}`)).toEqual([
      'compliant: null',
      'unreadable: cancelled while it was being read: not checked',
      'unreadable: cancelled before its turn: not checked',
      'unreadable: cancelled before its turn: not checked',
    ]);
    expect(run.counts).toEqual({ compliant: 1, drifted: 0, unreadable: 3, not_in_force: 0 });
    expect((await studio.call('baseline.run', { runId: run.runId })).run).toEqual(run);
  });

  it("a camera without a value for a placeholder is unreadable, naming the baseline line, placeholder and camera; a missing section is drift", async () => {
    const { studio, ids } = await site(2, null);
    await studio.call('cameras.update', { cameraId: ids[1]!, variables: { SIP: '302' } });
    const text = `${baselineText}SECTION doorbell\nRING=2\nENDSECTION doorbell\n`;
    await studio.call('baseline.save', { name: 'Site Nord', text, groups: ['Hall'], basedOnVersion: 1 });
    const { run } = await studio.call('baseline.check', { baseline: 'Site Nord', operationId: 'holes' });
    expect(run.baseline.version).toBe(2);
    expect(run.cameras[0]).toMatchObject({ status: 'drifted', drift: [{ section: 'doorbell', name: 'RING', expected: '2', found: null }], reason: expect.stringContaining('no section doorbell') });
    expect(renderText(checkReasonText(run.cameras[0]!)!, 'de')).toMatch(/^die Kamera hat keinen Abschnitt doorbell \(sie antwortete: /);
    expect(run.cameras[1]).toMatchObject({ status: 'unreadable', kind: 'bad_input', reason: expect.stringContaining('baseline Site Nord line 8 (sip/DISPLAY_NAME): placeholder {ROOM} has no value for camera Cam 2') });
  });

  it("drafts from a camera read now or from its snapshot, offering {SIP} where the value is the camera's SIP variable", async () => {
    const { studio, ids } = await site(1, null);
    const sip = getParam(cameras[0]!.running, 'sip', 'NUMBER')!;
    const now = await studio.call('baseline.draft', { cameraId: ids[0]! });
    expect(now.source).toMatchObject({ kind: 'read', camera: 'Cam 1', firmware: expect.stringMatching(/^MX-V/) });
    const sipSection = now.sections.find((section) => section.name === 'sip')!;
    expect(sipSection.parameters.find((parameter) => parameter.name === 'NUMBER')).toEqual({ name: 'NUMBER', value: sip, placeholder: '{SIP}' });
    expect(sipSection.parameters.find((parameter) => parameter.name === 'REGISTRAR')).toEqual({ name: 'REGISTRAR', value: '192.0.2.5:5060', placeholder: null });
    // The read was kept as a snapshot: the same draft comes from it.
    const [snapshot] = (await studio.call('history.list', { cameraId: ids[0]! })).snapshots;
    const kept = await studio.call('baseline.draft', { cameraId: ids[0]!, snapshotId: snapshot!.id });
    expect(kept.source).toEqual({ kind: 'snapshot', camera: 'Cam 1', snapshotId: snapshot!.id, at: snapshot!.takenAt });
    expect(kept.sections).toEqual(now.sections);
  });
});

// The Baseline tab's check, fix and report from the page: the check's progress from this
// check's events only, Cancel for it, the run shown and the runs reloaded; the fix's dry run
// and apply with the steps and chosen cameras, per-camera progress and each result state (only
// "verified" counts as verified); the report's request and the technician kept for next time.
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../../src/shared/api/studioApi';
import { openBaseline } from '../../../../src/renderer/features/baseline/baselineActions';
import { cancelBaselineFix, cancelCheck, compareWithRun, planBaselineFix, runBaselineFix, runCheck, saveReport } from '../../../../src/renderer/features/baseline/baselineCheckActions';
import { followBaselineEvents } from '../../../../src/renderer/features/baseline/baselineEvents';
import { columnDrift, driftColumns, driftText, filterCameras, fixResultWord, type DriftColumn } from '../../../../src/renderer/features/baseline/checkMatrix';
import { textIn, type StudioText } from '../../../../src/renderer/i18n/studioText';
import type { CameraCheck } from '../../../../src/shared/api/baselineSchemas';
import { camera, fakeStudio } from '../../studioFixtures';
import { baseline, cameraCheck, checkRun } from './baselineFixtures';
import { localize } from '../../../../src/shared/i18n/text';

/** Words given as they are (the camera's own), as a text of the catalog. */
const asWords = (detail: string) => localize('fleet.outcome.failed', { detail });

type Answers = Parameters<typeof fakeStudio>[0];

/** A matrix cell's text: "expected → found", null where the parameter does not drift. */
function cellText(entry: CameraCheck, column: DriftColumn, t: StudioText): string | null {
  const drift = columnDrift(entry, column);
  return drift ? driftText(drift, t) : null;
}

const older = checkRun('run-old', [cameraCheck('a', 'compliant'), cameraCheck('b', 'compliant'), cameraCheck('c', 'unreadable')], '2026-10-27T08:00:00.000Z');
const newer = checkRun('run-new', [cameraCheck('a', 'compliant'), cameraCheck('b', 'drifted'), cameraCheck('c', 'drifted', { drift: [{ section: 'audio', name: 'MICRO', expected: '1', found: null }] })]);

async function openedStudio(extra: Answers = {}) {
  const runs = [older];
  const made = fakeStudio({
    'cameras.list': () => ({ cameras: [camera('a'), camera('b'), camera('c')] }),
    'baseline.get': ({ name }) => ({ baseline: baseline(name, 1), versions: [{ version: 1, savedAt: '2026-11-01T08:00:00.000Z' }] }),
    'baseline.runs': () => ({ runs }),
    'baseline.run': ({ runId }) => ({ run: runId === newer.runId ? newer : older }),
    'operations.cancel': () => ({ cancelled: true }),
    ...extra,
  });
  made.studio.stores.cameras.getState().setCameras([camera('a'), camera('b'), camera('c')].map((entry) => ({ ...entry, group: 'Hall' })));
  followBaselineEvents(made.studio);
  await openBaseline(made.studio, 'Site A');
  return { ...made, runs };
}

describe('checking cameras against a baseline', () => {
  it("counts this check's cameras from its events, sends Cancel for it, then shows the run and the runs kept", async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { fake, studio, runs } = await openedStudio({
      'baseline.check': async () => {
        await answered;
        runs.unshift(newer);
        return { run: newer };
      },
    });
    const check = () => studio.stores.baselineCheck.getState();
    expect(check().shown?.runId).toBe('run-old');
    check().setTarget({ kind: 'group', group: 'Hall' });

    const running = runCheck(studio);
    const state = check().check;
    const operationId = state.status === 'running' ? state.operationId : '';
    expect(state).toMatchObject({ status: 'running', baseline: 'Site A', done: 0, total: 3 });
    expect(fake.calls.at(-1)).toEqual({ method: 'baseline.check', input: { baseline: 'Site A', operationId, group: 'Hall' } });
    fake.emit('baseline.checkProgress', { operationId, done: 1, total: 3, camera: cameraCheck('a', 'compliant') });
    fake.emit('baseline.checkProgress', { operationId: 'another-window', done: 3, total: 9, camera: cameraCheck('x', 'compliant') });
    expect(check().check).toMatchObject({ done: 1, total: 3 });

    await cancelCheck(studio);
    expect(fake.calls.at(-1)).toEqual({ method: 'operations.cancel', input: { operationId } });
    expect(check().check).toMatchObject({ status: 'running', cancelling: true });
    release();
    await running;
    expect(check().check).toEqual({ status: 'idle' });
    expect(check().shown?.runId).toBe('run-new');
    expect(check().runs).toMatchObject({ status: 'loaded', runs: [{ runId: 'run-new' }, { runId: 'run-old' }] });

    await compareWithRun(studio, 'run-old');
    expect(check().other).toMatchObject({ status: 'loaded', run: { runId: 'run-old' } });
  });

  it('keeps a refused check in words, and refuses chosen cameras when none is chosen', async () => {
    const { studio } = await openedStudio({
      'baseline.check': () => {
        throw new ApiCallError('invalid_request', 'baseline Site A names no group with cameras', 'baseline.check');
      },
    });
    await runCheck(studio);
    expect(studio.stores.baselineCheck.getState().check).toEqual({ status: 'failed', message: 'baseline Site A names no group with cameras' });
    studio.stores.baselineCheck.getState().setTarget({ kind: 'cameras', cameraIds: [] });
    await expect(runCheck(studio)).rejects.toThrow('Choose at least one camera');
  });

  it('puts every drifted parameter in a column, "missing" where the camera has none, and filters by status', () => {
    const columns = driftColumns(newer.cameras);
    expect(columns.map((column) => column.key)).toEqual(['audio/MICRO', 'audio/SPEAKERLEVEL']);
    expect(newer.cameras.map((entry) => columns.map((column) => cellText(entry, column, textIn('en'))))).toEqual([
      [null, null],
      [null, '50 → 30'],
      ['1 → missing', null],
    ]);
    expect(cellText(newer.cameras[2]!, columns[0]!, textIn('de'))).toBe('1 → fehlt');
    expect(filterCameras(newer.cameras, 'drifted').map((entry) => entry.cameraId)).toEqual(['b', 'c']);
    expect(filterCameras(newer.cameras, 'all')).toHaveLength(3);
  });
});

describe('bringing cameras back to the baseline', () => {
  const plan = { scripts: [{ cameraId: 'b', label: 'Camera b', script: 'helo\nwrite params\naudio/SPEAKERLEVEL=50\nquit\n', parameters: [{ section: 'audio', name: 'SPEAKERLEVEL', value: '50' }], rebootNeeded: [] }], skipped: [{ cameraId: 'a', label: 'Camera a', status: 'compliant' as const }] };

  it('plans with the chosen steps and cameras, shows each camera’s progress, sends Cancel, and keeps every result state', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const results = [
      { cameraId: 'b', label: 'Camera b', status: 'verified' as const, message: 'read back as written', text: asWords('read back as written') },
      { cameraId: 'c', label: 'Camera c', status: 'applied' as const, message: 'written and stored; not read back', text: asWords('written and stored; not read back') },
      { cameraId: 'd', label: 'Camera d', status: 'failed' as const, step: 'write' as const, kind: 'auth' as const, message: 'the camera refused the password', text: asWords('the camera refused the password') },
      { cameraId: 'e', label: 'Camera e', status: 'notReached' as const, message: 'cancelled before its turn', text: asWords('cancelled before its turn') },
    ];
    const { fake, studio } = await openedStudio({
      'baseline.planFix': () => plan,
      'baseline.fix': async () => (await answered, { results, tookMs: 1200 }),
    });
    const check = () => studio.stores.baselineCheck.getState();
    check().showRun(newer);
    check().chooseForFix('b', true);
    check().setFixOnlySelected(true);
    check().setFixSteps({ store: false, update: true, reboot: false });
    await planBaselineFix(studio);
    expect(fake.calls.at(-1)).toEqual({ method: 'baseline.planFix', input: { runId: 'run-new', store: false, update: true, reboot: false, cameraIds: ['b'] } });
    expect(check().fixPlan).toEqual({ status: 'ready', plan });

    const fixing = runBaselineFix(studio);
    const fix = check().fix;
    const operationId = fix.status === 'running' ? fix.operationId : '';
    expect(fake.calls.at(-1)).toEqual({ method: 'baseline.fix', input: { runId: 'run-new', store: false, update: true, reboot: false, cameraIds: ['b'], operationId } });
    expect(fix).toMatchObject({ status: 'running', progress: { b: { label: 'Camera b', step: 'waiting' } } });
    fake.emit('fleet.applyProgress', { operationId, cameraId: 'b', label: 'Camera b', step: 'verify', message: 'reading 1 value back', text: asWords('reading 1 value back') });
    fake.emit('fleet.applyProgress', { operationId: 'a-fleet-apply', cameraId: 'x', label: 'X', step: 'write', message: 'not ours', text: asWords('not ours') });
    expect(check().fix).toEqual({ status: 'running', operationId, cancelling: false, progress: { b: { label: 'Camera b', step: 'verify', text: asWords('reading 1 value back') } } });
    await cancelBaselineFix(studio);
    expect(fake.calls.at(-1)).toEqual({ method: 'operations.cancel', input: { operationId } });
    expect(check().fix).toMatchObject({ status: 'running', cancelling: true });
    release();
    await fixing;
    expect(check().fix).toEqual({ status: 'finished', results, tookMs: 1200 });
    expect(results.map((result) => fixResultWord(result.status, textIn('en')))).toEqual(['Verified', 'Applied, not verified', 'Failed', 'Not reached']);
    expect(results.map((result) => fixResultWord(result.status, textIn('de')))).toEqual(['Bestätigt', 'Übernommen, nicht bestätigt', 'Fehlgeschlagen', 'Nicht erreicht']);
  });

  it('keeps a fix that did not start in words', async () => {
    const { studio } = await openedStudio({
      'baseline.planFix': () => plan,
      'baseline.fix': () => {
        throw new ApiCallError('invalid_request', 'run run-new is of version 1 of Site A; the baseline is at version 2 now: check again first', 'baseline.fix');
      },
    });
    studio.stores.baselineCheck.getState().showRun(newer);
    await planBaselineFix(studio);
    await runBaselineFix(studio);
    expect(studio.stores.baselineCheck.getState().fix).toMatchObject({ status: 'failed', message: expect.stringContaining('check again first') });
  });
});

describe('the handover report', () => {
  it('sends the run on show (not its baseline too: report.save takes one) and its cameras, and keeps site and technician for the next report', async () => {
    const output = { files: [{ format: 'html' as const, path: '/ws/reports/site-a.html', fileName: 'site-a.html', bytes: 20480, sha256: 'ab'.repeat(32), downloadId: 'd'.repeat(22) }], cameras: 3 };
    const { fake, studio } = await openedStudio({ 'report.save': () => output });
    await saveReport(studio, { site: 'Werk Süd', technician: 'Jörg Müller', sinceDate: '2026-07-01', language: 'de', timeZone: 'Europe/Berlin', includeReads: false, formats: ['html'] });
    expect(fake.calls.at(-1)).toEqual({
      method: 'report.save',
      // The day's first moment in the site's zone (Berlin in summer: UTC+2), whatever the zone of the machine.
      input: { site: 'Werk Süd', technician: 'Jörg Müller', formats: ['html'], language: 'de', timeZone: 'Europe/Berlin', includeReads: false, since: '2026-06-30T22:00:00.000Z', runId: 'run-old', cameraIds: ['a', 'b', 'c'] },
    });
    const check = studio.stores.baselineCheck.getState();
    expect([check.site, check.technician, check.report]).toEqual(['Werk Süd', 'Jörg Müller', { status: 'saved', output }]);
  });

  it('leaves the period to the one rule when no day is chosen (the last 30 days, ending now)', async () => {
    const output = { files: [], cameras: 3 };
    const { fake, studio } = await openedStudio({ 'report.save': () => output });
    await saveReport(studio, { site: 'Werk Süd', technician: 'Jörg Müller', sinceDate: '', language: 'en', timeZone: 'UTC', includeReads: true, formats: ['html'] });
    const input = fake.calls.at(-1)!.input as Record<string, unknown>;
    expect(input).not.toHaveProperty('since');
    expect(input).toMatchObject({ language: 'en', timeZone: 'UTC', includeReads: true });
  });

  it('keeps a report that was not saved in words, and refuses a since date that is no date or a zone that is none', async () => {
    const { studio } = await openedStudio({
      'report.save': () => {
        throw new ApiCallError('storage', 'reports/site-a.pdf could not be written: no space left on the device', 'report.save');
      },
    });
    const fields = { site: 'A', technician: 'B', sinceDate: '2026-10-28', language: 'en', timeZone: 'UTC', includeReads: false, formats: ['pdf'] } as const;
    await saveReport(studio, { ...fields, formats: ['pdf'] });
    expect(studio.stores.baselineCheck.getState().report).toMatchObject({ status: 'failed', message: expect.stringContaining('no space left') });
    await expect(saveReport(studio, { ...fields, formats: ['pdf'], sinceDate: '2026-02-30' })).rejects.toThrow('Since:');
    await expect(saveReport(studio, { ...fields, formats: ['pdf'], timeZone: 'Mars/Olympus' })).rejects.toThrow("Time zone: 'Mars/Olympus'");
  });
});

describe('a check whose baseline is no longer open', () => {
  it('is not shown beside the baseline opened meanwhile', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { studio } = await openedStudio({ 'baseline.check': async () => (await answered, { run: newer }) });
    const running = runCheck(studio);
    await openBaseline(studio, 'Site B');
    release();
    await running;
    expect(studio.stores.baselineCheck.getState()).toMatchObject({ check: { status: 'idle' }, shown: { runId: 'run-old' } });
  });
});

// The calls of the Baseline tab's check, fix and report: the runs kept (baseline.runs,
// baseline.run), a check with live progress (baseline.check; baseline.checkProgress events,
// operations.cancel), the fix's dry run and apply (baseline.planFix, baseline.fix;
// fleet.applyProgress events, operations.cancel) and the handover report (report.save).
import { localize } from '../../../shared/i18n/text';
import type { MethodInput } from '../../../shared/api/contract';
import { studioLanguage, studioText } from '../../i18n/studioText';
import type { Language } from '../../../shared/i18n/languages';
import { isTimeZone, startOfDayIn } from '../../../shared/report/reportPeriod';
import type { Studio } from '../../studio/studioStores';
import { errorText } from '../../ui/errorText';
import type { CheckTarget } from './baselineCheckStore';

/** The runs of `baseline`, newest first; with openNewest, the newest one is shown. */
export async function loadCheckRuns(studio: Studio, baseline: string, { openNewest = false } = {}): Promise<void> {
  const { api, stores } = studio;
  stores.baselineCheck.getState().setRuns({ status: 'loading' });
  try {
    const { runs } = await api.call('baseline.runs', { baseline });
    stores.baselineCheck.getState().setRuns({ status: 'loaded', runs });
    if (openNewest && runs[0]) await openCheckRun(studio, runs[0].runId);
  } catch (error) {
    stores.baselineCheck.getState().setRuns({ status: 'failed', message: errorText(error, studioLanguage(studio)) });
  }
}

export async function openCheckRun({ api, stores }: Studio, runId: string): Promise<void> {
  const { run } = await api.call('baseline.run', { runId });
  stores.baselineCheck.getState().showRun(run);
}

/** A second run to compare the shown one with (null: stop comparing). */
export async function compareWithRun(studio: Studio, runId: string | null): Promise<void> {
  const { api, stores } = studio;
  if (runId === null) return stores.baselineCheck.getState().setOther({ status: 'idle' });
  stores.baselineCheck.getState().setOther({ status: 'loading', runId });
  try {
    const { run } = await api.call('baseline.run', { runId });
    stores.baselineCheck.getState().setOther({ status: 'loaded', run });
  } catch (error) {
    stores.baselineCheck.getState().setOther({ status: 'failed', message: errorText(error, studioLanguage(studio)) });
  }
}

function targetInput(target: CheckTarget): Pick<MethodInput<'baseline.check'>, 'cameraIds' | 'group'> {
  if (target.kind === 'group') return { group: target.group };
  if (target.kind === 'cameras') return { cameraIds: target.cameraIds };
  return {};
}

/** How many cameras a check of `target` takes, as this page knows them (the events then say). */
function expectedTotal({ stores }: Studio, target: CheckTarget): number {
  const cameras = stores.cameras.getState().cameras;
  if (target.kind === 'cameras') return target.cameraIds.length;
  if (target.kind === 'group') return cameras.filter((camera) => camera.group === target.group).length;
  const groups = new Set(stores.baseline.getState().editor?.saved.groups ?? []);
  return cameras.filter((camera) => camera.group !== null && groups.has(camera.group)).length;
}

/** Checks the chosen cameras against the open (saved) baseline; each camera's end arrives as an event, the run as the answer (also when cancelled). */
export async function runCheck(studio: Studio): Promise<void> {
  const { api, stores } = studio;
  const baseline = stores.baseline.getState().editor?.name;
  if (!baseline) throw new Error(studioText(studio)('baseline.check.saveFirst'));
  const { target } = stores.baselineCheck.getState();
  if (target.kind === 'cameras' && target.cameraIds.length === 0) throw new Error(studioText(studio)('baseline.check.chooseCamera'));
  const operationId = crypto.randomUUID();
  stores.baselineCheck.getState().setCheck({ status: 'running', operationId, baseline, done: 0, total: expectedTotal(studio, target), cancelling: false });
  try {
    const { run } = await api.call('baseline.check', { baseline, operationId, ...targetInput(target) });
    // Another baseline opened meanwhile: this run is kept with its own baseline, not shown beside another's.
    if (!isCurrentCheck(studio, operationId)) return;
    stores.baselineCheck.getState().setCheck({ status: 'idle' });
    stores.baselineCheck.getState().showRun(run);
    stores.baselineCheck.getState().setFix({ status: 'idle' });
  } catch (error) {
    // Shown once, by the check's own line.
    if (isCurrentCheck(studio, operationId)) stores.baselineCheck.getState().setCheck({ status: 'failed', message: errorText(error, studioLanguage(studio)) });
    return;
  }
  await loadCheckRuns(studio, baseline);
}

function isCurrentCheck({ stores }: Studio, operationId: string): boolean {
  const { check } = stores.baselineCheck.getState();
  return check.status === 'running' && check.operationId === operationId;
}

export async function cancelCheck({ api, stores }: Studio): Promise<void> {
  const { check } = stores.baselineCheck.getState();
  if (check.status !== 'running') return;
  stores.baselineCheck.getState().markCheckCancelling();
  await api.call('operations.cancel', { operationId: check.operationId });
}

function fixSelection({ stores }: Studio, runId: string): MethodInput<'baseline.planFix'> {
  const { fixCameraIds, fixOnlySelected, fixSteps } = stores.baselineCheck.getState();
  return { runId, ...fixSteps, ...(fixOnlySelected && fixCameraIds.size > 0 ? { cameraIds: [...fixCameraIds] } : {}) };
}

/** The dry run of "Bring back to baseline": each drifted camera's script; nothing is sent. */
export async function planBaselineFix(studio: Studio): Promise<void> {
  const { api, stores } = studio;
  const run = stores.baselineCheck.getState().shown;
  if (!run) return;
  stores.baselineCheck.getState().setFixPlan({ status: 'loading' });
  try {
    const plan = await api.call('baseline.planFix', fixSelection(studio, run.runId));
    stores.baselineCheck.getState().setFixPlan({ status: 'ready', plan });
  } catch (error) {
    stores.baselineCheck.getState().setFixPlan({ status: 'failed', message: errorText(error, studioLanguage(studio)) });
  }
}

/** Writes the planned scripts (store, update, reboot as chosen), reads back and verifies; each camera's steps arrive as events. */
export async function runBaselineFix(studio: Studio): Promise<void> {
  const { api, stores } = studio;
  const { shown, fixPlan } = stores.baselineCheck.getState();
  if (!shown || fixPlan.status !== 'ready') return;
  const operationId = crypto.randomUUID();
  const progress = Object.fromEntries(fixPlan.plan.scripts.map((script) => [script.cameraId, { label: script.label, step: 'waiting', text: localize('fleet.progress.waitingForTurn') }]));
  stores.baselineCheck.getState().setFix({ status: 'running', operationId, progress, cancelling: false });
  try {
    const { results, tookMs } = await api.call('baseline.fix', { ...fixSelection(studio, shown.runId), operationId });
    stores.baselineCheck.getState().setFix({ status: 'finished', results, tookMs });
  } catch (error) {
    stores.baselineCheck.getState().setFix({ status: 'failed', message: errorText(error, studioLanguage(studio)) });
  }
}

export async function cancelBaselineFix({ api, stores }: Studio): Promise<void> {
  const { fix } = stores.baselineCheck.getState();
  if (fix.status !== 'running') return;
  stores.baselineCheck.getState().markFixCancelling();
  await api.call('operations.cancel', { operationId: fix.operationId });
}

export interface ReportFields {
  site: string;
  technician: string;
  /** yyyy-mm-dd: audit entries from the start of that day in the report's time zone; '': the period rule's default (the last 30 days). */
  sinceDate: string;
  language: Language;
  /** The site's IANA time zone the report's times are shown in. */
  timeZone: string;
  /** List the reads that changed nothing among the changes too. */
  includeReads: boolean;
  formats: Array<'html' | 'pdf'>;
}

/** The handover report of the shown run's cameras (the open baseline and that run), into the workspace's reports/ folder. */
export async function saveReport(studio: Studio, fields: ReportFields): Promise<void> {
  const { api, stores } = studio;
  const check = stores.baselineCheck.getState();
  const baseline = stores.baseline.getState().editor?.name;
  const known = new Set(stores.cameras.getState().cameras.map((camera) => camera.id));
  const cameraIds = (check.shown?.cameras ?? []).map((camera) => camera.cameraId).filter((cameraId) => known.has(cameraId));
  if (!isTimeZone(fields.timeZone)) throw new Error(studioText(studio)('baseline.report.timeZoneInvalid', { zone: fields.timeZone }));
  const since = fields.sinceDate === '' ? undefined : startOfDayIn(fields.sinceDate, fields.timeZone);
  if (since === null) throw new Error(studioText(studio)('baseline.report.sinceInvalid'));
  stores.baselineCheck.getState().setReportFields(fields.site, fields.technician);
  stores.baselineCheck.getState().setReport({ status: 'saving' });
  try {
    const output = await api.call('report.save', {
      site: fields.site,
      technician: fields.technician,
      formats: fields.formats,
      language: fields.language,
      timeZone: fields.timeZone,
      includeReads: fields.includeReads,
      ...(since ? { since: since.toISOString() } : {}),
      // The run on show is of the open baseline (a run of another is never shown beside it); without one, that baseline's newest run.
      ...(check.shown ? { runId: check.shown.runId } : baseline ? { baseline } : {}),
      ...(cameraIds.length > 0 ? { cameraIds } : {}),
    });
    stores.baselineCheck.getState().setReport({ status: 'saved', output });
  } catch (error) {
    stores.baselineCheck.getState().setReport({ status: 'failed', message: errorText(error, studioLanguage(studio)) });
  }
}

/** Desktop app: copies a saved report file where the technician chooses in the save dialog; answers the path, or null when they cancelled. */
export async function saveReportCopy(studio: Studio, downloadId: string): Promise<string | null> {
  const { path } = await studio.api.call('report.saveCopy', { downloadId, language: studioLanguage(studio) });
  return path;
}

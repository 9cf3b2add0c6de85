// Builds the one report model (src/shared/report/reportModel.ts) from what the workspace holds
// of the chosen cameras (newest snapshot, newest backup, the audit log) and, when given, a
// baseline's check run and the baseline's text (so that every parameter it checks is shown per
// camera, placeholders filled). It asks no camera: a report is made in the office as well as on
// site. Each source is read once for the whole site; the result holds no password (scrubSecrets.ts).
import packageJson from '../../../package.json';
import type { CameraCheck, CheckRun } from '../../shared/api/baselineSchemas';
import type { ParsedBaseline } from '../../shared/baseline/baselineText';
import { inForceStatus, sectionsNotInForce } from '../../shared/baseline/inForce';
import { fillBaseline } from '../../shared/baseline/fillBaseline';
import type { Language } from '../../shared/i18n/languages';
import { localize, type Text } from '../../shared/i18n/text';
import { product } from '../../shared/product';
import { reportModelSchema, type CheckedParameter, type ReportCamera, type ReportModel } from '../../shared/report/reportModel';
import { reportPeriod } from '../../shared/report/reportPeriod';
import { forEachConcurrently } from '../base/async/forEachConcurrently';
import type { AuditLog } from '../fleet';
import { loggableValue } from '../fleet/audit/auditRecorder';
import { newestSnapshotFacts, type SnapshotReader } from './reportAudio';
import { readReportAudit } from './reportAudit';
import { newestBackupFinder } from './reportBackups';
import { scrubDeep, secretsToScrub } from './scrubSecrets';

/** A camera of the report as its caller knows it (the studio's registry, or the workspace on the command line). */
export interface ReportCameraInput {
  /** The workspace's camera id; null for a camera of a list that the workspace does not keep. */
  id: string | null;
  label: string;
  host: string;
  port: number;
  https: boolean;
  group: string | null;
  /** The firmware as last seen; null: the check run's or the newest snapshot's is used. */
  firmware: string | null;
  /** Whether the factory credentials open it; null: its password is not known in this run. */
  factoryPassword: boolean | null;
  /** Its variables (NAME, HOST, PORT and its own): what the baseline's placeholders are filled with. */
  variables: Readonly<Record<string, string>>;
  /** The sections waiting for a reboot, as last heard; null: not known. */
  rebootNeeded: readonly string[] | null;
}

export interface ReportRequest {
  site: string;
  technician: string;
  /** Audit entries at or after this time; default the period rule's (reportPeriod.ts). */
  since?: Date;
  now?: Date;
  language: Language;
  /** The IANA zone the report's times are shown in (validated by the caller). */
  timeZone: string;
  /** Keep the audit entries that changed nothing (reads). */
  includeReads?: boolean;
}

export interface ReportSources {
  snapshots: SnapshotReader | null;
  /** The workspace's backups/ folder; null without a workspace. */
  backupsFolder: string | null;
  audit: AuditLog | null;
  /** The check run the baseline status comes from; null: every camera is "not checked". */
  checkRun: CheckRun | null;
  /** The text of the check run's baseline (its version); null: not kept, only the drift is shown. */
  baseline: ParsedBaseline | null;
  /** The cameras' passwords: cut out of every text of the report (the factory password always is). */
  passwords: Iterable<string>;
}

/** Snapshots and backups read at once: a site of hundreds of cameras reads in a few seconds, without hundreds of open files. */
const readParallel = 16;

export async function buildReportModel(request: ReportRequest, cameras: readonly ReportCameraInput[], sources: ReportSources): Promise<ReportModel> {
  const { from, to } = reportPeriod(request.now ?? new Date(), request.since);
  const period = { from: from.toISOString(), to: to.toISOString() };
  const problems: Text[] = [];
  const [audit, backupOf] = await Promise.all([readReportAudit(sources.audit, cameras, { period, includeReads: request.includeReads ?? false }), newestBackupFinder(sources.backupsFolder, problems)]);
  const checks = checkFinder(sources.checkRun);
  const checkedOf = checkedParameters(sources.baseline, cameras);
  const reportCameras: ReportCamera[] = new Array(cameras.length);
  await forEachConcurrently(cameras, { limit: readParallel }, async (camera, index) => {
    const [snapshot, lastBackup] = await Promise.all([newestSnapshotFacts(sources.snapshots, camera.id, problems), backupOf(camera)]);
    const check = checks(camera);
    // What the studio knows now waits for a reboot, else what the camera said when it was checked.
    const rebootPending = [...(camera.rebootNeeded ?? check?.rebootNeeded ?? [])];
    const notInForce = sectionsNotInForce(rebootPending, sources.baseline?.sections ?? null);
    reportCameras[index] = {
      id: camera.id,
      label: camera.label,
      address: `${camera.host}:${camera.port}`,
      group: camera.group,
      firmware: camera.firmware ?? check?.firmware ?? snapshot.firmware,
      baseline: baselineOf(check, sources.checkRun !== null, notInForce, checkedOf(camera, check, notInForce)),
      rebootPending,
      audio: snapshot.audio,
      lastBackup,
      lastVerifiedChange: audit.lastVerifiedChange(camera),
      lastChange: audit.lastChange(camera),
      factoryPassword: camera.factoryPassword === null ? 'unknown' : camera.factoryPassword ? 'in_use' : 'changed',
    };
  });
  const run = sources.checkRun;
  const model: ReportModel = {
    language: request.language,
    timeZone: request.timeZone,
    site: request.site,
    technician: request.technician,
    date: to.toISOString(),
    studio: { name: product.name, version: packageJson.version },
    period,
    baseline: run && { name: run.baseline.name, version: run.baseline.version, runId: run.runId, checkedAt: run.finishedAt, cancelled: run.cancelled, agreed: sources.baseline && agreedValues(sources.baseline) },
    summary: summaryOf(reportCameras),
    cameras: reportCameras,
    audit: { entries: audit.entries, leftOut: audit.leftOut, readsLeftOut: audit.readsLeftOut },
    problems: [...audit.problems, ...problems],
  };
  return reportModelSchema.parse(scrubDeep(model, secretsToScrub(sources.passwords)));
}

/** The run's entry of a camera: by its id, else by its address. */
function checkFinder(run: CheckRun | null): (camera: ReportCameraInput) => CameraCheck | null {
  if (run === null) return () => null;
  const byId = new Map(run.cameras.map((check) => [check.cameraId, check]));
  const byAddress = new Map(run.cameras.map((check) => [`${check.host}:${check.port}`, check]));
  return (camera) => (camera.id === null ? undefined : byId.get(camera.id)) ?? byAddress.get(`${camera.host}:${camera.port}`) ?? null;
}

/** The baseline as agreed, by section, placeholders unfilled; a secret value masked. */
function agreedValues(baseline: ParsedBaseline): NonNullable<NonNullable<ReportModel['baseline']>['agreed']> {
  const sections = new Map<string, Array<{ name: string; value: string }>>();
  for (const { section, name, value } of baseline.parameters) {
    let parameters = sections.get(section);
    if (!parameters) sections.set(section, (parameters = []));
    parameters.push({ name, value: loggableValue(name, value) });
  }
  return [...sections].map(([section, parameters]) => ({ section, parameters }));
}

type CheckedOf = (camera: ReportCameraInput, check: CameraCheck | null, notInForce: readonly string[]) => CheckedParameter[];

/** Each parameter the baseline checks, as this camera holds it: the drift of the check, the rest as agreed (or not read). */
function checkedParameters(baseline: ParsedBaseline | null, cameras: readonly ReportCameraInput[]): CheckedOf {
  const knownVariables = [...new Set(cameras.flatMap((camera) => Object.keys(camera.variables)))];
  return (camera, check, notInForce) => {
    if (check === null) return [];
    const drifted = new Map(check.drift.map((drift) => [`${drift.section}\u0000${drift.name}`, drift]));
    if (baseline === null) return check.drift.map((drift) => ({ section: drift.section, name: drift.name, expected: drift.expected, found: drift.found, state: drift.found === null ? 'missing' : 'differs' }));
    const filled = fillBaseline(baseline, { label: camera.label, variables: camera.variables }, knownVariables);
    const expected = filled.ok ? filled.expected : baseline.parameters;
    const pending = new Set(notInForce);
    return expected.map((parameter): CheckedParameter => {
      const value = 'value' in parameter ? parameter.value : '';
      const drift = drifted.get(`${parameter.section}\u0000${parameter.name}`);
      const shown = { section: parameter.section, name: parameter.name, expected: loggableValue(parameter.name, drift?.expected ?? value) };
      if (check.status === 'unreadable') return { ...shown, found: null, state: 'not_read' };
      if (drift) return { ...shown, found: drift.found === null ? null : loggableValue(parameter.name, drift.found), state: drift.found === null ? 'missing' : 'differs' };
      return { ...shown, found: shown.expected, state: pending.has(parameter.section) ? 'not_in_force' : 'as_agreed' };
    });
  };
}

function baselineOf(check: CameraCheck | null, runGiven: boolean, notInForce: readonly string[], checked: CheckedParameter[]): ReportCamera['baseline'] {
  if (check === null) return { status: 'not_checked', drift: [], reason: runGiven ? localize('report.baselineLine.notInCheckRun') : null, checked };
  const drift = check.drift.map((one) => ({ ...one, expected: loggableValue(one.name, one.expected), found: one.found === null ? null : loggableValue(one.name, one.found) }));
  // Values read while a checked section waits for a reboot are not yet in force: never compliant (the check's own rule).
  const status = inForceStatus(check.status, notInForce);
  // The reason's text (a run kept before texts has its English words only), so that it shows in the report's language.
  return { status, drift, reason: check.reasonText ?? check.reason, checked };
}

function summaryOf(cameras: readonly ReportCamera[]): ReportModel['summary'] {
  const count = (test: (camera: ReportCamera) => boolean): number => cameras.filter(test).length;
  return {
    cameras: cameras.length,
    compliant: count((camera) => camera.baseline.status === 'compliant'),
    drifted: count((camera) => camera.baseline.status === 'drifted'),
    unreadable: count((camera) => camera.baseline.status === 'unreadable'),
    notInForce: count((camera) => camera.baseline.status === 'not_in_force'),
    notChecked: count((camera) => camera.baseline.status === 'not_checked'),
    factoryPassword: count((camera) => camera.factoryPassword === 'in_use'),
    factoryPasswordUnknown: count((camera) => camera.factoryPassword === 'unknown'),
  };
}

// Builds the one report model (src/shared/report/reportModel.ts) from what the workspace holds
// of the chosen cameras (newest snapshot, newest backup, the audit log) and, when given, a
// baseline's check run. It asks no camera: a report is made in the office as well as on site.
// Each source is read once for the whole site; the result holds no password (scrubSecrets.ts).
import packageJson from '../../../package.json';
import type { CameraCheck, CheckRun } from '../../shared/api/baselineSchemas';
import { product } from '../../shared/product';
import { reportLimits, reportModelSchema, type ReportCamera, type ReportModel } from '../../shared/report/reportModel';
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
}

export interface ReportRequest {
  site: string;
  technician: string;
  /** Audit entries at or after this time; default `defaultPeriodDays` before `now`. */
  since?: Date;
  now?: Date;
}

export interface ReportSources {
  snapshots: SnapshotReader | null;
  /** The workspace's backups/ folder; null without a workspace. */
  backupsFolder: string | null;
  audit: AuditLog | null;
  /** The check run the baseline status comes from; null: every camera is "not checked". */
  checkRun: CheckRun | null;
  /** The cameras' passwords: cut out of every text of the report (the factory password always is). */
  passwords: Iterable<string>;
}

/** Snapshots and backups read at once: a site of hundreds of cameras reads in a few seconds, without hundreds of open files. */
const readParallel = 16;

export async function buildReportModel(request: ReportRequest, cameras: readonly ReportCameraInput[], sources: ReportSources): Promise<ReportModel> {
  const now = request.now ?? new Date();
  const from = request.since ?? new Date(now.getTime() - reportLimits.defaultPeriodDays * 24 * 3600 * 1000);
  const period = { from: from.toISOString(), to: now.toISOString() };
  const problems: string[] = [];
  const [audit, backupOf] = await Promise.all([readReportAudit(sources.audit, cameras, period), newestBackupFinder(sources.backupsFolder, problems)]);
  const checks = checkFinder(sources.checkRun);
  const reportCameras: ReportCamera[] = new Array(cameras.length);
  await forEachConcurrently(cameras, { limit: readParallel }, async (camera, index) => {
    const [snapshot, lastBackup] = await Promise.all([newestSnapshotFacts(sources.snapshots, camera.id, problems), backupOf(camera)]);
    const check = checks(camera);
    reportCameras[index] = {
      id: camera.id,
      label: camera.label,
      address: `${camera.host}:${camera.port}`,
      group: camera.group,
      firmware: camera.firmware ?? check?.firmware ?? snapshot.firmware,
      baseline: baselineOf(check, sources.checkRun !== null),
      audio: snapshot.audio,
      lastBackup,
      lastVerifiedChange: audit.lastVerifiedChange(camera),
      lastChange: audit.lastChange(camera),
      factoryPassword: camera.factoryPassword === null ? 'unknown' : camera.factoryPassword ? 'in_use' : 'changed',
    };
  });
  const run = sources.checkRun;
  const model: ReportModel = {
    site: request.site,
    technician: request.technician,
    date: now.toISOString(),
    studio: { name: product.name, version: packageJson.version },
    period,
    baseline: run && { name: run.baseline.name, version: run.baseline.version, runId: run.runId, checkedAt: run.finishedAt, cancelled: run.cancelled },
    summary: summaryOf(reportCameras),
    cameras: reportCameras,
    audit: { entries: audit.entries, leftOut: audit.leftOut },
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

function baselineOf(check: CameraCheck | null, runGiven: boolean): ReportCamera['baseline'] {
  if (check === null) return { status: 'not_checked', drift: [], reason: runGiven ? 'not in the check run' : null };
  const drift = check.drift.map((one) => ({ ...one, expected: loggableValue(one.name, one.expected), found: one.found === null ? null : loggableValue(one.name, one.found) }));
  return { status: check.status, drift, reason: check.reason };
}

function summaryOf(cameras: readonly ReportCamera[]): ReportModel['summary'] {
  const count = (test: (camera: ReportCamera) => boolean): number => cameras.filter(test).length;
  return {
    cameras: cameras.length,
    compliant: count((camera) => camera.baseline.status === 'compliant'),
    drifted: count((camera) => camera.baseline.status === 'drifted'),
    unreadable: count((camera) => camera.baseline.status === 'unreadable'),
    notChecked: count((camera) => camera.baseline.status === 'not_checked'),
    factoryPassword: count((camera) => camera.factoryPassword === 'in_use'),
    factoryPasswordUnknown: count((camera) => camera.factoryPassword === 'unknown'),
  };
}

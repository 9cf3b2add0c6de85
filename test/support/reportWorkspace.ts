// A workspace as a site's handover report reads it, written with the studio's own stores: N
// cameras, each with snapshots (an audio section with umlauts), a backup file, scripts in the
// audit log and a fleet run that verified some, and a schema-valid check run in which some
// cameras drifted and one is unreadable (its reason a text of the catalog, as a check writes it).
// For the report's tests and its benchmark, which build the model from it as report.save does.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkRunSchema, type CameraCheck, type CheckRun } from '../../src/shared/api/baselineSchemas';
import type { AuditLine } from '../../src/shared/fleet/auditEntry';
import { AuditLog, backupFileName, listedAddress, SnapshotStore } from '../../src/main/fleet';
import { buildReportModel, type ReportCameraInput, type ReportRequest, type ReportSources } from '../../src/main/report/buildReportModel';
import { englishText } from '../../src/shared/i18n/renderText';
import { localize } from '../../src/shared/i18n/text';
import type { ReportModel } from '../../src/shared/report/reportModel';
import { parseBaseline, type ParsedBaseline } from '../../src/shared/baseline/baselineText';

export interface ReportWorkspace {
  folder: string;
  cameras: ReportCameraInput[];
  snapshots: SnapshotStore;
  audit: AuditLog;
  backupsFolder: string;
  checkRun: CheckRun;
  /** The text of the check run's baseline: audio, general and sip/NUMBER by a placeholder. */
  baseline: ParsedBaseline;
}

export interface ReportWorkspaceOptions {
  cameras: number;
  /** Every Nth camera (1, 1 + N, ...) drifted in the check run; default 7. */
  driftEvery?: number;
  /** The cameras' passwords, by index (the report must never show one). */
  passwordOf?: (index: number) => string;
  /** Scripts logged per camera; default 3. */
  scriptsPerCamera?: number;
}

/** The camera (index) waiting for a reboot of its sip section: compliant in the check, not yet in force. */
export const rebootPendingIndex = 1;

export const reportBaselineText = ['SECTION audio', 'SPEAKERLEVEL=50', 'ENDSECTION audio', 'SECTION general', 'LOCATION=Außenwand Nord', 'ENDSECTION general', 'SECTION sip', 'NUMBER={SIPNUMBER}', 'ENDSECTION sip', ''].join('\n');

export function sipNumberOf(index: number): string {
  return String(4100 + index);
}

export const reportTimes = { snapshot: '2026-11-20T09:00:00.000Z', scripts: '2026-11-21T10:00:00.000Z', run: '2026-11-22T11:00:00.000Z', check: '2026-11-23T12:00:00.000Z', now: '2026-11-27T08:00:00.000Z' } as const;

export function reportCameraLabel(index: number): string {
  return `Tür ${index + 1} Größe Süd`;
}

function configText(index: number): string {
  return [
    '#:MX-V5.5.2.166',
    'SECTION general',
    `CAMERA_NAME=${reportCameraLabel(index)}`,
    'LOCATION=Außenwand, 2,40 m über Boden',
    'ENDSECTION general',
    'SECTION audio',
    'SPEAKER=1',
    'MICRO=1',
    `SPEAKERLEVEL=${40 + (index % 20)}`,
    'ANSAGE=Grüße aus Köln',
    'ENDSECTION audio',
    '',
  ].join('\n');
}

export async function makeReportWorkspace(options: ReportWorkspaceOptions): Promise<ReportWorkspace> {
  const folder = await mkdtemp(join(tmpdir(), 'report-workspace-'));
  const backupsFolder = join(folder, 'backups');
  await mkdir(backupsFolder);
  const snapshots = new SnapshotStore(join(folder, 'snapshots'));
  const audit = new AuditLog(folder);
  const cameras: ReportCameraInput[] = Array.from({ length: options.cameras }, (_, index) => ({
    id: `cam-${index + 1}`,
    label: reportCameraLabel(index),
    host: `127.0.${Math.floor(index / 250)}.${(index % 250) + 2}`,
    port: 8080,
    https: false,
    group: index % 2 === 0 ? 'Eingang' : 'Hof',
    firmware: null,
    factoryPassword: index % 10 === 3,
    variables: { NAME: reportCameraLabel(index), SIPNUMBER: sipNumberOf(index) },
    rebootNeeded: index === rebootPendingIndex ? ['sip'] : null,
  }));
  for (const [index, camera] of cameras.entries()) {
    await snapshots.record(camera.id!, configText(index), 'read', new Date(reportTimes.snapshot));
    const backupAt = new Date(Date.parse(reportTimes.snapshot) + index * 60_000);
    await writeFile(join(backupsFolder, backupFileName(listedAddress(camera.host, camera.port, false), backupAt)), Buffer.from(configText(index), 'latin1'));
  }
  for (const line of auditLines(cameras, options)) await audit.append(line);
  return { folder, cameras, snapshots, audit, backupsFolder, checkRun: checkRunOf(cameras, options.driftEvery ?? 7), baseline: parseBaseline('Standard Türstation', reportBaselineText) };
}

function auditLines(cameras: readonly ReportCameraInput[], options: ReportWorkspaceOptions): AuditLine[] {
  const lines: AuditLine[] = [];
  const password = (index: number): string => options.passwordOf?.(index) ?? 'kept-secret';
  for (const [index, camera] of cameras.entries()) {
    const auditCamera = { id: camera.id, label: camera.label, host: camera.host, port: camera.port };
    for (let number = 0; number < (options.scriptsPerCamera ?? 3); number++) {
      const time = new Date(Date.parse(reportTimes.scripts) + (index * 10 + number) * 1000).toISOString();
      const failed = number === 2;
      lines.push({
        time,
        source: 'studio',
        camera: auditCamera,
        operation: number === 0 ? 'read configuration file' : 'set parameters',
        script: number === 0 ? '\nhelo\nview_config_file\nquit\n' : `\nhelo\nwrite audio SPEAKERLEVEL=5${number}\nwrite sip PASSWORD=${password(index)}\nstore\nquit\n`,
        durationMs: 12,
        result: failed ? { status: 'camera_error', message: `ERROR: write sip PASSWORD=${password(index)} refused; admin/${password(index)}` } : { status: 'ok' },
      });
    }
  }
  for (const [index, camera] of cameras.entries()) {
    const time = new Date(Date.parse(reportTimes.scripts) + (index * 10 + 9) * 1000).toISOString();
    const auditCamera = { id: camera.id, label: camera.label, host: camera.host, port: camera.port };
    lines.push({ time, source: 'cli', camera: auditCamera, operation: 'read status', script: '\nhelo\nview timestamp\nreboot_needed\nquit\n', durationMs: 5, result: { status: 'ok' } });
  }
  const runId = 'run-verified-1';
  lines.push({ kind: 'fleetRun', runId, time: reportTimes.run, source: 'cli', cameraCount: cameras.length, baseline: { name: 'Standard Türstation', version: 3 } });
  for (const camera of cameras.filter((_, index) => index % 3 === 0)) {
    lines.push({
      kind: 'fleetCamera',
      runId,
      time: reportTimes.run,
      source: 'cli',
      camera: { id: camera.id, label: camera.label, host: camera.host, port: camera.port },
      outcome: { status: 'verified', message: 'read back: as written' },
      changes: [{ section: 'audio', name: 'SPEAKERLEVEL', old: '40', new: '50' }],
      changesLeftOut: 0,
    });
  }
  return lines;
}

/** The unreadable camera's reason, as checkCameras.ts words a camera that refused the credentials. */
export const refusedReason = localize('baseline.reason.failed', { reason: localize('baseline.reason.auth'), detail: 'HTTP 401' });

/** The report of the site in German, times in Europe/Berlin, the audit period by its rule. */
export const germanReportRequest: ReportRequest = { site: 'Wohnanlage Südhang', technician: 'Jörg Maßmann', now: new Date(reportTimes.now), language: 'de', timeZone: 'Europe/Berlin' };

/** What report.save reads of the workspace: its snapshots, backups, audit log, the check run and its baseline. */
export function reportSourcesOf(site: ReportWorkspace, more: Partial<ReportSources> = {}): ReportSources {
  return { snapshots: site.snapshots, backupsFolder: site.backupsFolder, audit: site.audit, checkRun: site.checkRun, baseline: site.baseline, passwords: [], ...more };
}

/** The report model of the site's cameras (or `cameras`), as report.save builds it. */
export function buildSiteReport(site: ReportWorkspace, request: ReportRequest = germanReportRequest, cameras: readonly ReportCameraInput[] = site.cameras): Promise<ReportModel> {
  return buildReportModel(request, cameras, reportSourcesOf(site));
}

function checkRunOf(cameras: readonly ReportCameraInput[], driftEvery: number): CheckRun {
  const checks: CameraCheck[] = cameras.map((camera, index) => {
    const base = { cameraId: camera.id!, label: camera.label, host: camera.host, port: camera.port, group: camera.group, firmware: 'MX-V5.5.2.166' };
    if (index === cameras.length - 1 && cameras.length > 2) return { ...base, status: 'unreadable', drift: [], reason: englishText(refusedReason), reasonText: refusedReason, kind: 'auth' };
    if (index % driftEvery === 0) {
      return {
        ...base,
        status: 'drifted',
        drift: [
          { section: 'audio', name: 'SPEAKERLEVEL', expected: '50', found: String(40 + (index % 20)) },
          { section: 'general', name: 'LOCATION', expected: 'Außenwand Nord', found: null },
        ],
        reason: null,
        kind: null,
      };
    }
    return { ...base, status: 'compliant', drift: [], reason: null, kind: null };
  });
  const count = (status: CameraCheck['status']): number => checks.filter((check) => check.status === status).length;
  return checkRunSchema.parse({
    runId: 'check-2026-11-23',
    baseline: { name: 'Standard Türstation', version: 3 },
    startedAt: reportTimes.check,
    finishedAt: reportTimes.check,
    cancelled: false,
    counts: { compliant: count('compliant'), drifted: count('drifted'), unreadable: count('unreadable') },
    cameras: checks,
  });
}

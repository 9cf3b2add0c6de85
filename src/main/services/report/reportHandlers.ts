// report.save: the handover report of the chosen cameras (a list, a group, or all) from what the
// workspace holds of them and, when asked, a baseline's check run (through a CheckRunSource),
// written as HTML and/or PDF into the workspace's reports/ folder (src/main/report/). No camera
// is asked: the report is made from what was kept. Each file written is offered again by an id
// (reportDownloads.ts): web mode downloads it, report.saveCopy copies it where the desktop app's
// save dialog says.
import { isAbsolute, join } from 'node:path';
import { ApiError } from '../../../shared/api/errors';
import type { MethodInput } from '../../../shared/api/contract';
import { renderText } from '../../../shared/i18n/renderText';
import { localize } from '../../../shared/i18n/text';
import { describeFileFailure, writeFileAtomically } from '../../base/files/atomicFile';
import type { SaveFileChooser } from '../fileChooser';
import type { ReportDownloads } from './reportDownloads';
import type { CheckRun } from '../../../shared/api/baselineSchemas';
import type { AuditLog, SnapshotStore } from '../../fleet';
import { buildReportModel, type ReportCameraInput } from '../../report/buildReportModel';
import { CheckRunMissingError } from '../../baseline/baselineErrors';
import type { CheckRunSource } from '../../report/checkRunSource';
import { writeWorkspaceReport } from '../../report/writeReport';
import { baselineOfRun, type BaselineReader } from '../../report/baselineOfRun';
import { machineTimeZone } from '../../../shared/report/reportPeriod';
import type { CameraEntry, CameraRegistry } from '../cameras/cameraRegistry';
import type { HandlersOf } from '../studioServices';
import { errorAsText } from '../../../shared/i18n/errorWords';

export interface ReportServiceSources {
  /** The workspace folder (its reports/ folder gets the files); null: the studio runs without one. */
  workspaceFolder: string | null;
  snapshots: SnapshotStore | null;
  audit: AuditLog | null;
  checkRuns: CheckRunSource;
  /** The baselines kept (their text states the agreed values); null: none are kept. */
  baselines: BaselineReader | null;
  downloads: ReportDownloads;
  /** The desktop app's save dialog; null in web mode. */
  chooseSaveFile: SaveFileChooser | null;
}

type SaveReportInput = MethodInput<'report.save'>;

export function reportHandlers(cameras: CameraRegistry, sources: ReportServiceSources): HandlersOf<'report'> {
  return {
    'report.save': async (input) => {
      const folder = sources.workspaceFolder;
      if (folder === null) throw ApiError.of('invalid_request', localize('services.noWorkspace.reports'));
      const now = new Date();
      const since = sinceOf(input.since, now);
      const chosen = chosenCameras(cameras, input);
      const checkRun = await chosenCheckRun(sources.checkRuns, input);
      const request = { site: input.site, technician: input.technician, now, language: input.language ?? 'en', timeZone: input.timeZone ?? machineTimeZone(), includeReads: input.includeReads ?? false, ...(since ? { since } : {}) } as const;
      const model = await buildReportModel(request, chosen.map(reportCameraOf), {
        snapshots: sources.snapshots,
        backupsFolder: join(folder, 'backups'),
        audit: sources.audit,
        checkRun,
        baseline: await baselineOfRun(sources.baselines, checkRun),
        passwords: cameras.knownPasswords(chosen.map((entry) => entry.id)),
      });
      const files = await writeWorkspaceReport(folder, model, [...new Set(input.formats)]);
      return { files: files.map((file) => ({ ...file, downloadId: sources.downloads.offer(file) })), cameras: model.cameras.length };
    },
    'report.saveCopy': async ({ downloadId, language = 'en' }) => {
      const choose = sources.chooseSaveFile;
      if (!choose) throw ApiError.of('invalid_request', localize('reportFiles.saveDialogOnlyDesktop'));
      const { report, bytes } = await sources.downloads.read(downloadId);
      const say = (id: Parameters<typeof localize>[0]): string => renderText(localize(id), language);
      const path = await choose({ title: say('reportFiles.saveTitle'), defaultName: report.fileName, filter: { name: say(`reportFiles.filter.${report.format}`), extensions: [report.format] } });
      if (path === null) return { path: null };
      if (!isAbsolute(path)) throw ApiError.of('invalid_request', localize('reportFiles.notAbsolute'));
      // The dialog asked before a file there was replaced (showOverwriteConfirmation): the copy takes its place whole.
      await writeFileAtomically(path, bytes).catch((error: unknown) => {
        throw ApiError.of('storage', localize('reportFiles.cannotWrite', { path, reason: describeFileFailure(error) }));
      });
      return { path };
    },
  };
}

/** The period's start; a date the calendar lacks, or one after now, is refused. */
function sinceOf(since: string | undefined, now: Date): Date | undefined {
  if (since === undefined) return undefined;
  const [year, month, day] = since.slice(0, 10).split('-').map(Number) as [number, number, number];
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  const start = new Date(since);
  if (Number.isNaN(start.getTime()) || calendarDay.getUTCMonth() !== month - 1 || calendarDay.getUTCDate() !== day) throw ApiError.of('invalid_request', localize('services.report.sinceNotADate', { since }));
  if (start > now) throw ApiError.of('invalid_request', localize('services.report.sinceAfterNow', { since }));
  return start;
}

/** The cameras asked for, in the order given (or listed); an unknown id or an empty group is refused. */
function chosenCameras(cameras: CameraRegistry, { cameraIds, group }: SaveReportInput): CameraEntry[] {
  if (cameraIds) return [...new Set(cameraIds)].map((id) => cameras.get(id));
  const all = cameras.list().map((summary) => cameras.get(summary.id));
  const members = group === undefined ? all : all.filter((entry) => entry.group === group);
  if (members.length === 0) throw ApiError.of('invalid_request', group === undefined ? localize('services.report.noCameras') : localize('services.report.emptyGroup', { group }));
  return members;
}

async function chosenCheckRun(source: CheckRunSource, { baseline, runId }: SaveReportInput): Promise<CheckRun | null> {
  if (runId !== undefined) {
    return source.byId(runId).catch((error: unknown) => {
      throw error instanceof CheckRunMissingError ? ApiError.of('not_found', errorAsText(error)) : error;
    });
  }
  if (baseline === undefined) return null;
  const newest = await source.newest(baseline);
  if (newest === null) throw ApiError.of('not_found', localize('services.report.noCheckRun', { baseline }));
  return newest;
}

function reportCameraOf(entry: CameraEntry): ReportCameraInput {
  const { host, port } = entry.client.camera;
  return {
    id: entry.id,
    label: entry.label,
    host,
    port,
    https: entry.https,
    group: entry.group,
    firmware: entry.firmware,
    factoryPassword: entry.passwordKnown ? entry.client.usesFactoryCredentials() : null,
    variables: { NAME: entry.label, HOST: host, PORT: String(port), ...entry.variables },
    rebootNeeded: entry.rebootNeeded,
  };
}

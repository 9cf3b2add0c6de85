// camconfig fleet report (--group G | --list CSV) [--baseline NAME|FILE] [--html FILE] [--pdf FILE]
// [--since DATE] [--title NAME] [--technician NAME] [--language en|de] [--time-zone ZONE]
// [--include-reads] [--json]: the handover report
// (src/main/report/) of the chosen cameras from what the workspace keeps of them. With
// --baseline, each camera's status and drift: the newest check run the workspace keeps of that
// baseline (what `fleet check` and the studio's Check keep), else a check made now (as
// `fleet check` makes it); without it no camera is asked.
import { basename, extname, resolve } from 'node:path';
import type { CheckRun } from '../../../shared/api/baselineSchemas';
import { controlCharacterProblem } from '../../../shared/text/controlCharacters';
import { misleadingCharacterProblem } from '../../../shared/text/misleadingCharacters';
import { optionValue, parseCommandLine, type ParsedCommandLine } from '../../base/commandLine/parseCommandLine';
import { UsageError } from '../../base/commandLine/usageError';
import { CheckRunStore } from '../../baseline/checkRunStore';
import { baselineNameSchema } from '../../../shared/api/baselineSchemas';
import { checkNow, countsText } from './checkSubcommand';
import { AuditLog } from '../../fleet';
import { CameraListRefusedError } from '../../fleet/apply/readCameraList';
import { CameraListError } from '../../../shared/fleet/lists/cameraListError';
import { isFactoryCredentials } from '../../remoteconfig/credentials';
import { buildReportModel, type ReportCameraInput, type ReportRequest } from '../../report/buildReportModel';
import { baselineOfRun } from '../../report/baselineOfRun';
import { BaselineStore } from '../../baseline/baselineStore';
import type { ParsedBaseline } from '../../../shared/baseline/baselineText';
import { isLanguage, terminalLanguage } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';
import { isTimeZone, machineTimeZone, startOfDayIn } from '../../../shared/report/reportPeriod';
import { reportFormats, writeReportFile, writeWorkspaceReport, type ReportFormat, type WrittenReportFile } from '../../report/writeReport';
import type { WorkspaceCamera } from '../../workspace';
import type { CliIo } from '../cliIo';
import { ExitCode } from '../exitCodes';
import { defaultUser } from '../rc/rcGlobalOptions';
import type { RcOutput } from '../rc/rcOutput';
import { allCamerasGroup } from './groupCameras';
import { readListedCameras } from './listCameras';
import { reportOptions } from './fleetOptions';
import { openFleetWorkspace, type FleetWorkspace } from './fleetWorkspace';
import { commitCliOperation } from '../site/cliSiteCommit';
import { operationPaths, reportOperation } from '../../services/siteCommits/siteOperationTexts';

/** A camera of the report and the password it is known by (to cut out of the report), if any. */
interface ChosenCamera {
  camera: ReportCameraInput;
  password: string | null;
}

export async function runReportSubcommand(argv: string[], io: CliIo, output: RcOutput): Promise<number> {
  const words = (text: Text): string => renderText(text, terminalLanguage(io.env));
  const args = parseCommandLine(argv, reportOptions, 'camconfig fleet report');
  if (args.positionals.length > 0) throw new UsageError(localize('cliFleet.error.noArgumentsGroupOrList', { subcommand: 'report', found: args.positionals.join(' ') }));
  const group = optionValue(args, 'group');
  const list = optionValue(args, 'list');
  if ((group === undefined) === (list === undefined)) throw new UsageError(localize(group === undefined ? 'cliFleet.report.error.chooseCameras' : 'cliFleet.report.error.groupAndList'));
  const given = reportRequest(args, io, group, list);
  const fleet = await openFleetWorkspace(optionValue(args, 'workspace'), io, output);
  // A site's report is titled with its name from site.json, unless --title says otherwise.
  const siteName = optionValue(args, 'title') === undefined ? fleet.workspace.site?.name : undefined;
  const request = siteName === undefined ? given : { ...given, site: siteName };
  const chosen = list === undefined ? groupCameras(fleet, group!) : await listCameras(fleet, list, io);
  output.note(words(localize('cliFleet.report.reporting', { count: chosen.length, folder: fleet.folder })));
  const { run: checkRun, parsed: baseline } = await baselineCheckRun(args, fleet.folder, io, output, words);
  const files = await writeReports(fleet, chosen, request, { checkRun, baseline }, outputFiles(args), output);
  output.result(files.map((file) => words(localize('cliFleet.report.written', { path: file.path, bytes: file.bytes, sha256: file.sha256 }))), { files, cameras: chosen.length });
  await commitCliOperation({ folder: fleet.folder, operation: reportOperation(chosen.length, files.map((file) => file.format)), writes: operationPaths.report, note: (text) => output.note(words(text)) });
  return ExitCode.ok;
}

/** The check run the report shows and its baseline's text; both null: every camera "not checked". */
export interface ReportCheck {
  checkRun: CheckRun | null;
  /** Null: the baseline's text is not known, only the drift is shown. */
  baseline: ParsedBaseline | null;
}

/** The model from the workspace and the check, written to `files` or, when none is named, into the workspace's reports/. */
export async function writeReports(fleet: FleetWorkspace, chosen: readonly ChosenCamera[], request: ReportRequest, { checkRun, baseline }: ReportCheck, files: ReadonlyArray<[ReportFormat, string]>, output: RcOutput): Promise<WrittenReportFile[]> {
  const model = await buildReportModel(
    request,
    chosen.map(({ camera }) => camera),
    { snapshots: fleet.snapshots, backupsFolder: resolve(fleet.folder, 'backups'), audit: new AuditLog(fleet.folder), checkRun, baseline, passwords: chosen.flatMap(({ password }) => (password === null ? [] : [password])) },
  );
  for (const problem of model.problems) output.warn(renderText(problem, request.language));
  if (files.length === 0) return writeWorkspaceReport(fleet.folder, model, reportFormats);
  const written: WrittenReportFile[] = [];
  for (const [format, path] of files) written.push(await writeReportFile(path, model, format));
  return written;
}

/**
 * The newest check run the workspace keeps of --baseline NAME, else a check made now (kept when
 * NAME is the workspace's baseline; a baseline file's never is); null without --baseline. The note
 * says which it was, and whether the check made now is kept, as the store has it.
 */
async function baselineCheckRun(args: ParsedCommandLine, workspace: string, io: CliIo, output: RcOutput, words: (text: Text) => string): Promise<{ run: CheckRun | null; parsed: ParsedBaseline | null }> {
  const baseline = optionValue(args, 'baseline');
  if (baseline === undefined) return { run: null, parsed: null };
  const store = new CheckRunStore(workspace, (problem) => output.warn(renderText(problem, terminalLanguage(io.env))));
  const byName = baselineNameSchema.safeParse(baseline).success;
  const kept = byName ? await store.newest(baseline) : null;
  if (kept) {
    output.note(words(localize('cliFleet.report.keptRun', { runId: kept.runId, baseline: kept.baseline.name, finishedAt: kept.finishedAt, counts: countsText(kept) })));
    return { run: kept, parsed: await baselineOfRun(new BaselineStore(workspace), kept) };
  }
  const { run, parsed } = await checkNow(args, baseline, io, (line) => output.note(line));
  const keptNow = byName && (await store.newest(baseline))?.runId === run.runId;
  const keeping = keptNow ? localize('cliFleet.report.keptAsRun', { runId: run.runId }) : localize('cliFleet.report.notKept');
  output.note(words(localize('cliFleet.report.checkedNow', { baseline: run.baseline.name, finishedAt: run.finishedAt, keeping, counts: countsText(run) })));
  return { run, parsed };
}

function outputFiles(args: ParsedCommandLine): Array<[ReportFormat, string]> {
  const files = reportFormats.flatMap((format): Array<[ReportFormat, string]> => {
    const path = optionValue(args, format);
    return path === undefined ? [] : [[format, resolve(path)]];
  });
  if (files.length === 2 && files[0]![1] === files[1]![1]) throw new UsageError(localize('cliFleet.report.error.sameFile', { path: files[0]![1] }));
  return files;
}

function reportRequest(args: ParsedCommandLine, io: CliIo, group: string | undefined, list: string | undefined): ReportRequest {
  const now = new Date();
  const since = optionValue(args, 'since');
  const language = languageOption(optionValue(args, 'language')) ?? terminalLanguage(io.env);
  const timeZone = timeZoneOption(optionValue(args, 'time-zone')) ?? machineTimeZone();
  return {
    site: nameOption(args, 'title') ?? (group !== undefined ? (group === allCamerasGroup ? renderText(localize('report.value.allCameras'), language) : group) : basename(list!, extname(list!))),
    technician: nameOption(args, 'technician') ?? io.env.USER ?? io.env.LOGNAME ?? renderText(localize('report.value.notNamed'), language),
    now,
    language,
    timeZone,
    includeReads: args.options.has('include-reads'),
    ...(since === undefined ? {} : { since: sinceOption(since, now, timeZone) }),
  };
}

function languageOption(value: string | undefined): ReportRequest['language'] | undefined {
  if (value === undefined) return undefined;
  if (!isLanguage(value)) throw new UsageError(localize('cliFleet.report.error.language', { given: value.slice(0, 20) }));
  return value;
}

function timeZoneOption(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!isTimeZone(value)) throw new UsageError(localize('cliFleet.report.error.timeZone', { given: value.slice(0, 64) }));
  return value;
}

function nameOption(args: ParsedCommandLine, name: 'title' | 'technician'): string | undefined {
  const value = optionValue(args, name);
  if (value === undefined) return undefined;
  const problem = value.trim() === '' ? localize('cliFleet.report.error.nameEmpty') : value.length > 200 ? localize('cliFleet.report.error.nameTooLong') : (controlCharacterProblem(value, `--${name}`) ?? misleadingCharacterProblem(value, `--${name}`));
  if (problem !== null) throw new UsageError(localize('cliFleet.report.error.name', { option: name, problem }));
  return value;
}

/** YYYY-MM-DD (midnight in the report's time zone, as the studio's date field means it) or an ISO time with its zone; a day the calendar lacks, or a time after now, is refused. */
export function sinceOption(text: string, now: Date, timeZone: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/.exec(text);
  const parts = day ?? iso;
  const problem = localize('cliFleet.report.error.since', { given: text.slice(0, 60) });
  if (!parts) throw new UsageError(problem);
  const [year, month, date] = parts.slice(1, 4).map(Number) as [number, number, number];
  const dayStart = startOfDayIn(`${parts[1]}-${parts[2]}-${parts[3]}`, timeZone);
  if (dayStart === null) throw new UsageError(localize('cliFleet.report.error.sinceNoSuchDay', { given: text, month: `${year}-${String(month).padStart(2, '0')}`, day: String(date) }));
  const since = day ? dayStart : new Date(text);
  if (Number.isNaN(since.getTime())) throw new UsageError(problem);
  if (since > now) throw new UsageError(localize('cliFleet.report.error.sinceAfterNow', { given: text }));
  return since;
}

function groupCameras(fleet: FleetWorkspace, group: string): ChosenCamera[] {
  const members = group === allCamerasGroup ? fleet.cameras : fleet.cameras.filter((camera) => camera.group === group);
  if (members.length > 0) return members.map(workspaceCamera);
  if (fleet.cameras.length === 0) throw new UsageError(localize('cliFleet.error.noCameras', { folder: fleet.folder }));
  const groups = [...new Set(fleet.cameras.flatMap((camera) => (camera.group ? [camera.group] : [])))];
  throw new UsageError(localize('cliFleet.error.groupWithoutCameras', { group, folder: fleet.folder, groups: [allCamerasGroup, ...groups].join(', ') }));
}

function workspaceCamera(camera: WorkspaceCamera): ChosenCamera {
  return {
    camera: {
      id: camera.id,
      label: camera.label,
      host: camera.host,
      port: camera.port,
      https: camera.https,
      group: camera.group,
      firmware: null,
      factoryPassword: camera.password === null ? null : isFactoryCredentials({ user: camera.user, password: camera.password }),
      variables: { NAME: camera.label, HOST: camera.host, PORT: String(camera.port), ...camera.variables },
      rebootNeeded: null,
    },
    password: camera.password,
  };
}

/** The list's cameras; one the workspace keeps (same HOST:PORT) is reported as the workspace's camera, with its history. */
async function listCameras(fleet: FleetWorkspace, file: string, io: CliIo): Promise<ChosenCamera[]> {
  const { cameras } = await readListedCameras(file, false, io).catch((error: unknown) => {
    throw inReportWords(error);
  });
  return cameras.map((listed) => {
    const port = listed.port ?? 80;
    const kept = fleet.cameras.find((camera) => camera.host === listed.host && camera.port === port);
    if (kept) return workspaceCamera(kept);
    const password = listed.password ?? null;
    return {
      camera: {
        id: null,
        label: listed.label,
        host: listed.host,
        port,
        https: false,
        group: null,
        firmware: null,
        factoryPassword: password === null ? null : isFactoryCredentials({ user: listed.user ?? defaultUser, password }),
        variables: { NAME: listed.label, HOST: listed.host, PORT: String(port), ...(listed.variables ?? {}) },
        rebootNeeded: null,
      },
      password,
    };
  });
}

/** A list that cannot be used, said as a report's failure: the list readers' "nothing was sent / imported" is not what happened here. */
function inReportWords(error: unknown): unknown {
  const consequence = localize('cameraList.noReport');
  if (error instanceof CameraListRefusedError) return new CameraListRefusedError(error.file, error.problems, consequence);
  if (error instanceof CameraListError) return new CameraListError(error.fileName, error.problem, consequence);
  return error;
}

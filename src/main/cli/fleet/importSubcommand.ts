// `camconfig fleet import FILE`: a camera list (community CSV or .mxu) into the workspace.
// Bad lines are reported on stderr (`site.csv line 7: ...`) and the good ones imported; the
// exit code says whether every line was (0) or not (2). Passwords of an .mxu list are sealed
// with the workspace passphrase, as in `camconfig serve`; cameras a list gives no credentials
// get --user and $CAMCONFIG_PASSWORD (or ask for their password in the studio).
import { basename } from 'node:path';
import { flag, optionValue, parseCommandLine } from '../../base/commandLine/parseCommandLine';
import { passwordEnvVariable } from '../../base/commandLine/secretVariables';
import { UsageError } from '../../base/commandLine/usageError';
import { InputTooLargeError, readCappedFile } from '../../base/files/cappedRead';
import { cameraImportReport } from '../../fleet/lists/cameraImportReport';
import { importIntoWorkspace, type WorkspaceImport } from '../../fleet/lists/importIntoWorkspace';
import { WrongPassphraseError, type CameraStore } from '../../workspace';
import { describeListProblem } from '../../../shared/fleet/lists/cameraList';
import { decodeListBytes, type ListEncoding } from '../../../shared/fleet/lists/decodeListBytes';
import { cameraListLimits } from '../../../shared/fleet/lists/listLimits';
import type { CliIo } from '../cliIo';
import { ExitCode, exitCodeForError } from '../exitCodes';
import { terminalSafeJson } from '../rc/rcOutput';
import { openServeWorkspace } from '../serve/serveWorkspace';
import { importOptions } from './fleetOptions';
import { commitCliOperation } from '../site/cliSiteCommit';
import { importOperation, operationPaths } from '../../services/siteCommits/siteOperationTexts';
import { formatOptionHelp } from '../../base/commandLine/optionHelp';
import { errorAsText, errorWords } from '../../../shared/i18n/errorWords';
import { terminalLanguage, type Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';

const program = 'camconfig fleet import';

/** The --help of camconfig fleet import, in `language`. */
export function importUsage(language: Language): string {
  return renderText(localize('cliFleet.import.usage', { options: formatOptionHelp(importOptions, language) }), language);
}

interface ImportOptions {
  file: string;
  workspace: string | undefined;
  user: string;
  dryRun: boolean;
  json: boolean;
}

export async function runImportSubcommand(argv: string[], io: CliIo): Promise<number> {
  const language = terminalLanguage(io.env);
  let options: ImportOptions | 'help';
  try {
    options = parseImportOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`${program}: ${errorWords(error, language)}\n\n${importUsage(language)}\n`);
    return ExitCode.usage;
  }
  if (options === 'help') {
    io.stdout.write(importUsage(language) + '\n');
    return ExitCode.ok;
  }
  try {
    const { text, encoding } = await readListFile(options.file);
    const workspace = await openServeWorkspace(options.workspace, io, program);
    const password = io.env[passwordEnvVariable] || null;
    const done = await importIntoWorkspace(workspace, basename(options.file), text, { user: options.user, password }, options.dryRun);
    report(io, options, workspace, done, encoding, language);
    if (!options.dryRun) await commitImport(io, options.file, workspace, done, language);
    return done.plan.problems.length > 0 ? ExitCode.usage : ExitCode.ok;
  } catch (error) {
    io.stderr.write(`${program}: ${errorWords(error, language)}\n`);
    return error instanceof WrongPassphraseError ? ExitCode.usage : exitCodeForError(error);
  }
}

/** On a site, the import ends in one commit of the camera files it wrote. */
async function commitImport(io: CliIo, file: string, workspace: CameraStore, done: WorkspaceImport, language: Language): Promise<void> {
  const fileName = basename(file);
  const result = cameraImportReport(fileName, done.list, done.plan, done.cameraIds);
  const addedIds = result.added.flatMap((camera) => (camera.cameraId ? [camera.cameraId] : []));
  const updatedIds = result.existing.filter((camera) => camera.changes.length > 0).map((camera) => camera.cameraId);
  const operation = importOperation(fileName, addedIds, updatedIds, result.problems.length);
  await commitCliOperation({ folder: workspace.folder, operation, writes: operationPaths.cameras, cameras: workspace, note: (text) => void io.stderr.write(`${program}: ${renderText(text, language)}\n`) });
}

function parseImportOptions(argv: string[]): ImportOptions | 'help' {
  const parsed = parseCommandLine(argv, importOptions, program);
  if (flag(parsed, 'help')) return 'help';
  const [file, ...extra] = parsed.positionals;
  if (file === undefined) throw new UsageError(localize('cliFleet.import.error.noFile'));
  if (extra.length > 0) throw new UsageError(localize('cliFleet.import.error.tooManyFiles', { extra: extra[0]! }));
  const user = optionValue(parsed, 'user') ?? 'admin';
  if (user === '' || user.includes(':') || user.length > cameraListLimits.userLength) throw new UsageError(localize('cliFleet.import.error.userName', { user, max: cameraListLimits.userLength }));
  return { file, workspace: optionValue(parsed, 'workspace'), user, dryRun: flag(parsed, 'dry-run'), json: flag(parsed, 'json') };
}

async function readListFile(path: string): Promise<{ text: string; encoding: ListEncoding }> {
  let bytes: Buffer;
  try {
    bytes = await readCappedFile(path, cameraListLimits.fileBytes, { namedByUser: true });
  } catch (error) {
    if (error instanceof InputTooLargeError) throw new UsageError(localize('cliFleet.import.error.tooLarge', { path, problem: errorAsText(error) }));
    throw new UsageError(localize('cliFleet.import.error.unreadable', { path, reason: (error as NodeJS.ErrnoException).code ?? (error as Error).message }));
  }
  const decoded = decodeListBytes(bytes);
  if ('problem' in decoded) throw new UsageError(localize('cameraList.notRead', { file: path, problem: decoded.problem, consequence: localize('cameraList.nothingImported') }));
  return decoded;
}

function report(io: CliIo, options: ImportOptions, workspace: CameraStore, done: WorkspaceImport, encoding: ListEncoding, language: Language): void {
  const say = (text: Text): void => void io.stderr.write(`${program}: ${renderText(text, language)}\n`);
  const fileName = basename(options.file);
  const result = cameraImportReport(fileName, done.list, done.plan, done.cameraIds);
  for (const problem of result.problems) io.stderr.write(`${renderText(describeListProblem(fileName, problem), terminalLanguage(io.env))}\n`);
  for (const camera of result.added) {
    const details = { camera: camera.cameraId ?? '', label: camera.label, address: `${camera.host}:${camera.port}`, group: camera.group === null ? '' : localize('cliFleet.import.inGroup', { group: camera.group }), noPassword: camera.passwordGiven ? '' : localize('cliFleet.import.noPassword') };
    say(localize(options.dryRun ? 'cliFleet.import.wouldAdd' : 'cliFleet.import.added', details));
  }
  for (const camera of result.existing) {
    if (camera.changes.length > 0) say(localize(options.dryRun ? 'cliFleet.import.wouldUpdate' : 'cliFleet.import.updated', { camera: camera.cameraId, label: camera.label, line: String(camera.line), changes: camera.changes.join(', ') }));
  }
  const updated = result.existing.filter((camera) => camera.changes.length > 0).length;
  const unkept = result.added.filter((camera) => camera.passwordGiven).length;
  if (!options.dryRun && unkept > 0 && workspace.passwordStorage === 'memory-only') say(localize('cliFleet.import.passwordsNotKept', { count: unkept }));
  const summary = {
    file: fileName,
    format: done.list.format === 'mxu' ? '.mxu' : 'CSV',
    encoding: encoding === 'utf-8' ? 'UTF-8' : 'Latin-1',
    added: localize('cliFleet.import.cameras', { count: result.added.length }),
    existing: result.existing.length,
    updated,
    problems: localize('cliFleet.import.lines', { count: result.problems.length }),
    above: result.problems.length > 0 ? localize('cliFleet.import.above') : '',
  };
  say(localize(options.dryRun ? 'cliFleet.import.summaryDryRun' : 'cliFleet.import.summary', summary));
  if (options.json) io.stdout.write(terminalSafeJson({ ...result, encoding, workspace: workspace.folder, dryRun: options.dryRun }) + '\n');
}

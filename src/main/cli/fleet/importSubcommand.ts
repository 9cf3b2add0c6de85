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
import { WrongPassphraseError, type CameraWorkspace } from '../../workspace';
import { describeListProblem } from '../../../shared/fleet/lists/cameraList';
import { decodeListBytes, type ListEncoding } from '../../../shared/fleet/lists/decodeListBytes';
import { cameraListLimits } from '../../../shared/fleet/lists/listLimits';
import type { CliIo } from '../cliIo';
import { ExitCode, exitCodeForError } from '../exitCodes';
import { terminalSafeJson } from '../rc/rcOutput';
import { openServeWorkspace } from '../serve/serveWorkspace';
import { importOptions } from './fleetOptions';
import { formatOptionHelp } from '../../base/commandLine/optionHelp';
import { terminalLanguage } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize } from '../../../shared/i18n/text';

const program = 'camconfig fleet import';

export const importUsage = `Usage: ${program} FILE [options]

Imports a camera list into the workspace: the community CSV (';'-separated, a header row,
the address HOST[:PORT] first, further columns kept as the camera's variables, GROUP and
LABEL columns as its group and name) or the management center's .mxu list. Every line that
cannot be imported is reported with its number and why; the others are imported. Cameras
the workspace already has (same address and port) keep their id and credentials; the list
updates their variables (an empty cell removes one), group and name.

Options:
${formatOptionHelp(importOptions, 'en')}

Exit codes: 0 every camera line imported (or already there); 2 the file could not be read or
some lines were not imported (the others were); 1 the workspace could not be written.`;

interface ImportOptions {
  file: string;
  workspace: string | undefined;
  user: string;
  dryRun: boolean;
  json: boolean;
}

export async function runImportSubcommand(argv: string[], io: CliIo): Promise<number> {
  let options: ImportOptions | 'help';
  try {
    options = parseImportOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`${program}: ${error.message}\n\n${importUsage}\n`);
    return ExitCode.usage;
  }
  if (options === 'help') {
    io.stdout.write(importUsage + '\n');
    return ExitCode.ok;
  }
  try {
    const { text, encoding } = await readListFile(options.file);
    const workspace = await openServeWorkspace(options.workspace, io, program);
    const password = io.env[passwordEnvVariable] || null;
    const done = await importIntoWorkspace(workspace, basename(options.file), text, { user: options.user, password }, options.dryRun);
    report(io, options, workspace, done, encoding);
    return done.plan.problems.length > 0 ? ExitCode.usage : ExitCode.ok;
  } catch (error) {
    io.stderr.write(`${program}: ${error instanceof Error ? error.message : String(error)}\n`);
    return error instanceof WrongPassphraseError ? ExitCode.usage : exitCodeForError(error);
  }
}

function parseImportOptions(argv: string[]): ImportOptions | 'help' {
  const parsed = parseCommandLine(argv, importOptions, program);
  if (flag(parsed, 'help')) return 'help';
  const [file, ...extra] = parsed.positionals;
  if (file === undefined) throw new UsageError('which list? Give the file: camconfig fleet import FILE');
  if (extra.length > 0) throw new UsageError(`one list at a time: '${extra[0]}' is one argument too many`);
  const user = optionValue(parsed, 'user') ?? 'admin';
  if (user === '' || user.includes(':') || user.length > cameraListLimits.userLength) throw new UsageError(`--user '${user}' is not a user name (1 to ${cameraListLimits.userLength} characters, no ':')`);
  return { file, workspace: optionValue(parsed, 'workspace'), user, dryRun: flag(parsed, 'dry-run'), json: flag(parsed, 'json') };
}

async function readListFile(path: string): Promise<{ text: string; encoding: ListEncoding }> {
  let bytes: Buffer;
  try {
    bytes = await readCappedFile(path, cameraListLimits.fileBytes, { namedByUser: true });
  } catch (error) {
    const why = error instanceof InputTooLargeError ? error.message : `it cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`;
    throw new UsageError(`${path}: ${why}; nothing was imported`);
  }
  const decoded = decodeListBytes(bytes);
  if ('problem' in decoded) throw new UsageError(localize('cameraList.notRead', { file: path, problem: decoded.problem, consequence: localize('cameraList.nothingImported') }));
  return decoded;
}

function report(io: CliIo, options: ImportOptions, workspace: CameraWorkspace, done: WorkspaceImport, encoding: ListEncoding): void {
  const fileName = basename(options.file);
  const result = cameraImportReport(fileName, done.list, done.plan, done.cameraIds);
  for (const problem of result.problems) io.stderr.write(`${renderText(describeListProblem(fileName, problem), terminalLanguage(io.env))}\n`);
  for (const camera of result.added) {
    const where = camera.group === null ? '' : `, group ${camera.group}`;
    io.stderr.write(`${program}: ${options.dryRun ? 'would add' : `added ${camera.cameraId}`} ${camera.label} (${camera.host}:${camera.port})${where}${camera.passwordGiven ? '' : ', no password'}\n`);
  }
  for (const camera of result.existing) {
    if (camera.changes.length > 0) io.stderr.write(`${program}: ${options.dryRun ? 'would update' : 'updated'} ${camera.cameraId} ${camera.label} (line ${camera.line}): ${camera.changes.join(', ')}\n`);
  }
  const updated = result.existing.filter((camera) => camera.changes.length > 0).length;
  const unkept = result.added.filter((camera) => camera.passwordGiven).length;
  if (!options.dryRun && unkept > 0 && workspace.passwordStorage === 'memory-only') {
    io.stderr.write(`${program}: warning: ${unkept} password(s) of this list are not kept (no workspace passphrase): those cameras ask for their password in the studio\n`);
  }
  const verb = options.dryRun ? 'would be added (dry run: nothing written)' : 'added';
  io.stderr.write(
    `${program}: ${fileName} (${done.list.format === 'mxu' ? '.mxu' : 'CSV'}, read as ${encoding === 'utf-8' ? 'UTF-8' : 'Latin-1'}): ${result.added.length} camera(s) ${verb}, ${result.existing.length} already in the workspace (${updated} updated), ${result.problems.length} line(s) not imported${result.problems.length > 0 ? ' (above)' : ''}\n`,
  );
  if (options.json) io.stdout.write(terminalSafeJson({ ...result, encoding, workspace: workspace.folder, dryRun: options.dryRun }) + '\n');
}

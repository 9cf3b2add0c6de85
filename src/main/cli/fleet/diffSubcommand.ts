// camconfig fleet diff CAMERA[@SNAPSHOT] CAMERA[@SNAPSHOT] [SECTION] [--json]: two
// configurations at parameter level. A camera alone is read live (and kept as a snapshot);
// CAMERA@SNAPSHOT takes a snapshot of its history (its id, the start of it, or `latest`).
// With --list CSV the cameras are those of the list: a camera alone is read live (a listed
// camera has no history in the workspace to keep it in), CAMERA@BACKUP takes one of its backup
// files (the minute of its name as `fleet history --list` shows it, the start of it, the file
// name, or `latest`).
import { compareConfigurations, type ConfigComparison } from '../../../shared/fleet/configComparison';
import type { ConfigChange } from '../../../shared/remoteconfig/diff';
import { sectionNameText } from '../../../shared/remoteconfig/names';
import { optionValue, parseCommandLine, type ParsedCommandLine } from '../../base/commandLine/parseCommandLine';
import { UsageError } from '../../base/commandLine/usageError';
import type { CliIo } from '../cliIo';
import { ExitCode } from '../exitCodes';
import type { RcOutput } from '../rc/rcOutput';
import { listBackupsOf, readBackupFile } from '../../fleet';
import { CliAudit } from '../cliAudit';
import { createFleetClients } from './fleetClients';
import { backupsOption, diffOptions } from './fleetOptions';
import { backupsFolder, findListedCamera, listConnectionFor, readListConnection, readListedCameras, refuseConnectionWithoutList, refuseWithoutList, workspaceInUse, type ListedFleetCamera } from './listCameras';
import { findCamera, openFleetWorkspace, type FleetWorkspace } from './fleetWorkspace';
import { terminalLanguage, type Language } from '../../../shared/i18n/languages';
import { englishText, renderText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';

interface Side {
  /** Which configuration it is: a camera now, a snapshot or a backup. */
  source: Text;
  text: string;
}

export async function runDiffSubcommand(argv: string[], io: CliIo, output: RcOutput, signal: AbortSignal): Promise<number> {
  const args = parseCommandLine(argv, diffOptions, 'camconfig fleet diff');
  const [left, right, section, ...extra] = args.positionals;
  if (left === undefined || right === undefined || extra.length > 0) throw new UsageError(localize('cliFleet.diff.error.arguments'));
  const sectionProblem = section === undefined ? null : sectionNameText(section);
  if (sectionProblem) throw new UsageError(localize('cliFleet.diff.error.section', { section: section!, problem: sectionProblem }));
  const sidesOf = optionValue(args, 'list') === undefined ? await workspaceSides(args, io, output) : await listSides(args, [left, right], io, output);
  await sidesOf.audit.prepare();
  try {
    const sides = await Promise.all([sidesOf.read(left, signal), sidesOf.read(right, signal)]);
    const [leftSide, rightSide] = sides.map((side) => ({ source: englishText(side.source), text: side.text }));
    const comparison = compareConfigurations(leftSide!, rightSide!, section ?? null);
    output.result(diffLines(sides[0], sides[1], comparison, terminalLanguage(io.env)), { left: englishText(sides[0].source), right: englishText(sides[1].source), section: comparison.section, changes: comparison.changes });
    return ExitCode.ok;
  } finally {
    await sidesOf.audit.settled();
  }
}

interface SideReader {
  audit: CliAudit;
  read(argument: string, signal: AbortSignal): Promise<Side>;
}

async function workspaceSides(args: ParsedCommandLine, io: CliIo, output: RcOutput): Promise<SideReader> {
  refuseWithoutList(args, [backupsOption], localize('cliFleet.error.listHistoryWhy'));
  refuseConnectionWithoutList(args);
  const fleet = await openFleetWorkspace(optionValue(args, 'workspace'), io, output);
  return { audit: fleet.audit, read: (argument, signal) => readWorkspaceSide(fleet, argument, signal) };
}

async function readWorkspaceSide(fleet: FleetWorkspace, argument: string, signal: AbortSignal): Promise<Side> {
  const { name, wanted } = splitSide(argument);
  const camera = findCamera(fleet.cameras, name, fleet.folder);
  if (wanted === null) {
    const file = await fleet.clientFor(camera).readConfigFile({ signal });
    await fleet.snapshots.record(camera.id, file.text, 'read');
    return { source: localize('cliFleet.diff.source.workspaceNow', { camera: camera.id, label: camera.label }), text: file.text };
  }
  const chosen = pickOne(await fleet.snapshots.list(camera.id), wanted.toLowerCase(), (snapshot) => [snapshot.id], snapshotWords);
  if (isMissing(chosen)) throw new UsageError(localize('cliFleet.diff.error.noSnapshot', { argument, problem: chosen.problem, camera: camera.id }));
  const { snapshot, text } = await fleet.snapshots.read(camera.id, chosen.id);
  return { source: localize('cliFleet.diff.source.workspaceSnapshot', { camera: camera.id, label: camera.label, snapshot: snapshot.id, takenAt: snapshot.takenAt }), text };
}

/** The cameras of --list: read live with the list's connection (asked for only when a side is live), or from their backup files. */
async function listSides(args: ParsedCommandLine, sideArguments: string[], io: CliIo, output: RcOutput): Promise<SideReader> {
  const file = optionValue(args, 'list')!;
  const connection = readListConnection(args, io.env);
  const { cameras } = await readListedCameras(file, connection.https, io);
  const cameraOf = (argument: string): ListedFleetCamera => findListedCamera(cameras, splitSide(argument).name, file);
  const live = sideArguments.filter((argument) => splitSide(argument).wanted === null).map(cameraOf);
  const audit = new CliAudit(workspaceInUse(args, io), (message) => output.warn(message), terminalLanguage(io.env));
  const clients = createFleetClients(await listConnectionFor(connection, live, io), live, audit, (line) => output.note(line), terminalLanguage(io.env));
  const folder = backupsFolder(args, io);
  return {
    audit,
    read: async (argument, signal) => {
      const camera = cameraOf(argument);
      const { wanted } = splitSide(argument);
      if (wanted === null) {
        const text = await clients(camera.id, async (client) => (await client.readConfigFile({ signal })).text);
        return { source: localize('cliFleet.diff.source.listedNow', { camera: camera.id }), text };
      }
      const chosen = pickOne(await listBackupsOf(folder, camera.backupAddress), wanted, (backup) => [backup.id, backup.file], backupWords);
      if (isMissing(chosen)) throw new UsageError(localize('cliFleet.diff.error.noBackup', { argument, problem: chosen.problem, camera: camera.id, folder, file }));
      return { source: localize('cliFleet.diff.source.listedBackup', { camera: camera.id, file: chosen.file }), text: (await readBackupFile(folder, chosen.file)).text };
    },
  };
}

/** `CAMERA` (wanted null: read it now) or `CAMERA@WHICH`. */
function splitSide(argument: string): { name: string; wanted: string | null } {
  const at = argument.lastIndexOf('@');
  return at < 0 ? { name: argument, wanted: null } : { name: argument.slice(0, at), wanted: argument.slice(at + 1) };
}

/** Why no item was picked. */
interface Missing {
  problem: Text;
}

/** How the problems of picking a snapshot, or a backup, are worded. */
interface PickWords {
  noneYet: Text;
  startFits: (wanted: string, number: number) => Text;
  noSuch: (wanted: string) => Text;
}

const snapshotWords: PickWords = {
  noneYet: localize('cliFleet.diff.error.noSnapshotYet'),
  startFits: (wanted, number) => localize('cliFleet.diff.error.startFitsSnapshots', { wanted, number }),
  noSuch: (wanted) => localize('cliFleet.diff.error.noSuchSnapshot', { wanted }),
};

const backupWords: PickWords = {
  noneYet: localize('cliFleet.diff.error.noBackupYet'),
  startFits: (wanted, number) => localize('cliFleet.diff.error.startFitsBackups', { wanted, number }),
  noSuch: (wanted) => localize('cliFleet.diff.error.noSuchBackup', { wanted }),
};

function isMissing<T extends object>(picked: T | Missing): picked is Missing {
  return 'problem' in picked;
}

/** The one item (newest first) `wanted` names: `latest`, a name of it, or the start of one (4 characters at least); else why not. */
function pickOne<T extends object>(newestFirst: readonly T[], wanted: string, namesOf: (item: T) => string[], words: PickWords): T | Missing {
  if (wanted === latest) return newestFirst[0] ?? { problem: words.noneYet };
  const exact = newestFirst.filter((item) => namesOf(item).includes(wanted));
  if (exact.length === 1) return exact[0]!;
  const matches = wanted.length < 4 ? [] : newestFirst.filter((item) => namesOf(item).some((name) => name.startsWith(wanted)));
  if (matches.length === 1) return matches[0]!;
  return { problem: matches.length > 1 ? words.startFits(wanted, matches.length) : words.noSuch(wanted) };
}

const latest = 'latest';

function diffLines(left: Side, right: Side, comparison: ConfigComparison, language: Language): string[] {
  const words = (text: Text): string => renderText(text, language);
  const scope = comparison.section === null ? '' : words(localize('cliFleet.diff.section', { section: comparison.section }));
  const head = [`--- ${words(left.source)}`, `+++ ${words(right.source)}${scope}`];
  if (comparison.changes.length === 0) return [...head, words(localize('cliFleet.diff.noDifferences'))];
  return [...head, ...comparison.changes.map(changeLine), words(localize('cliFleet.diff.differences', { count: comparison.changes.length }))];
}

function changeLine(change: ConfigChange): string {
  const name = `${change.section}/${change.name}`;
  if (change.kind === 'added') return `+ ${name}=${change.newValue ?? ''}`;
  if (change.kind === 'removed') return `- ${name}=${change.oldValue ?? ''}`;
  return `~ ${name}: ${change.oldValue ?? ''} -> ${change.newValue ?? ''}`;
}

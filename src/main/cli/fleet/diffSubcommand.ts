// camconfig fleet diff CAMERA[@SNAPSHOT] CAMERA[@SNAPSHOT] [SECTION] [--json]: two
// configurations at parameter level. A camera alone is read live (and kept as a snapshot);
// CAMERA@SNAPSHOT takes a snapshot of its history (its id, the start of it, or `latest`).
// With --list CSV the cameras are those of the list: a camera alone is read live (a listed
// camera has no history in the workspace to keep it in), CAMERA@BACKUP takes one of its backup
// files (the minute of its name as `fleet history --list` shows it, the start of it, the file
// name, or `latest`).
import { compareConfigurations, type ConfigComparison } from '../../../shared/fleet/configComparison';
import type { ConfigChange } from '../../../shared/remoteconfig/diff';
import { validateSectionName } from '../../../shared/remoteconfig/names';
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

interface Side {
  source: string;
  text: string;
}

export async function runDiffSubcommand(argv: string[], io: CliIo, output: RcOutput, signal: AbortSignal): Promise<number> {
  const args = parseCommandLine(argv, diffOptions, 'camconfig fleet diff');
  const [left, right, section, ...extra] = args.positionals;
  if (left === undefined || right === undefined || extra.length > 0) throw new UsageError('fleet diff takes CAMERA[@SNAPSHOT] CAMERA[@SNAPSHOT] and optionally a SECTION');
  const sectionProblem = section === undefined ? null : validateSectionName(section);
  if (sectionProblem) throw new UsageError(`section '${section}': ${sectionProblem}`);
  const sidesOf = optionValue(args, 'list') === undefined ? await workspaceSides(args, io, output) : await listSides(args, [left, right], io, output);
  await sidesOf.audit.prepare();
  try {
    const sides = await Promise.all([sidesOf.read(left, signal), sidesOf.read(right, signal)]);
    const comparison = compareConfigurations(sides[0], sides[1], section ?? null);
    output.result(diffLines(sides[0], sides[1], comparison), { left: sides[0].source, right: sides[1].source, section: comparison.section, changes: comparison.changes });
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
  refuseWithoutList(args, [backupsOption], "a workspace camera's history is its snapshots in the workspace");
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
    return { source: `${camera.id} (${camera.label}) now`, text: file.text };
  }
  const chosen = pickOne(await fleet.snapshots.list(camera.id), wanted.toLowerCase(), (snapshot) => [snapshot.id], 'snapshot');
  if (typeof chosen === 'string') throw new UsageError(`'${argument}': ${chosen} of ${camera.id}; give 'latest' or at least 4 characters of an id listed by camconfig fleet history ${camera.id}`);
  const { snapshot, text } = await fleet.snapshots.read(camera.id, chosen.id);
  return { source: `${camera.id} (${camera.label}) snapshot ${snapshot.id} of ${snapshot.takenAt}`, text };
}

/** The cameras of --list: read live with the list's connection (asked for only when a side is live), or from their backup files. */
async function listSides(args: ParsedCommandLine, sideArguments: string[], io: CliIo, output: RcOutput): Promise<SideReader> {
  const file = optionValue(args, 'list')!;
  const connection = readListConnection(args, io.env);
  const { cameras } = await readListedCameras(file, connection.https, io);
  const cameraOf = (argument: string): ListedFleetCamera => findListedCamera(cameras, splitSide(argument).name, file);
  const live = sideArguments.filter((argument) => splitSide(argument).wanted === null).map(cameraOf);
  const audit = new CliAudit(workspaceInUse(args, io), (message) => output.warn(message));
  const clients = createFleetClients(await listConnectionFor(connection, live, io), live, audit, (line) => output.note(line));
  const folder = backupsFolder(args, io);
  return {
    audit,
    read: async (argument, signal) => {
      const camera = cameraOf(argument);
      const { wanted } = splitSide(argument);
      if (wanted === null) {
        const text = await clients(camera.id, async (client) => (await client.readConfigFile({ signal })).text);
        return { source: `${camera.id} now`, text };
      }
      const chosen = pickOne(await listBackupsOf(folder, camera.backupAddress), wanted, (backup) => [backup.id, backup.file], 'backup');
      if (typeof chosen === 'string') throw new UsageError(`'${argument}': ${chosen} of ${camera.id} in ${folder}; give 'latest', at least 4 characters of a backup listed by camconfig fleet history --list ${file} ${camera.id}, or its file name`);
      return { source: `${camera.id} backup ${chosen.file}`, text: (await readBackupFile(folder, chosen.file)).text };
    },
  };
}

/** `CAMERA` (wanted null: read it now) or `CAMERA@WHICH`. */
function splitSide(argument: string): { name: string; wanted: string | null } {
  const at = argument.lastIndexOf('@');
  return at < 0 ? { name: argument, wanted: null } : { name: argument.slice(0, at), wanted: argument.slice(at + 1) };
}

/** The one item (newest first) `wanted` names: `latest`, a name of it, or the start of one (4 characters at least); else why not. */
function pickOne<T>(newestFirst: readonly T[], wanted: string, namesOf: (item: T) => string[], noun: string): T | string {
  if (wanted === latest) return newestFirst[0] ?? `no ${noun} yet`;
  const exact = newestFirst.filter((item) => namesOf(item).includes(wanted));
  if (exact.length === 1) return exact[0]!;
  const matches = wanted.length < 4 ? [] : newestFirst.filter((item) => namesOf(item).some((name) => name.startsWith(wanted)));
  if (matches.length === 1) return matches[0]!;
  return matches.length > 1 ? `the start '${wanted}' fits ${matches.length} ${noun}s` : `no ${noun} '${wanted}'`;
}

const latest = 'latest';

function diffLines(left: Side, right: Side, comparison: ConfigComparison): string[] {
  const scope = comparison.section === null ? '' : ` (section ${comparison.section})`;
  const head = [`--- ${left.source}`, `+++ ${right.source}${scope}`];
  if (comparison.changes.length === 0) return [...head, 'no differences'];
  return [...head, ...comparison.changes.map(changeLine), `${comparison.changes.length} difference(s)`];
}

function changeLine(change: ConfigChange): string {
  const name = `${change.section}/${change.name}`;
  if (change.kind === 'added') return `+ ${name}=${change.newValue ?? ''}`;
  if (change.kind === 'removed') return `- ${name}=${change.oldValue ?? ''}`;
  return `~ ${name}: ${change.oldValue ?? ''} -> ${change.newValue ?? ''}`;
}

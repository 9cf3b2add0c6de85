// camconfig fleet diff CAMERA[@SNAPSHOT] CAMERA[@SNAPSHOT] [SECTION] [--json]: two
// configurations at parameter level. A camera alone is read live (and kept as a snapshot);
// CAMERA@SNAPSHOT takes a snapshot of its history (its id, or the start of it).
import { compareConfigurations, type ConfigComparison } from '../../../shared/fleet/configComparison';
import type { ConfigChange } from '../../../shared/remoteconfig/diff';
import { validateSectionName } from '../../../shared/remoteconfig/names';
import { optionValue, parseCommandLine } from '../../base/commandLine/parseCommandLine';
import { UsageError } from '../../base/commandLine/usageError';
import type { CliIo } from '../cliIo';
import { ExitCode } from '../exitCodes';
import type { RcOutput } from '../rc/rcOutput';
import { diffOptions } from './fleetOptions';
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
  const fleet = await openFleetWorkspace(optionValue(args, 'workspace'), io, output);
  await fleet.audit.prepare();
  try {
    const sides = await Promise.all([readSide(fleet, left, signal), readSide(fleet, right, signal)]);
    const comparison = compareConfigurations(sides[0], sides[1], section ?? null);
    output.result(diffLines(sides[0], sides[1], comparison), { left: sides[0].source, right: sides[1].source, section: comparison.section, changes: comparison.changes });
    return ExitCode.ok;
  } finally {
    await fleet.audit.settled();
  }
}

async function readSide(fleet: FleetWorkspace, argument: string, signal: AbortSignal): Promise<Side> {
  const at = argument.lastIndexOf('@');
  const camera = findCamera(fleet.cameras, at < 0 ? argument : argument.slice(0, at), fleet.folder);
  if (at < 0) {
    const file = await fleet.clientFor(camera).readConfigFile({ signal });
    await fleet.snapshots.record(camera.id, file.text, 'read');
    return { source: `${camera.id} (${camera.label}) now`, text: file.text };
  }
  const wanted = argument.slice(at + 1).toLowerCase();
  const matches = (await fleet.snapshots.list(camera.id)).filter((snapshot) => snapshot.id.startsWith(wanted));
  if (wanted.length < 4 || matches.length !== 1) {
    throw new UsageError(`'${argument}': ${matches.length > 1 ? `the start '${wanted}' fits ${matches.length} snapshots` : 'no such snapshot'} of ${camera.id}; give at least 4 characters of an id listed by camconfig fleet history ${camera.id}`);
  }
  const { snapshot, text } = await fleet.snapshots.read(camera.id, matches[0]!.id);
  return { source: `${camera.id} (${camera.label}) snapshot ${snapshot.id} of ${snapshot.takenAt}`, text };
}

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

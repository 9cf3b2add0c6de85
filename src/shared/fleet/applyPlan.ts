// The exact script each camera of a fleet apply is sent: its command file filled in with the
// camera's variables, checked as `camconfig rc script` checks a file, then the sections it
// writes listed again in the same request (the answer proves what the camera holds) and
// store, update and reboot as asked. The dry run shows these scripts; the apply sends them.
import { scriptEntries } from '../remoteconfig/responseParser';
import { commandLines, prepareRawScript, ScriptError, type ParamAssignment } from '../remoteconfig/scriptBuilder';
import { commandWords, splitParamAssignment } from '../remoteconfig/scriptGrammar';
import { validateNewValue } from '../remoteconfig/names';
import { CommandFileError, fillCommandFile, lineLocation, readCommandFile, unknownPlaceholders, type CameraVariables, type CommandFile } from './commandFile';

export interface FleetApplySteps {
  /** Write the running configuration to flash after the commands. */
  store: boolean;
  /** Apply what can be applied without a reboot. */
  update: boolean;
  /** Reboot at the end (needs store, or the camera boots from its old flash copy). */
  reboot: boolean;
}

export interface FleetCamera extends CameraVariables {
  id: string;
}

export interface CameraScript {
  cameraId: string;
  label: string;
  /** The request body exactly as it is sent. */
  script: string;
  /** The `write params` values, last one per parameter: what is read back afterwards. */
  expected: ParamAssignment[];
  /** The script ends in a reboot (asked for, or in the command file itself). */
  reboots: boolean;
}

export interface PlanOptions {
  /** Every variable name a camera of the list may have (its columns); undefined: only missing values are checked. */
  columns?: readonly string[];
  /** What the columns are called in messages; default "the camera list's columns". */
  columnsKnownAs?: string;
  steps: FleetApplySteps;
}

/** One script per camera, or CommandFileError listing every problem of every camera: then nothing may be sent. */
export function planFleetApply(file: CommandFile, cameras: readonly FleetCamera[], { columns, columnsKnownAs, steps }: PlanOptions): CameraScript[] {
  const problems = columns === undefined ? [] : unknownPlaceholders(file, columns, columnsKnownAs);
  if (problems.length > 0) throw new CommandFileError(problems);
  const scripts: CameraScript[] = [];
  for (const camera of cameras) {
    const planned = planCamera(file, camera, steps);
    if (Array.isArray(planned)) problems.push(...planned);
    else scripts.push(planned);
  }
  if (problems.length > 0) throw new CommandFileError(problems);
  return scripts;
}

function planCamera(file: CommandFile, camera: FleetCamera, steps: FleetApplySteps): CameraScript | string[] {
  const filled = fillCommandFile(file, camera);
  if (filled.problems.length > 0) return filled.problems;
  let prepared: string;
  try {
    prepared = prepareRawScript(filled.text);
  } catch (error) {
    if (error instanceof ScriptError) return [`${scriptErrorLocation(file, error)} (camera ${camera.label})`];
    throw error;
  }
  const commands = new Set(scriptEntries(prepared).filter((entry) => entry.kind === 'command').map((entry) => commandWords(entry.line)[0]));
  if (steps.reboot && !steps.store && !commands.has('store')) return [`reboot without store would lose the changes (the camera boots from its flash copy): store as well`];
  const expected = writtenParams(prepared);
  const readBackSections = [...new Set(expected.map((param) => param.section))];
  const extra = [
    ...(readBackSections.length > 0 ? commandLines({ kind: 'view', sections: readBackSections }) : []),
    ...(steps.store && !commands.has('store') ? ['store'] : []),
    ...(steps.update && !commands.has('update') ? ['update'] : []),
    ...(steps.reboot && !commands.has('reboot') ? ['reboot'] : []),
  ];
  return { cameraId: camera.id, label: camera.label, script: beforeEndCommand(prepared, extra), expected, reboots: steps.reboot || commands.has('reboot') };
}

/** A ScriptError's message with the line named as the file names it. */
function scriptErrorLocation(file: CommandFile, error: ScriptError): string {
  if (error.line === undefined) return `${file.name}: ${error.message}`;
  return `${lineLocation(file, error.line)}: ${error.message.replace(/^line \d+: /, '')}`;
}

/** The `write params` assignments of a checked script; a parameter written twice counts with its last value. */
export function writtenParams(script: string): ParamAssignment[] {
  const byKey = new Map<string, ParamAssignment>();
  for (const entry of scriptEntries(script)) {
    if (entry.kind !== 'command' || commandWords(entry.line).join(' ') !== 'write params') continue;
    for (const line of entry.blockLines) {
      const param = splitParamAssignment(line);
      if (param) byKey.set(`${param.section}/${param.name}`, param);
    }
  }
  return [...byKey.values()];
}

/** Inserts command lines before the end command of a script prepareRawScript has checked (it always has one). */
function beforeEndCommand(script: string, lines: string[]): string {
  const all = script.slice(0, -1).split('\n');
  const end = all.findLastIndex((line) => line === 'quit' || line === 'exit');
  all.splice(end, 0, ...lines);
  return all.join('\n') + '\n';
}

/** The studio's edits as a command file: one `write params` block; values may hold `{COLUMN}` placeholders. */
export function editsCommandFile(edits: readonly ParamAssignment[]): CommandFile {
  const problems = edits.flatMap((edit) => {
    const problem = validateNewValue(edit.value);
    return problem ? [`the value of ${edit.section}/${edit.name}: ${problem}`] : [];
  });
  if (problems.length > 0) throw new CommandFileError(problems);
  const lines = ['write params', ...edits.map((edit) => `${edit.section}/${edit.name}=${edit.value}`)];
  const file = readCommandFile('the edits', lines.join('\n'));
  return { ...file, lineNames: ['the edits', ...edits.map((edit) => `the value of ${edit.section}/${edit.name}`)] };
}

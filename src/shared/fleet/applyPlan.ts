// The exact script each camera of a fleet apply is sent: its command file filled in with the
// camera's variables, checked as `camconfig rc script` checks a file, then the sections it
// writes listed again in the same request (the answer proves what the camera holds) and
// store, update and reboot as asked. The dry run shows these scripts; the apply sends them.
import { scriptEntries } from '../remoteconfig/responseParser';
import { checkRawScript, commandLines, ScriptError, type ParamAssignment } from '../remoteconfig/scriptBuilder';
import { commandWords, rebootLosesChange, splitParamAssignment, type UnstoredChange } from '../remoteconfig/scriptGrammar';
import { newValueText } from '../remoteconfig/names';
import type { CheckedRawScript } from '../remoteconfig/rawScript';
import { localize, type Text } from '../i18n/text';
import { CommandFileError, fileLocation, fillCommandFile, lineLocation, readCommandFile, unknownPlaceholders, type CameraVariables, type CommandFile, type KnownNames } from './commandFile';

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
  /** What the columns are called in messages; default the camera list's columns. */
  columnsKnownAs?: KnownNames;
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

function planCamera(file: CommandFile, camera: FleetCamera, steps: FleetApplySteps): CameraScript | Text[] {
  const filled = fillCommandFile(file, camera);
  if (filled.problems.length > 0) return filled.problems;
  let checked: CheckedRawScript;
  try {
    checked = checkRawScript(filled.text);
  } catch (error) {
    if (error instanceof ScriptError) return [localize('commandFile.forCamera', { problem: scriptErrorLocation(file, error), camera: camera.label })];
    throw error;
  }
  const { body: prepared, unstoredChange } = checked;
  const commands = new Set(scriptEntries(prepared).filter((entry) => entry.kind === 'command').map((entry) => commandWords(entry.line)[0]));
  if (steps.reboot && !steps.store && unstoredChange) return [lostInRebootStep(file, unstoredChange, camera)];
  const expected = writtenParams(prepared);
  const readBackSections = [...new Set(expected.map((param) => param.section))];
  const extra = [
    ...(readBackSections.length > 0 ? commandLines({ kind: 'view', sections: readBackSections }) : []),
    ...(steps.store && (unstoredChange || !commands.has('store')) ? ['store'] : []),
    ...(steps.update && !commands.has('update') ? ['update'] : []),
  ];
  const withExtra = beforeReboot(prepared, extra);
  const script = steps.reboot && !commands.has('reboot') ? beforeEndCommand(withExtra, ['reboot']) : withExtra;
  return { cameraId: camera.id, label: camera.label, script, expected, reboots: steps.reboot || commands.has('reboot') };
}

/** The reboot step refused: the file leaves a change unstored and no store step was asked for. */
function lostInRebootStep(file: CommandFile, change: UnstoredChange, camera: FleetCamera): Text {
  const where = typeof change.where === 'number' ? lineLocation(file, change.where) : change.where;
  return localize('commandFile.lostInRebootStep', { problem: rebootLosesChange({ ...change, where }, localize('commandFile.rebootStep')), camera: camera.label });
}

/** A ScriptError's text with the line named as the file names it. */
function scriptErrorLocation(file: CommandFile, error: ScriptError): Text {
  if (error.line === undefined) return localize('commandFile.inFile', { where: fileLocation(file), problem: error.text });
  const problem = error.text.id === 'remoteConfig.script.atLine' ? (error.text.params?.message ?? error.text) : error.text;
  return localize('commandFile.inFile', { where: lineLocation(file, error.line), problem });
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

/** Inserts command lines before the end command of a script checkRawScript has checked (it always has one). */
function beforeEndCommand(script: string, lines: string[]): string {
  return insertBefore(script, lines, (line) => line === 'quit' || line === 'exit');
}

/** Inserts command lines before the script's reboot (the read-back and store belong before the camera goes down), else before its end command. */
function beforeReboot(script: string, lines: string[]): string {
  return script.split('\n').includes('reboot') ? insertBefore(script, lines, (line) => line === 'reboot', 'first') : beforeEndCommand(script, lines);
}

function insertBefore(script: string, lines: string[], isAnchor: (line: string) => boolean, which: 'first' | 'last' = 'last'): string {
  const all = script.slice(0, -1).split('\n');
  const at = which === 'first' ? all.findIndex(isAnchor) : all.findLastIndex(isAnchor);
  all.splice(at, 0, ...lines);
  return all.join('\n') + '\n';
}

/** The studio's edits as a command file: one `write params` block; values may hold `{COLUMN}` placeholders. */
export function editsCommandFile(edits: readonly ParamAssignment[]): CommandFile {
  const problems = edits.flatMap((edit) => {
    const problem = newValueText(edit.value);
    return problem ? [localize('commandFile.editedValueProblem', { section: edit.section, name: edit.name, problem })] : [];
  });
  if (problems.length > 0) throw new CommandFileError(problems);
  const lines = ['write params', ...edits.map((edit) => `${edit.section}/${edit.name}=${edit.value}`)];
  const title = localize('commandFile.edits');
  const file = readCommandFile('edits', lines.join('\n'));
  return { ...file, title, lineNames: [title, ...edits.map((edit) => localize('commandFile.editedValue', { section: edit.section, name: edit.name }))] };
}

// Per-camera variables: the CSV columns after the address, used as `{NAME}` placeholders in
// command files. Their names and values are checked here, for the import, the edit form and
// the workspace file alike.
import { describeChar, firstNonLatin1 } from '../../remoteconfig/latin1';
import { controlCharacterProblem } from '../../text/controlCharacters';
import { misleadingCharacterProblem } from '../../text/misleadingCharacters';
import { cameraListLimits } from './listLimits';

const variableNamePattern = /^[A-Za-z_][A-Za-z0-9_-]*$/;

const reservedVariableNames: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Columns the import reads as the camera's own fields, not as variables (any letter case). */
export const reservedColumns = { group: 'GROUP', label: 'LABEL' } as const;

/** Kept in cameras.json in plain text, so a column that looks like a password is refused. */
const secretLookingName = /pass|pwd|secret|kennwort|token/i;

/** What is wrong with a variable name, or null when it can be used as a `{NAME}` placeholder. */
export function variableNameProblem(name: string): string | null {
  if (name === '') return 'has no name';
  if (name.length > cameraListLimits.variableNameLength) return `name '${name.slice(0, 20)}…' is longer than ${cameraListLimits.variableNameLength} characters`;
  // Object keys JavaScript treats specially: `__proto__` would be lost, not kept; the others shadow what every object has.
  if (reservedVariableNames.has(name)) return `name '${name}' is reserved`;
  if (!variableNamePattern.test(name)) return `name '${name}' is not usable as a {${name}} placeholder (letters, digits, '_' and '-', starting with a letter or '_')`;
  if (secretLookingName.test(name)) return `'${name}' looks like a password: variables are kept in plain text, so passwords go in an .mxu list or the import's password field instead`;
  return null;
}

/** What is wrong with a variable's value, or null. */
export function variableValueProblem(value: string): string | null {
  if (value.length > cameraListLimits.variableValueLength) return `is longer than ${cameraListLimits.variableValueLength} characters`;
  // A value goes into one line of a command script: a line break would start a new command.
  const control = controlCharacterProblem(value, 'value') ?? misleadingCharacterProblem(value, 'value');
  return control === null ? null : control.replace(/^value /, '');
}

/**
 * What is wrong with a variable's value read from a camera list, or null: as `variableValueProblem`,
 * and in ISO-8859-1, as the camera reads it. (A workspace kept before this rule still loads: the
 * value is refused where it is filled in.)
 */
export function listedVariableValueProblem(value: string): string | null {
  const problem = variableValueProblem(value);
  if (problem) return problem;
  const bad = firstNonLatin1(value);
  return bad ? `contains ${describeChar(bad.char)}, which ISO-8859-1 (Latin-1) cannot encode` : null;
}

/** What is wrong with a whole set of variables (as the edit form sends it), or null. */
export function variablesProblem(variables: Record<string, string>): string | null {
  const names = Object.keys(variables);
  if (names.length > cameraListLimits.variablesPerCamera) return `a camera has at most ${cameraListLimits.variablesPerCamera} variables, not ${names.length}`;
  const seen = new Map<string, string>();
  for (const name of names) {
    const problem = variableNameProblem(name) ?? (isReservedColumn(name) ? `'${name}' is the camera's ${name.toLowerCase()}, not a variable` : null);
    if (problem) return `variable ${problem}`;
    const valueProblem = variableValueProblem(variables[name]!);
    if (valueProblem) return `the value of ${name} ${valueProblem}`;
    const clash = seen.get(name.toUpperCase());
    if (clash !== undefined) return `variables ${clash} and ${name} differ only in letter case`;
    seen.set(name.toUpperCase(), name);
  }
  return null;
}

export function isReservedColumn(name: string): boolean {
  const upper = name.toUpperCase();
  return upper === reservedColumns.group || upper === reservedColumns.label;
}

/** What is wrong with a group name, or null. */
export function groupProblem(group: string): string | null {
  if (group.trim() === '') return 'group name is empty';
  if (group.length > cameraListLimits.groupLength) return `group name is longer than ${cameraListLimits.groupLength} characters`;
  return controlCharacterProblem(group, 'group name') ?? misleadingCharacterProblem(group, 'group name');
}

// Per-camera variables: the CSV columns after the address, used as `{NAME}` placeholders in
// command files. Their names and values are checked here, for the import, the edit form and
// the workspace file alike.
import { describeChar, firstNonLatin1 } from '../../remoteconfig/latin1';
import { localize, type Text } from '../../i18n/text';
import { controlCharacterText } from '../../text/controlCharacters';
import { misleadingCharacterText } from '../../text/misleadingCharacters';
import { cameraListLimits } from './listLimits';

const variableNamePattern = /^[A-Za-z_][A-Za-z0-9_-]*$/;

const reservedVariableNames: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Columns the import reads as the camera's own fields, not as variables (any letter case). */
export const reservedColumns = { group: 'GROUP', label: 'LABEL' } as const;

/** Kept in cameras.json in plain text, so a column that looks like a password is refused. */
const secretLookingName = /pass|pwd|secret|kennwort|token/i;

/** What is wrong with a variable name, or null when it can be used as a `{NAME}` placeholder. */
export function variableNameProblem(name: string): Text | null {
  if (name === '') return localize('cameraList.variable.noName');
  if (name.length > cameraListLimits.variableNameLength) return localize('cameraList.variable.nameTooLong', { name: `${name.slice(0, 20)}…`, max: String(cameraListLimits.variableNameLength) });
  // Object keys JavaScript treats specially: `__proto__` would be lost, not kept; the others shadow what every object has.
  if (reservedVariableNames.has(name)) return localize('cameraList.variable.reservedName', { name });
  if (!variableNamePattern.test(name)) return localize('cameraList.variable.notPlaceholder', { name, placeholder: `{${name}}` });
  if (secretLookingName.test(name)) return localize('cameraList.variable.looksLikePassword', { name });
  return null;
}

/** What is wrong with a variable's value, or null; `subject` names it ("the value of SIP"). A value goes into one line of a command script: a line break would start a new command. */
export function variableValueProblem(value: string, subject: Text): Text | null {
  if (value.length > cameraListLimits.variableValueLength) return localize('cameraList.variable.valueTooLong', { subject, max: String(cameraListLimits.variableValueLength) });
  return controlCharacterText(value, subject) ?? misleadingCharacterText(value, subject);
}

/**
 * What is wrong with a variable's value read from a camera list, or null: as `variableValueProblem`,
 * and in ISO-8859-1, as the camera reads it. (A workspace kept before this rule still loads: the
 * value is refused where it is filled in.)
 */
export function listedVariableValueProblem(value: string, subject: Text): Text | null {
  const problem = variableValueProblem(value, subject);
  if (problem) return problem;
  const bad = firstNonLatin1(value);
  return bad ? localize('cameraList.variable.notLatin1', { subject, character: describeChar(bad.char) }) : null;
}

/** What is wrong with a whole set of variables (as the edit form sends it), or null. */
export function variablesProblem(variables: Record<string, string>): Text | null {
  const names = Object.keys(variables);
  if (names.length > cameraListLimits.variablesPerCamera) return localize('cameraList.variable.tooMany', { max: String(cameraListLimits.variablesPerCamera), count: String(names.length) });
  const seen = new Map<string, string>();
  for (const name of names) {
    const problem = variableNameProblem(name) ?? (isReservedColumn(name) ? localize(name.toUpperCase() === reservedColumns.group ? 'cameraList.variable.isGroup' : 'cameraList.variable.isLabel', { name }) : null);
    if (problem) return localize('cameraList.variable.problem', { problem });
    const valueProblem = variableValueProblem(variables[name]!, localize('cameraList.variable.valueOf', { name }));
    if (valueProblem) return valueProblem;
    const clash = seen.get(name.toUpperCase());
    if (clash !== undefined) return localize('cameraList.variable.letterCase', { first: clash, second: name });
    seen.set(name.toUpperCase(), name);
  }
  return null;
}

export function isReservedColumn(name: string): boolean {
  const upper = name.toUpperCase();
  return upper === reservedColumns.group || upper === reservedColumns.label;
}

/** What is wrong with a group name, or null. */
export function groupProblem(group: string): Text | null {
  const subject = localize('cameraList.variable.groupName');
  if (group.trim() === '') return localize('textRules.length.empty', { subject });
  if (group.length > cameraListLimits.groupLength) return localize('textRules.length.tooLong', { subject, max: String(cameraListLimits.groupLength) });
  return controlCharacterText(group, subject) ?? misleadingCharacterText(group, subject);
}

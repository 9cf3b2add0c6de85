// A baseline's values for one camera: its `{VARIABLE}` placeholders filled from the camera's
// variables by the rules of command files (commandFile.ts), each value one line of a command
// file whose lines are named by the baseline's line and parameter. A placeholder that is no
// variable of any camera, one this camera has no value for, or a value with a line break is a
// problem naming the baseline line, the placeholder and the camera: such a camera cannot be
// checked (never compliant).
import { fillCommandFile, readCommandFile, unknownPlaceholders, type CameraVariables, type CommandFile } from '../fleet/commandFile';
import { localize, type Text } from '../i18n/text';
import type { ParsedBaseline } from './baselineText';

export interface ExpectedValue {
  section: string;
  name: string;
  /** The value this camera must hold, placeholders filled. */
  value: string;
}

export type FilledBaseline = { ok: true; expected: ExpectedValue[] } | { ok: false; problems: Text[] };

/** The baseline's values as a command file: one line per parameter, named "baseline <source> line N (section/NAME)". */
export function baselineValuesFile(baseline: ParsedBaseline): CommandFile {
  const file = readCommandFile(baseline.source, baseline.parameters.map((parameter) => parameter.value).join('\n'));
  // Every value keeps its own line even when it is empty (readCommandFile drops a last empty line).
  const lines = baseline.parameters.map((parameter) => parameter.value);
  const lineNames = baseline.parameters.map((parameter) => localize('commandFile.baselineLine', { source: baseline.source, line: String(parameter.line), section: parameter.section, name: parameter.name }));
  return { ...file, title: localize('commandFile.baselineFile', { source: baseline.source }), lines, lineNames };
}

/**
 * The expected values for `camera`. `knownVariables`: every variable name a camera of the check
 * has; a placeholder outside them is unknown (a typo), one inside them this camera lacks is missing.
 */
export function fillBaseline(baseline: ParsedBaseline, camera: CameraVariables, knownVariables: readonly string[]): FilledBaseline {
  if (baseline.placeholders.length === 0) return { ok: true, expected: baseline.parameters.map(({ section, name, value }) => ({ section, name, value })) };
  const file = baselineValuesFile(baseline);
  // An unknown name is a typo for every camera: said as such, not as a value each camera lacks.
  const unknown = unknownPlaceholders(file, knownVariables, 'checkedVariables');
  if (unknown.length > 0) return { ok: false, problems: unknown.map((problem) => localize('commandFile.forCamera', { problem, camera: camera.label })) };
  const filled = fillCommandFile(file, camera);
  if (filled.problems.length > 0) return { ok: false, problems: filled.problems };
  const values = filled.text.split('\n');
  return { ok: true, expected: baseline.parameters.map(({ section, name }, index) => ({ section, name, value: values[index]! })) };
}

// A community command file: remote configuration commands, one per line, with `helo`/`quit`
// or without, and `{COLUMN}` placeholders that each camera fills from its own variables (the
// columns of its line in the camera list). Every placeholder is checked for every camera
// before anything is sent: one unknown name or missing value refuses the whole run.
import type { ErrorKind } from '../errors/errorKind';

/** `{NAME}`: letters, digits, `_`, `-`, `.` and spaces inside braces, as CSV headers are written. */
export const placeholderPattern = /\{([A-Za-z0-9_.\- ]{1,64})\}/g;

/** Longest command file read (a community file is a few kilobytes). */
export const maxCommandFileBytes = 1024 * 1024;

export interface PlaceholderUse {
  name: string;
  /** 1-based line of the command file. */
  line: number;
}

export interface CommandFile {
  /** The file's name as the technician gave it: every message names it. */
  name: string;
  lines: string[];
  placeholders: PlaceholderUse[];
  /** What to call each line in messages instead of "<name> line N" (the studio's edits name their parameter). */
  lineNames?: string[];
}

/** Where a line is, in a message: "levels.txt line 3", or the line's own name. */
export function lineLocation(file: CommandFile, line: number): string {
  return file.lineNames?.[line - 1] ?? `${file.name} line ${line}`;
}

/** A camera as a command file sees it: a name for messages and its variables. */
export interface CameraVariables {
  label: string;
  variables: Readonly<Record<string, string>>;
}

/** A command file that cannot be filled in for some camera; lists every problem (file, line, placeholder, camera). */
export class CommandFileError extends Error {
  get kind(): ErrorKind {
    return 'bad_input';
  }

  override readonly name = 'CommandFileError';

  constructor(readonly problems: string[]) {
    super(describeProblems(problems));
  }
}

const maxProblemsShown = 20;

function describeProblems(problems: string[]): string {
  const shown = problems.slice(0, maxProblemsShown);
  const more = problems.length > shown.length ? `\n  ... and ${problems.length - shown.length} more` : '';
  return `nothing was sent: ${problems.length === 1 ? 'a problem' : `${problems.length} problems`} with the commands:\n  ${shown.join('\n  ')}${more}`;
}

export function readCommandFile(name: string, text: string): CommandFile {
  if (text.length > maxCommandFileBytes) throw new CommandFileError([`${name}: the file is larger than ${maxCommandFileBytes / 1024} KiB; a command file is a few kilobytes`]);
  const withoutBom = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const lines = withoutBom.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  const placeholders = lines.flatMap((line, index) => [...line.matchAll(placeholderPattern)].map((match) => ({ name: match[1]!, line: index + 1 })));
  return { name, lines, placeholders };
}

/**
 * Problems of placeholders no camera can fill: names that are not among `known` (the list's
 * columns). Checked once for the file rather than once per camera.
 */
export function unknownPlaceholders(file: CommandFile, known: readonly string[], knownAs = "the camera list's columns"): string[] {
  const knownNames = new Set(known);
  const list = known.length === 0 ? `there are no ${knownAs}` : `${knownAs} are ${known.join(', ')}`;
  return file.placeholders.filter((use) => !knownNames.has(use.name)).map((use) => `${lineLocation(file, use.line)}: unknown placeholder {${use.name}} (${list})`);
}

/** The file's text for one camera; a placeholder without a value is a problem naming file, line, placeholder and camera. */
export function fillCommandFile(file: CommandFile, camera: CameraVariables): { text: string; problems: string[] } {
  const problems: string[] = [];
  const lines = file.lines.map((line, index) =>
    line.replace(placeholderPattern, (whole, name: string) => {
      const value = camera.variables[name];
      if (value !== undefined && /[\r\n\0]/.test(value)) {
        problems.push(`${lineLocation(file, index + 1)}: the value of {${name}} for camera ${camera.label} contains a line break, which would start another command`);
        return whole;
      }
      if (value !== undefined && value !== '') return value;
      problems.push(`${lineLocation(file, index + 1)}: placeholder {${name}} has no value for camera ${camera.label}`);
      return whole;
    }),
  );
  return { text: lines.map((line) => `${line}\n`).join(''), problems };
}

// A community command file: remote configuration commands, one per line, with `helo`/`quit`
// or without, and `{COLUMN}` placeholders that each camera fills from its own variables (the
// columns of its line in the camera list). Every placeholder is checked for every camera
// before anything is sent: one unknown name or missing value refuses the whole run.
import type { ErrorKind } from '../errors/errorKind';
import { LocalizedError } from '../i18n/localizedError';
import { linesOf, localize, type Text, type TextParam } from '../i18n/text';

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
  /** What to call the file in messages when it is no file the technician named (the studio's edits). */
  title?: Text;
  /** What to call each line in messages instead of "<name> line N" (the studio's edits name their parameter). */
  lineNames?: Text[];
}

/** The file as messages name it: its title, else its name. */
export function fileLocation(file: CommandFile): TextParam {
  return file.title ?? file.name;
}

/** Where a line is, in a message: "levels.txt line 3", or the line's own name. */
export function lineLocation(file: CommandFile, line: number): Text {
  return file.lineNames?.[line - 1] ?? localize('commandFile.line', { file: fileLocation(file), line: String(line) });
}

/** A camera as a command file sees it: a name for messages and its variables. */
export interface CameraVariables {
  label: string;
  variables: Readonly<Record<string, string>>;
}

/** A command file that cannot be filled in for some camera; lists every problem (file, line, placeholder, camera). */
export class CommandFileError extends LocalizedError {
  get kind(): ErrorKind {
    return 'bad_input';
  }

  override readonly name = 'CommandFileError';

  constructor(readonly problems: Text[]) {
    super(describeProblems(problems));
  }
}

const maxProblemsShown = 20;

function describeProblems(problems: readonly Text[]): Text {
  const shown = problems.slice(0, maxProblemsShown);
  const more = problems.length > shown.length ? localize('commandFile.more', { count: problems.length - shown.length }) : '';
  return localize('commandFile.refused', { count: problems.length, problems: linesOf(shown), more });
}

export function readCommandFile(name: string, text: string): CommandFile {
  if (text.length > maxCommandFileBytes) throw new CommandFileError([localize('commandFile.tooLarge', { file: name, limit: maxCommandFileBytes / 1024 })]);
  const withoutBom = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const lines = withoutBom.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  const placeholders = lines.flatMap((line, index) => [...line.matchAll(placeholderPattern)].map((match) => ({ name: match[1]!, line: index + 1 })));
  return { name, lines, placeholders };
}

/** What the names a placeholder may take are, in a message. */
export type KnownNames = 'listColumns' | 'cameraVariables' | 'checkedVariables';

/**
 * Problems of placeholders no camera can fill: names that are not among `known` (the list's
 * columns). Checked once for the file rather than once per camera.
 */
export function unknownPlaceholders(file: CommandFile, known: readonly string[], knownAs: KnownNames = 'listColumns'): Text[] {
  const knownNames = new Set(known);
  const knownText = localize(`commandFile.known.${knownAs}`);
  const list = known.length === 0 ? localize('commandFile.noneKnown', { known: knownText }) : localize('commandFile.knownAre', { known: knownText, names: known.join(', ') });
  return file.placeholders.filter((use) => !knownNames.has(use.name)).map((use) => localize('commandFile.unknownPlaceholder', { where: lineLocation(file, use.line), placeholder: `{${use.name}}`, known: list }));
}

/** The file's text for one camera; a placeholder without a value is a problem naming file, line, placeholder and camera. */
export function fillCommandFile(file: CommandFile, camera: CameraVariables): { text: string; problems: Text[] } {
  const problems: Text[] = [];
  const lines = file.lines.map((line, index) =>
    line.replace(placeholderPattern, (whole, name: string) => {
      const value = camera.variables[name];
      const problem = { where: lineLocation(file, index + 1), placeholder: whole, camera: camera.label };
      if (value !== undefined && /[\r\n\0]/.test(value)) {
        problems.push(localize('commandFile.lineBreakInValue', problem));
        return whole;
      }
      if (value !== undefined && value !== '') return value;
      problems.push(localize('commandFile.noValue', problem));
      return whole;
    }),
  );
  return { text: lines.map((line) => `${line}\n`).join(''), problems };
}

// A baseline's text: the expected values of a site in the camera's own config-file form
// (`SECTION audio` / `SPEAKERLEVEL=50` / `ENDSECTION audio`, docs/baseline.md). Only the
// parameters listed are checked. A value may hold `{VARIABLE}` placeholders that each camera
// fills from its own variables, as in command files. Every problem is collected with its line,
// so the editor can mark them all and a save or a check names each one.
import type { ErrorKind } from '../errors/errorKind';
import { LocalizedError } from '../i18n/localizedError';
import { linesOf, localize, type Text } from '../i18n/text';
import { placeholderPattern } from '../fleet/commandFile';
import { newValueText, paramNameText, quote, sectionNameText } from '../remoteconfig/names';
import { isBlankOrComment, sectionEndPattern, sectionHeaderPattern } from '../remoteconfig/scriptGrammar';

export const maxBaselineParameters = 5000;

export interface BaselineParameter {
  section: string;
  name: string;
  /** The value as written, placeholders unfilled. */
  value: string;
  /** 1-based line of the text. */
  line: number;
}

export interface BaselinePlaceholder {
  name: string;
  line: number;
}

export interface ParsedBaseline {
  /** Names the baseline in messages (its name, or the file given on the command line). */
  source: string;
  parameters: BaselineParameter[];
  /** The sections named, in order of first appearance: what a check reads. */
  sections: string[];
  placeholders: BaselinePlaceholder[];
}

export interface BaselineProblem {
  line: number;
  message: Text;
}

/** A baseline text with problems; the message lists them, each with its line. */
export class BaselineTextError extends LocalizedError {
  get kind(): ErrorKind {
    return 'bad_input';
  }

  override readonly name = 'BaselineTextError';

  constructor(
    readonly source: string,
    readonly problems: BaselineProblem[],
  ) {
    super(describeProblems(source, problems));
  }
}

const maxProblemsShown = 20;

function describeProblems(source: string, problems: BaselineProblem[]): Text {
  const shown = problems.slice(0, maxProblemsShown).map((problem) => localize('baseline.text.atLine', { source, line: String(problem.line), problem: problem.message }));
  const more = problems.length > shown.length ? localize('baseline.text.more', { count: problems.length - shown.length }) : '';
  return localize('baseline.text.problems', { source, count: problems.length, problems: linesOf(shown), more });
}

/** Reads a baseline text; throws BaselineTextError listing every problem. */
export function parseBaseline(source: string, text: string): ParsedBaseline {
  const { parsed, problems } = readBaseline(source, text);
  if (problems.length > 0) throw new BaselineTextError(source, problems);
  return parsed;
}

/** Every problem of a baseline text (empty: it is fine), for the editor's markers. */
export function baselineProblems(text: string): BaselineProblem[] {
  return readBaseline('', text).problems;
}

interface OpenSection {
  name: string;
  line: number;
  names: Map<string, number>;
  parameters: number;
}

function readBaseline(source: string, text: string): { parsed: ParsedBaseline; problems: BaselineProblem[] } {
  const parsed: ParsedBaseline = { source, parameters: [], sections: [], placeholders: [] };
  const problems: BaselineProblem[] = [];
  const seenSections = new Map<string, number>();
  let open: OpenSection | null = null;
  const lines = (text.startsWith('\uFEFF') ? text.slice(1) : text).split(/\r?\n/);
  lines.forEach((line, index) => {
    const lineNumber = index + 1;
    const problem = (message: Text): void => void problems.push({ line: lineNumber, message });
    if (isBlankOrComment(line)) return;
    const header = sectionHeaderPattern.exec(line);
    const end = line.startsWith('ENDSECTION') ? sectionEndPattern.exec(line) : null;
    if (open === null) {
      if (header) open = openSection(header[1] ?? '', lineNumber, seenSections, parsed, problem);
      else if (end) problem(localize('remoteConfig.parse.endWithoutSection'));
      else if (line.includes('=')) problem(localize('baseline.text.paramOutsideSection'));
      else problem(localize('remoteConfig.parse.expectedSection'));
      return;
    }
    if (end) {
      if (end[1] !== undefined && end[1] !== open.name) problem(localize('remoteConfig.parse.endNamesOther', { end: end[1], section: open.name }));
      else if (open.parameters === 0) problem(localize('baseline.text.emptySection', { section: open.name }));
      open = null;
      return;
    }
    if (header) {
      problem(localize('remoteConfig.parse.sectionInsideSection', { section: open.name }));
      return;
    }
    readParameter(line, lineNumber, open, parsed, problem);
  });
  if (open !== null) {
    const unclosed: OpenSection = open;
    problems.push({ line: unclosed.line, message: localize('remoteConfig.parse.missingEnd', { section: unclosed.name }) });
  }
  if (parsed.parameters.length === 0 && problems.length === 0) problems.push({ line: 1, message: localize('baseline.text.noParameter') });
  if (parsed.parameters.length > maxBaselineParameters) problems.push({ line: parsed.parameters[maxBaselineParameters]!.line, message: localize('baseline.text.tooMany', { max: String(maxBaselineParameters) }) });
  return { parsed, problems };
}

function openSection(name: string, line: number, seen: Map<string, number>, parsed: ParsedBaseline, problem: (message: Text) => void): OpenSection {
  const nameProblem = sectionNameText(name);
  if (nameProblem) problem(nameProblem);
  const earlier = seen.get(name);
  if (earlier !== undefined) problem(localize('remoteConfig.parse.sectionTwice', { section: name, first: String(earlier) }));
  else {
    seen.set(name, line);
    if (!nameProblem) parsed.sections.push(name);
  }
  return { name, line, names: new Map(), parameters: 0 };
}

function readParameter(line: string, lineNumber: number, open: OpenSection, parsed: ParsedBaseline, problem: (message: Text) => void): void {
  const equals = line.indexOf('=');
  if (equals < 0) {
    problem(localize('remoteConfig.parse.expectedParamOrEnd', { section: open.name }));
    return;
  }
  const name = line.slice(0, equals);
  const value = line.slice(equals + 1);
  const nameProblem = paramNameText(name);
  if (nameProblem) return problem(nameProblem);
  const earlier = open.names.get(name);
  if (earlier !== undefined) return problem(localize('baseline.text.paramTwice', { param: `${open.name}/${name}`, first: String(earlier) }));
  const valueProblem = newValueText(value);
  if (valueProblem) return problem(localize('baseline.text.ofParameter', { param: `${open.name}/${name}`, problem: valueProblem }));
  const unclosed = unclosedPlaceholder(value);
  if (unclosed) return problem(localize('baseline.text.ofParameter', { param: `${open.name}/${name}`, problem: unclosed }));
  open.names.set(name, lineNumber);
  open.parameters += 1;
  parsed.parameters.push({ section: open.name, name, value, line: lineNumber });
  for (const match of value.matchAll(placeholderPattern)) parsed.placeholders.push({ name: match[1]!, line: lineNumber });
}

/** A `{` that does not open a valid placeholder is almost always a typo ({SIP_NUMBER without its brace). */
function unclosedPlaceholder(value: string): Text | null {
  const rest = value.replace(placeholderPattern, '');
  return rest.includes('{') ? localize('baseline.text.openBrace', { value: quote(value) }) : null;
}

export interface BaselineSectionText {
  name: string;
  parameters: ReadonlyArray<{ name: string; value: string }>;
}

/** The text of a baseline, one block per section, in the camera's config-file form. */
export function writeBaselineText(sections: readonly BaselineSectionText[]): string {
  return sections
    .filter((section) => section.parameters.length > 0)
    .map((section) => [`SECTION ${section.name}`, ...section.parameters.map((parameter) => `${parameter.name}=${parameter.value}`), `ENDSECTION ${section.name}`, ''].join('\n'))
    .join('\n');
}

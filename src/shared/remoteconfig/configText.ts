// Configuration text <-> CameraConfig. Reads a `view` listing or a `view configfile` backup
// (LF or CRLF); keeps what the model does not hold (line ends, empty and comment lines,
// unusual ENDSECTION forms) in `layout`, so that serializing the parse gives back the same bytes.
import type { CameraConfig, ConfigLayout, ConfigSection, SectionLayout } from './configModel';
import { attachOffsets, lazySection, lineContentEnd, ParamOffsets } from './lazyParams';
import { LineNameSet } from './lineNameSet';
import { isPlainNameAt, plainNameHashAt, paramNameText, quote, sectionNameText } from './names';
import { sectionEndPattern as endPattern, sectionHeaderPattern as headerPattern } from './scriptGrammar';
import type { ErrorKind } from '../../shared/errors/errorKind';
import { givenWords } from '../i18n/errorWords';
import { LocalizedError } from '../i18n/localizedError';
import { englishText } from '../i18n/renderText';
import { isText, localize, type Text, type TextParam } from '../i18n/text';

/** Malformed configuration text, with the 1-based line number and the line itself. */
export class ConfigParseError extends LocalizedError {
  get kind(): ErrorKind {
    return 'bad_input';
  }

  override readonly name = 'ConfigParseError';

  constructor(
    readonly line: number,
    readonly lineText: string,
    /** What is wrong: a text of the catalog, or words as given (a name's problem). */
    reason: TextParam,
    readonly source?: string,
  ) {
    const why = isText(reason) ? reason : givenWords(String(reason));
    super(localize('remoteConfig.parse.atLine', { source: source ? `${source} ` : '', line: String(line), reason: why, lineText: quote(lineText).slice(0, 400) }));
    this.reasonText = why;
  }

  /** What is wrong, as a text of the catalog. */
  readonly reasonText: Text;

  /** What is wrong, in English words. */
  get reason(): string {
    return englishText(this.reasonText);
  }
}

export interface ParseConfigOptions {
  /** Names the text in error messages, e.g. the backup's file name. */
  source?: string;
}

const bom = '\uFEFF';

// Line ends as read, for the layout: the list of every line's end is rebuilt (lineEndsOf)
// only for a text that mixes LF and CRLF.
interface LineEnds {
  /** The first line ends with CRLF. */
  firstCrlf: boolean;
  /** The last line ends with a line end (or there is no line). */
  finalNewline: boolean;
  lf: boolean;
  crlf: boolean;
}

// Empty, blank (white space only) or a '#' comment, for the line from `start` to `end`.
function isExtraLine(text: string, start: number, end: number): boolean {
  if (end === start) return true;
  const first = text.charCodeAt(start);
  if (first === 35) return true; // '#'
  return (first === 32 || first === 9 || first === 13) && text.slice(start, end).trim().length === 0;
}

// `ENDSECTION <name>` exactly, checked in place.
function isCanonicalEnd(text: string, start: number, end: number, name: string): boolean {
  return end - start === 11 + name.length && text.startsWith('ENDSECTION ', start) && text.startsWith(name, start + 11);
}

interface OpenSection {
  name: string;
  lineNumber: number;
  lineText: string;
  firstParam: number;
  linesBefore: string[];
  headerLine: string | undefined;
  linesBeforeParam: Array<{ param: string; lines: string[] }> | undefined;
}

// Reads the text line by line without cutting it into line strings: a NAME=value line is
// checked in place and recorded as two offsets (lazyParams.ts); only section lines, empty and
// comment lines and the line of an error become strings.
class ConfigReader {
  /**
   * An idle reader that has read a version line and a one-section text, alive as long as the
   * class. V8 throws away optimized code when an object shape it was specialised for dies in a
   * full GC; every parse's reader and unread sections die with it (or change shape once read),
   * so without this one (its tables and its unread section) each parse after a full GC would
   * read its lines in the interpreter again, several times slower.
   */
  static readonly keptShapes = ConfigReader.readExample();

  private static readExample(): ConfigReader {
    const reader = new ConfigReader('#:MX-0\nSECTION a\nA=1\nENDSECTION a\n', undefined);
    reader.readAll(0);
    attachOffsets(reader.sections, reader.offsets.done());
    return reader;
  }

  readonly sections: ConfigSection[] = [];
  /** Layouts of the sections that were not canonical, in order. */
  readonly sectionLayouts: SectionLayout[] = [];
  readonly leadingLines: string[] = [];
  readonly offsets: ParamOffsets;
  versionLine: string | null = null;
  private pending: string[] = [];
  private open: OpenSection | null = null;
  private readonly seenSections = new Map<string, number>();
  private readonly seenParams: LineNameSet;

  constructor(
    private readonly text: string,
    private readonly source: string | undefined,
  ) {
    this.seenParams = new LineNameSet(text);
    this.offsets = new ParamOffsets(text.length);
  }

  /**
   * Reads every line from `first`. A NAME=value line in an open section, almost every line of
   * a configuration, is read here: one pass over its name up to the '=' checks and hashes it
   * (plainNameHashAt), and one indexOf skips its value. Any other line, and a parameter line
   * whose name needs a closer look, goes through readLine.
   */
  readAll(first: number): LineEnds {
    const text = this.text;
    const length = text.length;
    const ends: LineEnds = { firstCrlf: false, finalNewline: true, lf: false, crlf: false };
    // The first '=' at or after the line start (length: none); searched again only once passed, so the searches read the text once.
    let nextEquals = -1;
    let lineNumber = 0;
    for (let start = first; start < length; ) {
      lineNumber++;
      const open = this.open;
      if (open !== null && nextEquals < start) {
        nextEquals = text.indexOf('=', start);
        if (nextEquals < 0) nextEquals = length;
      }
      // Not negative only when every character from the line start to that '=' is a name character: the '=' is on this line.
      const hash = open === null || nextEquals === length ? -1 : plainNameHashAt(text, start, nextEquals);
      let newline: number;
      if (hash >= 0) {
        this.addParam(open!, start, nextEquals, hash, lineNumber);
        newline = text.indexOf('\n', nextEquals + 1);
        if (newline < 0) {
          ends.finalNewline = false;
          break;
        }
      } else {
        newline = text.indexOf('\n', start);
        if (newline < 0) {
          ends.finalNewline = false;
          this.readLine(start, length, lineNumber);
          break;
        }
        this.readLine(start, newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline, lineNumber);
      }
      if (newline > start && text.charCodeAt(newline - 1) === 13) {
        ends.crlf = true;
        if (lineNumber === 1) ends.firstCrlf = true;
      } else {
        ends.lf = true;
      }
      start = newline + 1;
    }
    return ends;
  }

  private readLine(start: number, end: number, lineNumber: number): void {
    if (this.open) this.readInSection(this.open, start, end, lineNumber);
    else this.readOutside(start, end, lineNumber);
  }

  finish(): string[] {
    if (this.open) {
      const { name, lineNumber, lineText } = this.open;
      throw new ConfigParseError(lineNumber, lineText, localize('remoteConfig.parse.missingEnd', { section: name }), this.source);
    }
    return this.pending;
  }

  private fail(lineNumber: number, line: string, reason: TextParam): never {
    throw new ConfigParseError(lineNumber, line, reason, this.source);
  }

  private readOutside(start: number, end: number, lineNumber: number): void {
    const line = this.text.slice(start, end);
    if (this.text.startsWith('SECTION ', start) && isPlainNameAt(this.text, start + 8, end)) {
      return this.openSection(line.slice(8), line, lineNumber, true); // the usual `SECTION <name>`, without the pattern
    }
    if (isExtraLine(this.text, start, end)) {
      if (this.versionLine === null && this.sections.length === 0 && line.startsWith('#:')) {
        this.versionLine = line;
        this.leadingLines.push(...this.takePending());
      } else {
        this.pending.push(line);
      }
      return;
    }
    const header = headerPattern.exec(line);
    if (header) return this.openSection(header[1] ?? '', line, lineNumber);
    if (endPattern.test(line)) this.fail(lineNumber, line, localize('remoteConfig.parse.endWithoutSection'));
    if (line.includes('=')) this.fail(lineNumber, line, localize('remoteConfig.parse.paramOutsideSection'));
    this.fail(lineNumber, line, localize('remoteConfig.parse.expectedSection'));
  }

  private openSection(name: string, line: string, lineNumber: number, canonical = line === `SECTION ${name}`): void {
    const problem = sectionNameText(name);
    if (problem) this.fail(lineNumber, line, problem);
    const earlier = this.seenSections.get(name);
    if (earlier !== undefined) this.fail(lineNumber, line, localize('remoteConfig.parse.sectionTwice', { section: name, first: String(earlier) }));
    this.seenSections.set(name, lineNumber);
    this.seenParams.clear();
    this.open = {
      name,
      lineNumber,
      lineText: line,
      firstParam: this.offsets.count,
      linesBefore: this.takePending(),
      headerLine: canonical ? undefined : line,
      linesBeforeParam: undefined,
    };
  }

  private readInSection(open: OpenSection, start: number, end: number, lineNumber: number): void {
    const text = this.text;
    if (isExtraLine(text, start, end)) {
      this.pending.push(text.slice(start, end));
      return;
    }
    if (text.charCodeAt(start) === 69 && isCanonicalEnd(text, start, end, open.name)) return this.closeSection(open, open.name, null, lineNumber);
    if (text.charCodeAt(start) === 69 && text.startsWith('ENDSECTION', start)) {
      const line = text.slice(start, end);
      const endLine = endPattern.exec(line);
      if (endLine) return this.closeSection(open, endLine[1], line, lineNumber);
    }
    const equals = text.indexOf('=', start);
    if (equals < 0 || equals >= end) {
      const line = text.slice(start, end);
      if (headerPattern.test(line)) this.fail(lineNumber, line, localize('remoteConfig.parse.sectionInsideSection', { section: open.name }));
      this.fail(lineNumber, line, localize('remoteConfig.parse.expectedParamOrEnd', { section: open.name }));
    }
    const hash = plainNameHashAt(text, start, equals);
    if (hash < 0) {
      const problem = paramNameText(text.slice(start, equals));
      if (problem) this.fail(lineNumber, text.slice(start, end), problem);
    }
    this.addParam(open, start, equals, hash < 0 ? 0 : hash, lineNumber);
  }

  // The parameter line from `start` whose name ends at `equals` (its '='), the name's hash given.
  private addParam(open: OpenSection, start: number, equals: number, hash: number, lineNumber: number): void {
    const text = this.text;
    if (!this.seenParams.add(start, equals, hash)) {
      this.fail(lineNumber, text.slice(start, lineContentEnd(text, equals)), localize('remoteConfig.parse.paramTwice', { param: `${open.name}/${text.slice(start, equals)}` }));
    }
    if (this.pending.length > 0) (open.linesBeforeParam ??= []).push({ param: text.slice(start, equals), lines: this.takePending() });
    this.offsets.push(start, equals);
  }

  /** `line` is null for the canonical `ENDSECTION <name>`. */
  private closeSection(open: OpenSection, endName: string | undefined, line: string | null, lineNumber: number): void {
    if (line !== null && endName !== undefined && endName !== open.name) {
      this.fail(lineNumber, line, localize('remoteConfig.parse.endNamesOther', { end: endName, section: open.name }));
    }
    const linesBeforeEnd = this.takePending();
    const endLine = line === null || line === `ENDSECTION ${open.name}` ? undefined : line;
    this.sections.push(lazySection(open.name, this.text, open.firstParam, this.offsets.count - open.firstParam));
    if (open.linesBefore.length > 0 || open.headerLine !== undefined || endLine !== undefined || open.linesBeforeParam || linesBeforeEnd.length > 0) {
      const layout: SectionLayout = { name: open.name, linesBefore: open.linesBefore, linesBeforeParam: open.linesBeforeParam ?? [], linesBeforeEnd };
      if (open.headerLine !== undefined) layout.headerLine = open.headerLine;
      if (endLine !== undefined) layout.endLine = endLine;
      this.sectionLayouts.push(layout);
    }
    this.open = null;
  }

  private takePending(): string[] {
    const taken = this.pending;
    if (taken.length === 0) return [];
    this.pending = [];
    return taken;
  }
}

/**
 * Parses a `view` listing or a `view configfile` backup. Throws ConfigParseError naming the
 * line for NAME=value outside a section, a missing or mismatched ENDSECTION, bad names and
 * duplicate sections or parameters.
 */
export function parseConfig(text: string, options: ParseConfigOptions = {}): CameraConfig {
  const hasBom = text.startsWith(bom);
  const first = hasBom ? 1 : 0;
  const reader = new ConfigReader(text, options.source);
  const ends = reader.readAll(first);
  const trailingLines = reader.finish();
  attachOffsets(reader.sections, reader.offsets.done());
  const config: CameraConfig = { versionLine: reader.versionLine, sections: reader.sections };
  const layout = buildLayout(reader, trailingLines, ends, hasBom, () => lineEndsOf(text, first));
  if (layout) config.layout = layout;
  return config;
}

/** The end of every line ('\n', '\r\n', or '' for a last line without one), as parseConfig reads lines. */
function lineEndsOf(text: string, first: number): string[] {
  const endings: string[] = [];
  for (let start = first; start < text.length; ) {
    const newline = text.indexOf('\n', start);
    if (newline < 0) {
      endings.push('');
      break;
    }
    endings.push(newline > start && text.charCodeAt(newline - 1) === 13 ? '\r\n' : '\n');
    start = newline + 1;
  }
  return endings;
}

function buildLayout(reader: ConfigReader, trailingLines: string[], ends: LineEnds, hasBom: boolean, allEnds: () => string[]): ConfigLayout | undefined {
  const lineEnding = ends.firstCrlf ? '\r\n' : '\n';
  const { finalNewline } = ends;
  // Only the last line can end without a line end; any other end that differs from the first line's mixes.
  const mixed = ends.lf && ends.crlf;
  const canonical =
    !hasBom && lineEnding === '\n' && finalNewline && !mixed && reader.sectionLayouts.length === 0 && reader.leadingLines.length === 0 && trailingLines.length === 0;
  if (canonical) return undefined;
  const layout: ConfigLayout = {
    lineEnding,
    finalNewline,
    bom: hasBom,
    leadingLines: reader.leadingLines,
    sections: reader.sectionLayouts,
    trailingLines,
  };
  if (mixed) layout.lineEndings = allEnds();
  return layout;
}

/** The configuration as text; for a parsed config, exactly the text it was parsed from. */
export function serializeConfig(config: CameraConfig): string {
  const layout = config.layout;
  const lines: string[] = layout ? [...layout.leadingLines] : [];
  if (config.versionLine !== null) lines.push(config.versionLine);
  const sectionLayouts = new Map(layout?.sections.map((section) => [section.name, section]));
  for (const section of config.sections) appendSection(lines, section, sectionLayouts.get(section.name));
  if (layout) lines.push(...layout.trailingLines);
  return (layout?.bom ? bom : '') + joinLines(lines, layout);
}

function appendSection(lines: string[], section: ConfigSection, layout: SectionLayout | undefined): void {
  if (layout) lines.push(...layout.linesBefore);
  lines.push(layout?.headerLine ?? `SECTION ${section.name}`);
  const before = layout && layout.linesBeforeParam.length > 0 ? new Map(layout.linesBeforeParam.map((entry) => [entry.param, entry.lines])) : undefined;
  for (const param of section.params) {
    const extra = before?.get(param.name);
    if (extra) lines.push(...extra);
    lines.push(`${param.name}=${param.value}`);
  }
  if (layout) lines.push(...layout.linesBeforeEnd);
  lines.push(layout?.endLine ?? `ENDSECTION ${section.name}`);
}

function joinLines(lines: string[], layout: ConfigLayout | undefined): string {
  if (lines.length === 0) return '';
  const endings = layout?.lineEndings;
  if (endings && endings.length === lines.length) return lines.map((line, index) => line + endings[index]).join('');
  const ending = layout?.lineEnding ?? '\n';
  const finalNewline = layout?.finalNewline ?? true;
  return lines.join(ending) + (finalNewline ? ending : '');
}

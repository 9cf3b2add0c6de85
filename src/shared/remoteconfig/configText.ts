// Configuration text <-> CameraConfig. Reads a `view` listing or a `view configfile` backup
// (LF or CRLF); keeps what the model does not hold (line ends, empty and comment lines,
// unusual ENDSECTION forms) in `layout`, so that serializing the parse gives back the same bytes.
import type { CameraConfig, ConfigLayout, ConfigParam, ConfigSection, SectionLayout } from './configModel';
import { quote, validateParamName, validateSectionName } from './names';
import { sectionEndPattern as endPattern, sectionHeaderPattern as headerPattern } from './scriptGrammar';
import type { ErrorKind } from '../../shared/errors/errorKind';

/** Malformed configuration text, with the 1-based line number and the line itself. */
export class ConfigParseError extends Error {
  get kind(): ErrorKind {
    return 'bad_input';
  }

  override readonly name = 'ConfigParseError';

  constructor(
    readonly line: number,
    readonly lineText: string,
    readonly reason: string,
    readonly source?: string,
  ) {
    super(`${source ? `${source} ` : ''}line ${line}: ${reason}: ${quote(lineText)}`);
  }
}

export interface ParseConfigOptions {
  /** Names the text in error messages, e.g. the backup's file name. */
  source?: string;
}

const bom = '\uFEFF';

interface SplitLines {
  lines: string[];
  endings: string[];
}

function splitLines(text: string): SplitLines {
  const lines: string[] = [];
  const endings: string[] = [];
  let start = 0;
  while (start < text.length) {
    const newline = text.indexOf('\n', start);
    if (newline < 0) {
      lines.push(text.slice(start));
      endings.push('');
      break;
    }
    const crlf = newline > start && text.charCodeAt(newline - 1) === 13;
    lines.push(text.slice(start, crlf ? newline - 1 : newline));
    endings.push(crlf ? '\r\n' : '\n');
    start = newline + 1;
  }
  return { lines, endings };
}

// Empty, blank (spaces and tabs only) or a '#' comment; checked per line, so kept cheap.
function isExtraLine(line: string): boolean {
  if (line.length === 0) return true;
  const first = line.charCodeAt(0);
  if (first === 35) return true; // '#'
  return (first === 32 || first === 9 || first === 13) && line.trim().length === 0;
}

class ConfigReader {
  readonly sections: ConfigSection[] = [];
  readonly sectionLayouts: SectionLayout[] = [];
  readonly leadingLines: string[] = [];
  versionLine: string | null = null;
  private pending: string[] = [];
  private open: { section: ConfigSection; layout: SectionLayout; line: number; text: string; params: Set<string> } | null = null;
  private readonly seenSections = new Map<string, number>();

  constructor(private readonly source: string | undefined) {}

  read(line: string, lineNumber: number): void {
    if (this.open) this.readInSection(line, lineNumber);
    else this.readOutside(line, lineNumber);
  }

  finish(): string[] {
    if (this.open) {
      const { section, line, text } = this.open;
      throw new ConfigParseError(line, text, `missing ENDSECTION ${section.name} for this SECTION`, this.source);
    }
    return this.pending;
  }

  private fail(lineNumber: number, line: string, reason: string): never {
    throw new ConfigParseError(lineNumber, line, reason, this.source);
  }

  private readOutside(line: string, lineNumber: number): void {
    if (isExtraLine(line)) {
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
    if (endPattern.test(line)) this.fail(lineNumber, line, 'ENDSECTION without a SECTION before it');
    if (line.includes('=')) this.fail(lineNumber, line, 'NAME=value outside a section (no SECTION line before it)');
    this.fail(lineNumber, line, 'expected SECTION <name>, an empty line or a # comment');
  }

  private openSection(name: string, line: string, lineNumber: number): void {
    const problem = validateSectionName(name);
    if (problem) this.fail(lineNumber, line, problem);
    const earlier = this.seenSections.get(name);
    if (earlier !== undefined) this.fail(lineNumber, line, `section ${name} appears a second time (first at line ${earlier})`);
    this.seenSections.set(name, lineNumber);
    const section: ConfigSection = { name, params: [] };
    const layout: SectionLayout = { name, linesBefore: this.takePending(), linesBeforeParam: [], linesBeforeEnd: [] };
    if (line !== `SECTION ${name}`) layout.headerLine = line;
    this.open = { section, layout, line: lineNumber, text: line, params: new Set() };
  }

  private readInSection(line: string, lineNumber: number): void {
    const open = this.open!;
    if (isExtraLine(line)) {
      this.pending.push(line);
      return;
    }
    const end = line.startsWith('ENDSECTION') ? endPattern.exec(line) : null;
    if (end) return this.closeSection(end[1], line, lineNumber);
    const equals = line.indexOf('=');
    if (equals < 0) {
      if (headerPattern.test(line)) this.fail(lineNumber, line, `SECTION inside section ${open.section.name} (missing ENDSECTION ${open.section.name} before it)`);
      this.fail(lineNumber, line, `expected NAME=value or ENDSECTION ${open.section.name}`);
    }
    const param: ConfigParam = { name: line.slice(0, equals), value: line.slice(equals + 1) };
    const problem = validateParamName(param.name);
    if (problem) this.fail(lineNumber, line, problem);
    if (open.params.has(param.name)) this.fail(lineNumber, line, `parameter ${open.section.name}/${param.name} appears a second time`);
    open.params.add(param.name);
    if (this.pending.length > 0) open.layout.linesBeforeParam.push({ param: param.name, lines: this.takePending() });
    open.section.params.push(param);
  }

  private closeSection(endName: string | undefined, line: string, lineNumber: number): void {
    const { section, layout } = this.open!;
    if (endName !== undefined && endName !== section.name) {
      this.fail(lineNumber, line, `ENDSECTION names ${endName} but the open section is ${section.name}`);
    }
    layout.linesBeforeEnd = this.takePending();
    if (line !== `ENDSECTION ${section.name}`) layout.endLine = line;
    this.sections.push(section);
    this.sectionLayouts.push(layout);
    this.open = null;
  }

  private takePending(): string[] {
    const taken = this.pending;
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
  const { lines, endings } = splitLines(hasBom ? text.slice(1) : text);
  const reader = new ConfigReader(options.source);
  for (let index = 0; index < lines.length; index++) reader.read(lines[index]!, index + 1);
  const trailingLines = reader.finish();
  const config: CameraConfig = { versionLine: reader.versionLine, sections: reader.sections };
  const layout = buildLayout(reader, trailingLines, endings, hasBom);
  if (layout) config.layout = layout;
  return config;
}

function buildLayout(reader: ConfigReader, trailingLines: string[], endings: string[], hasBom: boolean): ConfigLayout | undefined {
  const lineEnding = endings[0] === '\r\n' ? '\r\n' : '\n';
  const lastEnding = endings[endings.length - 1];
  const finalNewline = lastEnding === undefined || lastEnding !== '';
  const mixed = endings.some((ending, index) => ending !== lineEnding && !(ending === '' && index === endings.length - 1));
  const sectionsCanonical = reader.sectionLayouts.every(isCanonicalSection);
  const canonical =
    !hasBom && lineEnding === '\n' && finalNewline && !mixed && sectionsCanonical && reader.leadingLines.length === 0 && trailingLines.length === 0;
  if (canonical) return undefined;
  const layout: ConfigLayout = {
    lineEnding,
    finalNewline,
    bom: hasBom,
    leadingLines: reader.leadingLines,
    sections: reader.sectionLayouts.filter((section) => !isCanonicalSection(section)),
    trailingLines,
  };
  if (mixed) layout.lineEndings = endings;
  return layout;
}

function isCanonicalSection(layout: SectionLayout): boolean {
  return (
    layout.linesBefore.length === 0 &&
    layout.headerLine === undefined &&
    layout.endLine === undefined &&
    layout.linesBeforeParam.length === 0 &&
    layout.linesBeforeEnd.length === 0
  );
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

// Plain readers of configuration text and camera answers, written as directly from the rules in
// docs/remoteconfig-protocol.md as possible and without regard to speed: cut the text into line
// strings, then one regular expression or comparison per rule and line. parserProperty.test.ts
// holds the fast parsers (configText.ts, responseParser.ts) to them.
import type { ConfigSection } from '../../../src/shared/remoteconfig/configModel';
import { validateParamName, validateSectionName } from '../../../src/shared/remoteconfig/names';
import type { Transcript, TranscriptEntry } from '../../../src/shared/remoteconfig/responseParser';
import { BlockReader, blockKindOf, commandWords } from '../../../src/shared/remoteconfig/scriptGrammar';

export type ReferenceConfig =
  | { ok: true; versionLine: string | null; sections: ConfigSection[] }
  | { ok: false; line: number; reason: string };

// A fine name: Latin-1, no '=', '/', NUL or white space, not starting with '#'. Written out here
// on its own, so that the parser's check (names.ts) is compared against it, not with itself.
const plainName = /^[^#=/\s\0\u0100-\uffff][^=/\s\0\u0100-\uffff]*$/;
const header = /^SECTION(?:[ \t]+(.*?))?[ \t\r]*$/;
const ending = /^ENDSECTION(?:[ \t]+([^ \t]+))?[ \t\r]*$/;

function nameProblem(name: string, validate: (name: string) => string | null): string | null {
  if (plainName.test(name)) return null;
  return validate(name) ?? `reference: '${name}' is no plain name, but names.ts finds nothing wrong`;
}

/** Config lines: LF ends a line and a CR right before it goes with it; a last line without LF is kept whole. */
function configLines(text: string): string[] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body === '') return [];
  const pieces = body.split('\n');
  const last = pieces.pop()!;
  const lines = pieces.map((piece) => (piece.endsWith('\r') ? piece.slice(0, -1) : piece));
  if (last !== '') lines.push(last);
  return lines;
}

function isEmptyOrComment(line: string): boolean {
  return line === '' || line.startsWith('#') || (/^[ \t\r]/.test(line) && line.trim() === '');
}

export function referenceParseConfig(text: string): ReferenceConfig {
  const sections: ConfigSection[] = [];
  const sectionLines = new Map<string, number>();
  let versionLine: string | null = null;
  let open: { section: ConfigSection; line: number; names: Set<string> } | null = null;
  const lines = configLines(text);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const number = index + 1;
    const fail = (reason: string): ReferenceConfig => ({ ok: false, line: number, reason });
    if (isEmptyOrComment(line)) {
      if (!open && versionLine === null && sections.length === 0 && line.startsWith('#:')) versionLine = line;
      continue;
    }
    if (!open) {
      const headerMatch = header.exec(line);
      if (headerMatch) {
        const name = headerMatch[1] ?? '';
        const problem = nameProblem(name, validateSectionName);
        if (problem) return fail(problem);
        if (sectionLines.has(name)) return fail(`section ${name} appears a second time (first at line ${sectionLines.get(name)})`);
        sectionLines.set(name, number);
        open = { section: { name, params: [] }, line: number, names: new Set() };
        continue;
      }
      if (ending.test(line)) return fail('ENDSECTION without a SECTION before it');
      if (line.includes('=')) return fail('NAME=value outside a section (no SECTION line before it)');
      return fail('expected SECTION <name>, an empty line or a # comment');
    }
    const sectionName = open.section.name;
    const endMatch = line.startsWith('ENDSECTION') ? ending.exec(line) : null;
    if (endMatch) {
      if (endMatch[1] !== undefined && endMatch[1] !== sectionName) return fail(`ENDSECTION names ${endMatch[1]} but the open section is ${sectionName}`);
      sections.push(open.section);
      open = null;
      continue;
    }
    const equals = line.indexOf('=');
    if (equals < 0) {
      if (header.test(line)) return fail(`SECTION inside section ${sectionName} (missing ENDSECTION ${sectionName} before it)`);
      return fail(`expected NAME=value or ENDSECTION ${sectionName}`);
    }
    const name = line.slice(0, equals);
    const problem = nameProblem(name, validateParamName);
    if (problem) return fail(problem);
    if (open.names.has(name)) return fail(`parameter ${sectionName}/${name} appears a second time`);
    open.names.add(name);
    open.section.params.push({ name, value: line.slice(equals + 1) });
  }
  if (open) return { ok: false, line: open.line, reason: `missing ENDSECTION ${open.section.name} for this SECTION` };
  return { ok: true, versionLine, sections };
}

/** Answer lines: split at LF, a final LF gives no empty last line, one CR at the end of each line goes. */
function answerLines(body: string): string[] {
  const text = body.startsWith('\uFEFF') ? body.slice(1) : body;
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
}

/** The camera's answer read line by line, each line classified by comparing it with every form in turn. */
export function referenceParseResponse(body: string): Transcript {
  const transcript: Transcript = { entries: [], completed: false, trailing: [], preamble: [] };
  let current: TranscriptEntry | null = null;
  let block: BlockReader | null = null;
  let okSeen = false;
  let byeSeen = false;
  for (const line of answerLines(body)) {
    if (byeSeen) {
      transcript.trailing.push(line);
    } else if (line.startsWith('#read:')) {
      const echoed = line.length > 6 && line.endsWith(':') ? line.slice(6, -1) : line.slice(6);
      if (current && block?.accepts(echoed)) {
        current.blockLines.push(echoed);
        continue;
      }
      const kind = echoed.trim() === '' ? 'empty' : echoed.startsWith('#') ? 'comment' : 'command';
      current = { line: echoed, command: kind === 'command' ? (commandWords(echoed)[0] ?? '') : '', kind, blockLines: [], executed: false, traces: [], errors: [], data: [] };
      transcript.entries.push(current);
      okSeen = false;
      const blockKind = kind === 'command' ? blockKindOf(echoed) : null;
      block = blockKind ? new BlockReader(blockKind) : null;
    } else if (!current) {
      transcript.preamble.push(line);
    } else if (line.startsWith('#exec cmd=')) {
      current.executed = true;
      block = null;
    } else if (line.startsWith('ERROR:')) {
      current.errors.push(line.slice('ERROR:'.length).replace(/^ /, ''));
    } else if (line === 'OK' && (current.command === 'quit' || current.command === 'exit') && !okSeen) {
      okSeen = true;
    } else if (line === '#bye' && okSeen) {
      byeSeen = true;
      transcript.completed = true;
    } else if (line.startsWith('#') && !line.startsWith('#:')) {
      current.traces.push(line);
    } else {
      current.data.push(line);
    }
  }
  return transcript;
}

// Reads the block that follows `write params`, `delete params`, `write` and `append`
// (docs/remoteconfig-protocol.md, "Blocks"), with the shared script grammar, so the simulated
// camera ends a block exactly where the client's parser expects it to. Every block line is
// echoed as it is read; the ERROR lines for a line follow its echo. Nothing here changes the camera.
import type { ConfigParam, ConfigSection } from '../../../shared/remoteconfig/configModel';
import { validateParamName, validateSectionName, validateValue } from '../../../shared/remoteconfig/names';
import {
  BlockReader,
  isBlankOrComment,
  sectionEndPattern,
  sectionHeaderPattern,
  splitParamAssignment,
  splitParamReference,
} from '../../../shared/remoteconfig/scriptGrammar';
import type { ParamAssignment, ParamReference } from '../../../shared/remoteconfig/scriptBuilder';
import type { ScriptCursor } from './scriptCursor';
import type { ResponseWriter } from './responseWriter';

/** Reads `<section>/<NAME>=<value>` lines, passing each to `check` (which prints its errors). */
export function readAssignmentBlock(cursor: ScriptCursor, check: (assignment: ParamAssignment) => void): number {
  let count = 0;
  for (const assignment of readParsedLines(cursor, splitParamAssignment)) {
    check(assignment);
    count++;
  }
  return count;
}

/** Reads `<section>/<NAME>` lines, passing each to `check` (which prints its errors). */
export function readReferenceBlock(cursor: ScriptCursor, check: (reference: ParamReference) => void): number {
  let count = 0;
  for (const reference of readParsedLines(cursor, splitParamReference)) {
    check(reference);
    count++;
  }
  return count;
}

/** Reads lines for as long as `parse` makes sense of the next one. */
function* readParsedLines<T>(cursor: ScriptCursor, parse: (line: string) => T | null): Generator<T> {
  for (;;) {
    const next = cursor.peek();
    const parsed = next === undefined ? null : parse(next);
    if (parsed === null) return;
    cursor.read();
    yield parsed;
  }
}

export interface SectionBlocks {
  sections: ConfigSection[];
  /** False when a line of the block was wrong (its ERROR lines are already printed). */
  valid: boolean;
}

/**
 * Reads `SECTION n` ... `ENDSECTION [n]` blocks with `NAME=value` lines, and the empty and
 * comment lines around them. The block ends before the first line that is none of these; when
 * that happens inside an open section, the missing ENDSECTION is an error.
 */
export function readSectionBlocks(cursor: ScriptCursor, out: ResponseWriter): SectionBlocks {
  const grammar = new BlockReader('sections');
  const sections: ConfigSection[] = [];
  let open: OpenSection | null = null;
  let valid = true;
  const fail = (description: string): void => {
    out.error(description);
    valid = false;
  };
  for (let line = cursor.peek(); line !== undefined && grammar.accepts(line); line = cursor.peek()) {
    cursor.read();
    if (isBlankOrComment(line)) continue;
    if (!open) {
      const name = sectionHeaderPattern.exec(line)?.[1] ?? '';
      const problem = validateSectionName(name);
      if (problem) fail(`bad syntax: ${line}: ${problem}`);
      open = { name, params: [], names: new Set() };
      continue;
    }
    const end = sectionEndPattern.exec(line);
    if (end) {
      if (end[1] !== undefined && end[1] !== open.name) fail(`bad syntax: ${line}: the open section is ${open.name}`);
      sections.push({ name: open.name, params: open.params });
      open = null;
      continue;
    }
    const param = readParamLine(line, open, fail);
    if (param) open.params.push(param);
  }
  if (open) fail(`bad syntax: SECTION ${open.name} has no ENDSECTION`);
  return { sections, valid };
}

interface OpenSection extends ConfigSection {
  /** The parameter names read so far, to refuse a repeated one. */
  names: Set<string>;
}

function readParamLine(line: string, open: OpenSection, fail: (description: string) => void): ConfigParam | null {
  const equals = line.indexOf('=');
  const param = { name: line.slice(0, equals), value: line.slice(equals + 1) };
  const problem = validateParamName(param.name) ?? validateValue(param.value);
  if (problem) {
    fail(`bad syntax: ${line}: ${problem}`);
    return null;
  }
  if (open.names.has(param.name)) {
    fail(`bad syntax: ${line}: ${open.name}/${param.name} appears twice`);
    return null;
  }
  open.names.add(param.name);
  return param;
}

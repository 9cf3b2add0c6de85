// Reads the block that follows `write params`, `delete params`, `write` and `append`
// (docs/remoteconfig-protocol.md, "Blocks"). Every block line is echoed as it is read; the
// ERROR lines for a line follow its echo. Nothing here changes the camera.
import type { ConfigParam, ConfigSection } from '../../../shared/remoteconfig/configModel';
import { validateParamName, validateSectionName, validateValue } from '../../../shared/remoteconfig/names';
import type { ScriptCursor } from './scriptCursor';
import type { ResponseWriter } from './responseWriter';

export interface ParamAddress {
  section: string;
  name: string;
}

export interface ParamAssignment extends ParamAddress {
  value: string;
}

const assignmentPattern = /^([^=/\s#][^=/\s]*)\/([^=/\s]+)=(.*)$/;
const addressPattern = /^([^=/\s#][^=/\s]*)\/([^=/\s]+)$/;

/** Reads `<section>/<NAME>=<value>` lines, passing each to `check` (which prints its errors). */
export function readAssignmentBlock(cursor: ScriptCursor, check: (assignment: ParamAssignment) => void): number {
  let count = 0;
  for (const line of cursor.readWhile((next) => assignmentPattern.test(next))) {
    const [, section, name, value] = assignmentPattern.exec(line)!;
    check({ section: section!, name: name!, value: value! });
    count++;
  }
  return count;
}

/** Reads `<section>/<NAME>` lines, passing each to `check` (which prints its errors). */
export function readAddressBlock(cursor: ScriptCursor, check: (address: ParamAddress) => void): number {
  let count = 0;
  for (const line of cursor.readWhile((next) => addressPattern.test(next))) {
    const [, section, name] = addressPattern.exec(line)!;
    check({ section: section!, name: name! });
    count++;
  }
  return count;
}

export interface SectionBlocks {
  sections: ConfigSection[];
  /** False when a line of the block was wrong (its ERROR lines are already printed). */
  valid: boolean;
}

const sectionHeader = /^SECTION[ \t]+(\S+)[ \t]*$/;
const sectionEnd = /^ENDSECTION(?:[ \t]+(\S+))?[ \t]*$/;

function isSkippable(line: string): boolean {
  return line.trim() === '' || line.startsWith('#');
}

/**
 * Reads `SECTION n` ... `ENDSECTION [n]` blocks with `NAME=value` lines, and the empty and
 * comment lines around them. The block ends before the first line that is none of these; when
 * that happens inside an open section, the missing ENDSECTION is an error.
 */
export function readSectionBlocks(cursor: ScriptCursor, out: ResponseWriter): SectionBlocks {
  const sections: ConfigSection[] = [];
  let open: { name: string; params: ConfigParam[] } | null = null;
  let valid = true;
  const fail = (description: string): void => {
    out.error(description);
    valid = false;
  };
  for (let line = cursor.peek(); line !== undefined; line = cursor.peek()) {
    if (!open && !isSkippable(line) && !sectionHeader.test(line)) break;
    if (open && !isSkippable(line) && !line.includes('=') && !sectionEnd.test(line)) break;
    cursor.read();
    if (isSkippable(line)) continue;
    if (!open) {
      const name = sectionHeader.exec(line)![1]!;
      const problem = validateSectionName(name);
      if (problem) fail(`bad syntax: ${line}: ${problem}`);
      open = { name, params: [] };
      continue;
    }
    const end = sectionEnd.exec(line);
    if (end) {
      if (end[1] !== undefined && end[1] !== open.name) fail(`bad syntax: ${line}: the open section is ${open.name}`);
      sections.push(open);
      open = null;
      continue;
    }
    const param = readParamLine(line, open, fail);
    if (param) open.params.push(param);
  }
  if (open) fail(`bad syntax: SECTION ${open.name} has no ENDSECTION`);
  return { sections, valid };
}

function readParamLine(line: string, open: { name: string; params: ConfigParam[] }, fail: (description: string) => void): ConfigParam | null {
  const equals = line.indexOf('=');
  const param = { name: line.slice(0, equals), value: line.slice(equals + 1) };
  const problem = validateParamName(param.name) ?? validateValue(param.value);
  if (problem) {
    fail(`bad syntax: ${line}: ${problem}`);
    return null;
  }
  if (open.params.some((existing) => existing.name === param.name)) {
    fail(`bad syntax: ${line}: ${open.name}/${param.name} appears twice`);
    return null;
  }
  return param;
}

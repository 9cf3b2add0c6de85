// The rules for a message's dotted path and its text value (specification 2.4, field notes):
// a path is names joined by dots; each name starts with a letter, holds no space, tab, `/`,
// `%` or `.`, and has at most 31 characters. Names are case-sensitive.
import { InvalidMessageError, type MessageRule } from './errors';

/** Longest name (one dotted part of a path), as on the devices. */
export const maxPathPartLength = 31;
/** Longest whole path in characters (= bytes: paths are printable ASCII). */
export const maxPathLength = 255;
/** Longest value in UTF-8 bytes; with the longest path it still fits in one package. */
export const maxValueBytes = 1024;

export interface MessageProblem {
  rule: MessageRule;
  message: string;
}

const namesRuleHint = "names start with a letter and may not contain spaces, tabs, '/', '%' or '.'";

function isAsciiLetter(char: string): boolean {
  return /^[A-Za-z]$/.test(char);
}

function forbiddenCharacterRule(char: string): MessageRule | null {
  if (char === ' ') return 'part_space';
  if (char === '\t') return 'part_tab';
  if (char === '/') return 'part_slash';
  if (char === '%') return 'part_percent';
  const code = char.charCodeAt(0);
  return code < 0x21 || code > 0x7e ? 'part_character' : null;
}

function codePointName(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

function describeCharacter(char: string): string {
  const names: Record<string, string> = { ' ': 'a space', '\t': 'a tab', '/': "'/'", '%': "'%'" };
  return names[char] ?? `the character ${codePointName(char)}`;
}

function findPartProblem(part: string, index: number, path: string): MessageProblem | null {
  const where = `part ${index + 1} ${JSON.stringify(part)} of path ${JSON.stringify(path)}`;
  if (part === '') {
    return { rule: 'part_empty', message: `${where} is empty: a path is names joined by single dots, with no dot at its start or end` };
  }
  const first = part[0] ?? '';
  if (!isAsciiLetter(first)) {
    return { rule: 'part_start', message: `${where} starts with ${JSON.stringify(first)}: ${namesRuleHint}` };
  }
  for (const char of part) {
    const rule = forbiddenCharacterRule(char);
    if (rule === 'part_character') {
      return { rule, message: `${where} contains ${describeCharacter(char)}: names use printable ASCII characters only` };
    }
    if (rule) return { rule, message: `${where} contains ${describeCharacter(char)}: ${namesRuleHint}` };
  }
  if (part.length > maxPathPartLength) {
    return { rule: 'part_too_long', message: `${where} has ${part.length} characters: a name has at most ${maxPathPartLength}` };
  }
  return null;
}

/** The first rule `path` breaks, or null when it is a valid message path. */
export function findPathProblem(path: string): MessageProblem | null {
  if (path === '') return { rule: 'path_empty', message: 'message path is empty: give a dotted path such as messages.global.door' };
  const parts = path.split('.');
  for (const [index, part] of parts.entries()) {
    const problem = findPartProblem(part, index, path);
    if (problem) return problem;
  }
  if (path.length > maxPathLength) {
    return { rule: 'path_too_long', message: `message path has ${path.length} characters: at most ${maxPathLength} are allowed` };
  }
  return null;
}

/** UTF-8 length of `text`, or null when it holds a lone surrogate (no UTF-8 form). */
export function utf8ByteLength(text: string): number | null {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return null;
      bytes += 4;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) return null;
    else bytes += 3;
  }
  return bytes;
}

function findControlCharacter(value: string): MessageProblem | null {
  for (const [index, char] of [...value].entries()) {
    const code = char.charCodeAt(0);
    const position = `at character ${index + 1}`;
    if (code === 0) return { rule: 'value_nul', message: `message value contains a NUL character ${position}: the devices end text at NUL` };
    if (code === 0x0a || code === 0x0d) {
      return { rule: 'value_line_break', message: `message value contains a line break ${position}: a received message is printed as one line <path>=<value>` };
    }
    if ((code < 0x20 && code !== 0x09) || code === 0x7f) {
      return { rule: 'value_control', message: `message value contains the control character ${codePointName(char)} ${position}: only tab is allowed` };
    }
  }
  return null;
}

/** The first rule `value` breaks, or null when it is a valid message value (empty is valid). */
export function findValueProblem(value: string): MessageProblem | null {
  const bytes = utf8ByteLength(value);
  if (bytes === null) return { rule: 'value_encoding', message: 'message value contains a lone UTF-16 surrogate: it has no UTF-8 form' };
  const control = findControlCharacter(value);
  if (control) return control;
  if (bytes > maxValueBytes) return { rule: 'value_too_long', message: `message value has ${bytes} bytes in UTF-8: at most ${maxValueBytes} are allowed` };
  return null;
}

/** Null when `path` is a valid message path, else a message naming the part and the rule. */
export function validateMessagePath(path: string): string | null {
  return findPathProblem(path)?.message ?? null;
}

/** Null when `value` is a valid message value, else a message naming the rule. */
export function validateMessageValue(value: string): string | null {
  return findValueProblem(value)?.message ?? null;
}

/** Throws InvalidMessageError for the first rule the path or the value breaks. */
export function assertValidMessage(path: string, value: string): void {
  const problem = findPathProblem(path) ?? findValueProblem(value);
  if (problem) throw new InvalidMessageError(problem.rule, problem.message);
}

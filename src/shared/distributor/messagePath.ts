// The rules for a message's dotted path and its text value (specification 2.4, field notes):
// a path is names joined by dots; each name starts with a letter, holds no space, tab, `/`,
// `%` or `.`, and has at most 31 characters. Names are case-sensitive.
import { englishText } from '../i18n/renderText';
import { localize, type Text } from '../i18n/text';
import { InvalidMessageError, type MessageRule } from './errors';

/** Longest name (one dotted part of a path), as on the devices. */
export const maxPathPartLength = 31;
/** Longest whole path in characters (= bytes: paths are printable ASCII). */
export const maxPathLength = 255;
/** Longest value in UTF-8 bytes; with the longest path it still fits in one package. */
export const maxValueBytes = 1024;

export interface MessageProblem {
  rule: MessageRule;
  /** The English words (the wire's schemas, logs); `text` is rendered in the reader's language. */
  message: string;
  text: Text;
}

function problem(rule: MessageRule, text: Text): MessageProblem {
  return { rule, message: englishText(text), text };
}

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

function describeCharacter(char: string): Text {
  if (char === ' ') return localize('distributor.message.space');
  if (char === '\t') return localize('distributor.message.tab');
  if (char === '/' || char === '%') return localize('distributor.message.quoted', { character: char });
  return localize('distributor.message.codePoint', { codePoint: codePointName(char) });
}

function findPartProblem(part: string, index: number, path: string): MessageProblem | null {
  const where = localize('distributor.message.where', { index: String(index + 1), part: JSON.stringify(part), path: JSON.stringify(path) });
  if (part === '') return problem('part_empty', localize('distributor.message.partEmpty', { where }));
  const first = part[0] ?? '';
  if (!isAsciiLetter(first)) return problem('part_start', localize('distributor.message.partStart', { where, first: JSON.stringify(first) }));
  for (const char of part) {
    const rule = forbiddenCharacterRule(char);
    if (rule === 'part_character') return problem(rule, localize('distributor.message.partCharacter', { where, character: describeCharacter(char) }));
    if (rule) return problem(rule, localize('distributor.message.partForbidden', { where, character: describeCharacter(char) }));
  }
  if (part.length > maxPathPartLength) {
    return problem('part_too_long', localize('distributor.message.partTooLong', { where, length: String(part.length), max: String(maxPathPartLength) }));
  }
  return null;
}

/** The first rule `path` breaks, or null when it is a valid message path. */
export function findPathProblem(path: string): MessageProblem | null {
  if (path === '') return problem('path_empty', localize('distributor.message.pathEmpty'));
  const parts = path.split('.');
  for (const [index, part] of parts.entries()) {
    const found = findPartProblem(part, index, path);
    if (found) return found;
  }
  if (path.length > maxPathLength) {
    return problem('path_too_long', localize('distributor.message.pathTooLong', { length: String(path.length), max: String(maxPathLength) }));
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
    const position = String(index + 1);
    if (code === 0) return problem('value_nul', localize('distributor.message.valueNul', { position }));
    if (code === 0x0a || code === 0x0d) return problem('value_line_break', localize('distributor.message.valueLineBreak', { position }));
    if ((code < 0x20 && code !== 0x09) || code === 0x7f) return problem('value_control', localize('distributor.message.valueControl', { codePoint: codePointName(char), position }));
  }
  return null;
}

/** The first rule `value` breaks, or null when it is a valid message value (empty is valid). */
export function findValueProblem(value: string): MessageProblem | null {
  const bytes = utf8ByteLength(value);
  if (bytes === null) return problem('value_encoding', localize('distributor.message.valueEncoding'));
  const control = findControlCharacter(value);
  if (control) return control;
  if (bytes > maxValueBytes) return problem('value_too_long', localize('distributor.message.valueTooLong', { bytes: String(bytes), max: String(maxValueBytes) }));
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
  const found = findPathProblem(path) ?? findValueProblem(value);
  if (found) throw new InvalidMessageError(found.rule, found.text);
}

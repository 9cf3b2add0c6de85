// Reads JSON text strictly, with VS Code's jsonc-parser (comments and trailing commas refused):
// where the text first breaks the grammar, in words and by offset (never quoting the text,
// which could hold a passphrase), a key given twice in one object (JSON.parse silently keeps
// the last), and nesting deeper than any file of ours. The value itself comes from JSON.parse,
// so a key such as __proto__ stays a plain property.
import { createScanner, printParseErrorCode, visit, type JSONPath, type ParseError } from 'jsonc-parser';

/** jsonc-parser's SyntaxKind values (a const enum its types do not let us import by name). */
const token = { openBrace: 1, closeBrace: 2, openBracket: 3, closeBracket: 4, endOfFile: 17 } as const;

export type StrictJsonResult =
  | { kind: 'valid'; value: unknown }
  /** `position` is the offset of the first error in the text. */
  | { kind: 'syntax'; position: number; problem: string }
  /** `name` is the key's dotted path (list entries as [index]); `first` and `second` the offsets of both. */
  | { kind: 'duplicate'; name: string; first: number; second: number };

/** Deeper nesting is refused: no file of ours needs it, and a parser recurses. */
export const maxJsonNesting = 64;

const strict = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

export function parseStrictJson(text: string): StrictJsonResult {
  const tooDeep = nestingProblem(text);
  if (tooDeep) return tooDeep;
  const found = grammarAndDuplicates(text);
  if (found) return found;
  try {
    return { kind: 'valid', value: JSON.parse(text) as unknown };
  } catch {
    // jsonc-parser found nothing wrong (it takes a few forms JSON.parse refuses, such as a lone surrogate escape).
    return { kind: 'syntax', position: 0, problem: 'text that JSON cannot read' };
  }
}

/** Counts brackets with the scanner (no recursion), so a hostile file cannot exhaust the stack. */
function nestingProblem(text: string): StrictJsonResult | null {
  const scanner = createScanner(text, false);
  let depth = 0;
  for (let kind: number = scanner.scan(); kind !== token.endOfFile; kind = scanner.scan()) {
    if (kind === token.openBrace || kind === token.openBracket) depth++;
    else if (kind === token.closeBrace || kind === token.closeBracket) depth--;
    if (depth > maxJsonNesting) return { kind: 'syntax', position: scanner.getTokenOffset(), problem: `nested at most ${maxJsonNesting} levels deep` };
  }
  return null;
}

function grammarAndDuplicates(text: string): StrictJsonResult | null {
  const errors: Array<ParseError & { inside: Container }> = [];
  const keysOfOpenObjects: Array<Map<string, number>> = [];
  const open: Container[] = [];
  let duplicate: StrictJsonResult | null = null;
  visit(
    text,
    {
      onObjectBegin: () => {
        keysOfOpenObjects.push(new Map());
        open.push('object');
      },
      onObjectEnd: () => {
        keysOfOpenObjects.pop();
        open.pop();
      },
      onArrayBegin: () => {
        open.push('list');
      },
      onArrayEnd: () => {
        open.pop();
      },
      onObjectProperty: (key: string, offset: number, _length: number, _line: number, _column: number, pathSupplier: () => JSONPath) => {
        const keys = keysOfOpenObjects.at(-1)!;
        const first = keys.get(key);
        if (first !== undefined && duplicate === null) duplicate = { kind: 'duplicate', name: dottedPath([...pathSupplier(), key]), first, second: offset };
        if (first === undefined) keys.set(key, offset);
      },
      onError: (error: number, offset: number) => errors.push({ error, offset, length: 0, inside: open.at(-1) ?? 'top' }),
    },
    strict,
  );
  const firstError = errors[0];
  if (firstError) return { kind: 'syntax', position: firstError.offset, problem: `${describeError(firstError)}${foundAt(text, firstError.offset)}` };
  return duplicate;
}

type Container = 'object' | 'list' | 'top';

/** Names the character found only when it is punctuation: anything else could be part of a secret. */
function foundAt(text: string, offset: number): string {
  if (offset >= text.length) return ', found the end of the file';
  const char = text[offset]!;
  return '{}[],:"'.includes(char) ? `, found ${JSON.stringify(char)}` : '';
}

function describeError({ error, inside }: ParseError & { inside: Container }): string {
  if (printParseErrorCode(error) === 'CommaExpected') return inside === 'list' ? "expected ',' or ']' after a list entry" : "expected ',' or '}' after a property value";
  const words: Record<string, string> = {
    InvalidSymbol: 'a character JSON allows here (names and texts in double quotes, nothing after the end)',
    InvalidNumberFormat: 'a number',
    PropertyNameExpected: 'a property name in double quotes',
    ValueExpected: 'a value',
    ColonExpected: "':' after the property name",
    CommaExpected: "',' between entries",
    CloseBraceExpected: "',' or '}' after a property value",
    CloseBracketExpected: "',' or ']' after a list entry",
    EndOfFileExpected: 'nothing after the end of the JSON value',
    InvalidCommentToken: 'no comment (JSON has none)',
    UnexpectedEndOfComment: 'the end of a comment',
    UnexpectedEndOfString: 'a closing double quote',
    UnexpectedEndOfNumber: 'more digits of the number',
    InvalidUnicode: 'four hex digits after \\u',
    InvalidEscapeCharacter: 'a valid escape after a backslash',
    InvalidCharacter: 'no control character or line break inside a string',
  };
  const code = printParseErrorCode(error);
  return `expected ${words[code] ?? code}`;
}

function dottedPath(path: JSONPath): string {
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`)).join('');
}

/** "line 3, column 7" for a character offset into `text`. */
export function lineAndColumn(text: string, position: number): string {
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  const column = position - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

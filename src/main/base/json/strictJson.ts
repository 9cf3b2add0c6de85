// Reads JSON text strictly, with VS Code's jsonc-parser (comments and trailing commas refused):
// where the text first breaks the grammar, in words and by offset (never quoting the text,
// which could hold a passphrase), a key given twice in one object (JSON.parse silently keeps
// the last), and nesting deeper than any file of ours. The value itself comes from JSON.parse,
// so a key such as __proto__ stays a plain property.
import { createScanner, printParseErrorCode, visit, type JSONPath, type ParseError } from 'jsonc-parser';
import { englishText } from '../../../shared/i18n/renderText';
import { localize, type MessageId, type Text } from '../../../shared/i18n/text';

/** jsonc-parser's SyntaxKind values (a const enum its types do not let us import by name). */
const token = { openBrace: 1, closeBrace: 2, openBracket: 3, closeBracket: 4, endOfFile: 17 } as const;

export type StrictJsonResult =
  | { kind: 'valid'; value: unknown }
  /** `position` is the offset of the first error in the text; `text` says what is wrong, `problem` is its English words. */
  | { kind: 'syntax'; position: number; problem: string; text: Text }
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
    return syntaxProblem(0, localize('files.json.unreadable'));
  }
}

/** Counts brackets with the scanner (no recursion), so a hostile file cannot exhaust the stack. */
function nestingProblem(text: string): StrictJsonResult | null {
  const scanner = createScanner(text, false);
  let depth = 0;
  for (let kind: number = scanner.scan(); kind !== token.endOfFile; kind = scanner.scan()) {
    if (kind === token.openBrace || kind === token.openBracket) depth++;
    else if (kind === token.closeBrace || kind === token.closeBracket) depth--;
    if (depth > maxJsonNesting) return syntaxProblem(scanner.getTokenOffset(), localize('files.json.tooDeep', { levels: maxJsonNesting }));
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
  if (firstError) return syntaxProblem(firstError.offset, localize('files.json.expectedFound', { expected: expectedAt(firstError), found: foundAt(text, firstError.offset) }));
  return duplicate;
}

type Container = 'object' | 'list' | 'top';

/** Names the character found only when it is punctuation: anything else could be part of a secret. */
function foundAt(text: string, offset: number): Text | string {
  if (offset >= text.length) return localize('files.json.foundEnd');
  const char = text[offset]!;
  return '{}[],:"'.includes(char) ? localize('files.json.foundCharacter', { character: JSON.stringify(char) }) : '';
}

function syntaxProblem(position: number, text: Text): StrictJsonResult {
  return { kind: 'syntax', position, problem: englishText(text), text };
}

const expectedWords: Record<string, MessageId> = {
  InvalidSymbol: 'files.json.expected.symbol',
  InvalidNumberFormat: 'files.json.expected.number',
  PropertyNameExpected: 'files.json.expected.propertyName',
  ValueExpected: 'files.json.expected.value',
  ColonExpected: 'files.json.expected.colon',
  CommaExpected: 'files.json.expected.comma',
  CloseBraceExpected: 'files.json.expected.afterPropertyValue',
  CloseBracketExpected: 'files.json.expected.afterListEntry',
  EndOfFileExpected: 'files.json.expected.endOfFile',
  InvalidCommentToken: 'files.json.expected.noComment',
  UnexpectedEndOfComment: 'files.json.expected.endOfComment',
  UnexpectedEndOfString: 'files.json.expected.closingQuote',
  UnexpectedEndOfNumber: 'files.json.expected.moreDigits',
  InvalidUnicode: 'files.json.expected.unicode',
  InvalidEscapeCharacter: 'files.json.expected.escape',
  InvalidCharacter: 'files.json.expected.noControlCharacter',
};

/** What the grammar expected where it broke. */
function expectedAt({ error, inside }: ParseError & { inside: Container }): Text {
  const code = printParseErrorCode(error);
  if (code === 'CommaExpected') return localize(inside === 'list' ? 'files.json.expected.afterListEntry' : 'files.json.expected.afterPropertyValue');
  const words = expectedWords[code];
  return words ? localize(words) : localize('files.json.asCoded', { code });
}

function dottedPath(path: JSONPath): string {
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`)).join('');
}

/** "line 3, column 7" for a character offset into `text`. */
export function lineAndColumn(text: string, position: number): string {
  return englishText(lineAndColumnText(text, position));
}

/** Where a character offset into `text` lies, as a text of the catalog. */
export function lineAndColumnText(text: string, position: number): Text {
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  const column = position - before.lastIndexOf('\n');
  return localize('files.json.lineAndColumn', { line: String(line), column: String(column) });
}

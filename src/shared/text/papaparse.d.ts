// The part of papaparse's API that src/shared uses, declared without Node types.
// @types/papaparse references Node's (for its stream input), and a program that loads it lets
// src/shared and the renderer use Node globals unchecked. tsconfig.shared.json and
// tsconfig.web.json map 'papaparse' to this file; tsconfig.node.json and tsconfig.test.json
// check the same code against @types/papaparse, so this file cannot drift from it unnoticed.
export interface ParseError {
  type: 'Quotes' | 'Delimiter' | 'FieldMismatch';
  code: 'MissingQuotes' | 'UndetectableDelimiter' | 'TooFewFields' | 'TooManyFields' | 'InvalidQuotes';
  message: string;
  row?: number | undefined;
  index?: number | undefined;
}

export interface ParseMeta {
  delimiter: string;
  linebreak: string;
  aborted: boolean;
  truncated: boolean;
  cursor: number;
}

export interface ParseResult<T> {
  data: T[];
  errors: ParseError[];
  meta: ParseMeta;
}

export interface ParseStepResult<T> {
  data: T;
  errors: ParseError[];
  meta: ParseMeta;
}

export interface Parser {
  abort(): void;
}

export interface ParseConfig<T> {
  delimiter?: string;
  newline?: '\r' | '\n' | '\r\n';
  quoteChar?: string;
  skipEmptyLines?: boolean | 'greedy';
  step?(results: ParseStepResult<T>, parser: Parser): void;
}

export interface UnparseConfig {
  delimiter?: string;
  newline?: string;
  header?: boolean;
  quotes?: boolean | boolean[] | ((value: string, columnIndex: number) => boolean);
}

export function parse<T>(input: string, config?: ParseConfig<T>): ParseResult<T>;
export function unparse(data: readonly (readonly string[])[], config?: UnparseConfig): string;

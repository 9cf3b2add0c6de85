// A text a person reads, made where the engine knows what happened: a message id of the shared
// catalog and its parameters, rendered in the reader's language where it is shown (the studio's
// views, the terminal's locale, a report's chosen language). VS Code's `localize(key, ...)` is
// the model; unlike it, the words are chosen late, because one main process serves a German
// studio and an English command line at once. Logs and files keep the id and parameters, a
// stable machine form, beside the English words.
import { z } from 'zod';
import type { engineEn } from './catalog/en';

type PluralBase<K extends string> = K extends `${infer Base}_one` ? Base : K extends `${infer Base}_other` ? Base : K;

type IdsOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${PluralBase<K>}` : IdsOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message id of the shared catalog: `site.reason.noBackup`, plurals by their base key. */
export type MessageId = IdsOf<typeof engineEn>;

/**
 * A parameter: words already chosen (a camera's name, a path), a number (formatted by the
 * reader's locale), another text, or a list of texts: `readonly Text[]` joined by the reader's
 * language as a sentence (`a, b, and c` / `a, b und c`), `TextLines` one text per line.
 */
export type TextParam = string | number | Text | readonly Text[] | TextLines;

/** Texts shown one per line, under the line that names them (the catalog writes `:\n  {{problems}}`). */
export interface TextLines {
  readonly lines: readonly Text[];
}

/** Longest list a text carries (a caller shows the first ones and says how many more there are). */
export const maxListedTexts = 64;

/** Texts one per line, as a parameter. */
export function linesOf(texts: readonly Text[]): TextLines {
  return { lines: texts };
}

export interface Text {
  readonly id: MessageId;
  readonly params?: Readonly<Record<string, TextParam>>;
}

/** Words for a text in one language, chosen where it is shown (renderText bound to a language). */
export type TextRenderer = (text: Text) => string;

/** The text of a message id with its parameters (`count` picks the plural). */
export function localize(id: MessageId, params?: Readonly<Record<string, TextParam>>): Text {
  return params === undefined ? { id } : { id, params };
}

/** Whether a parameter is a list of texts (Array.isArray does not narrow a readonly array). */
export function isTextList(value: TextParam): value is readonly Text[] {
  return Array.isArray(value);
}

/** The text with every string parameter, in nested texts and lists too, passed through `change` (a path renamed, a secret masked). */
export function mapTextWords(text: Text, change: (words: string) => string): Text {
  if (text.params === undefined) return text;
  const mapParam = (value: TextParam): TextParam => {
    if (typeof value === 'string') return change(value);
    if (typeof value === 'number') return value;
    if (isTextList(value)) return value.map((item) => mapTextWords(item, change));
    if ('lines' in value) return linesOf(value.lines.map((line) => mapTextWords(line, change)));
    return mapTextWords(value, change);
  };
  return { id: text.id, params: Object.fromEntries(Object.entries(text.params).map(([name, value]) => [name, mapParam(value)])) };
}

export function isText(value: unknown): value is Text {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

const maxDepth = 4;
const maxParams = 16;
const idPattern = /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/;

function paramSchemaAt(depth: number): z.ZodType<TextParam> {
  const plain = z.union([z.string().max(4096), z.number().finite()]);
  if (depth >= maxDepth) return plain;
  const nested = z.lazy(() => textSchemaAt(depth + 1));
  const list = z.array(nested).max(maxListedTexts);
  return z.union([plain, nested, list, z.strictObject({ lines: list })]);
}

function textSchemaAt(depth: number): z.ZodType<Text> {
  return z.object({
    id: z.string().max(120).regex(idPattern, 'contract.messageId') as unknown as z.ZodType<MessageId>,
    params: z.record(z.string().max(40), paramSchemaAt(depth)).refine((params) => Object.keys(params).length <= maxParams, { message: 'contract.tooManyTextParams', params: { max: String(maxParams) } }).optional(),
  }) as z.ZodType<Text>;
}

/** A text on the wire: an id and its parameters, nested at most four deep, bounded in size. */
export const catalogTextSchema: z.ZodType<Text> = textSchemaAt(0);

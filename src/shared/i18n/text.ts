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

/** A parameter: words already chosen (a camera's name, a path), a number (formatted by the reader's locale) or another text. */
export type TextParam = string | number | Text;

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

export function isText(value: unknown): value is Text {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

const maxDepth = 4;
const maxParams = 16;
const idPattern = /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/;

function paramSchemaAt(depth: number): z.ZodType<TextParam> {
  const plain = z.union([z.string().max(4096), z.number().finite()]);
  if (depth >= maxDepth) return plain;
  return z.union([plain, z.lazy(() => textSchemaAt(depth + 1))]);
}

function textSchemaAt(depth: number): z.ZodType<Text> {
  return z.object({
    id: z.string().max(120).regex(idPattern, 'a message id: dotted words') as unknown as z.ZodType<MessageId>,
    params: z.record(z.string().max(40), paramSchemaAt(depth)).refine((params) => Object.keys(params).length <= maxParams, `at most ${maxParams} parameters`).optional(),
  }) as z.ZodType<Text>;
}

/** A text on the wire: an id and its parameters, nested at most four deep, bounded in size. */
export const catalogTextSchema: z.ZodType<Text> = textSchemaAt(0);

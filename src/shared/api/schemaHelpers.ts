// Small zod building blocks shared by the contract's schema files.
import { z } from 'zod';
import { localize, type MessageId, type Text } from '../i18n/text';
import type { engineEn } from '../i18n/catalog/en';
import { controlCharacterText } from '../text/controlCharacters';
import { misleadingCharacterText } from '../text/misleadingCharacters';
import { firstNonLatin1, describeChar } from '../remoteconfig/latin1';

/**
 * A string checked by one of the project's validators (which return a text of the catalog, a sentence, or null), then
 * by the one text rule (no control character: src/shared/text/controlCharacters.ts; no
 * bidirectional control or unpaired surrogate: src/shared/text/misleadingCharacters.ts). Every text
 * field of the contract's inputs is built here or by `textSchema`; test/shared/api/textFields.test.ts
 * walks the contract and fails for one that is not.
 */
export function checkedString(validate: (text: string) => string | Text | null, subject: Text = fieldName('text')): z.ZodString {
  return z.string().superRefine((text, context) => {
    const problem = validate(text) ?? controlCharacterText(text, subject) ?? misleadingCharacterText(text, subject);
    if (problem !== null) context.addIssue(problemIssue(problem));
  });
}

/** What a field is, in the reader's language, to name it in a message ("label", "Bezeichnung"). */
export function fieldName(field: keyof (typeof engineEn)['textRules']['field']): Text {
  return localize(`textRules.field.${field}` as MessageId);
}

export interface TextRule {
  /** What the field is, to name it in the message: fieldName('label'). */
  subject: Text;
  max: number;
  min?: number;
  /** The camera reads it (ISO-8859-1, field-notes.md): a character Latin-1 cannot hold is refused. */
  latin1?: boolean;
  /** A field of several lines (a script, a file's text): CR and LF allowed. */
  lines?: boolean;
  /**
   * A password or passphrase: never shown, so a direction mark misleads no one and one kept
   * from before the rule must still open; only an unpaired surrogate (no UTF-8 form) is refused.
   */
  secret?: boolean;
}

/** The one schema of a text field that goes on the wire or into files (see checkedString). */
export function textSchema(rule: TextRule): z.ZodString {
  return z.string().superRefine((text, context) => {
    const problem =
      lengthText(text, rule) ??
      controlCharacterText(text, rule.subject, { lines: rule.lines === true }) ??
      misleadingCharacterText(text, rule.subject, { surrogatesOnly: rule.secret === true }) ??
      (rule.latin1 ? latin1Text(text, rule.subject) : null);
    if (problem !== null) context.addIssue(problemIssue(problem));
  });
}

function lengthText(text: string, rule: TextRule): Text | null {
  if (text.length > rule.max) return localize('textRules.length.tooLong', { subject: rule.subject, max: String(rule.max) });
  if (rule.min === undefined || text.length >= rule.min) return null;
  return rule.min === 1 ? localize('textRules.length.empty', { subject: rule.subject }) : localize('textRules.length.tooShort', { subject: rule.subject, min: String(rule.min) });
}

/** A validator's sentence as it is; a text of the catalog by its id and parameters (src/shared/i18n/issueText.ts renders it). */
function problemIssue(problem: string | Text): { code: 'custom'; message: string; params?: Record<string, unknown> } {
  return typeof problem === 'string' ? { code: 'custom', message: problem } : { code: 'custom', message: problem.id, params: { ...problem.params } };
}

function latin1Text(text: string, subject: Text): Text | null {
  const bad = firstNonLatin1(text);
  return bad ? localize('textRules.misleading.latin1', { subject, character: describeChar(bad.char), position: String(bad.index + 1) }) : null;
}

/** Object keys JavaScript treats specially: kept as data they would be lost or change every object. */
export const reservedObjectKeys: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A record (name -> value) whose keys are checked before zod copies them: a `__proto__` key would
 * be dropped silently on the way (and `constructor`, `prototype` shadow what every object has),
 * so they are refused by name.
 */
export function safeRecordSchema<K extends z.ZodType<string, string>, V extends z.ZodType>(keySchema: K, valueSchema: V, what: Text) {
  return z.preprocess((raw, context) => {
    if (typeof raw === 'object' && raw !== null) {
      for (const key of Object.keys(raw)) {
        if (reservedObjectKeys.has(key)) context.addIssue({ code: 'custom', path: [key], message: 'contract.reservedName', params: { what, key } });
      }
    }
    return raw;
  }, z.record(keySchema, valueSchema));
}

export const portSchema = z.number().int().min(1).max(65535);

/** Id the renderer picks for a long operation, so it can match `operation.progress` events to it. */
export const operationIdSchema = textSchema({ subject: fieldName('operationId'), min: 1, max: 100 });

/** Milliseconds since the epoch. */
export const timestampSchema = z.number().int().nonnegative();

export const emptyInputSchema = z.strictObject({});

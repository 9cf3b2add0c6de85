// Words for a JSON value found where something else was expected ("got the string "10"").
import { localize, type Text } from '../../../shared/i18n/text';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * "got 70000", "got the string "x"", "got a list of 2 entries". With `secret` (the passphrase)
 * no value of any type is repeated, only its kind: a number or a boolean can be the secret too.
 */
export function describeJsonValue(value: unknown, secret = false): Text {
  if (value === undefined) return localize('distributor.config.value.missing');
  if (value === null) return localize('distributor.config.value.null');
  if (Array.isArray(value)) return localize('distributor.config.value.list', { count: value.length });
  if (isPlainObject(value)) return localize('distributor.config.value.object');
  if (typeof value === 'string') return secret ? localize('distributor.config.value.secretString', { count: value.length }) : localize('distributor.config.value.string', { value: JSON.stringify(value) });
  if (secret) return localize('distributor.config.value.secretOther', { type: typeof value });
  return localize('distributor.config.value.other', { value: String(value) });
}

/** The value alone, without "got": "the string "x"", "a list of 2 entries" (what a file holds). */
export function describeJsonValueBare(value: unknown): Text {
  if (value === null) return localize('distributor.config.valueBare.null');
  if (Array.isArray(value)) return localize('distributor.config.valueBare.list', { count: value.length });
  if (isPlainObject(value)) return localize('distributor.config.valueBare.object');
  if (typeof value === 'string') return localize('distributor.config.valueBare.string', { value: JSON.stringify(value) });
  return localize('distributor.config.valueBare.other', { value: String(value) });
}

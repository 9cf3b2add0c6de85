// Words for a JSON value found where something else was expected ("got the string "10"").

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * "got 70000", "got the string "x"", "got a list of 2 entries". With `secret` (the passphrase)
 * no value of any type is repeated, only its kind: a number or a boolean can be the secret too.
 */
export function describeJsonValue(value: unknown, secret = false): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'got null';
  if (Array.isArray(value)) return `got a list of ${value.length} entries`;
  if (isPlainObject(value)) return 'got an object';
  if (typeof value === 'string') return secret ? `got a string of ${value.length} characters` : `got the string ${JSON.stringify(value)}`;
  if (secret) return `got a ${typeof value} (write it in double quotes)`;
  return `got ${String(value)}`;
}

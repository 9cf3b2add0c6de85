// The draft text as the form reads and edits it: one JSON object, a value read or set at a
// dotted path of agent.json; a field emptied takes its setting out (the agent's default then
// applies). What the form writes, the JSON view shows, and the studio checks both the same way.

export type JsonObject = Record<string, unknown>;

/** The draft as an object, or null when the text is no JSON object (the JSON view says why on save). */
export function draftObject(text: string): JsonObject | null {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function valueAt(object: JsonObject, path: readonly (string | number)[]): unknown {
  let current: unknown = object;
  for (const step of path) {
    if (typeof step === 'number' ? !Array.isArray(current) : !isObject(current)) return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

/** The draft with `value` at `path` (undefined: taken out), objects made on the way, written as the JSON view shows it. */
export function withValueAt(text: string, path: readonly (string | number)[], value: unknown): string {
  const object = draftObject(text) ?? {};
  return draftText(setIn(object, path, value) as JsonObject);
}

export function draftText(object: JsonObject): string {
  return `${JSON.stringify(object, null, 2)}\n`;
}

function setIn(container: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return value;
  if (typeof step === 'number') {
    const list = Array.isArray(container) ? [...(container as unknown[])] : [];
    list[step] = setIn(list[step], rest, value);
    return list;
  }
  const object: JsonObject = isObject(container) ? { ...container } : {};
  const next = setIn(object[step], rest, value);
  if (next === undefined) delete object[step];
  else object[step] = next;
  return object;
}

/** A number field's text as the setting: empty takes it out, a number is a number, anything else is kept as typed (the check names it). */
export function numberSetting(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** What a field shows of a setting: a text or number as it is, nothing for a setting left out. */
export function fieldValue(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

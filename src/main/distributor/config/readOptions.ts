// Walks a parsed JSON configuration against its option table: nested objects for dotted
// names, every value checked, unknown and missing options reported by their dotted name.
import { closestName } from './closestName';
import { describeJsonValue, isPlainObject } from './describeJsonValue';
import { DistributorConfigError } from './errors';
import { describeExpectation, type OptionSpec } from './optionSpecs';

/** The option table of the file being read, and of the other file (for "belongs there" hints). */
export interface OptionTable {
  specs: readonly OptionSpec[];
  otherFile: { label: string; specs: readonly OptionSpec[] };
}

type Values = Map<string, unknown>;

function fail(source: string, option: string | null, problem: string, expected: string): never {
  throw new DistributorConfigError(source, option, problem, expected);
}

function checkInteger(spec: Extract<OptionSpec, { kind: 'integer' }>, value: unknown, source: string): number {
  const expected = describeExpectation(spec);
  if (typeof value === 'number' && Number.isInteger(value)) {
    if (value < spec.min || value > spec.max) fail(source, spec.name, `got ${value}, out of range`, expected);
    return value;
  }
  if (typeof value === 'number') fail(source, spec.name, `got ${value}, not a whole number`, expected);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    fail(source, spec.name, `got the string ${JSON.stringify(value)} (write numbers without quotes)`, expected);
  }
  return fail(source, spec.name, describeJsonValue(value), expected);
}

function checkString(spec: Extract<OptionSpec, { kind: 'string' }>, value: unknown, source: string): string {
  const expected = describeExpectation(spec);
  if (typeof value !== 'string') return fail(source, spec.name, describeJsonValue(value, spec.secret), expected);
  if (value === '' && !spec.allowEmpty) fail(source, spec.name, 'got an empty string (leave the option out instead)', expected);
  if (value.length > spec.maxLength) fail(source, spec.name, `got a string of ${value.length} characters, too long`, expected);
  return value;
}

function checkStringList(spec: Extract<OptionSpec, { kind: 'string-list' }>, value: unknown, source: string): string[] {
  const expected = describeExpectation(spec);
  if (!Array.isArray(value)) return fail(source, spec.name, describeJsonValue(value), expected);
  if (value.length === 0) fail(source, spec.name, 'got an empty list', expected);
  const seen = new Set<string>();
  for (const [index, entry] of value.entries()) {
    const option = `${spec.name}[${index}]`;
    if (typeof entry !== 'string' || entry === '') fail(source, option, entry === '' ? 'got an empty string' : describeJsonValue(entry), 'an interface name (a non-empty string)');
    if (seen.has(entry)) fail(source, option, `${JSON.stringify(entry)} is listed twice`, 'each interface once');
    seen.add(entry);
  }
  return value as string[];
}

function checkValue(spec: OptionSpec, value: unknown, source: string): unknown {
  switch (spec.kind) {
    case 'integer':
      return checkInteger(spec, value, source);
    case 'string':
      return checkString(spec, value, source);
    case 'string-list':
      return checkStringList(spec, value, source);
  }
}

function unknownOptionHint(name: string, table: OptionTable): string {
  const names = table.specs.map((spec) => spec.name);
  if (names.includes(name)) return ` (write dotted options as nested objects, e.g. {"broadcast": {"port": 19300}})`;
  if (table.otherFile.specs.some((spec) => spec.name === name)) return ` (it belongs in the ${table.otherFile.label})`;
  const suggestion = closestName(name, names);
  return suggestion ? ` (did you mean ${suggestion}?)` : '';
}

function isGroup(name: string, specs: readonly OptionSpec[]): boolean {
  return specs.some((spec) => spec.name.startsWith(`${name}.`));
}

function walk(object: Record<string, unknown>, prefix: string, table: OptionTable, source: string, values: Values): void {
  for (const [key, value] of Object.entries(object)) {
    const name = prefix === '' ? key : `${prefix}.${key}`;
    // A key with a dot in it is never an option: {"broadcast.port": 1} is a common slip.
    const spec = key.includes('.') ? undefined : table.specs.find((candidate) => candidate.name === name);
    if (spec) values.set(name, checkValue(spec, value, source));
    else if (isGroup(name, table.specs) && !key.includes('.')) {
      if (!isPlainObject(value)) fail(source, name, describeJsonValue(value), `an object of options, e.g. {"${name}": {"port": 19300}}`);
      walk(value, name, table, source, values);
    } else {
      const expected = `one of ${table.specs.map((candidate) => candidate.name).join(', ')}`;
      fail(source, name, `unknown option${unknownOptionHint(name, table)}`, expected);
    }
  }
}

function setNested(target: Record<string, unknown>, dottedName: string, value: unknown): void {
  const parts = dottedName.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const child = node[part];
    node = isPlainObject(child) ? child : (node[part] = {});
  }
  node[parts[parts.length - 1] ?? dottedName] = value;
}

/**
 * Checks `json` against the table and returns the nested configuration with defaults filled
 * in. Throws DistributorConfigError for the first problem, naming `source` and the option.
 */
export function readOptions(json: unknown, table: OptionTable, source: string): Record<string, unknown> {
  if (!isPlainObject(json)) fail(source, null, `the file holds ${describeJsonValue(json).replace(/^got /, '')}`, 'a JSON object of options, e.g. {"broadcast": {"port": 19300}}');
  const values: Values = new Map();
  walk(json, '', table, source, values);
  const result: Record<string, unknown> = {};
  for (const spec of table.specs) {
    const value = values.has(spec.name) ? values.get(spec.name) : spec.kind === 'string-list' ? undefined : spec.default;
    if (value === undefined && spec.kind === 'string-list') fail(source, spec.name, 'missing (this option is required)', describeExpectation(spec));
    if (value !== undefined) setNested(result, spec.name, Array.isArray(value) ? [...(value as unknown[])] : value);
  }
  return result;
}

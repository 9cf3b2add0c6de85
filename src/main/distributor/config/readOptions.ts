// Walks a parsed JSON configuration against its option table: nested objects for dotted
// names, every value checked, unknown and missing options reported by their dotted name.
import { closestName } from './closestName';
import { describeJsonValue, describeJsonValueBare, isPlainObject } from './describeJsonValue';
import { DistributorConfigError } from './errors';
import { describeExpectation, type OptionSpec } from './optionSpecs';
import { localize, type Text } from '../../../shared/i18n/text';

/** The option table of the file being read, and of the other file (for "belongs there" hints). */
export interface OptionTable {
  specs: readonly OptionSpec[];
  otherFile: { label: Text; specs: readonly OptionSpec[] };
}

type Values = Map<string, unknown>;

function fail(source: string, option: string | null, problem: Text, expected: Text): never {
  throw new DistributorConfigError(source, option, problem, expected);
}

function checkInteger(spec: Extract<OptionSpec, { kind: 'integer' }>, value: unknown, source: string): number {
  const expected = describeExpectation(spec);
  if (typeof value === 'number' && Number.isInteger(value)) {
    if (value < spec.min || value > spec.max) fail(source, spec.name, localize('distributor.config.problem.outOfRange', { value: String(value) }), expected);
    return value;
  }
  if (typeof value === 'number') fail(source, spec.name, localize('distributor.config.problem.notWhole', { value: String(value) }), expected);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    fail(source, spec.name, localize('distributor.config.problem.quotedNumber', { value: JSON.stringify(value) }), expected);
  }
  return fail(source, spec.name, describeJsonValue(value), expected);
}

function checkString(spec: Extract<OptionSpec, { kind: 'string' }>, value: unknown, source: string): string {
  const expected = describeExpectation(spec);
  if (typeof value !== 'string') return fail(source, spec.name, describeJsonValue(value, spec.secret), expected);
  if (value === '' && !spec.allowEmpty) fail(source, spec.name, localize('distributor.config.problem.emptyString'), expected);
  if (value.length > spec.maxLength) fail(source, spec.name, localize('distributor.config.problem.tooLong', { length: String(value.length) }), expected);
  return value;
}

function checkStringList(spec: Extract<OptionSpec, { kind: 'string-list' }>, value: unknown, source: string): string[] {
  const expected = describeExpectation(spec);
  if (!Array.isArray(value)) return fail(source, spec.name, describeJsonValue(value), expected);
  if (value.length === 0) fail(source, spec.name, localize('distributor.config.problem.emptyList'), expected);
  const seen = new Set<string>();
  for (const [index, entry] of value.entries()) {
    const option = `${spec.name}[${index}]`;
    if (typeof entry !== 'string' || entry === '') fail(source, option, entry === '' ? localize('distributor.config.problem.emptyEntry') : describeJsonValue(entry), localize('distributor.config.expected.interfaceName'));
    if (seen.has(entry)) fail(source, option, localize('distributor.config.problem.listedTwice', { entry: JSON.stringify(entry) }), localize('distributor.config.expected.eachInterfaceOnce'));
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

function unknownOption(name: string, table: OptionTable): Text {
  const names = table.specs.map((spec) => spec.name);
  if (names.includes(name)) return localize('distributor.config.problem.unknownOptionNested');
  if (table.otherFile.specs.some((spec) => spec.name === name)) return localize('distributor.config.problem.unknownOptionOtherFile', { file: table.otherFile.label });
  const suggestion = closestName(name, names);
  return suggestion ? localize('distributor.config.problem.unknownOptionDidYouMean', { suggestion }) : localize('distributor.config.problem.unknownOption');
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
      if (!isPlainObject(value)) fail(source, name, describeJsonValue(value), localize('distributor.config.expected.group', { name }));
      walk(value, name, table, source, values);
    } else {
      const expected = localize('distributor.config.expected.oneOf', { names: table.specs.map((candidate) => candidate.name).join(', ') });
      fail(source, name, unknownOption(name, table), expected);
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
  if (!isPlainObject(json)) fail(source, null, localize('distributor.config.problem.fileHolds', { value: describeJsonValueBare(json) }), localize('distributor.config.expected.topLevel'));
  const values: Values = new Map();
  walk(json, '', table, source, values);
  const result: Record<string, unknown> = {};
  for (const spec of table.specs) {
    const value = values.has(spec.name) ? values.get(spec.name) : spec.kind === 'string-list' ? undefined : spec.default;
    if (value === undefined && spec.kind === 'string-list') fail(source, spec.name, localize('distributor.config.problem.missing'), describeExpectation(spec));
    if (value !== undefined) setNested(result, spec.name, Array.isArray(value) ? [...(value as unknown[])] : value);
  }
  return result;
}

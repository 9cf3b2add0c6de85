// What is wrong with the settings text, in the technician's words: each problem names the
// option, the rule it breaks and what was written (never a zod phrase like "Invalid input").
import type { z } from 'zod';
import { describeOptionRule, settingsConfigSchema, settingsOptionNames, type SettingsConfig, type SettingsOptionName } from '../../../shared/api/distributorSettingsSchemas';

export interface SettingsProblem {
  /** The dotted option, e.g. "broadcast.port"; null for the text as a whole. */
  option: string | null;
  message: string;
}

export type SettingsCheck = { config: SettingsConfig; problems: [] } | { config: null; problems: SettingsProblem[] };

const optionList = settingsOptionNames.map((name) => `broadcast.${name}`).join(', ');
const example = '{"broadcast": {"port": 19300}}';

/** A JSON value as the technician wrote it, briefly: 70000, the text "abc", a list. */
export function describeWrittenValue(value: unknown): string {
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return String(value);
}

/** Parses and checks the settings text (user_config.json without the passphrase). */
export function checkSettingsText(text: string): SettingsCheck {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { config: null, problems: [{ option: null, message: `the text is not valid JSON: ${jsonSyntaxProblem(text, error)}` }] };
  }
  return checkSettingsJson(json);
}

export function checkSettingsJson(json: unknown): SettingsCheck {
  const result = settingsConfigSchema.safeParse(json);
  if (result.success) return { config: result.data, problems: [] };
  const problems = result.error.issues.flatMap((issue) => describeIssue(issue, json));
  const unique = problems.filter((problem, index) => problems.findIndex((other) => other.message === problem.message) === index);
  return { config: null, problems: unique };
}

function describeIssue(issue: z.core.$ZodIssue, json: unknown): SettingsProblem[] {
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => unknownOption([...path, key]));
  if (path.length === 0) return [{ option: null, message: `the text must be a JSON object of options, e.g. ${example}; it holds ${describeWrittenValue(json)}` }];
  const option = path.join('.');
  const written = valueAt(json, path);
  if (path.length === 1) return [{ option, message: `${option} must be an object of options, e.g. ${example}; got ${describeWrittenValue(written)}` }];
  const name = path[1] as SettingsOptionName;
  return [{ option, message: `${option} must be ${describeOptionRule(name)}; got ${describeWrittenValue(written)}` }];
}

function unknownOption(path: string[]): SettingsProblem {
  const option = path.join('.');
  if (option === 'broadcast.passphrase') {
    return { option, message: 'broadcast.passphrase is never written in the text (it would show): choose it under "Passphrase"' };
  }
  const hint = option.includes('.') && path.length === 1 ? ` (write dotted options as nested objects, e.g. ${example})` : ` (the options are ${optionList})`;
  return { option, message: `${option}: unknown option${hint}` };
}

function valueAt(json: unknown, path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), json);
}

/** JSON.parse's complaint with the line and column instead of a character position. */
function jsonSyntaxProblem(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /at position (\d+)/.exec(message);
  if (!position || /\(line \d+/.test(message)) return message;
  const before = text.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `${message.replace(/ in JSON at position \d+.*$/, '')} at line ${line}, column ${column}`;
}

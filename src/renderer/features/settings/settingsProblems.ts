// What is wrong with the settings text, in the technician's words: each problem names the
// option, the rule it breaks and what was written (never a zod phrase like "Invalid input").
import type { z } from 'zod';
import { settingsConfigSchema, settingsOptionNames, type SettingsConfig, type SettingsOptionName } from '../../../shared/api/distributorSettingsSchemas';
import type { StudioText } from '../../i18n/studioText';
import { describeOptionRule } from './optionRule';

export interface SettingsProblem {
  /** The dotted option, e.g. "broadcast.port"; null for the text as a whole. */
  option: string | null;
  message: string;
}

export type SettingsCheck = { config: SettingsConfig; problems: [] } | { config: null; problems: SettingsProblem[] };

const optionList = settingsOptionNames.map((name) => `broadcast.${name}`).join(', ');
const example = '{"broadcast": {"port": 19300}}';

/** A JSON value as the technician wrote it, briefly: 70000, the text "abc", a list. */
export function describeWrittenValue(value: unknown, t: StudioText): string {
  if (typeof value === 'string') return t('settings.problems.writtenText', { text: JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value) });
  if (Array.isArray(value)) return t('settings.problems.writtenList');
  if (value === null) return 'null';
  if (typeof value === 'object') return t('settings.problems.writtenObject');
  return String(value);
}

/** Parses and checks the settings text (user_config.json without the passphrase). */
export function checkSettingsText(text: string, t: StudioText): SettingsCheck {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { config: null, problems: [{ option: null, message: t('settings.problems.notJson', { detail: jsonSyntaxProblem(text, error) }) }] };
  }
  return checkSettingsJson(json, t);
}

export function checkSettingsJson(json: unknown, t: StudioText): SettingsCheck {
  const result = settingsConfigSchema.safeParse(json);
  if (result.success) return { config: result.data, problems: [] };
  const problems = result.error.issues.flatMap((issue) => describeIssue(issue, json, t));
  const unique = problems.filter((problem, index) => problems.findIndex((other) => other.message === problem.message) === index);
  return { config: null, problems: unique };
}

function describeIssue(issue: z.core.$ZodIssue, json: unknown, t: StudioText): SettingsProblem[] {
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => unknownOption([...path, key], t));
  if (path.length === 0) return [{ option: null, message: t('settings.problems.notObject', { example, written: describeWrittenValue(json, t) }) }];
  const option = path.join('.');
  const written = describeWrittenValue(valueAt(json, path), t);
  if (path.length === 1) return [{ option, message: t('settings.problems.notOptions', { option, example, written }) }];
  const name = path[1] as SettingsOptionName;
  return [{ option, message: t('settings.problems.breaksRule', { option, rule: describeOptionRule(name, t), written }) }];
}

function unknownOption(path: string[], t: StudioText): SettingsProblem {
  const option = path.join('.');
  if (option === 'broadcast.passphrase') return { option, message: t('settings.problems.passphraseInText') };
  const nested = option.includes('.') && path.length === 1;
  return { option, message: nested ? t('settings.problems.unknownNested', { option, example }) : t('settings.problems.unknown', { option, options: optionList }) };
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

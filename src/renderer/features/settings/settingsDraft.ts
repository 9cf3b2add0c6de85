// The one draft of the settings view is its JSON text; the form reads its fields from the text
// and writes each change back into it, so the two can never disagree (docs/distributor-settings.md).
import { settingsOptionNames, settingsOptionRules, type SettingsConfig, type SettingsOptionName } from '../../../shared/api/distributorSettingsSchemas';

export type FormValues = Record<SettingsOptionName, string>;

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The text for a configuration: pretty JSON, options in the form's order. */
export function settingsText(config: SettingsConfig | { broadcast?: Partial<Record<SettingsOptionName, unknown>> }): string {
  const broadcast = config.broadcast ?? {};
  const ordered = Object.fromEntries(settingsOptionNames.filter((name) => broadcast[name] !== undefined).map((name) => [name, broadcast[name]]));
  return `${JSON.stringify({ broadcast: ordered }, null, 2)}\n`;
}

/** The broadcast options of the text when the form can show and edit them; null when the text is not JSON or not shaped as options. */
export function formOptions(text: string): JsonObject | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(json)) return null;
  if (json.broadcast === undefined) return {};
  return isObject(json.broadcast) ? json.broadcast : null;
}

/** Each field's text: '' where the option is left out (its default applies). */
export function formValues(options: JsonObject): FormValues {
  return Object.fromEntries(settingsOptionNames.map((name) => [name, fieldTextOf(options[name])])) as FormValues;
}

function fieldTextOf(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The text with one option set from what was typed in its field: empty leaves the option out,
 * digits become a number, anything else stays text (so the check names what was typed).
 * Other keys of the text, unknown ones included, stay as they are.
 */
export function withFieldValue(text: string, name: SettingsOptionName, typed: string): string {
  const json: unknown = JSON.parse(text);
  const root: JsonObject = isObject(json) ? json : {};
  const broadcast: JsonObject = isObject(root.broadcast) ? { ...root.broadcast } : {};
  const value = typed.trim();
  if (value === '') delete broadcast[name];
  else broadcast[name] = settingsOptionRules[name].kind === 'integer' && /^[+-]?\d+$/.test(value) ? Number(value) : value;
  const known = Object.fromEntries(settingsOptionNames.filter((option) => broadcast[option] !== undefined).map((option) => [option, broadcast[option]]));
  const unknown = Object.fromEntries(Object.entries(broadcast).filter(([key]) => !(settingsOptionNames as string[]).includes(key)));
  return `${JSON.stringify({ ...root, broadcast: { ...known, ...unknown } }, null, 2)}\n`;
}

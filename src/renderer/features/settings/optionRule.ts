// An option's rule in the technician's words, in the studio's language (the shared
// describeOptionRule stays English for the main process and the command line).
import { settingsOptionRules, type SettingsOptionName } from '../../../shared/api/distributorSettingsSchemas';
import type { StudioText } from '../../i18n/studioText';

/** "an integer from 1 to 65535"; `capital` starts it as a sentence. */
export function describeOptionRule(name: SettingsOptionName, t: StudioText, capital = false): string {
  const rule = settingsOptionRules[name];
  if (rule.kind === 'integer') return t(capital ? 'settings.rule.integerCapital' : 'settings.rule.integer', { min: rule.min, max: rule.max });
  return t(capital ? 'settings.rule.textCapital' : 'settings.rule.text', { max: rule.maxLength });
}

import { useTranslation } from 'react-i18next';
import { settingsOptionNames, settingsOptionRules, type SettingsOptionName } from '../../../shared/api/distributorSettingsSchemas';
import { describeOptionRule } from './optionRule';
import { formOptions, formValues, withFieldValue } from './settingsDraft';
import { SettingsField } from './SettingsField';
import type { SettingsProblem } from './settingsProblems';

const interfaceListId = 'settings-interfaces';

export interface SettingsFormProps {
  text: string;
  onTextChange(text: string): void;
  problems: SettingsProblem[];
  /** broadcast.interfaces of the system configuration, offered for broadcast.iface. */
  interfaces: string[];
}

/** The draft's options as fields; each edit is written into the JSON text, which stays the one draft. */
export function SettingsForm({ text, onTextChange, problems, interfaces }: SettingsFormProps) {
  const { t } = useTranslation();
  const options = formOptions(text);
  const values = options === null ? null : formValues(options);
  const problemOf = (name: SettingsOptionName) => problems.find((problem) => problem.option === `broadcast.${name}`)?.message ?? null;
  return (
    <div className="settings-form" role="group" aria-label={t('settings.form.label')}>
      {values === null && <p className="view-note">{t('settings.form.unreadable')}</p>}
      <datalist id={interfaceListId}>
        {interfaces.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {settingsOptionNames.map((name) => {
        const rule = settingsOptionRules[name];
        const isInteger = rule.kind === 'integer';
        return (
          <SettingsField
            key={name}
            label={t(`settings.form.${name}`)}
            value={values?.[name] ?? ''}
            onChange={(typed) => onTextChange(withFieldValue(text, name, typed))}
            hint={isInteger ? t('settings.form.integerHint', { rule: describeOptionRule(name, t, true), default: rule.default }) : t('settings.form.ifaceHint', { interfaces: interfaces.join(', ') })}
            placeholder={isInteger ? String(rule.default) : t('settings.form.ifacePlaceholder')}
            problem={problemOf(name)}
            disabled={values === null}
            list={isInteger ? undefined : interfaceListId}
            numeric={isInteger}
          />
        );
      })}
    </div>
  );
}

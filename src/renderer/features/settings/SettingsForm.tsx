import { describeOptionRule, settingsOptionNames, settingsOptionRules, type SettingsOptionName } from '../../../shared/api/distributorSettingsSchemas';
import { formOptions, formValues, withFieldValue } from './settingsDraft';
import { SettingsField } from './SettingsField';
import type { SettingsProblem } from './settingsProblems';

const labels: Record<SettingsOptionName, string> = {
  iface: 'Interface (broadcast.iface)',
  port: 'UDP port (broadcast.port)',
  poll_freq: 'Packages per second (broadcast.poll_freq; 0 = one per 10 s)',
  resend: 'Sending attempts (broadcast.resend)',
  max_time_offset: 'Maximum clock offset in seconds (broadcast.max_time_offset; 0 = no check)',
};

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
  const options = formOptions(text);
  const values = options === null ? null : formValues(options);
  const problemOf = (name: SettingsOptionName) => problems.find((problem) => problem.option === `broadcast.${name}`)?.message ?? null;
  return (
    <div className="settings-form" role="group" aria-label="Settings form">
      {values === null && <p className="view-note">The JSON text cannot be read as options; fix it there and the form follows.</p>}
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
            label={labels[name]}
            value={values?.[name] ?? ''}
            onChange={(typed) => onTextChange(withFieldValue(text, name, typed))}
            hint={isInteger ? `${capitalized(describeOptionRule(name))}; empty = ${rule.default}.` : `Empty = the first usable of ${interfaces.join(', ')}.`}
            placeholder={isInteger ? String(rule.default) : 'first usable interface'}
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

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

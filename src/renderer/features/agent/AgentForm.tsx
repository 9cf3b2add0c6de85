// The agent settings as a form over the draft text: each field reads and writes one setting of
// agent.json (a field emptied takes it out, so the agent's default applies), and shows the
// problem a refused save named for it. The webhook key and the SMTP password are typed here and
// never shown back: the field says only whether one is kept.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { agentJobNames, defaultSchedules } from '../../../shared/agent/agentSettings';
import { agentSecretLimits } from '../../../shared/api/agentSchemas';
import { useText } from '../../i18n/useText';
import { SettingsField } from '../settings/SettingsField';
import { draftObject, fieldValue, numberSetting, valueAt, withValueAt, type JsonObject } from './agentDraft';
import type { FieldProblemOf } from './agentFieldProblems';
import { AgentSelectField } from './AgentSelectField';
import { AgentWindowsFields } from './AgentWindowsFields';

export interface AgentFormProps {
  text: string;
  onTextChange(text: string): void;
  problemOf: FieldProblemOf;
  webhookKey: string;
  onWebhookKeyChange(key: string): void;
  webhookKeyKept: boolean;
  emailPassword: string;
  onEmailPasswordChange(password: string): void;
  emailPasswordKept: boolean;
}

const thresholdNames = ['offlineAfterSeconds', 'rebootPendingAfterSeconds', 'offlineAfterChangeSeconds', 'reminderSeconds', 'alertsPerHour'] as const;

export function AgentForm({ text, onTextChange, problemOf, webhookKey, onWebhookKeyChange, webhookKeyKept, emailPassword, onEmailPasswordChange, emailPasswordKept }: AgentFormProps) {
  const { t } = useTranslation();
  const show = useText();
  const settings = draftObject(text);
  if (settings === null) return <p className="view-note">{t('agent.form.unreadable')}</p>;
  const problem = (path: (string | number)[]) => {
    const found = problemOf(path);
    return found ? show(found) : null;
  };
  const field = (path: (string | number)[], numeric = false) => ({
    value: fieldValue(valueAt(settings, path)),
    onChange: (typed: string) => onTextChange(withValueAt(text, path, numeric ? numberSetting(typed) : typed === '' ? undefined : typed)),
    problem: problem(path),
    disabled: false,
    numeric,
  });

  return (
    <form className="settings-form agent-form" aria-label={t('agent.form.label')} onSubmit={(event) => event.preventDefault()}>
      <fieldset className="agent-fieldset">
        <legend>{t('agent.form.schedules')}</legend>
        {agentJobNames.map((job) => (
          <div key={job} className="agent-job">
            <SettingsField label={t(`agent.form.job.${job}`)} hint={t('agent.form.scheduleHint', { schedule: defaultSchedules[job] })} placeholder={defaultSchedules[job]} {...field(['jobs', job, 'schedule'])} />
            <JobEnabled settings={settings} job={job} onChange={(enabled) => onTextChange(withValueAt(text, ['jobs', job, 'enabled'], enabled ? undefined : false))} />
          </div>
        ))}
        <SettingsField label={t('agent.form.timeZone')} hint={t('agent.form.timeZoneHint')} {...field(['timeZone'])} />
      </fieldset>
      <fieldset className="agent-fieldset">
        <legend>{t('agent.form.thresholds')}</legend>
        {thresholdNames.map((name) => (
          <SettingsField key={name} label={t(`agent.form.threshold.${name}`)} hint={t('agent.form.emptyDefault')} {...field(['thresholds', name], true)} />
        ))}
      </fieldset>
      <AgentWindowsFields text={text} settings={settings} onTextChange={onTextChange} problem={problem} />
      <fieldset className="agent-fieldset">
        <legend>{t('agent.form.webhook')}</legend>
        <SettingsField
          label={t('agent.form.webhookUrl')}
          hint={t('agent.form.webhookUrlHint')}
          {...field(['channels', 'webhook', 'url'])}
          onChange={(typed) => onTextChange(withValueAt(text, typed === '' ? ['channels', 'webhook'] : ['channels', 'webhook', 'url'], typed === '' ? undefined : typed))}
        />
        <SecretField
          label={t('agent.form.webhookKey')}
          hint={webhookKeyKept ? t('agent.form.webhookKeySet') : t('agent.form.webhookKeyNotSet')}
          value={webhookKey}
          onChange={onWebhookKeyChange}
          maxLength={agentSecretLimits.webhookKey}
          problem={problem(['channels', 'webhook', 'secret'])}
        />
      </fieldset>
      <EmailFields
        text={text}
        settings={settings}
        field={field}
        onTextChange={onTextChange}
        problem={problem}
        password={
          <SecretField
            label={t('agent.form.emailPassword')}
            hint={emailPasswordKept ? t('agent.form.emailPasswordSet') : t('agent.form.emailPasswordNotSet')}
            value={emailPassword}
            onChange={onEmailPasswordChange}
            maxLength={agentSecretLimits.emailPassword}
            problem={problem(['channels', 'email', 'password'])}
          />
        }
      />
      <fieldset className="agent-fieldset">
        <legend>{t('agent.form.syslog')}</legend>
        <SettingsField
          label={t('agent.form.syslogHost')}
          hint={t('agent.form.syslogHostHint')}
          placeholder="192.0.2.5"
          {...field(['channels', 'syslog', 'host'])}
          onChange={(typed) => onTextChange(withValueAt(text, typed === '' ? ['channels', 'syslog'] : ['channels', 'syslog', 'host'], typed === '' ? undefined : typed))}
        />
        {valueAt(settings, ['channels', 'syslog']) !== undefined && (
          <>
            <SettingsField label={t('agent.form.syslogPort')} hint={t('agent.form.syslogPortHint')} placeholder="514" {...field(['channels', 'syslog', 'port'], true)} />
            <AgentSelectField
              label={t('agent.form.syslogTransport')}
              value={fieldValue(valueAt(settings, ['channels', 'syslog', 'transport'])) || 'udp'}
              options={[
                { value: 'udp', label: 'UDP' },
                { value: 'tcp', label: 'TCP' },
              ]}
              onChange={(transport) => onTextChange(withValueAt(text, ['channels', 'syslog', 'transport'], transport))}
              problem={problem(['channels', 'syslog', 'transport'])}
            />
          </>
        )}
      </fieldset>
    </form>
  );
}

type FieldOf = (path: (string | number)[], numeric?: boolean) => { value: string; onChange(typed: string): void; problem: string | null; disabled: boolean; numeric: boolean };

/** The e-mail channel: server, port, security, the login (user, and a new password typed in `password`), sender, recipients and the digest. */
function EmailFields({
  text,
  settings,
  field,
  onTextChange,
  problem,
  password,
}: {
  text: string;
  settings: JsonObject;
  field: FieldOf;
  onTextChange(text: string): void;
  problem(path: (string | number)[]): string | null;
  password: ReactNode;
}) {
  const { t } = useTranslation();
  const email = valueAt(settings, ['channels', 'email']);
  const recipients = valueAt(settings, ['channels', 'email', 'to']);
  const recipientList = Array.isArray(recipients) ? recipients : [];
  const recipientsProblem = problem(['channels', 'email', 'to']) ?? recipientList.map((_, index) => problem(['channels', 'email', 'to', index])).find((found) => found !== null) ?? null;
  return (
    <fieldset className="agent-fieldset">
      <legend>{t('agent.form.email')}</legend>
      <SettingsField
        label={t('agent.form.emailHost')}
        hint={t('agent.form.emailHostHint')}
        {...field(['channels', 'email', 'host'])}
        onChange={(typed) => onTextChange(withValueAt(text, typed === '' ? ['channels', 'email'] : ['channels', 'email', 'host'], typed === '' ? undefined : typed))}
      />
      {email !== undefined && (
        <>
          <SettingsField label={t('agent.form.emailPort')} hint={t('agent.form.emailPortHint')} placeholder="587" {...field(['channels', 'email', 'port'], true)} />
          <AgentSelectField
            label={t('agent.form.emailSecurity')}
            value={fieldValue(valueAt(settings, ['channels', 'email', 'security'])) || 'starttls'}
            options={[
              { value: 'starttls', label: t('agent.form.emailSecurityStarttls') },
              { value: 'tls', label: t('agent.form.emailSecurityTls') },
              { value: 'none', label: t('agent.form.emailSecurityNone') },
            ]}
            onChange={(security) => onTextChange(withValueAt(text, ['channels', 'email', 'security'], security))}
            problem={problem(['channels', 'email', 'security'])}
          />
          <SettingsField label={t('agent.form.emailUser')} hint={t('agent.form.emailUserHint')} {...field(['channels', 'email', 'user'])} />
          {password}
          <SettingsField label={t('agent.form.emailFrom')} hint={t('agent.form.emailFromHint')} {...field(['channels', 'email', 'from'])} />
          <RecipientsField
            label={t('agent.form.emailTo')}
            hint={t('agent.form.emailToHint')}
            recipients={recipientList.filter((address): address is string => typeof address === 'string')}
            onChange={(list) => onTextChange(withValueAt(text, ['channels', 'email', 'to'], list))}
            problem={recipientsProblem}
          />
          <SettingsField label={t('agent.form.emailDigest')} hint={t('agent.form.emailDigestHint')} placeholder="0 0 8 * * *" {...digestField(field)} />
        </>
      )}
    </fieldset>
  );
}

/** The recipients as typed (a comma or space is kept while typing); a list read from elsewhere (the JSON view, a save) replaces the text. */
function RecipientsField({ label, hint, recipients, onChange, problem }: { label: string; hint: string; recipients: string[]; onChange(list: string[]): void; problem: string | null }) {
  const [typed, setTyped] = useState(recipients.join(', '));
  const shown = sameList(recipientsOf(typed), recipients) ? typed : recipients.join(', ');
  return (
    <SettingsField
      label={label}
      hint={hint}
      value={shown}
      onChange={(text) => {
        setTyped(text);
        onChange(recipientsOf(text));
      }}
      problem={problem}
      disabled={false}
    />
  );
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** Recipients as typed (separated by commas, semicolons or spaces): a list, empty ones dropped; none typed is an empty list (the check names it). */
export function recipientsOf(typed: string): string[] {
  return typed
    .split(/[\s,;]+/)
    .filter((address) => address !== '');
}

/** The digest schedule: emptied, the whole digest is taken out (one message per alert again). */
function digestField(field: FieldOf): ReturnType<FieldOf> {
  const schedule = field(['channels', 'email', 'digest', 'schedule']);
  const digest = field(['channels', 'email', 'digest']);
  return { ...schedule, onChange: (typed) => (typed === '' ? digest.onChange('') : schedule.onChange(typed)) };
}

function JobEnabled({ settings, job, onChange }: { settings: JsonObject; job: string; onChange(enabled: boolean): void }) {
  const { t } = useTranslation();
  return (
    <label className="checkbox-label">
      <input type="checkbox" checked={valueAt(settings, ['jobs', job, 'enabled']) !== false} onChange={(event) => onChange(event.target.checked)} /> {t('agent.form.jobEnabled')}
    </label>
  );
}

/** A new secret typed in plain text (a password field); the kept one is never shown, only whether there is one (the hint). */
function SecretField({ label, hint, value, onChange, maxLength, problem }: { label: string; hint: string; value: string; onChange(secret: string): void; maxLength: number; problem: string | null }) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        value={value}
        maxLength={maxLength}
        autoComplete="new-password"
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
      />
      {problem && (
        <span id={`${id}-problem`} className="field-problem">
          {problem}
        </span>
      )}
      <span id={`${id}-hint`} className="form-hint">
        {hint}
      </span>
    </div>
  );
}

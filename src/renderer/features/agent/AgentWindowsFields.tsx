// The maintenance windows of the agent form: recurring (a cron expression opens it, for so many
// minutes) or one-off (from, until); each says whether the jobs run or pause in it.
import { useTranslation } from 'react-i18next';
import { fieldValue, isObject, numberSetting, valueAt, withValueAt, type JsonObject } from './agentDraft';
import { SettingsField } from '../settings/SettingsField';
import { AgentSelectField } from './AgentSelectField';

export interface AgentWindowsFieldsProps {
  text: string;
  settings: JsonObject;
  onTextChange(text: string): void;
  problem(path: (string | number)[]): string | null;
}

const newRecurring = { label: '', schedule: '0 22 * * 0', durationMinutes: 120, jobs: 'run' };
const newOneOff = { label: '', from: '', until: '', jobs: 'pause' };

export function AgentWindowsFields({ text, settings, onTextChange, problem }: AgentWindowsFieldsProps) {
  const { t } = useTranslation();
  const found = valueAt(settings, ['maintenanceWindows']);
  const windows: unknown[] = Array.isArray(found) ? found : [];
  const setWindows = (next: unknown[]) => onTextChange(withValueAt(text, ['maintenanceWindows'], next));
  const field = (index: number, name: string, numeric = false) => {
    const path = ['maintenanceWindows', index, name];
    return {
      value: fieldValue(valueAt(settings, path)),
      onChange: (typed: string) => onTextChange(withValueAt(text, path, numeric ? numberSetting(typed) : typed)),
      problem: problem(path) ?? (name === 'label' ? problem(['maintenanceWindows', index]) : null),
      disabled: false,
      numeric,
    };
  };

  return (
    <fieldset className="agent-fieldset">
      <legend>{t('agent.form.windows')}</legend>
      {windows.length === 0 && <p className="form-hint">{t('agent.form.noWindows')}</p>}
      {windows.map((window, index) => {
        const recurring = !isObject(window) || 'schedule' in window || !('from' in window);
        const number = index + 1;
        return (
          <fieldset key={index} className="agent-window">
            <legend>{t(recurring ? 'agent.form.windowRecurring' : 'agent.form.windowOneOff', { number })}</legend>
            <SettingsField label={t('agent.form.windowLabel')} hint={t('agent.form.windowLabelHint')} {...field(index, 'label')} />
            {recurring ? (
              <>
                <SettingsField label={t('agent.form.windowSchedule')} hint={t('agent.form.windowScheduleHint')} {...field(index, 'schedule')} />
                <SettingsField label={t('agent.form.windowMinutes')} hint={t('agent.form.windowMinutesHint')} {...field(index, 'durationMinutes', true)} />
              </>
            ) : (
              <>
                <SettingsField label={t('agent.form.windowFrom')} hint={t('agent.form.windowTimeHint')} placeholder="2026-03-01T22:00:00+01:00" {...field(index, 'from')} />
                <SettingsField label={t('agent.form.windowUntil')} hint={t('agent.form.windowTimeHint')} placeholder="2026-03-02T02:00:00+01:00" {...field(index, 'until')} />
              </>
            )}
            <AgentSelectField
              label={t('agent.form.windowJobs')}
              value={fieldValue(valueAt(settings, ['maintenanceWindows', index, 'jobs'])) || 'run'}
              options={[
                { value: 'run', label: t('agent.form.windowJobsRun') },
                { value: 'pause', label: t('agent.form.windowJobsPause') },
              ]}
              onChange={(jobs) => onTextChange(withValueAt(text, ['maintenanceWindows', index, 'jobs'], jobs))}
              problem={problem(['maintenanceWindows', index, 'jobs'])}
            />
            <button type="button" className="button" onClick={() => setWindows(windows.filter((_, at) => at !== index))}>
              {t('agent.form.removeWindow', { number })}
            </button>
          </fieldset>
        );
      })}
      <div className="form-buttons">
        <button type="button" className="button" onClick={() => setWindows([...windows, newRecurring])}>
          {t('agent.form.addRecurring')}
        </button>
        <button type="button" className="button" onClick={() => setWindows([...windows, newOneOff])}>
          {t('agent.form.addOneOff')}
        </button>
      </div>
    </fieldset>
  );
}

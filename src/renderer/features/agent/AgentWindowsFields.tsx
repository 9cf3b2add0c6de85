// The maintenance windows of the agent form: recurring (a cron expression opens it, for so many
// minutes) or one-off (from, until); each says whether the jobs run or pause in it. Each field's
// label names its setting (maintenanceWindows.0.schedule), as a refused save names it. Focus
// stays where the work continues: a window added, on its first field; a window removed, on the
// first field of the window that took its place (else the one before it, else "Add").
import { useEffect, useRef } from 'react';
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

type WindowFieldKey = 'windowLabel' | 'windowSchedule' | 'windowMinutes' | 'windowFrom' | 'windowUntil' | 'windowJobs';

/** Where focus goes once the windows are drawn with `count` of them: a window's first field, or the first "Add" button (`index` null). */
type FocusWanted = { count: number; index: number | null };

export function AgentWindowsFields({ text, settings, onTextChange, problem }: AgentWindowsFieldsProps) {
  const { t } = useTranslation();
  const windowsElement = useRef<HTMLFieldSetElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusWanted = useRef<FocusWanted | null>(null);
  const found = valueAt(settings, ['maintenanceWindows']);
  const windows: unknown[] = Array.isArray(found) ? found : [];
  const setWindows = (next: unknown[], focus: number | null) => {
    focusWanted.current = { count: next.length, index: focus };
    onTextChange(withValueAt(text, ['maintenanceWindows'], next));
  };
  useEffect(() => {
    const wanted = focusWanted.current;
    if (wanted === null || wanted.count !== windows.length) return;
    focusWanted.current = null;
    const target = wanted.index === null ? addButton.current : windowsElement.current?.querySelectorAll('.agent-window')[wanted.index]?.querySelector<HTMLElement>('input, select');
    target?.focus();
  });
  const path = (index: number, name: string) => ['maintenanceWindows', index, name];
  const label = (key: WindowFieldKey, index: number, name: string) => t(`agent.form.${key}`, { path: path(index, name).join('.') });
  const field = (index: number, name: string, numeric = false) => {
    const at = path(index, name);
    return {
      value: fieldValue(valueAt(settings, at)),
      onChange: (typed: string) => onTextChange(withValueAt(text, at, numeric ? numberSetting(typed) : typed)),
      problem: problem(at) ?? (name === 'label' ? problem(['maintenanceWindows', index]) : null),
      disabled: false,
      numeric,
    };
  };
  const remove = (index: number) => {
    const rest = windows.filter((_, at) => at !== index);
    setWindows(rest, rest.length === 0 ? null : Math.min(index, rest.length - 1));
  };

  return (
    <fieldset className="agent-fieldset" ref={windowsElement}>
      <legend>{t('agent.form.windows')}</legend>
      {windows.length === 0 && <p className="form-hint">{t('agent.form.noWindows')}</p>}
      {windows.map((window, index) => {
        const recurring = !isObject(window) || 'schedule' in window || !('from' in window);
        const number = index + 1;
        return (
          <fieldset key={index} className="agent-window">
            <legend>{t(recurring ? 'agent.form.windowRecurring' : 'agent.form.windowOneOff', { number })}</legend>
            <SettingsField label={label('windowLabel', index, 'label')} hint={t('agent.form.windowLabelHint')} {...field(index, 'label')} />
            {recurring ? (
              <>
                <SettingsField label={label('windowSchedule', index, 'schedule')} hint={t('agent.form.windowScheduleHint')} {...field(index, 'schedule')} />
                <SettingsField label={label('windowMinutes', index, 'durationMinutes')} hint={t('agent.form.windowMinutesHint')} {...field(index, 'durationMinutes', true)} />
              </>
            ) : (
              <>
                <SettingsField label={label('windowFrom', index, 'from')} hint={t('agent.form.windowTimeHint')} placeholder="2026-03-01T22:00:00+01:00" {...field(index, 'from')} />
                <SettingsField label={label('windowUntil', index, 'until')} hint={t('agent.form.windowTimeHint')} placeholder="2026-03-02T02:00:00+01:00" {...field(index, 'until')} />
              </>
            )}
            <AgentSelectField
              label={label('windowJobs', index, 'jobs')}
              value={fieldValue(valueAt(settings, path(index, 'jobs'))) || 'run'}
              options={[
                { value: 'run', label: t('agent.form.windowJobsRun') },
                { value: 'pause', label: t('agent.form.windowJobsPause') },
              ]}
              onChange={(jobs) => onTextChange(withValueAt(text, path(index, 'jobs'), jobs))}
              problem={problem(path(index, 'jobs'))}
            />
            <button type="button" className="button" onClick={() => remove(index)}>
              {t('agent.form.removeWindow', { number })}
            </button>
          </fieldset>
        );
      })}
      <div className="form-buttons">
        <button type="button" className="button" ref={addButton} onClick={() => setWindows([...windows, newRecurring], windows.length)}>
          {t('agent.form.addRecurring')}
        </button>
        <button type="button" className="button" onClick={() => setWindows([...windows, newOneOff], windows.length)}>
          {t('agent.form.addOneOff')}
        </button>
      </div>
    </fieldset>
  );
}

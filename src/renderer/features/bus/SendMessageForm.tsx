import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxTemplateNameLength, type MessageTemplate } from '../../../shared/api/busTemplateSchemas';
import { findPathProblem, findValueProblem, maxPathLength } from '../../../shared/distributor/messagePath';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { useFormatters, useLanguage } from '../../i18n/useLanguage';
import { errorText } from '../../ui/errorText';
import { removeBusTemplate, saveBusTemplate, sendBusMessage } from './busActions';

type Outcome = { kind: 'sent' | 'saved'; text: string } | { kind: 'failed'; text: string } | null;

/**
 * "Send a message": path and value, the path checked against the naming rules as it is typed
 * (the rule it breaks is shown, and a message that breaks one is not sent); Ctrl+Enter sends.
 * Below, the messages sent from the studio and the saved templates, each one click from the form.
 */
export function SendMessageForm() {
  const studio = useStudio();
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const { history, templates } = useStudioStore('bus', (state) => state.templates);
  const [path, setPath] = useState('');
  const [value, setValue] = useState('');
  const [templateName, setTemplateName] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fieldId = useId();
  const pathHintId = `${fieldId}-path-hint`;
  const pathProblem = path === '' ? null : findPathProblem(path);
  const valueProblem = findValueProblem(value);

  const run = async (action: () => Promise<void>, success: Outcome) => {
    setBusy(true);
    setOutcome(null);
    try {
      await action();
      setOutcome(success);
    } catch (error) {
      setOutcome({ kind: 'failed', text: errorText(error, language) });
    } finally {
      setBusy(false);
    }
  };

  const send = () => {
    const problem = findPathProblem(path) ?? valueProblem;
    if (problem) {
      setOutcome({ kind: 'failed', text: t('bus.send.notSent', { problem: problem.message }) });
      return;
    }
    void run(() => sendBusMessage(studio, { path, value }), { kind: 'sent', text: t('bus.send.queued', { path, value }) });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.ctrlKey) {
      event.preventDefault();
      send();
    }
  };
  const use = (message: { path: string; value: string }) => {
    setPath(message.path);
    setValue(message.value);
    setOutcome(null);
  };
  const saveTemplate = () => {
    const template: MessageTemplate = { name: templateName.trim(), path, value };
    void run(() => saveBusTemplate(studio, template), { kind: 'saved', text: t('bus.send.saved', { name: template.name }) });
  };

  return (
    <section className="send-panel" aria-labelledby="send-heading">
      <h3 id="send-heading">{t('bus.send.heading')}</h3>
      <form className="send-form" aria-labelledby="send-heading" onSubmit={onSubmit} onKeyDown={onKeyDown}>
        <div className="form-field">
          <label htmlFor={`${fieldId}-path`}>{t('bus.send.path')}</label>
          <input
            id={`${fieldId}-path`}
            name="path"
            value={path}
            maxLength={maxPathLength + 1}
            placeholder={t('bus.send.pathPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={pathProblem !== null}
            aria-describedby={pathHintId}
            onChange={(event) => setPath(event.target.value)}
          />
          <span id={pathHintId} className={pathProblem ? 'form-hint error-text' : 'form-hint'}>
            {pathProblem ? pathProblem.message : t('bus.send.pathHint')}
          </span>
        </div>
        <div className="form-field">
          <label htmlFor={`${fieldId}-value`}>{t('bus.send.value')}</label>
          <input id={`${fieldId}-value`} name="value" value={value} autoComplete="off" spellCheck={false} aria-invalid={valueProblem !== null} onChange={(event) => setValue(event.target.value)} />
          {valueProblem && <span className="form-hint error-text">{valueProblem.message}</span>}
        </div>
        <div className="send-actions">
          <button type="submit" className="button" disabled={busy}>
            {t('bus.send.send')}
          </button>
          <span className="form-hint">{t('bus.send.ctrlEnter')}</span>
        </div>
        {outcome && (
          <p className={outcome.kind === 'failed' ? 'error-text' : 'success-text'} role={outcome.kind === 'failed' ? 'alert' : 'status'}>
            {outcome.text}
          </p>
        )}
        <div className="template-save">
          <label htmlFor={`${fieldId}-template`}>{t('bus.send.templateName')}</label>
          <input id={`${fieldId}-template`} value={templateName} maxLength={maxTemplateNameLength} autoComplete="off" onChange={(event) => setTemplateName(event.target.value)} />
          <button type="button" className="button" disabled={busy || templateName.trim() === ''} onClick={saveTemplate}>
            {t('bus.send.saveTemplate')}
          </button>
        </div>
      </form>
      <MessageShortcuts title={t('bus.send.templates')} items={templates.map((template) => ({ key: template.name, label: template.name, message: template }))} onUse={use} onRemove={(name) => void run(() => removeBusTemplate(studio, name), null)} />
      <MessageShortcuts title={t('bus.send.sent')} items={history.map((sent, index) => ({ key: `${sent.sentAt}-${index}`, label: `${format.preciseTime(sent.sentAt)} ${sent.path}=${sent.value}`, message: sent }))} onUse={use} />
    </section>
  );
}

interface Shortcut {
  key: string;
  label: string;
  message: { path: string; value: string };
}

function MessageShortcuts({ title, items, onUse, onRemove }: { title: string; items: Shortcut[]; onUse(message: Shortcut['message']): void; onRemove?(key: string): void }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <div className="message-shortcuts">
      <h4 id={headingId}>{title}</h4>
      <ul aria-labelledby={headingId}>
        {items.map((item) => (
          <li key={item.key}>
            <button type="button" className="link-button mono" aria-label={t('bus.send.use', { label: item.label })} title={item.label} onClick={() => onUse(item.message)}>
              {item.label}
            </button>
            {onRemove && (
              <button type="button" className="link-button" aria-label={t('bus.send.removeTemplate', { label: item.label })} onClick={() => onRemove(item.key)}>
                {t('bus.send.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

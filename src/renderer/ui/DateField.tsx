import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateInputFormat, datePattern, formatDateInput, parseDateInput } from '../i18n/dateInput';
import { useLanguage } from '../i18n/useLanguage';

interface DateFieldProps {
  label: string;
  /** The form field that carries the ISO value (yyyy-mm-dd, with a time yyyy-mm-ddThh:mm; '' when empty). */
  name?: string;
  /** ISO, as the value. */
  defaultValue?: string;
  /** Takes an optional HH:MM after the date. */
  withTime?: boolean;
  /** Said after the format (what an empty field means, ...). */
  hint?: string;
  /** The ISO value whenever what is typed reads as one ('' for an empty field or one not yet right). */
  onValueChange?(iso: string): void;
}

/**
 * A date typed as the studio's language writes it (German TT.MM.JJJJ), never the browser's own
 * date picker (Chromium's follows the browser's locale, not the studio's). The pattern is its
 * placeholder and hint; what does not read as a date is said under it, naming the field and the
 * format, once the technician leaves the field or sends the form (which it holds back meanwhile).
 */
export function DateField({ label, name, defaultValue = '', withTime = false, hint, onValueChange }: DateFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = dateInputFormat(language);
  const letters = { day: t('common.dateField.letters.day'), month: t('common.dateField.letters.month'), year: t('common.dateField.letters.year'), time: t('common.dateField.letters.time') };
  const pattern = datePattern(format, letters, withTime);
  const [text, setText] = useState(() => formatDateInput(defaultValue, format));
  /** The last value typed right: what the field shows again in another language. */
  const value = useRef(defaultValue);
  const [told, setTold] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const parsed = parseDateInput(text, format, withTime);
  const problem = parsed.ok ? null : t(`common.dateField.${parsed.problem}`, { field: label, pattern, text: text.trim() });

  useEffect(() => {
    // The language changed: the date is written its way.
    setText((typed) => (typed.trim() === '' || value.current === '' ? typed : formatDateInput(value.current, format)));
  }, [format]);
  useEffect(() => {
    input.current?.setCustomValidity(problem ?? '');
  }, [problem]);

  const change = (typed: string) => {
    setText(typed);
    const next = parseDateInput(typed, format, withTime);
    const iso = next.ok ? next.iso : '';
    value.current = iso;
    onValueChange?.(iso);
  };
  const shownProblem = told ? problem : null;
  return (
    <div className="form-field date-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        placeholder={pattern}
        value={text}
        aria-invalid={shownProblem ? true : undefined}
        aria-describedby={[`${id}-hint`, hint ? `${id}-more` : '', shownProblem ? `${id}-problem` : ''].filter(Boolean).join(' ')}
        onChange={(event) => change(event.target.value)}
        onBlur={() => setTold(true)}
        onInvalid={(event) => {
          // The form was sent: say what is wrong here, in the studio's words, not the browser's bubble.
          event.preventDefault();
          setTold(true);
          const field = event.currentTarget;
          if (field.form?.querySelector('input:invalid') === field) field.focus();
        }}
      />
      <span id={`${id}-hint`} className="form-hint">
        {t(withTime ? 'common.dateField.hintWithTime' : 'common.dateField.hint', { pattern })}
      </span>
      {hint && (
        <span id={`${id}-more`} className="form-hint">
          {hint}
        </span>
      )}
      {shownProblem && (
        <span id={`${id}-problem`} className="error-text" role="alert">
          {shownProblem}
        </span>
      )}
      {name !== undefined && <input type="hidden" name={name} value={parsed.ok ? parsed.iso : ''} />}
    </div>
  );
}

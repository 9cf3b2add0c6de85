import { useId, type InputHTMLAttributes } from 'react';

/** A labelled input; the label is the input's accessible name. */
export function FormField({ label, hint, ...input }: { label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={input.type === 'checkbox' ? 'form-field form-field-inline' : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={hint ? hintId : undefined} {...input} />
      {hint && (
        <span id={hintId} className="form-hint">
          {hint}
        </span>
      )}
    </div>
  );
}

/** The text of a form field, trimmed; '' when absent. */
export function fieldText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A whole number from a form field, or undefined when it is empty. */
export function optionalNumber(data: FormData, name: string): number | undefined {
  const text = fieldText(data, name);
  return text === '' ? undefined : Number(text);
}

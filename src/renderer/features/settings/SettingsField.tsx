import { useId } from 'react';

export interface SettingsFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  hint: string;
  /** The broken rule, shown under the field and announced with it. */
  problem: string | null;
  disabled: boolean;
  placeholder?: string;
  /** Id of a <datalist> offering choices (the field stays free text). */
  list?: string;
  numeric?: boolean;
}

/** One option of the settings form, with its inline problem. */
export function SettingsField({ label, value, onChange, hint, problem, disabled, placeholder, list, numeric }: SettingsFieldProps) {
  const id = useId();
  const describedBy = problem ? `${id}-problem ${id}-hint` : `${id}-hint`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem !== null}
        aria-describedby={describedBy}
        disabled={disabled}
        placeholder={placeholder}
        list={list}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        spellCheck={false}
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

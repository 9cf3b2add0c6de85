import { useId } from 'react';

export interface AgentSelectFieldProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  problem: string | null;
}

/** A labelled choice of the agent form, with its inline problem. */
export function AgentSelectField({ label, value, options, onChange, problem }: AgentSelectFieldProps) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={problem !== null} aria-describedby={problem ? `${id}-problem` : undefined}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {problem && (
        <span id={`${id}-problem`} className="field-problem">
          {problem}
        </span>
      )}
    </div>
  );
}

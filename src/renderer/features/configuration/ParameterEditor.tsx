import type { CatalogEntry } from '../../../shared/remoteconfig/catalog/parameterCatalog';

export interface ParameterEditorProps {
  /** `section/NAME`: every input's accessible name. */
  address: string;
  entry: CatalogEntry | undefined;
  value: string;
  invalid: boolean;
  errorId: string;
  tabIndex: number;
  onChange(value: string): void;
}

/** The editor the catalog gives a parameter: switch, integer field (with slider), or text. */
export function ParameterEditor({ address, entry, value, invalid, errorId, tabIndex, onChange }: ParameterEditorProps) {
  const common = { 'aria-label': address, 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId : undefined, tabIndex, 'data-row-focus': true };
  if (entry?.type === 'switch') {
    const on = value === entry.on;
    return (
      <label className="switch-editor">
        <input {...common} type="checkbox" role="switch" checked={on} onChange={(event) => onChange(event.target.checked ? entry.on : entry.off)} />
        <span aria-hidden="true">{on ? 'On' : value === entry.off ? 'Off' : value}</span>
      </label>
    );
  }
  if (entry?.type === 'integer') {
    const number = Number(value);
    const sliderValue = /^-?\d+$/.test(value) ? Math.min(entry.max, Math.max(entry.min, number)) : entry.min;
    return (
      <span className="integer-editor">
        {entry.control === 'slider' && (
          <input type="range" aria-label={address} min={entry.min} max={entry.max} step={1} value={sliderValue} tabIndex={tabIndex} onChange={(event) => onChange(event.target.value)} />
        )}
        <input {...common} type="text" inputMode="numeric" className="text-input number-input mono" value={value} onChange={(event) => onChange(event.target.value)} />
        <span className="editor-hint">
          {entry.min} to {entry.max}
        </span>
      </span>
    );
  }
  return <textarea {...common} rows={Math.min(4, value.split('\n').length)} spellCheck={false} className="text-input text-editor mono" value={value} onChange={(event) => onChange(event.target.value)} />;
}

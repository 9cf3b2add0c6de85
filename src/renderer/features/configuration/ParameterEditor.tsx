import { useTranslation } from 'react-i18next';
import type { CatalogEntry } from '../../../shared/remoteconfig/catalog/parameterCatalog';

export interface ParameterEditorProps {
  /** `section/NAME`: every input's accessible name. */
  address: string;
  entry: CatalogEntry | undefined;
  value: string;
  invalid: boolean;
  errorId: string;
  /** 0 in the tree's active row (Tab goes from the row into its editor), else -1. */
  tabIndex: number;
  onChange(value: string): void;
}

/** The editor the catalog gives a parameter: switch, integer field (with slider), or text. Enter on its tree row focuses the control marked data-edit-focus. */
export function ParameterEditor({ address, entry, value, invalid, errorId, tabIndex, onChange }: ParameterEditorProps) {
  const { t } = useTranslation();
  const common = { 'aria-label': address, 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId : undefined, tabIndex, 'data-edit-focus': true };
  if (entry?.type === 'switch') {
    const on = value === entry.on;
    return (
      <label className="switch-editor">
        <input {...common} type="checkbox" role="switch" checked={on} onChange={(event) => onChange(event.target.checked ? entry.on : entry.off)} />
        <span aria-hidden="true">{on ? t('configuration.tree.on') : value === entry.off ? t('configuration.tree.off') : value}</span>
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
        <span className="editor-hint">{t('configuration.tree.range', { min: entry.min, max: entry.max })}</span>
      </span>
    );
  }
  // A long value is cut at the editor's edge: its tooltip shows the whole of it.
  return <textarea {...common} rows={Math.min(4, value.split('\n').length)} spellCheck={false} className="text-input text-editor mono" title={value === '' ? undefined : value} value={value} onChange={(event) => onChange(event.target.value)} />;
}

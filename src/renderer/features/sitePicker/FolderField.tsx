import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodInput } from '../../../shared/api/contract';
import { useLanguage } from '../../i18n/useLanguage';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { errorText } from '../../ui/errorText';
import { chooseFolder } from './sitePickerActions';

interface FolderFieldProps {
  label: string;
  hint: string;
  name: string;
  /** 'existing': a folder to open; 'new': a folder to clone into. */
  kind: MethodInput<'sites.chooseFolder'>['kind'];
  readOnly?: boolean;
}

/**
 * A folder's path, typed; in the desktop app also chosen in the native folder dialog ("Choose…"),
 * which fills the field and puts the focus on it, so Enter goes on with the path it shows.
 */
export function FolderField({ label, hint, name, kind, readOnly = false }: FolderFieldProps) {
  const studio = useStudio();
  const { t } = useTranslation();
  const language = useLanguage();
  const folderDialog = useStudioStore('ui', (state) => state.info?.folderDialog ?? false);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const choose = () => {
    setProblem(null);
    chooseFolder(studio, kind).then(
      (folder) => {
        if (folder === null || !input.current) return;
        input.current.value = folder;
        input.current.focus();
      },
      (error: unknown) => setProblem(t('sitePicker.folderDialog.failed', { reason: errorText(error, language) })),
    );
  };
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <div className="folder-field-row">
        <input ref={input} id={id} name={name} aria-describedby={`${id}-hint`} required autoComplete="off" spellCheck={false} readOnly={readOnly} />
        {folderDialog && (
          <button type="button" className="button" aria-label={t('sitePicker.folderDialog.chooseLabel', { field: label })} aria-disabled={readOnly} onClick={() => readOnly || choose()}>
            {t('sitePicker.folderDialog.choose')}
          </button>
        )}
      </div>
      <span id={`${id}-hint`} className="form-hint">
        {hint}
      </span>
      <AlertLine message={problem} />
    </div>
  );
}

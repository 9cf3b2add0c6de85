import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../ui/monaco/CodeEditor';
import { commandLanguageId } from '../../ui/monaco/commandLanguage';
import type { BaselineProblem } from '../../../shared/baseline/baselineText';

/**
 * The baseline's text in Monaco (the config-file form is the command language's SECTION blocks), each problem marked on its line. Loaded lazily with Monaco.
 * The problems come in English from the shared parser (the command line reads them too); their line is the locator.
 */
export default function BaselineTextEditor({ value, onChange, problems }: { value: string; onChange(value: string): void; problems: readonly BaselineProblem[] }) {
  const { t } = useTranslation();
  return <CodeEditor value={value} onChange={onChange} language={commandLanguageId} label={t('baseline.editor.text')} markers={problems} className="baseline-editor-code" />;
}

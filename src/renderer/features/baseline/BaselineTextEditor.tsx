import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '../../i18n/useText';
import { CodeEditor } from '../../ui/monaco/CodeEditor';
import { commandLanguageId } from '../../ui/monaco/commandLanguage';
import type { BaselineProblem } from '../../../shared/baseline/baselineText';

/**
 * The baseline's text in Monaco (the config-file form is the command language's SECTION blocks), each problem marked on its line. Loaded lazily with Monaco.
 * The problems are texts of the shared catalog (the command line reads them too), marked in the studio's language.
 */
export default function BaselineTextEditor({ value, onChange, problems }: { value: string; onChange(value: string): void; problems: readonly BaselineProblem[] }) {
  const { t } = useTranslation();
  const show = useText();
  const markers = useMemo(() => problems.map((problem) => ({ line: problem.line, message: show(problem.message) })), [problems, show]);
  return <CodeEditor value={value} onChange={onChange} language={commandLanguageId} label={t('baseline.editor.text')} markers={markers} className="baseline-editor-code" />;
}

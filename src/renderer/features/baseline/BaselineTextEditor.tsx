import { CodeEditor } from '../../ui/monaco/CodeEditor';
import { commandLanguageId } from '../../ui/monaco/commandLanguage';
import type { BaselineProblem } from '../../../shared/baseline/baselineText';

/** The baseline's text in Monaco (the config-file form is the command language's SECTION blocks), each problem marked on its line. Loaded lazily with Monaco. */
export default function BaselineTextEditor({ value, onChange, problems }: { value: string; onChange(value: string): void; problems: readonly BaselineProblem[] }) {
  return <CodeEditor value={value} onChange={onChange} language={commandLanguageId} label="Baseline text" markers={problems} className="baseline-editor-code" />;
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sharedEditorOptions } from './editorOptions';
import { monaco, setCompletionCatalogue } from './monacoRuntime';
import type { ConfigCatalogue } from './scriptCompletion';
import { useMonacoTheme } from './useMonacoTheme';

export interface CodeEditorProps {
  value: string;
  onChange(value: string): void;
  language: string;
  /** The accessible name, e.g. "Command script". */
  label: string;
  /** Section and parameter names the command language completes (command language only). */
  catalogue?: ConfigCatalogue;
  className?: string;
  /** The model's URI, where a language service matches it (a JSON schema's fileMatch). */
  modelUri?: string;
  /** Problems marked in the text, each on its whole line (a baseline's, say). */
  markers?: ReadonlyArray<{ line: number; message: string }>;
}

/** An editable editor; `value` replaces the text only when it differs from what is typed. */
export function CodeEditor({ value, onChange, language, label, catalogue, className, modelUri, markers }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const { t } = useTranslation();
  const latest = useRef({ onChange, catalogue, value, t });
  useMonacoTheme();

  useEffect(() => {
    latest.current = { onChange, catalogue, value, t };
  });

  useEffect(() => {
    const model = monaco.editor.createModel(latest.current.value, language, modelUri === undefined ? undefined : monaco.Uri.parse(modelUri));
    setCompletionCatalogue(model, () => latest.current.catalogue ?? { sections: new Map() }, () => latest.current.t);
    // Suggestions pop up while typing only where there are names to offer (the console), not in the configuration text.
    const quickSuggestions = latest.current.catalogue ? { other: true, comments: false, strings: false } : false;
    const created = monaco.editor.create(host.current!, { ...sharedEditorOptions, model, ariaLabel: label, quickSuggestions });
    const subscription = model.onDidChangeContent(() => latest.current.onChange(model.getValue()));
    editor.current = created;
    return () => {
      subscription.dispose();
      created.dispose();
      model.dispose();
      editor.current = null;
    };
  }, [label, language, modelUri]);

  useEffect(() => {
    const model = editor.current?.getModel();
    if (model && model.getValue() !== value) model.setValue(value);
  }, [value]);

  useEffect(() => {
    const model = editor.current?.getModel();
    if (!model) return;
    const lastLine = model.getLineCount();
    const marks = (markers ?? []).map(({ line, message }) => {
      const lineNumber = Math.min(Math.max(line, 1), lastLine);
      return { severity: monaco.MarkerSeverity.Error, message, startLineNumber: lineNumber, startColumn: 1, endLineNumber: lineNumber, endColumn: model.getLineMaxColumn(lineNumber) };
    });
    monaco.editor.setModelMarkers(model, 'studio', marks);
  }, [markers, value, label, language, modelUri]);

  return <div ref={host} translate="no" className={`code-host ${className ?? ''}`} role="group" aria-label={label} />;
}

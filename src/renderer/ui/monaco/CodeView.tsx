import { useEffect, useRef } from 'react';
import { sharedEditorOptions } from './editorOptions';
import { monaco } from './monacoRuntime';
import { useMonacoTheme } from './useMonacoTheme';

export interface CodeViewProps {
  value: string;
  /** A language id of monacoRuntime.ts, e.g. commandLanguageId. */
  language: string;
  /** The accessible name, e.g. "Command script to be sent". */
  label: string;
  className?: string;
}

/** Read-only code with highlighting (e.g. the script that will be sent). */
export function CodeView({ value, language, label, className }: CodeViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  useMonacoTheme();

  useEffect(() => {
    const created = monaco.editor.create(host.current!, { ...sharedEditorOptions, readOnly: true, domReadOnly: true, ariaLabel: label, language });
    view.current = created;
    return () => {
      created.getModel()?.dispose();
      created.dispose();
      view.current = null;
    };
  }, [label, language]);

  useEffect(() => {
    const model = view.current?.getModel();
    if (model && model.getValue() !== value) model.setValue(value);
  }, [value, label, language]);

  return <div ref={host} translate="no" className={`code-host ${className ?? ''}`} role="group" aria-label={label} data-testid="code-view" />;
}

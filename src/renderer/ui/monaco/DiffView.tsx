import { useEffect, useRef } from 'react';
import { sharedEditorOptions } from './editorOptions';
import { monaco } from './monacoRuntime';
import { useMonacoTheme } from './useMonacoTheme';

export interface DiffViewProps {
  original: string;
  modified: string;
  language: string;
  /** The accessible name of the whole view, e.g. "Differences from the camera's configuration". */
  label: string;
  originalLabel: string;
  modifiedLabel: string;
  className?: string;
}

/** Two texts side by side with their differences marked (computed in the editor worker); read-only. */
export function DiffView({ original, modified, language, label, originalLabel, modifiedLabel, className }: DiffViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const diff = useRef<monaco.editor.IStandaloneDiffEditor | null>(null);
  useMonacoTheme();

  useEffect(() => {
    const created = monaco.editor.createDiffEditor(host.current!, {
      ...sharedEditorOptions,
      readOnly: true,
      originalEditable: false,
      ariaLabel: label,
      originalAriaLabel: originalLabel,
      modifiedAriaLabel: modifiedLabel,
      renderSideBySide: true,
      useInlineViewWhenSpaceIsLimited: true,
      hideUnchangedRegions: { enabled: true, contextLineCount: 3, minimumLineCount: 3 },
    });
    created.setModel({ original: monaco.editor.createModel('', language), modified: monaco.editor.createModel('', language) });
    diff.current = created;
    return () => {
      const models = created.getModel();
      created.dispose();
      models?.original.dispose();
      models?.modified.dispose();
      diff.current = null;
    };
  }, [label, originalLabel, modifiedLabel, language]);

  useEffect(() => {
    const models = diff.current?.getModel();
    if (!models) return;
    if (models.original.getValue() !== original) models.original.setValue(original);
    if (models.modified.getValue() !== modified) models.modified.setValue(modified);
  }, [original, modified, label, originalLabel, modifiedLabel, language]);

  return <div ref={host} translate="no" className={`code-host diff-host ${className ?? ''}`} role="group" aria-label={label} />;
}

import type { editor } from 'monaco-editor/editor/editor.api';

/** What every editor of the studio shares: no minimap, follows its container's size, readable font. */
export const sharedEditorOptions: editor.IStandaloneEditorConstructionOptions = {
  automaticLayout: true,
  minimap: { enabled: false },
  scrollBeyondLastLine: false,
  fontSize: 13,
  lineNumbersMinChars: 3,
  renderWhitespace: 'trailing',
  unicodeHighlight: { ambiguousCharacters: true, invisibleCharacters: true },
  // Tab moves the focus out of the editor (a keyboard user is never trapped); Ctrl+M toggles it.
  tabFocusMode: true,
  // Completion offers what the language knows (commands, sections, parameters), not any word of the text.
  wordBasedSuggestions: 'off',
};

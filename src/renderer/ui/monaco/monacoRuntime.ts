/// <reference types="vite/client" />
// Monaco as the studio bundles it: the editor core with only the contributions the raw modes
// use (no language services, no CDN, no AMD loader), the editor worker from our own files
// (the CSP's worker-src 'self'), our two Monarch languages, the studio's two themes, and the
// completion of the command language fed per model from the camera's configuration.
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/editor/browser/coreCommands';
import 'monaco-editor/editor/browser/widget/codeEditor/codeEditorWidget';
import 'monaco-editor/editor/browser/widget/diffEditor/diffEditor.contribution';
import 'monaco-editor/editor/contrib/clipboard/browser/clipboard';
import 'monaco-editor/editor/contrib/contextmenu/browser/contextmenu';
import 'monaco-editor/editor/contrib/cursorUndo/browser/cursorUndo';
import 'monaco-editor/editor/contrib/find/browser/findController';
import 'monaco-editor/editor/contrib/hover/browser/hoverContribution';
import 'monaco-editor/editor/contrib/linesOperations/browser/linesOperations';
import 'monaco-editor/editor/contrib/readOnlyMessage/browser/contribution';
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/editor/contrib/toggleTabFocusMode/browser/toggleTabFocusMode';
import 'monaco-editor/editor/contrib/wordOperations/browser/wordOperations';
import 'monaco-editor/editor/common/standaloneStrings';
import 'monaco-editor/features/codicon/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import type { Theme } from '../../studio/themePreference';
import { commandLanguage, commandLanguageConfiguration, commandLanguageId } from './commandLanguage';
import type { TFunction } from 'i18next';
import { completionDetail, emptyCatalogue, scriptCompletions, type CompletionKind, type ConfigCatalogue } from './scriptCompletion';
import { transcriptLanguage, transcriptLanguageId } from './transcriptLanguage';
import { studioThemes, themeName } from './studioThemes';

// Monaco asks this for a worker; ours is a file of the build, never a blob: or a CDN script.
globalThis.MonacoEnvironment = { getWorker: () => new EditorWorker() };

monaco.languages.register({ id: commandLanguageId });
monaco.languages.setMonarchTokensProvider(commandLanguageId, commandLanguage);
monaco.languages.setLanguageConfiguration(commandLanguageId, commandLanguageConfiguration);
monaco.languages.register({ id: transcriptLanguageId });
monaco.languages.setMonarchTokensProvider(transcriptLanguageId, transcriptLanguage);
for (const [name, data] of Object.entries(studioThemes)) monaco.editor.defineTheme(name, data);

const cataloguesByModel = new WeakMap<monaco.editor.ITextModel, () => ConfigCatalogue>();
const textsByModel = new WeakMap<monaco.editor.ITextModel, () => TFunction>();

/** Where the completion of a command model takes its section and parameter names from, and the texts (the studio's language) it words them in. */
export function setCompletionCatalogue(model: monaco.editor.ITextModel, catalogue: () => ConfigCatalogue, texts: () => TFunction): void {
  cataloguesByModel.set(model, catalogue);
  textsByModel.set(model, texts);
}

const completionKinds: Record<CompletionKind, monaco.languages.CompletionItemKind> = {
  command: monaco.languages.CompletionItemKind.Function,
  keyword: monaco.languages.CompletionItemKind.Keyword,
  section: monaco.languages.CompletionItemKind.Module,
  parameter: monaco.languages.CompletionItemKind.Field,
};

monaco.languages.registerCompletionItemProvider(commandLanguageId, {
  triggerCharacters: ['/', ' '],
  provideCompletionItems(model, position) {
    const textBefore = model.getValueInRange({ startLineNumber: 1, startColumn: 1, endLineNumber: position.lineNumber, endColumn: position.column });
    const word = model.getWordUntilPosition(position);
    const range = { startLineNumber: position.lineNumber, endLineNumber: position.lineNumber, startColumn: word.startColumn, endColumn: word.endColumn };
    const catalogue = cataloguesByModel.get(model)?.() ?? emptyCatalogue;
    const texts = textsByModel.get(model);
    const suggestions = scriptCompletions(textBefore, catalogue).map((completion) => ({
      label: completion.label,
      kind: completionKinds[completion.kind],
      insertText: completion.insertText,
      detail: texts === undefined ? undefined : completionDetail(completion.detail, texts()),
      range,
    }));
    return { suggestions };
  },
});

/** Follows the studio's theme (data-theme on <html>); Monaco has one theme for all its editors. */
export function applyStudioTheme(theme: Theme): void {
  monaco.editor.setTheme(themeName(theme));
}

export { monaco };

// Monaco's Monarch compiler and lexer (plain modules of the editor's common layer, no DOM),
// which the grammar tests run our grammars with. Monaco ships no declarations for them.
declare module 'monaco-editor/editor/standalone/common/monarch/monarchCompile' {
  export function compile(languageId: string, json: unknown): unknown;
}

declare module 'monaco-editor/editor/standalone/common/monarch/monarchLexer' {
  export class MonarchTokenizer {
    constructor(languageService: unknown, themeService: unknown, languageId: string, lexer: unknown, configurationService: unknown);
    getInitialState(): unknown;
    tokenize(line: string, hasEOL: boolean, state: unknown): { tokens: Array<{ offset: number; type: string }>; endState: unknown };
    dispose(): void;
  }
}

// Runs a Monarch grammar with Monaco's own compiler and lexer, line by line as the editor does,
// and gives each line's tokens as [text, type] pairs (the language suffix left out).
import type { languages } from 'monaco-editor/editor/editor.api';
import { compile } from 'monaco-editor/editor/standalone/common/monarch/monarchCompile';
import { MonarchTokenizer } from 'monaco-editor/editor/standalone/common/monarch/monarchLexer';

// The lexer asks only for the longest line it tokenizes; no embedded languages, no theme (classic tokens).
const configuration = { getValue: () => 20_000, onDidChangeConfiguration: () => ({ dispose: () => undefined }) };

export function tokenizeLines(languageId: string, grammar: languages.IMonarchLanguage, text: string): Array<Array<[string, string]>> {
  const tokenizer = new MonarchTokenizer({}, {}, languageId, compile(languageId, grammar), configuration);
  let state = tokenizer.getInitialState();
  const lines = text.split('\n');
  try {
    return lines.map((line, index) => {
      const result = tokenizer.tokenize(line, index < lines.length - 1, state);
      state = result.endState;
      return result.tokens
        .map((token, tokenIndex): [string, string] => [line.slice(token.offset, result.tokens[tokenIndex + 1]?.offset ?? line.length), token.type.replace(`.${languageId}`, '')])
        .filter(([part]) => part.length > 0);
    });
  } finally {
    tokenizer.dispose();
  }
}

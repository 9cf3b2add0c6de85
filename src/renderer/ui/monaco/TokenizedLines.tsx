import { monaco } from './monacoRuntime';

export interface TokenizedLinesProps {
  lines: readonly string[];
  language: string;
  /** Extra class of a line, from the type of its first token (e.g. highlight ERROR: lines). */
  lineClass?(firstTokenType: string): string | undefined;
}

/**
 * Lines coloured by a Monarch grammar without an editor: each token a span whose class names
 * its type (`token-invalid-error`), so a page of many short blocks stays light.
 */
export function TokenizedLines({ lines, language, lineClass }: TokenizedLinesProps) {
  const tokens = monaco.editor.tokenize(lines.join('\n'), language);
  return (
    <>
      {lines.map((line, index) => {
        const lineTokens = tokens[index] ?? [];
        const firstType = baseType(lineTokens[0]?.type ?? '', language);
        return (
          <span key={index} className={`code-line ${lineClass?.(firstType) ?? ''}`} data-token={firstType || undefined}>
            {lineTokens.map((token, tokenIndex) => {
              const end = lineTokens[tokenIndex + 1]?.offset ?? line.length;
              const type = baseType(token.type, language);
              return (
                <span key={tokenIndex} className={type ? `token-${type.replace(/\./g, '-')}` : undefined}>
                  {line.slice(token.offset, end)}
                </span>
              );
            })}
            {'\n'}
          </span>
        );
      })}
    </>
  );
}

// Monaco appends the language id to each token type: `invalid.error.camconfig-transcript`.
function baseType(type: string, language: string): string {
  return type.endsWith(`.${language}`) ? type.slice(0, -language.length - 1) : type;
}

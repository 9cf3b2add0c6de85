// Monaco themes matching the studio's light and dark palettes (styles/theme.css), with the
// colours of our grammars' tokens. An ERROR: line is red on both, as the console's highlight is.
import type { editor } from 'monaco-editor/editor/editor.api';
import type { Theme } from '../../studio/themePreference';

export function themeName(theme: Theme): string {
  return `camconfig-${theme}`;
}

const lightRules: editor.ITokenThemeRule[] = [
  { token: 'keyword.command', foreground: '1d4ed8', fontStyle: 'bold' },
  { token: 'keyword.block', foreground: '6d28d9', fontStyle: 'bold' },
  { token: 'keyword', foreground: '0e7490' },
  { token: 'type.section', foreground: '9a3412' },
  { token: 'variable.parameter', foreground: '0f766e' },
  { token: 'string.value', foreground: '334155' },
  { token: 'comment', foreground: '64748b', fontStyle: 'italic' },
  { token: 'metatag', foreground: '64748b' },
  { token: 'invalid', foreground: 'b91c1c', fontStyle: 'underline' },
  { token: 'invalid.error', foreground: 'b91c1c', fontStyle: 'bold' },
  { token: 'keyword.echo', foreground: '64748b' },
  { token: 'string.echo', foreground: '0f172a', fontStyle: 'bold' },
  { token: 'keyword.confirmed', foreground: '15803d' },
  { token: 'keyword.end', foreground: '15803d', fontStyle: 'bold' },
];

const darkRules: editor.ITokenThemeRule[] = [
  { token: 'keyword.command', foreground: '93c5fd', fontStyle: 'bold' },
  { token: 'keyword.block', foreground: 'c4b5fd', fontStyle: 'bold' },
  { token: 'keyword', foreground: '67e8f9' },
  { token: 'type.section', foreground: 'fdba74' },
  { token: 'variable.parameter', foreground: '5eead4' },
  { token: 'string.value', foreground: 'e2e8f0' },
  { token: 'comment', foreground: '94a3b8', fontStyle: 'italic' },
  { token: 'metatag', foreground: '94a3b8' },
  { token: 'invalid', foreground: 'fca5a5', fontStyle: 'underline' },
  { token: 'invalid.error', foreground: 'fca5a5', fontStyle: 'bold' },
  { token: 'keyword.echo', foreground: '94a3b8' },
  { token: 'string.echo', foreground: 'f8fafc', fontStyle: 'bold' },
  { token: 'keyword.confirmed', foreground: '4ade80' },
  { token: 'keyword.end', foreground: '4ade80', fontStyle: 'bold' },
];

export const studioThemes: Record<string, editor.IStandaloneThemeData> = {
  // Line numbers (the dimmed one after the last line too) at 4.5:1 or more against the background, as WCAG AA asks of text.
  [themeName('light')]: {
    base: 'vs',
    inherit: true,
    rules: lightRules,
    colors: { 'editor.background': '#ffffff', 'editorLineNumber.foreground': '#475569', 'editorLineNumber.activeForeground': '#0f172a', 'editorLineNumber.dimmedForeground': '#64748b' },
  },
  [themeName('dark')]: {
    base: 'vs-dark',
    inherit: true,
    rules: darkRules,
    colors: { 'editor.background': '#1e293b', 'editorLineNumber.foreground': '#94a3b8', 'editorLineNumber.activeForeground': '#e2e8f0', 'editorLineNumber.dimmedForeground': '#94a3b8' },
  },
};

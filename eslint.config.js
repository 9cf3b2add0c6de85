// Lint rules, including the layering of DEVELOPERS.md as import restrictions:
// src/shared imports nothing from node:*, electron, DOM-only code, main, preload or renderer;
// the renderer never imports main or node; only src/main/electron/ may import 'electron'.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules.filter((m) => !m.startsWith('_')), ...builtinModules.map((m) => `node:${m}`)];

const restrict = (message, names, patterns) => ({
  'no-restricted-imports': ['error', { paths: names.map((name) => ({ name, message })), patterns: patterns.map((group) => ({ group, message })) }],
});

export default tseslint.config(
  { ignores: ['node_modules/', 'out/', 'dist/', 'release/', 'coverage/', 'test-results/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: restrict(
      'src/shared is pure TypeScript: no Node, Electron, main, preload or renderer imports.',
      [...nodeBuiltins, 'electron', 'react', 'ws'],
      [['**/main/**', '**/renderer/**', '**/preload/**', 'node:*']],
    ),
  },
  {
    files: ['src/main/**/*.ts'],
    ignores: ['src/main/electron/**'],
    rules: restrict('Only src/main/electron/ may import electron.', ['electron'], [['**/renderer/**', '**/preload/**']]),
  },
  {
    files: ['src/preload/**/*.ts'],
    rules: restrict('The preload exposes the API contract only: import electron and src/shared, nothing else.', nodeBuiltins, [['**/main/**', '**/renderer/**']]),
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict('The renderer talks to the API contract only: no main, preload, Node or Electron imports.', [...nodeBuiltins, 'electron'], [['**/main/**', '**/preload/**']]),
    },
  },
);

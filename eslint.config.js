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

const rendererMessage = 'The renderer talks to the API contract only: no main, preload, Node or Electron imports; a store holds state and makes no call.';
const rendererForbidden = [...nodeBuiltins, 'electron'];
const rendererForbiddenPatterns = ['**/main/**', '**/preload/**'];

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
    files: ['src/main/workspace/**/*.ts'],
    rules: restrict(
      'src/main/workspace is an engine: it may not import services, transport, electron or the CLIs (they import it).',
      ['electron'],
      [['**/services/**', '**/transport/**', '**/electron/**', '**/cli/**', '**/renderer/**', '**/preload/**']],
    ),
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
      ...restrict(rendererMessage, rendererForbidden, [rendererForbiddenPatterns]),
    },
  },
  // The renderer pattern (docs/architecture.md): components run a feature's actions and read its
  // store; calls live in the feature's *Actions.ts, event subscriptions in its *Events.ts.
  {
    files: ['src/renderer/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(call|subscribe)$/]",
          message: "A component makes no API call and subscribes to no event: run the feature's action (*Actions.ts) and read its store (docs/architecture.md, The renderer pattern).",
        },
      ],
    },
  },
  // Stores hold state; they never reach the studio (its API is the actions' business).
  {
    files: ['src/renderer/**/*Store.ts'],
    rules: restrict(rendererMessage, rendererForbidden, [rendererForbiddenPatterns, ['**/shared/api/studioApi', '**/shared/api/bridgeClient', '**/api/studioTransport', '**/api/webSocketBridge', '**/api/windowBridge']]),
  },
);

// Lint rules, including the layering of docs/architecture.md as import restrictions:
// src/shared imports nothing from node:*, electron, DOM-only code, main, preload or renderer;
// the renderer never imports main or node; only src/main/electron/ may import 'electron';
// inside src/main the arrows point down: electron and cli -> transport -> services -> engines
// (remoteconfig, distributor, simulator, fleet, discovery, baseline, siterepo, agent, localPrograms) -> base (mainLayers below).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules.filter((m) => !m.startsWith('_')), ...builtinModules.map((m) => `node:${m}`)];

const restrict = (message, names, patterns, extraPatterns = []) => ({
  'no-restricted-imports': ['error', { paths: names.map((name) => ({ name, message })), patterns: [...patterns.map((group) => ({ group, message })), ...extraPatterns] }],
});

// The folders of src/main and what each may not import. A relative import names a folder of
// src/main when the `../` steps are directly followed by its name ('../../services/x').
const mainFolders = ['agent', 'base', 'baseline', 'cli', 'discovery', 'distributor', 'electron', 'fleet', 'localPrograms', 'remoteconfig', 'report', 'services', 'simulator', 'siterepo', 'transport'];
const mainLayers = [
  { folders: ['base'], forbidden: mainFolders.filter((folder) => folder !== 'base'), why: 'src/main/base is neutral: it imports nothing else from src/main (everyone may import it).' },
  {
    folders: ['remoteconfig', 'distributor', 'simulator', 'fleet', 'discovery', 'report', 'baseline', 'siterepo', 'agent', 'localPrograms'],
    forbidden: ['services', 'transport', 'electron', 'cli'],
    why: 'An engine (remoteconfig, distributor, simulator, fleet, discovery, baseline, siterepo, agent, localPrograms) never imports services, transport, electron or cli: they are built on the engines, not the other way round.',
  },
  { folders: ['services'], forbidden: ['cli', 'electron'], why: 'Services never import cli or electron: both front doors use the services; what they share lives in src/main/base.' },
  { folders: ['transport'], forbidden: ['cli', 'electron'], why: 'The transports never import cli or electron: those start the transports, not the other way round.' },
  { folders: ['cli'], forbidden: ['electron'], why: 'The command line never imports the desktop app (src/main/electron).' },
  { folders: ['electron'], forbidden: ['cli'], why: 'The desktop app never imports cli/: what both need lives in src/main/base or the services.' },
];
const upwardImport = ({ forbidden, why }) => ({ regex: `^(\\.\\./)+(${forbidden.join('|')})(/|$)`, message: why });
// Folders whose index.ts is the only way in from outside them (their files may use each other).
const throughIndex = {
  regex: '^(\\.\\./)+(distributor/(codec|config|core)|simulator/(bus|camera))/',
  message: 'Import src/main/distributor/{codec,config,core} and src/main/simulator/{bus,camera} through their index.ts, the only way in from outside.',
};
const mainLayerConfigs = mainLayers.map((layer) => ({
  files: layer.folders.map((folder) => `src/main/${folder}/**/*.ts`),
  rules: restrict(
    'Only src/main/electron/ may import electron; src/main never imports the renderer or the preload.',
    layer.folders.includes('electron') ? [] : ['electron'],
    [['**/renderer/**', '**/preload/**']],
    [upwardImport(layer), throughIndex],
  ),
}));

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
  // Any file of src/main; a layer's own rule below replaces this one for its folder.
  {
    files: ['src/main/**/*.ts'],
    rules: restrict('Only src/main/electron/ may import electron.', ['electron'], [['**/renderer/**', '**/preload/**']], [throughIndex]),
  },
  ...mainLayerConfigs,
  {
    files: ['src/main/workspace/**/*.ts'],
    rules: restrict(
      'src/main/workspace is an engine: it may not import services, transport, electron or the CLIs (they import it).',
      ['electron'],
      [['**/services/**', '**/transport/**', '**/electron/**', '**/cli/**', '**/renderer/**', '**/preload/**']],
    ),
  },
  {
    files: ['src/main/fleet/**/*.ts'],
    rules: restrict(
      'src/main/fleet is an engine: it may not import services, transport, electron or the CLIs (they import it).',
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

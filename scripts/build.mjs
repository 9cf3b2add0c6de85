// Builds the three Electron targets the way electron-vite lays them out:
//   out/main/      Node side (CLIs, services, Electron main), ESM bundles, packages external
//   out/preload/   the sandboxed preload, one CommonJS file (sandboxed preloads cannot be ESM)
//   out/renderer/  the React renderer, built by Vite
// `--if-stale` skips the build when nothing under src/ changed since the last one. esbuild and
// Vite are imported only when a build runs: the check alone (npm start's, every start) then
// costs a folder walk instead of loading both (seconds on a busy machine).
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const stampFile = 'out/.build-stamp';
const inputs = ['src', 'vite.renderer.config.ts', 'scripts/build.mjs', 'package.json', 'assets'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

export function isStale() {
  if (!existsSync(stampFile)) return true;
  return inputs.reduce((newest, input) => Math.max(newest, newestMtime(input)), 0) > statSync(stampFile).mtimeMs;
}

// Always a production build of React, also when vitest's globalSetup (NODE_ENV=test) builds:
// Vite and the React plugin both read NODE_ENV, and must agree (the JSX transform and React's
// runtime), so it is set for the duration of the build rather than forced with `define`.
async function buildRenderer(quiet) {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const { build: viteBuild } = await import('vite');
    await viteBuild({ configFile: 'vite.renderer.config.ts', mode: 'production', logLevel: quiet ? 'error' : 'warn' });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

/**
 * Pure JavaScript packages bundled into out/main: from node_modules, zod alone is a hundred ES
 * modules to resolve and the CommonJS ones are lexed for their exports at every start, which
 * made up most of `camconfig serve`'s start. The rest (ws with its optional native helpers,
 * pdfkit with its font files, electron) stay external.
 */
const bundledPackages = new Set(['zod', 'jsonc-parser', 'papaparse', 're2js']);
const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const externalExceptBundled = {
  name: 'external-except-bundled',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (bundledPackages.has(packageName(args.path)) ? undefined : { path: args.path, external: true }));
  },
};

/**
 * zod's namespace re-exports every locale (some 60 files, a third of zod's size): esbuild
 * cannot drop what a namespace object holds, so every start compiled them. The studio speaks
 * to zod in English only (its messages go to the technician through the API's error texts,
 * and nothing calls z.config with another locale), so `z.locales` holds `en` alone here.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => (/[\\/]zod[\\/]v4[\\/](classic|core)$/.test(args.resolveDir) ? { path: join(args.resolveDir, '../locales'), namespace: 'zod-english-only' } : undefined));
    build.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({ contents: 'export { default as en } from "./en.js";\n', resolveDir: args.path, loader: 'js' }));
  },
};

export async function buildAll({ quiet = false } = {}) {
  const mainEntries = {
    'cli/camconfig': 'src/main/cli/camconfig.ts',
    'cli/sdkDemo': 'src/main/cli/sdkDemo.ts',
    'electron/main': 'src/main/electron/main.ts',
  };
  const { build: esbuild } = await import('esbuild');
  // Chunk names carry a hash: without this, chunks of earlier builds would pile up beside the new ones.
  rmSync('out/main', { recursive: true, force: true });
  await esbuild({
    entryPoints: mainEntries,
    outdir: 'out/main',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    plugins: [zodEnglishOnly, externalExceptBundled],
    // ES module builds first (jsonc-parser's `main` is a UMD file whose requires esbuild cannot follow).
    mainFields: ['module', 'main'],
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: true,
    logLevel: quiet ? 'error' : 'warning',
  });
  await esbuild({
    entryPoints: { index: 'src/preload/index.ts' },
    outdir: 'out/preload',
    outExtension: { '.js': '.cjs' },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'chrome130',
    external: ['electron'],
    logLevel: quiet ? 'error' : 'warning',
  });
  await buildRenderer(quiet);
  mkdirSync('out', { recursive: true });
  writeFileSync(stampFile, new Date().toISOString());
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const ifStale = process.argv.includes('--if-stale');
  if (ifStale && !isStale()) {
    console.log('build: up to date');
  } else {
    await buildAll();
    console.log('build: out/main, out/preload, out/renderer written');
  }
}

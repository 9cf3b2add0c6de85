import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { metaContentSecurityPolicy } from './src/shared/api/contentSecurityPolicy.ts';

// The CSP also travels in index.html (see contentSecurityPolicy.ts). Electronegativity grades it
// and asks for a manual review of script-src 'self' (a risk where the origin hosts JSONP,
// Angular or uploaded files); ours serves only this build, so the review is written down
// inline, in the words its suppression comment allows.
const cspMeta =
  `<meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy}" />` +
  '<!-- eng-disable CSP_GLOBAL_CHECK script src self reviewed as the origin serves only this build with no JSONP no Angular and no uploads -->';

function contentSecurityPolicyMeta(): Plugin {
  return { name: 'camconfig-csp-meta', transformIndexHtml: (html) => html.replace('<!-- content-security-policy -->', cspMeta) };
}

const zodEnglishOnlyId = '\0zod-english-only';

/**
 * zod's namespace re-exports every locale (a third of zod, some 60 files) and a bundler cannot
 * drop what a namespace object holds. The studio uses zod's English texts only (nothing calls
 * z.config with another locale; the page translates by error kind), so `z.locales` holds `en`
 * alone in the page, as in out/main (scripts/build.mjs).
 */
function zodEnglishOnly(): Plugin {
  return {
    name: 'camconfig-zod-english-only',
    enforce: 'pre',
    resolveId: (source, importer) => (source === '../locales/index.js' && importer && /[\\/]zod[\\/]v4[\\/](classic|core)[\\/]/.test(importer) ? zodEnglishOnlyId : null),
    load: (id) => (id === zodEnglishOnlyId ? `export { default as en } from ${JSON.stringify(fileURLToPath(import.meta.resolve('zod/v4/locales/en.js')))};\n` : null),
  };
}

const regexEngineOnDemand = fileURLToPath(new URL('./src/renderer/features/bus/regexEngine.ts', import.meta.url));

/**
 * re2js out of the page's first load: every page import of 're2js' (shared/distributor/
 * messageFilter.ts, reached through the API contract) is resolved to features/bus/regexEngine.ts,
 * which loads the real one on demand; that module's own import() gets re2js itself.
 */
function re2jsOnDemand(): Plugin {
  return {
    name: 'camconfig-re2js-on-demand',
    enforce: 'pre',
    resolveId: (source, importer) => (source === 're2js' && importer && importer.split('?')[0] !== regexEngineOnDemand ? regexEngineOnDemand : null),
  };
}

const bootEntry = 'boot';

/**
 * shell/boot.ts is an entry of its own, loaded by a script tag of its own just before the page's
 * main script (after the CSP meta, so the policy covers it). Module scripts run in document
 * order, each as soon as its own imports are in: the boot script opens the WebSocket while the
 * main script's larger graph is still being fetched. Vite would merge a second script tag of
 * index.html into the main entry, so the tag is added here, naming the built file.
 */
function bootScriptFirst(): Plugin {
  return {
    name: 'camconfig-boot-script-first',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const boot = Object.values(context.bundle ?? {}).find((output) => output.type === 'chunk' && output.isEntry && output.name === bootEntry);
        if (!boot) return html; // the dev server: the bridge opens its socket itself
        const mainScript = /<script type="module" crossorigin src="\.\/assets\/index-[^"]+\.js"><\/script>/;
        if (!mainScript.test(html)) throw new Error('index.html: the main module script was not found, so the boot script cannot go before it');
        return html.replace(mainScript, (tag) => `<script type="module" crossorigin src="./${boot.fileName}"></script>\n    ${tag}`);
      },
    },
  };
}

export default defineConfig({
  root: 'src/renderer',
  base: './',
  plugins: [zodEnglishOnly(), re2jsOnDemand(), react(), contentSecurityPolicyMeta(), bootScriptFirst()],
  resolve: {
    // Monaco's language workers are started through this module, which also imports every
    // editor contribution; ours starts them the same way and imports none (ui/monaco/languageWorkerClient.ts).
    alias: [{ find: /^.*\/internal\/common\/workers\.js$/, replacement: fileURLToPath(new URL('./src/renderer/ui/monaco/languageWorkerClient.ts', import.meta.url)) }],
  },
  build: {
    outDir: '../../out/renderer',
    emptyOutDir: true,
    sourcemap: true,
    // Monaco (editor core, about 3 MB) is its own chunk, loaded when a text or console mode
    // first opens; the editor worker is a file of its own (assets/editor.worker-*.js), which
    // the CSP's worker-src 'self' admits. No CDN, no AMD loader, no blob: worker.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./src/renderer/index.html', import.meta.url)),
        [bootEntry]: fileURLToPath(new URL('./src/renderer/shell/boot.ts', import.meta.url)),
      },
      // Vite's preload helper (every dynamic import goes through it) gets a chunk of its own first:
      // in the monaco group it made the first page fetch and compile all of Monaco.
      output: {
        codeSplitting: {
          groups: [
            { name: 'preload-helper', test: /preload-helper/, priority: 2 },
            { name: 'monaco', test: /node_modules[\\/]monaco-editor[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
});

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

export default defineConfig({
  root: 'src/renderer',
  base: './',
  plugins: [zodEnglishOnly(), react(), contentSecurityPolicyMeta()],
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

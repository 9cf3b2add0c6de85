// What the start path loads, read from the build in out/ (globalSetup builds it): the page's
// first load holds the shell and the camera list, not the views nor Monaco nor re2js; the views
// are chunks of their own; a small boot script runs first and opens the WebSocket; neither
// bundle carries zod's locales other than English.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const assets = 'out/renderer/assets';
const lazyViews = ['ConfigurationModes', 'MessageConsoleView', 'StatisticsView', 'FleetApplyView', 'DistributorSettingsView', 'HistoryView', 'AuditView', 'SiteView', 'BaselineView', 'AgentView'];
/** Texts of zod's German and French locales: one of them in a bundle means the locales came along. */
const otherLocaleTexts = ['erwartet instanceof', 'Entrée invalide'];

/** Texts only re2js holds (its classes' names survive minifying: they name its errors). */
const re2jsTexts = ['RE2JSSyntaxException', 'RE2JSGroupException'];

const indexHtml = () => readFileSync('out/renderer/index.html', 'utf8');

/** The chunks index.html loads and everything they import statically (not `import()`). */
function firstLoadChunks(): string[] {
  return staticGraph([...indexHtml().matchAll(/(?:src|href)="\.\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!));
}

/** The chunks and everything they import statically. */
function staticGraph(chunks: string[]): string[] {
  const pending = [...chunks];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const chunk = pending.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    const code = readFileSync(join(assets, chunk), 'utf8');
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)) pending.push(match[1]!);
  }
  return [...seen];
}

function filesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the start path in the build', () => {
  it('the first page load fetches neither a view nor Monaco; each view is a chunk of its own', () => {
    const first = firstLoadChunks();
    expect(first.some((chunk) => chunk.startsWith('index-'))).toBe(true);
    for (const chunk of first) {
      expect(lazyViews.some((view) => chunk.startsWith(`${view}-`)), chunk).toBe(false);
      expect(chunk.startsWith('monaco-'), chunk).toBe(false);
    }
    const files = readdirSync(assets);
    for (const view of lazyViews) expect(files.some((file) => file.startsWith(`${view}-`) && file.endsWith('.js')), view).toBe(true);
  });

  it('keeps re2js out of the first load: a chunk of its own, loaded when a regular expression is first needed', () => {
    const first = firstLoadChunks().map((chunk) => readFileSync(join(assets, chunk), 'utf8'));
    for (const marker of re2jsTexts) expect(first.some((code) => code.includes(marker)), marker).toBe(false);
    const all = filesIn(assets).map((file) => readFileSync(file, 'utf8'));
    for (const marker of re2jsTexts) expect(all.some((code) => code.includes(marker)), marker).toBe(true);
  });

  it('runs a small boot script first, under the CSP, that imports neither React nor zod', () => {
    const html = indexHtml();
    const scripts = [...html.matchAll(/<script type="module" crossorigin src="\.\/assets\/([^"]+\.js)"><\/script>/g)].map((match) => match[1]!);
    expect(scripts.map((chunk) => chunk.replace(/-[\w-]+\.js$/, ''))).toEqual(['boot', 'index']);
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf(scripts[0]!));
    const boot = staticGraph([scripts[0]!]);
    const bootCode = boot.map((chunk) => readFileSync(join(assets, chunk), 'utf8')).join('\n');
    expect(bootCode.length, boot.join(', ')).toBeLessThan(10_000);
    expect(bootCode).not.toContain('Invalid input'); // zod
    expect(bootCode).not.toContain('react.transitional.element'); // React
    expect(bootCode).toContain('/api');
  });

  it("carries zod's English texts and none of its other locales, in out/main and in the page", () => {
    for (const folder of ['out/main', assets]) {
      const code = filesIn(folder).map((file) => readFileSync(file, 'utf8'));
      expect(code.some((text) => text.includes('Invalid input')), folder).toBe(true);
      for (const marker of otherLocaleTexts) expect(code.some((text) => text.includes(marker)), `${folder}: ${marker}`).toBe(false);
    }
  });

  it('npm start is one Node process: the dependency check runs inside scripts/start.mjs', () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    expect(scripts.start).toBe('node scripts/start.mjs');
    expect(readFileSync('scripts/start.mjs', 'utf8')).toMatch(/^import '\.\/ensure-deps\.mjs';$/m);
    expect(existsSync('scripts/ensure-deps.mjs')).toBe(true);
  });
});

// Electronegativity (Doyensec's Electron security linter) over the Electron main and the
// preload: no finding. Each necessary exception is suppressed inline with its reason
// (`eng-disable ID reason`): in the sources, and in the built page for its CSP <meta>.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const electronVersion = (JSON.parse(readFileSync('node_modules/electron/package.json', 'utf8')) as { version: string }).version;

/** Checks left out of the scan: none. Each exception is suppressed inline with its reason. */
const excludedChecks: string[] = [];

interface Finding {
  id: string;
  file: string;
  line: number;
  sample?: string;
}

function scan(folder: string): { findings: Finding[]; parseErrors: unknown[]; atomicChecks: number } {
  const result = spawnSync(process.execPath, ['test/main/electron/electronegativityRunner.mjs', folder, electronVersion, excludedChecks.join(',')], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`electronegativity failed on ${folder}: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

describe('Electronegativity', () => {
  it('finds nothing in the Electron main and the preload, scanned together as one app', () => {
    // Together, because global checks (navigation limits, permission handler) look for the
    // handlers across the app: they live in the main process, not in the preload.
    const folder = mkdtempSync(join(tmpdir(), 'camconfig-eng-'));
    try {
      cpSync('src/main/electron', join(folder, 'main-electron'), { recursive: true });
      cpSync('src/preload', join(folder, 'preload'), { recursive: true });
      // The built page, for the CSP <meta> the build writes into it (vite.renderer.config.ts).
      cpSync('out/renderer/index.html', join(folder, 'renderer', 'index.html'));
      const { findings, parseErrors, atomicChecks } = scan(folder);
      expect(atomicChecks).toBeGreaterThan(30);
      expect(parseErrors).toEqual([]);
      expect(findings).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('reports a page without a CSP, so the clean result above rests on the page\'s policy', () => {
    const folder = mkdtempSync(join(tmpdir(), 'camconfig-eng-'));
    try {
      const page = readFileSync('out/renderer/index.html', 'utf8').replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
      writeFileSync(join(folder, 'index.html'), page);
      expect(scan(folder).findings.map((finding) => finding.id)).toContain('CSP_GLOBAL_CHECK');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('does find the classic mistakes, so a clean result means something', () => {
    const folder = mkdtempSync(join(tmpdir(), 'camconfig-eng-'));
    try {
      writeFileSync(
        join(folder, 'insecure.ts'),
        [
          "import { BrowserWindow, shell } from 'electron';",
          'const window = new BrowserWindow({ webPreferences: { nodeIntegration: true, contextIsolation: false, sandbox: false } });',
          "window.loadURL('http://example.com/');",
          'export const open = (url: string) => shell.openExternal(url);',
        ].join('\n'),
      );
      const ids = scan(folder).findings.map((finding) => finding.id);
      expect(ids).toEqual(
        expect.arrayContaining([
          'CONTEXT_ISOLATION_JS_CHECK',
          'SANDBOX_JS_CHECK',
          'OPEN_EXTERNAL_JS_CHECK',
          'LIMIT_NAVIGATION_GLOBAL_CHECK',
          'PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK',
        ]),
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

// The Electron the app is built on is a supported one: Electron supports its latest three
// majors (electron docs/tutorial/electron-timelines.md, "Version support policy"), and 45 was
// the current major when this was written (issue 31: 44.0.0 out on 2026-08-25). The floor is
// raised with each upgrade; docs/desktop.md's checklist row 16 names the same major.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { product } from '../../../src/shared/product';

const currentMajorWhenWritten = 45;

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version: string }> };
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> };
const lockedMajor = Number(lock.packages['node_modules/electron']!.version.split('.')[0]);

describe('the pinned Electron', () => {
  it('is the current supported major, in package.json and the lockfile', () => {
    expect(lockedMajor).toBeGreaterThanOrEqual(currentMajorWhenWritten);
    expect(manifest.devDependencies.electron).toBe(`^${lock.packages['node_modules/electron']!.version}`);
  });

  it("is the one docs/desktop.md's security checklist names (row 16, Current Electron)", () => {
    const row = readFileSync('docs/desktop.md', 'utf8').split('\n').find((line) => line.startsWith('| 16 | Current Electron |'));
    expect(row).toContain(`\`electron\` ^${lockedMajor}`);
  });

  it('packages the app under the name its user-data folder has under `electron .` (beforeReady.ts)', () => {
    expect((YAML.parse(readFileSync('electron-builder.yml', 'utf8')) as { productName: string }).productName).toBe(product.name);
  });
});

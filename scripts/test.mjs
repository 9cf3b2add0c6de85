// `npm test`: build, typecheck, lint, then every vitest suite (unit, integration, e2e, net).
// Ends with one line `N passed, N failed` (build, typecheck and lint count as one check each).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDebianTools } from './ensure-debian-tools.mjs';

const node = process.execPath;
let passed = 0;
let failed = 0;
const failures = [];

function check(name, args) {
  console.log(`\n=== ${name}`);
  const result = spawnSync(node, args, { stdio: 'inherit' });
  if (result.status === 0) passed++;
  else {
    failed++;
    failures.push(name);
  }
}

ensureChromium();
ensureDebianTools();
check('build', ['scripts/build.mjs']);
check('typecheck', ['scripts/typecheck.mjs']);
check('lint', ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.']);

console.log('\n=== vitest');
mkdirSync('.tmp', { recursive: true });
const report = '.tmp/vitest-report.json';
const vitest = spawnSync(node, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  // A test file that fails to load has no failed test but is a failure all the same.
  const brokenFiles = results.testResults.filter((file) => file.status === 'failed' && file.assertionResults.every((t) => t.status !== 'failed'));
  failed += brokenFiles.length;
  for (const file of brokenFiles) failures.push(`${file.name} (did not load: ${String(file.message).split('\n')[0]})`);
  if (results.numTotalTests === 0) {
    failed++;
    failures.push('vitest ran no test');
  }
} else {
  failed++;
  failures.push(`vitest wrote no report (exit ${vitest.status})`);
}
if (vitest.status !== 0 && failed === 0) {
  failed++;
  failures.push(`vitest exited ${vitest.status}`);
}

if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
const summary = `${passed} passed, ${failed} failed`;
writeFileSync('.tmp/test-summary.txt', summary + '\n');
console.log(summary);
process.exit(failed === 0 ? 0 : 1);

// Installs node_modules when they are missing or older than package-lock.json, so that
// `npm start`, `npm test` and `npm run bench` work on a fresh clone. Uses Node builtins only.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000;
if (stale) {
  console.log('camconfig: installing dependencies (npm ci) ...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('camconfig: npm ci failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

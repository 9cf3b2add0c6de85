// Installs node_modules when they are missing or older than package-lock.json, so that
// `npm start`, `npm test` and `npm run bench` work on a fresh clone. Uses Node builtins only.
import { existsSync, lstatSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000;
// A linked node_modules (a git worktree sharing another checkout's) belongs to that checkout:
// `npm ci` here would empty it under everyone using it. Say so instead of installing.
const linked = existsSync('node_modules') && lstatSync('node_modules').isSymbolicLink();
if (stale && linked) {
  console.warn('camconfig: node_modules is a link to another checkout and older than package-lock.json; not reinstalling it here (run npm ci where it lives).');
} else if (stale) {
  console.log('camconfig: installing dependencies (npm ci) ...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('camconfig: npm ci failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

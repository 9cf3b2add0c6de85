// The end-to-end tests drive Debian's Chromium (Playwright cannot download its own here).
// Installs it with apt-get when it is missing and we are root; otherwise says what to do.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  if (process.platform !== 'linux' || process.getuid?.() !== 0) {
    console.warn(`Chromium not found at ${chromiumPath}: install Debian's chromium package (or set CHROMIUM_PATH); the end-to-end tests need it.`);
    return false;
  }
  console.log('Installing Debian chromium for the end-to-end tests ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return existsSync(chromiumPath);
}

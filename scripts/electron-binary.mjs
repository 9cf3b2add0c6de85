// Where the Electron runtime is, for `npm start` and `npm run desktop:smoke`. Node builtins only.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The Electron binary's path, or the reason there is none. Read here as the electron package's
 * index.js reads it (path.txt, ELECTRON_OVERRIDE_DIST_PATH) rather than in a second Node
 * process: one process start less on every `npm start`. Read afresh after a download.
 */
export function findElectron() {
  let packageDir;
  try {
    packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch (error) {
    return { reason: `the electron package is not installed (${error.message})` };
  }
  const pathFile = join(packageDir, 'path.txt');
  const executable = existsSync(pathFile) ? readFileSync(pathFile, 'utf8') : undefined;
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) return electronAt(join(override, executable || 'electron'));
  if (!executable) return { reason: 'the electron package has no runtime (Electron failed to install correctly)' };
  return electronAt(join(packageDir, 'dist', executable));
}

function electronAt(binary) {
  return existsSync(binary) ? { binary } : { reason: `no Electron binary at ${binary}` };
}


// The report tests read the PDF back with Debian's poppler-utils (`pdftotext`; the docs'
// picture of the report is drawn by `pdftoppm`). Installs them with apt-get when they are
// missing and we are root; otherwise says what to do.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const pdftotextPath = '/usr/bin/pdftotext';

export function ensurePoppler() {
  if (existsSync(pdftotextPath)) return true;
  if (process.platform !== 'linux' || process.getuid?.() !== 0) {
    console.warn(`pdftotext not found at ${pdftotextPath}: install Debian's poppler-utils package; the report tests read the PDF with it.`);
    return false;
  }
  console.log('Installing Debian poppler-utils for the report tests ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'poppler-utils'], { stdio: 'inherit', env });
  return existsSync(pdftotextPath);
}

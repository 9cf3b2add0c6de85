// Undoing a site passphrase change stopped midway (sitePassphrase.ts): a marker in .git names
// the process making it; once that process is gone, the camera files and site-key.json go back
// to the last commit (the change starts only when they are as committed) and the new key's
// temporary file is removed.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { git, type GitRunOptions } from './gitCommand';
import { sharedPaths, siteKeyFileName } from './siteLayout';
import { localize, type Text } from '../../shared/i18n/text';
import { isRunning } from './processRunning';

/** The new key is made under this name and put in place only once every camera is sealed with it. */
export const nextKeyFileName = '.site-key.next.json.tmp';
/** In .git while a change runs: the process making it. */
export const passphraseChangeMarker = 'camconfig-passphrase.json';
const changedPaths = [sharedPaths.cameras, siteKeyFileName];

/** A passphrase change whose process is gone is undone (files back to the last commit); the note says so, or null when there was none. */
export async function recoverInterruptedPassphraseChange(run: GitRunOptions & { gitDir: string }): Promise<Text | null> {
  const marker = join(run.gitDir, passphraseChangeMarker);
  const text = await readFile(marker, 'utf8').catch(() => null);
  if (text === null) return null;
  const pid = Number.parseInt(/"pid":\s*(\d+)/.exec(text)?.[1] ?? '', 10);
  if (Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) return null;
  const tracked = (await git(['ls-files', '-z', '--', ...changedPaths], run)).split('\0').filter((path) => path !== '');
  if (tracked.length > 0) await git(['checkout', 'HEAD', '--', ...changedPaths.filter((path) => tracked.some((file) => file === path || file.startsWith(`${path}/`)))], run);
  await rm(join(run.cwd, nextKeyFileName), { force: true });
  await rm(marker, { force: true });
  return localize('siteRepo.passphrase.undone');
}


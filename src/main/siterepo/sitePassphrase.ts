// Changing the site passphrase (docs/site-repository.md, "Secrets"): every camera password is
// opened with the old site key and sealed again with a new key (a new salt), site-key.json is
// replaced, and all of it is one commit. The history keeps the earlier commits as they were:
// whoever knows the old passphrase can still open the passwords of that time. A change stopped
// midway (kill -9, a power cut) is undone at the next open: a marker in .git names the process
// making it, and the camera files and site-key.json go back to the last commit, which the change
// requires to hold them as they are (it refuses to start over uncommitted changes to them).
import { readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PassphraseSecretStore, type SecretStore } from '../workspace';
import type { Technician } from './commitMessage';
import { readSiteCamera, writeSiteCamera, type SiteCamera } from './siteCameraFile';
import { SiteRepositoryError } from './siteErrors';
import { sharedPaths, siteKeyFileName } from './siteLayout';
import { git, type GitRunOptions } from './gitCommand';
import { nextKeyFileName, passphraseChangeMarker, recoverInterruptedPassphraseChange } from './sitePassphraseRecovery';
import type { SiteRepository } from './siteRepository';
import { unlockSiteKey } from './siteSecrets';
import { writeFileAtomically } from '../base/files/atomicFile';
import { localize } from '../../shared/i18n/text';

const changedPaths = [sharedPaths.cameras, siteKeyFileName];

async function refuseUncommitted(run: GitRunOptions): Promise<void> {
  const changed = (await git(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...changedPaths], run)).split('\0').filter((entry) => entry.length > 3);
  if (changed.length > 0) throw new SiteRepositoryError(localize('siteRepo.passphrase.uncommitted', { files: changed.slice(0, 5).map((entry) => entry.slice(3)).join(', '), count: changed.length }), 'conflict');
}

export interface PassphraseChange {
  commit: string | null;
  /** How many camera passwords were sealed again. */
  resealed: number;
}

/** Opens every sealed password to a marker: tells a camera with a sealed password from one with none. */
const tellsSealed: SecretStore = { mode: 'passphrase-encrypted', seal: () => null, open: () => 'sealed' };

async function cameraIdentities(folder: string): Promise<string[]> {
  const names = await readdir(join(folder, sharedPaths.cameras)).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
  return names.flatMap((name) => (/^[0-9a-f]{32}\.json$/.test(name) ? [name.slice(0, 32)] : []));
}

/** Every camera with its password opened by the old key; a sealed password it cannot open stops the change before anything is written. */
async function openedCameras(folder: string, oldKey: SecretStore): Promise<SiteCamera[]> {
  const cameras: SiteCamera[] = [];
  for (const identity of await cameraIdentities(folder)) {
    const opened = await readSiteCamera(folder, identity, oldKey);
    const hasSealed = (await readSiteCamera(folder, identity, tellsSealed)).password !== null;
    if (hasSealed && opened.password === null) throw new SiteRepositoryError(localize('siteRepo.passphrase.cameraNotOpened', { camera: opened.label }), 'auth');
    cameras.push(opened);
  }
  return cameras;
}

/** Seals the site's passwords with `newPassphrase` and commits; `oldPassphrase` must open the present site key. */
export async function changeSitePassphrase(repository: SiteRepository, oldPassphrase: string, newPassphrase: string, technician: Technician): Promise<PassphraseChange> {
  if (newPassphrase === '') throw new SiteRepositoryError(localize('siteRepo.passphrase.empty'), 'bad_input');
  if (newPassphrase === oldPassphrase) throw new SiteRepositoryError(localize('siteRepo.passphrase.same'), 'bad_input');
  const folder = repository.folder;
  const run = repository.context();
  await recoverInterruptedPassphraseChange(run);
  await refuseUncommitted(run);
  const oldKey = await unlockSiteKey(folder, oldPassphrase);
  const cameras = await openedCameras(folder, oldKey);
  const marker = join(run.gitDir, passphraseChangeMarker);
  await writeFileAtomically(marker, `${JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() })}\n`);
  try {
    await rm(join(folder, nextKeyFileName), { force: true });
    const { store: newKey } = await PassphraseSecretStore.unlock(folder, newPassphrase, undefined, nextKeyFileName);
    const paths = [siteKeyFileName];
    for (const camera of cameras) paths.push(await writeSiteCamera(folder, camera, newKey));
    await rename(join(folder, nextKeyFileName), join(folder, siteKeyFileName));
    const resealed = cameras.filter((camera) => camera.password !== null).length;
    const operation = { operation: 'passphrase-change', subject: `Changed the site passphrase: ${resealed} camera password${resealed === 1 ? '' : 's'} sealed again`, cameras: [], result: `${resealed} resealed` };
    const made = await repository.commit(operation, technician, paths);
    await rm(marker, { force: true });
    return { commit: made?.commit ?? null, resealed };
  } catch (error) {
    await recoverInterruptedPassphraseChange(run); // a change that failed midway is undone as a crashed one
    throw error;
  }
}

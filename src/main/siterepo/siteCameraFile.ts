// A site keeps each camera in a file of its own, named by the camera's identity (never by its
// address or id, which can change, and never holding a plain password), so two technicians
// changing two cameras change two files and their commits merge by themselves.
import { join } from 'node:path';
import type { z } from 'zod';
import { readCappedFile } from '../base/files/cappedRead';
import { writeFileAtomically } from '../base/files/atomicFile';
import { makeFolder } from '../base/files/makeFolder';
import { parseStrictJson } from '../base/json/strictJson';
import { siteCameraFileSchema, type keptCameraSchema, type SecretStore } from '../workspace';
import { sharedPaths } from './siteLayout';
import { SiteRepositoryError } from './siteErrors';
import { localize } from '../../shared/i18n/text';

export type SiteCamera = Omit<z.infer<typeof keptCameraSchema>, 'password'> & { password: string | null };

const maxCameraFileBytes = 64 * 1024;

/** The file's path relative to the site: cameras/<identity>.json. */
export function siteCameraPath(identity: string): string {
  if (!/^[0-9a-f]{32}$/.test(identity)) throw new SiteRepositoryError(localize('siteRepo.cameraFile.badIdentity', { identity: identity.slice(0, 40) }), 'bad_input');
  return `${sharedPaths.cameras}/${identity}.json`;
}

/** Writes the camera with its password sealed by the site key (a password the key cannot seal is refused, never written plain). */
export async function writeSiteCamera(siteFolder: string, camera: SiteCamera, siteKey: SecretStore): Promise<string> {
  const relative = siteCameraPath(camera.identity);
  const password = camera.password === null ? null : siteKey.seal(camera.password);
  if (camera.password !== null && password === null) throw new SiteRepositoryError(localize('siteRepo.cameraFile.keyLocked'), 'auth');
  const file = siteCameraFileSchema.parse({ version: 1, camera: { ...camera, password } });
  await makeFolder(join(siteFolder, sharedPaths.cameras));
  await writeFileAtomically(join(siteFolder, relative), `${JSON.stringify(file, null, 2)}\n`);
  return relative;
}

/** The camera with its password opened by the site key (null when the key cannot open it: no passphrase given, or another one). */
export async function readSiteCamera(siteFolder: string, identity: string, siteKey: SecretStore | null): Promise<SiteCamera> {
  const path = join(siteFolder, siteCameraPath(identity));
  const parsed = parseStrictJson((await readCappedFile(path, maxCameraFileBytes)).toString('utf8'));
  const checked = parsed.kind === 'valid' ? siteCameraFileSchema.safeParse(parsed.value) : null;
  if (!checked?.success) throw new SiteRepositoryError(localize('siteRepo.cameraFile.invalid', { path }), 'bad_input');
  const { password, ...camera } = checked.data.camera;
  return { ...camera, password: password && siteKey ? siteKey.open(password) : null };
}

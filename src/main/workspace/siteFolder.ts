// Whether a workspace folder is a site (it holds site.json: docs/site-repository.md), and where
// the site passphrase comes from. Light, so a front door can ask before the workspace loads.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { siteFileName } from '../siterepo/siteLayout';

/** The variable the site passphrase is taken from (the front doors read it; named in every message that needs it). */
export const sitePassphraseEnvVariable = 'CAMCONFIG_SITE_PASSPHRASE';

export async function isSiteFolder(folder: string): Promise<boolean> {
  return (await stat(join(folder, siteFileName)).catch(() => null))?.isFile() ?? false;
}

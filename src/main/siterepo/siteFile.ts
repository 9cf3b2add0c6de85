// site.json: the site's name, customer, address, time zone and report language.
import { join } from 'node:path';
import { readCappedFile } from '../base/files/cappedRead';
import { parseStrictJson } from '../base/json/strictJson';
import { siteFileBytes, siteFileName, siteFileSchema, type SiteInfo } from './siteLayout';
import { SiteRepositoryError } from './siteErrors';

export async function readSiteFile(folder: string): Promise<SiteInfo> {
  const path = join(folder, siteFileName);
  const bytes = await readCappedFile(path, siteFileBytes).catch((error: unknown) => {
    throw new SiteRepositoryError(`${path}: cannot be read (${error instanceof Error ? error.message : String(error)}); a site folder holds a site.json`, 'storage');
  });
  const parsed = parseStrictJson(bytes.toString('utf8'));
  if (parsed.kind !== 'valid') throw new SiteRepositoryError(`${path}: is not valid JSON`, 'bad_input');
  const checked = siteFileSchema.safeParse(parsed.value);
  if (!checked.success) throw new SiteRepositoryError(`${path}: ${checked.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`).join('; ')}`, 'bad_input');
  return checked.data.site;
}

// site.json: the site's name, customer, address, time zone and report language.
import { join } from 'node:path';
import type { z } from 'zod';
import { readCappedFile } from '../base/files/cappedRead';
import { parseStrictJson } from '../base/json/strictJson';
import { localize, type Text } from '../../shared/i18n/text';
import { siteFileBytes, siteFileName, siteFileSchema, type SiteInfo } from './siteLayout';
import { SiteRepositoryError } from './siteErrors';

const fieldProblems = {
  name: localize('siteRepo.siteFile.problem.name'),
  customer: localize('siteRepo.siteFile.problem.customer'),
  address: localize('siteRepo.siteFile.problem.address'),
  timeZone: localize('siteRepo.siteFile.problem.timeZone'),
  reportLanguage: localize('siteRepo.siteFile.problem.reportLanguage'),
} as const;

/** What is wrong with the first field of a site that its schema refused, by the field's name. */
export function siteFileProblem(error: z.ZodError): Text {
  const path = error.issues[0]?.path ?? [];
  const field = path.at(-1);
  if (typeof field === 'string' && Object.hasOwn(fieldProblems, field)) return fieldProblems[field as keyof typeof fieldProblems];
  return localize('siteRepo.siteFile.problem.other', { field: path.join('.') || 'file' });
}

export async function readSiteFile(folder: string): Promise<SiteInfo> {
  const path = join(folder, siteFileName);
  const bytes = await readCappedFile(path, siteFileBytes).catch((error: unknown) => {
    throw new SiteRepositoryError(localize('siteRepo.siteFile.unreadable', { path, reason: error instanceof Error ? error.message : String(error) }), 'storage');
  });
  const parsed = parseStrictJson(bytes.toString('utf8'));
  if (parsed.kind !== 'valid') throw new SiteRepositoryError(localize('siteRepo.siteFile.notJson', { path }), 'bad_input');
  const checked = siteFileSchema.safeParse(parsed.value);
  if (!checked.success) throw new SiteRepositoryError(localize('siteRepo.siteFile.invalid', { path, problem: siteFileProblem(checked.error) }), 'bad_input');
  return checked.data.site;
}

// The files of a site repository (docs/site-repository.md): what is shared (committed) and what
// stays one technician's (.gitignore), laid out so that two technicians working on different
// cameras never change the same file.
import { z } from 'zod';
import { firstControlCharacter } from '../../shared/text/controlCharacters';
import { isTimeZone } from '../../shared/site/timeZone';

export const siteFileName = 'site.json';
export const siteKeyFileName = 'site-key.json';

/**
 * Folders and files a site shares, named as the workspace writes them (docs/site-repository.md,
 * "Layout"); one file or folder per camera wherever a camera has something.
 */
export const sharedPaths = {
  cameras: 'cameras',
  baselines: 'baselines',
  checkRuns: 'baseline-runs',
  backups: 'backups',
  history: 'snapshots',
  /** The live audit file and the ones it is rotated into, all merged by union. */
  audit: ['audit.jsonl', 'audit.1.jsonl', 'audit.2.jsonl', 'audit.3.jsonl', 'audit.4.jsonl'],
  trustedCertificates: 'known-cameras',
  reports: 'reports',
} as const;

export const gitignoreText = `# What stays one technician's (docs/site-repository.md): never committed.
/pending-edits/
/passphrase-key.json
*.last-good
*.corrupt-*
*.other-camera-*
.*.tmp
/recordings/
/distributor-settings.json
/bus-templates.json
`;

export const gitattributesText = `# The audit log and the trusted certificates are only ever appended to: both sides' lines are kept when two technicians merge.
*.jsonl merge=union
/known-cameras merge=union
# Camera configurations are Latin-1 text as the camera sends them: never re-encoded, line ends kept.
*.cfg -text
`;

// What is wrong with a field is said by siteFileProblem (siteFile.ts), by the field's name.
const plainText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => firstControlCharacter(value) === null);

export const siteInfoSchema = z.strictObject({
  name: plainText(200).refine((name) => name.trim() !== ''),
  customer: plainText(200),
  address: plainText(500),
  timeZone: z.string().max(100).refine(isTimeZone),
  reportLanguage: z.enum(['en', 'de']),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const siteFileSchema = z.strictObject({ version: z.literal(1), site: siteInfoSchema });

export const siteFileBytes = 64 * 1024;

export function siteFileText(site: SiteInfo): string {
  return `${JSON.stringify({ version: 1, site }, null, 2)}\n`;
}

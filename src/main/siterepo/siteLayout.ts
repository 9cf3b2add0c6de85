// The files of a site repository (docs/site-repository.md): what is shared (committed) and what
// stays one technician's (.gitignore), laid out so that two technicians working on different
// cameras never change the same file.
import { z } from 'zod';
import { controlCharacterProblem } from '../../shared/text/controlCharacters';
import { isTimeZone } from '../../shared/site/timeZone';

export const siteFileName = 'site.json';
export const siteKeyFileName = 'site-key.json';

/** Folders and files a site shares; one file per camera (by its identity) wherever a camera has something. */
export const sharedPaths = {
  cameras: 'cameras',
  groups: 'groups.json',
  baselines: 'baselines',
  checkRuns: 'check-runs',
  backups: 'backups',
  history: 'history',
  audit: 'audit',
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

export const gitattributesText = `# The audit log is only ever appended to: both sides' lines are kept when two technicians merge.
*.jsonl merge=union
# Camera configurations are Latin-1 text as the camera sends them: never re-encoded, line ends kept.
*.cfg -text
`;

const plainText = (field: string, max: number) =>
  z
    .string()
    .max(max, `${field} is longer than ${max} characters`)
    .superRefine((value, context) => {
      const problem = controlCharacterProblem(value, field);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

export const siteInfoSchema = z.strictObject({
  name: plainText('name', 200).refine((name) => name.trim() !== '', 'name is empty'),
  customer: plainText('customer', 200),
  address: plainText('address', 500),
  timeZone: z.string().max(100).refine(isTimeZone, 'timeZone is not a time zone name such as Europe/Berlin'),
  reportLanguage: z.enum(['en', 'de'], { message: "reportLanguage is 'en' or 'de'" }),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const siteFileSchema = z.strictObject({ version: z.literal(1), site: siteInfoSchema });

export const siteFileBytes = 64 * 1024;

export function siteFileText(site: SiteInfo): string {
  return `${JSON.stringify({ version: 1, site }, null, 2)}\n`;
}

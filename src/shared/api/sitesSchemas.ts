// The studio's sites (docs/site-repository.md, "The site picker"): the sites opened recently (kept
// in the studio's own settings file, bounded; a folder no longer there shown as missing), a clone
// of the team's site from its remote as a long operation (cancelled by operations.cancel), and
// the studio's own workspace turned into a site where it is.
import { z } from 'zod';
import { supportedLanguages } from '../i18n/languages';
import { fieldName, operationIdSchema, textSchema, timestampSchema } from './schemaHelpers';

const folderSchema = textSchema({ subject: fieldName('folder'), min: 1, max: 4096 });

export const recentSiteSchema = z.object({
  folder: z.string(),
  /** The site's name as last seen (site.json), or null when it was never read. */
  name: z.string().nullable(),
  /** The folder is no longer there (or holds no site.json). */
  missing: z.boolean(),
  openedAt: timestampSchema,
});
export type RecentSite = z.infer<typeof recentSiteSchema>;

/** The folder the studio works on now: a site (its name from site.json) or a technician's own workspace; null without one. */
export const currentSiteSchema = z.object({ folder: z.string(), name: z.string().nullable(), site: z.boolean() });
export type CurrentSite = z.infer<typeof currentSiteSchema>;

export const sitesRecentOutputSchema = z.object({ sites: z.array(recentSiteSchema), current: currentSiteSchema.nullable() });

export const sitesOpenInputSchema = z.strictObject({
  /** A site (it holds site.json) or a workspace (it holds cameras.json) on the studio's machine. */
  folder: folderSchema,
  /** The site passphrase, when the site seals its passwords and the studio was not given it at start: never logged, stored or sent back. */
  passphrase: textSchema({ subject: fieldName('passphrase'), min: 1, max: 1024, secret: true }).optional(),
});

/** The folder the studio works on from now on (also sent to every window as `studio.siteChanged`). */
export const sitesOpenOutputSchema = currentSiteSchema;

export const sitesChooseFolderInputSchema = z.strictObject({
  /** 'existing': a site or workspace to open; 'new': a missing or empty folder to clone into (the dialog may make it). */
  kind: z.enum(['existing', 'new']),
  /** The language of the dialog's title; default English. */
  language: z.enum(supportedLanguages).optional(),
});

/** The folder the technician chose in the native dialog, or null when they cancelled. */
export const sitesChooseFolderOutputSchema = z.object({ folder: z.string().max(4096).nullable() });

export const sitesCloneInputSchema = z.strictObject({
  /** The remote (https, ssh, a folder); a URL with a password in it is refused with the reason. */
  url: textSchema({ subject: fieldName('url'), min: 1, max: 2000 }),
  /** A missing or empty folder to clone into. */
  folder: folderSchema,
  operationId: operationIdSchema.optional(),
});

export const sitesCloneOutputSchema = z.object({ folder: z.string(), name: z.string() });

export const sitesFromWorkspaceInputSchema = z.strictObject({
  name: textSchema({ subject: fieldName('name'), min: 1, max: 200 }),
  customer: textSchema({ subject: fieldName('customer'), max: 200 }).optional(),
  address: textSchema({ subject: fieldName('address'), max: 500 }).optional(),
  timeZone: textSchema({ subject: fieldName('timeZone'), min: 1, max: 100 }),
  reportLanguage: z.enum(['en', 'de']),
  /** The new site passphrase: never logged, stored or sent back; the site key is derived from it. */
  passphrase: textSchema({ subject: fieldName('passphrase'), min: 1, max: 1024, secret: true }),
});

export const sitesFromWorkspaceOutputSchema = z.object({ folder: z.string(), commit: z.string(), cameras: z.number().int().nonnegative() });

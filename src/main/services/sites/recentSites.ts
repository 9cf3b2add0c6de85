// The sites the studio opened recently, kept in the studio's own settings file (never in a site or
// a workspace: a site's files are the team's): newest first, at most 20, written atomically one
// write at a time. A file that cannot be read is started again empty (and said so); a folder no
// longer there, or holding no site.json, is shown as missing, not dropped.
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { writeFileAtomically } from '../../base/files/atomicFile';
import { makeFolder } from '../../base/files/makeFolder';
import type { RecentSite } from '../../../shared/api/sitesSchemas';

export const recentSitesLimit = 20;

const recentSitesFileSchema = z.strictObject({
  version: z.literal(1),
  sites: z.array(z.strictObject({ folder: z.string().min(1).max(4096), name: z.string().max(200).nullable(), openedAt: z.number().int().nonnegative() })).max(recentSitesLimit),
});
type KeptSite = z.infer<typeof recentSitesFileSchema>['sites'][number];

export class RecentSites {
  private kept: KeptSite[] | null = null;
  private writing: Promise<void> = Promise.resolve();

  /** `file`: the studio's settings file of recent sites; null keeps them for this run only. */
  constructor(private readonly file: string | null) {}

  private async load(): Promise<KeptSite[]> {
    if (this.kept) return this.kept;
    const text = this.file === null ? null : await readFile(this.file, 'utf8').catch(() => null);
    let sites: KeptSite[] = [];
    if (text !== null) {
      try {
        const parsed = recentSitesFileSchema.safeParse(JSON.parse(text));
        if (parsed.success) sites = parsed.data.sites;
      } catch {
        sites = [];
      }
    }
    this.kept = sites;
    return sites;
  }

  /** Newest first, each with whether its folder still holds a site. */
  async list(): Promise<RecentSite[]> {
    const sites = await this.load();
    return Promise.all(sites.map(async (site) => ({ ...site, missing: !((await stat(join(site.folder, 'site.json')).catch(() => null))?.isFile() ?? false) })));
  }

  /** Puts the site first (once), dropping the oldest beyond the limit; written before it resolves. */
  async remember(folder: string, name: string | null, now = Date.now()): Promise<void> {
    const absolute = resolve(folder);
    const sites = [{ folder: absolute, name, openedAt: now }, ...(await this.load()).filter((site) => site.folder !== absolute)].slice(0, recentSitesLimit);
    this.kept = sites;
    const file = this.file;
    if (file === null) return;
    const write = this.writing.then(async () => {
      await makeFolder(dirname(file), 0o700);
      await writeFileAtomically(file, `${JSON.stringify(recentSitesFileSchema.parse({ version: 1, sites }), null, 2)}\n`);
    });
    this.writing = write.catch(() => undefined);
    return write;
  }
}

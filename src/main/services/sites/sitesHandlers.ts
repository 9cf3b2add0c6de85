// sites.* (docs/site-repository.md, "The site picker"): the sites opened recently, a clone of the
// team's site as a long operation (cancelled by operations.cancel or the caller going away: git is
// stopped and the folder it made removed), and the studio's own workspace turned into a site where
// it is (turnWorkspaceIntoSite, the engine `camconfig site init --from-workspace` runs too).
import { rm, stat } from 'node:fs/promises';
import { ApiError } from '../../../shared/api/errors';
import { localize } from '../../../shared/i18n/text';
import { SiteRepository } from '../../siterepo/siteRepository';
import { turnWorkspaceIntoSite } from '../../siterepo/siteFromWorkspace';
import { technicianFromGitConfig } from '../../siterepo/technician';
import type { Technician } from '../../siterepo/commitMessage';
import { CameraWorkspace, type CameraStore } from '../../workspace';
import type { OperationRegistry } from '../operations/operationRegistry';
import type { HandlersOf } from '../studioServices';
import type { RecentSites } from './recentSites';

export interface SitesOptions {
  recent: RecentSites;
  workspace: CameraStore | null;
  technician: Technician | undefined;
  /** Resolves once every camera write under way reached the workspace's files. */
  settled: () => Promise<void>;
}

const missing = (path: string): Promise<boolean> =>
  stat(path).then(
    () => false,
    () => true,
  );

export function sitesHandlers(operations: OperationRegistry, { recent, workspace, technician, settled }: SitesOptions): HandlersOf<'sites'> {
  return {
    'sites.recent': async () => ({ sites: await recent.list() }),
    'sites.clone': async ({ url, folder, operationId }, caller) => {
      const madeHere = await missing(folder);
      try {
        const { repository, site } = await operations.run(operationId, caller.signal, (signal) => SiteRepository.clone(url, folder, { signal }));
        await recent.remember(repository.folder, site.name);
        return { folder: repository.folder, name: site.name };
      } catch (error) {
        // A clone stopped midway leaves no half folder behind (one that was there, empty, stays).
        if (madeHere) await rm(folder, { recursive: true, force: true }).catch(() => undefined);
        throw error;
      }
    },
    'sites.fromWorkspace': async ({ passphrase, ...site }) => {
      if (!workspace) throw ApiError.of('invalid_request', localize('siteMigration.studio.noWorkspace'));
      if (workspace.site !== null) throw ApiError.of('invalid_request', localize('siteMigration.alreadySite', { folder: workspace.folder }));
      await settled();
      // Read again from its files (cameras added this run included), opened with the store the studio runs with.
      const current = await CameraWorkspace.open(workspace.folder, workspace.secretStore);
      const who = technician ?? (await technicianFromGitConfig(workspace.folder));
      const info = { name: site.name, customer: site.customer ?? '', address: site.address ?? '', timeZone: site.timeZone, reportLanguage: site.reportLanguage };
      const turned = await turnWorkspaceIntoSite(current, workspace.folder, info, who, passphrase);
      await recent.remember(turned.opened.repository.folder, info.name);
      workspace.noteProblem(localize('siteMigration.studio.restartToOpen', { folder: turned.opened.repository.folder }));
      return { folder: turned.opened.repository.folder, commit: turned.commit, cameras: turned.cameras };
    },
  };
}

// sites.* (docs/site-repository.md, "The site picker"): the sites opened recently, a clone of the
// team's site as a long operation (cancelled by operations.cancel or the caller going away: git is
// stopped and the folder it made removed), and the studio's own workspace turned into a site where
// it is (turnWorkspaceIntoSite, the engine `camconfig site init --from-workspace` runs too), and
// the running studio switched to another site or workspace folder (sites.open, siteSwitch.ts):
// refused, naming the folder and what is wrong, before anything of the current one is closed.
import { rm, stat } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { ApiError, type ApiErrorCode } from '../../../shared/api/errors';
import { errorKindOf } from '../../../shared/errors/errorKind';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { renderText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';
import { SiteRepository } from '../../siterepo/siteRepository';
import { turnWorkspaceIntoSite } from '../../siterepo/siteFromWorkspace';
import { technicianFromGitConfig } from '../../siterepo/technician';
import type { Technician } from '../../siterepo/commitMessage';
import { CameraWorkspace, camerasFileName, isSiteFolder, type CameraStore } from '../../workspace';
import type { FolderChooser } from '../fileChooser';
import type { SiteSwitcher } from '../siteSwitch';
import type { OperationRegistry } from '../operations/operationRegistry';
import type { HandlersOf } from '../studioServices';
import type { RecentSites } from './recentSites';

export interface SitesOptions {
  recent: RecentSites;
  workspace: CameraStore | null;
  technician: Technician | undefined;
  /** Resolves once every camera write under way reached the workspace's files. */
  settled: () => Promise<void>;
  /** The switch of the running studio to another folder (siteSwitch.ts). */
  switcher: SiteSwitcher;
  /** Opens a site or workspace folder with the front door's password protection; `passphrase`: the site passphrase given with sites.open. */
  openFolder: (folder: string, passphrase: string | undefined) => Promise<CameraStore>;
  /** The desktop app's native folder dialog; null in web mode. */
  chooseFolder: FolderChooser | null;
}

const isFile = (path: string): Promise<boolean> =>
  stat(path).then(
    (found) => found.isFile(),
    () => false,
  );

/** The API code of a folder that could not be opened: a wrong passphrase is one of credentials, a file that cannot be read one of storage. */
function openFailureCode(error: unknown): ApiErrorCode {
  const kind = errorKindOf(error);
  return kind === 'auth' ? 'auth' : kind === 'storage' ? 'storage' : 'invalid_request';
}

const missing = (path: string): Promise<boolean> =>
  stat(path).then(
    () => false,
    () => true,
  );

export function sitesHandlers(operations: OperationRegistry, { recent, workspace, technician, settled, switcher, openFolder, chooseFolder }: SitesOptions): HandlersOf<'sites'> {
  return {
    'sites.chooseFolder': async ({ kind, language = 'en' }) => {
      if (!chooseFolder) throw ApiError.of('invalid_request', localize('services.sites.folderDialogDesktopOnly'));
      const title = renderText(localize(kind === 'existing' ? 'services.sites.folderDialogOpen' : 'services.sites.folderDialogClone'), language);
      const folder = await chooseFolder({ title, kind });
      if (folder !== null && !isAbsolute(folder)) throw ApiError.of('invalid_request', localize('services.sites.folderNotAbsolute'));
      return { folder };
    },
    'sites.recent': async () => ({ sites: await recent.list(), current: switcher.current() }),
    'sites.open': async ({ folder, passphrase }) => {
      const target = resolve(folder);
      const here = switcher.current();
      const current: Text | string = here ? here.folder : localize('services.sites.noCurrent');
      if (!((await stat(target).catch(() => null))?.isDirectory() ?? false)) throw ApiError.of('invalid_request', localize('services.sites.notFound', { folder: target, current }));
      if (!(await isSiteFolder(target)) && !(await isFile(join(target, camerasFileName)))) throw ApiError.of('invalid_request', localize('services.sites.notSiteOrWorkspace', { folder: target, current }));
      let opened: CameraStore;
      try {
        opened = await openFolder(target, passphrase);
      } catch (error) {
        throw ApiError.of(openFailureCode(error), localize('services.sites.cannotOpen', { folder: target, problem: errorAsText(error), current }));
      }
      const now = await switcher.switchTo(opened);
      // The recent sites are sites: a technician's own workspace opened again is not one of them.
      if (now.site) await recent.remember(now.folder, now.name);
      return now;
    },
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
      workspace.noteProblem(localize('siteMigration.studio.openToWorkOn', { folder: turned.opened.repository.folder }));
      return { folder: turned.opened.repository.folder, commit: turned.commit, cameras: turned.cameras };
    },
  };
}

// A technician's workspace turned into a site (docs/site-repository.md, "A workspace turned into
// a site"). A workspace already writes the files of a site under the names of its layout, so the
// folder becomes a site where it is: git init inside it, site.json, .gitignore and
// .gitattributes, each camera of cameras.json written as cameras/<identity>.json with its
// password sealed again with the site key, the bus passphrase sealed again with it too (its file
// stays one technician's), and one commit by the technician. Given another folder (missing or
// empty), the workspace is copied there first and the original left as it was. The front doors
// (`camconfig site init DIR --from-workspace WS`, the studio's sites.fromWorkspace) call this one.
import { cp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';
import { DistributorSettingsFile, distributorSettingsFileName, keyFileName, camerasFileName, type CameraStore, type SecretStore } from '../workspace';
import { makeFolder } from '../base/files/makeFolder';
import type { Technician } from './commitMessage';
import { checkedRemoteUrl } from './remoteUrl';
import { writeSiteCamera } from './siteCameraFile';
import { SiteRepositoryError } from './siteErrors';
import { siteFileProblem } from './siteFile';
import { sharedPaths, siteFileName, siteInfoSchema, siteKeyFileName, type SiteInfo } from './siteLayout';
import { siteStartFiles, SiteRepository, type OpenedSite, type SiteCallOptions } from './siteRepository';
import { unlockSiteKey } from './siteSecrets';
import { localize } from '../../shared/i18n/text';

/** Where the workspace's cameras.json goes once its cameras are site files: inside .git, never committed (its passwords are sealed with the workspace's own key). */
export const workspaceCamerasKeptAs = '.git/camconfig-workspace-cameras.json';

/** The workspace's own files a copy leaves behind: its camera list becomes the site's camera files, its key file is the workspace's. */
const notCopied = new Set([camerasFileName, `${camerasFileName}.last-good`, keyFileName, `${keyFileName}.last-good`]);

/** The files the site's first commit holds: the site's own and every shared path of the layout that the workspace has. */
const committedPaths: readonly string[] = [
  ...siteStartFiles,
  siteKeyFileName,
  sharedPaths.cameras,
  sharedPaths.baselines,
  sharedPaths.checkRuns,
  sharedPaths.backups,
  sharedPaths.history,
  ...sharedPaths.audit,
  sharedPaths.trustedCertificates,
  sharedPaths.reports,
];

/** What a folder must not hold yet to become a site in place. */
const siteOwnNames = ['.git', siteFileName, siteKeyFileName, sharedPaths.cameras, '.gitignore', '.gitattributes'];

export interface WorkspaceTurnedIntoSite {
  opened: OpenedSite;
  /** The first commit, or null when it could not be made (the error is thrown instead). */
  commit: string;
  cameras: number;
  /** True when the workspace's own folder became the site. */
  inPlace: boolean;
}

export interface TurnOptions extends SiteCallOptions {
  remote?: string;
}

const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

async function entriesOf(folder: string): Promise<string[] | null> {
  return readdir(folder).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : Promise.reject(error)));
}

/** The bus passphrase as kept ('none', 'sealed', 'not_kept'), read without opening it. */
async function keptPassphraseState(folder: string): Promise<string | null> {
  const text = await readFile(join(folder, distributorSettingsFileName), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const state: unknown = (JSON.parse(text) as { passphrase?: { state?: unknown } }).passphrase?.state;
    return typeof state === 'string' ? state : null;
  } catch {
    return null;
  }
}

/**
 * Turns `workspace` (opened with its own password protection, so its passwords are open) into a
 * site in `target`: the workspace's folder itself, or a missing or empty folder it is copied to.
 * Refuses a workspace that is a site, a password or bus passphrase it cannot open (nothing is
 * dropped), and a target that is a site or not empty, naming it. All or nothing: a failure
 * leaves the workspace as it was.
 */
export async function turnWorkspaceIntoSite(workspace: CameraStore, target: string, site: SiteInfo, technician: Technician, sitePassphrase: string, options: TurnOptions = {}): Promise<WorkspaceTurnedIntoSite> {
  const checked = siteInfoSchema.safeParse(site);
  if (!checked.success) throw new SiteRepositoryError(siteFileProblem(checked.error), 'bad_input');
  const remote = options.remote === undefined ? undefined : checkedRemoteUrl(options.remote);
  if (sitePassphrase === '') throw new SiteRepositoryError(localize('siteRepo.passphrase.empty'), 'bad_input');
  const source = resolve(workspace.folder);
  const folder = resolve(target);
  if (workspace.site !== null || (await exists(join(source, siteFileName))) || (await exists(join(source, '.git')))) {
    throw new SiteRepositoryError(localize('siteMigration.alreadySite', { folder: source }), 'bad_input');
  }
  const cameras = workspace.initial().cameras;
  const unopened = cameras.find((camera) => workspace.holdsSealedPassword(camera.id));
  if (unopened) throw new SiteRepositoryError(localize('siteMigration.passwordNotOpened', { camera: unopened.label, folder: source }), 'auth');
  const busState = await keptPassphraseState(source);
  const bus = busState === null ? null : await new DistributorSettingsFile(source, () => workspace.secretStore).load();
  if (busState === 'sealed' && bus?.passphrase === null) throw new SiteRepositoryError(localize('siteMigration.busPassphraseNotOpened', { folder: source }), 'auth');
  const identities = cameras.map((camera) => {
    const identity = workspace.identityOf(camera.id);
    if (identity === null) throw new SiteRepositoryError(localize('siteMigration.noIdentity', { camera: camera.label }), 'storage');
    return identity;
  });

  const inPlace = folder === source;
  if (inPlace) {
    for (const name of siteOwnNames) if (await exists(join(folder, name))) throw new SiteRepositoryError(localize(name === '.git' || name === siteFileName ? 'siteMigration.alreadySite' : 'siteMigration.holdsSiteFile', { folder, name }), 'bad_input');
  } else {
    if (folder.startsWith(`${source}${sep}`)) throw new SiteRepositoryError(localize('siteMigration.insideWorkspace', { folder, workspace: source }), 'bad_input');
    if (await exists(join(folder, siteFileName)) || (await exists(join(folder, '.git')))) throw new SiteRepositoryError(localize('siteMigration.targetIsSite', { folder }), 'bad_input');
    const entries = await entriesOf(folder);
    if (entries !== null && entries.length > 0) throw new SiteRepositoryError(localize('siteMigration.targetNotEmpty', { folder }), 'bad_input');
  }

  const busFileBefore = inPlace ? await readFile(join(folder, distributorSettingsFileName)).catch(() => null) : null;
  const undo = async (): Promise<void> => {
    if (!inPlace) {
      await rm(folder, { recursive: true, force: true });
      return;
    }
    for (const name of siteOwnNames) await rm(join(folder, name), { recursive: true, force: true });
    if (busFileBefore !== null) await writeFile(join(folder, distributorSettingsFileName), busFileBefore);
  };
  try {
    if (!inPlace) {
      await makeFolder(folder);
      await cp(source, folder, {
        recursive: true,
        filter: (from) => {
          const name = relative(source, from);
          return !notCopied.has(name) && !/(^|[/\\])\.[^/\\]*\.tmp$/.test(name);
        },
      });
    }
    const opened = await SiteRepository.startIn(folder, checked.data, remote, options);
    const siteKey: SecretStore = await unlockSiteKey(folder, sitePassphrase);
    for (const camera of cameras) await writeSiteCamera(folder, { ...camera, identity: identities[cameras.indexOf(camera)]! }, siteKey);
    if (bus !== null && busState !== 'not_kept') {
      await new DistributorSettingsFile(folder, () => siteKey).save({ broadcast: { ...bus.broadcast, ...(bus.passphrase ? { passphrase: bus.passphrase } : {}) } });
    }
    const name = basename(source);
    const count = cameras.length;
    const operation = {
      operation: 'site-from-workspace',
      subject: `Turned workspace '${name}' into site '${checked.data.name}': ${count} camera${count === 1 ? '' : 's'}`,
      cameras: cameras.map((camera) => camera.id),
      result: `${count} camera${count === 1 ? '' : 's'}`,
    };
    const made = await opened.repository.commit(operation, technician, committedPaths, options);
    if (made === null) throw new SiteRepositoryError(localize('siteMigration.nothingCommitted', { folder }), 'storage');
    if (inPlace) {
      for (const file of [camerasFileName, `${camerasFileName}.last-good`]) {
        if (await exists(join(folder, file))) await rename(join(folder, file), join(folder, file === camerasFileName ? workspaceCamerasKeptAs : `${workspaceCamerasKeptAs}.last-good`));
      }
    }
    return { opened, commit: made.commit, cameras: count, inPlace };
  } catch (error) {
    await undo().catch(() => undefined);
    throw error;
  }
}

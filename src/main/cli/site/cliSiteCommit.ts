// A command of `camconfig fleet` or `discover --add` that changed a site ends in one commit by
// the technician (git's user.name and user.email in the site), of the paths it may have written
// and only those (docs/site-repository.md, "Commits"). A folder that is not a site (no site.json)
// commits nothing and works as before; a commit that fails leaves the work done and its files in
// place, and says so: the files go into the next commit.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteOperation } from '../../siterepo/commitMessage';
import { siteFileName, siteKeyFileName } from '../../siterepo/siteLayout';
import { SiteRepository } from '../../siterepo/siteRepository';
import { technicianFromGitConfig } from '../../siterepo/technician';
import type { CameraStore } from '../../workspace';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { localize, type Text } from '../../../shared/i18n/text';

export interface CliSiteCommit {
  /** The workspace folder the command wrote into. */
  folder: string;
  operation: SiteOperation;
  /** The folders and files of the operation's kind (siteOperationTexts.ts, operationPaths). */
  writes: readonly string[];
  /** The camera store, when the command changed cameras: its changed camera files are committed. */
  cameras?: CameraStore;
  /** Where the command's notes go (stderr, in the terminal's language). */
  note: (text: Text) => void;
}

const isSite = (folder: string): Promise<boolean> =>
  stat(join(folder, siteFileName)).then(
    (found) => found.isFile(),
    () => false,
  );

/** The commit made (its hash), or null: not a site, nothing changed, or the commit failed (said in a note). */
export async function commitCliOperation({ folder, operation, writes, cameras, note }: CliSiteCommit): Promise<string | null> {
  if (!(await isSite(folder))) return null;
  try {
    const { repository } = await SiteRepository.open(folder);
    const paths = [...(cameras?.takeChangedPaths() ?? []), siteKeyFileName, ...writes];
    const made = await repository.commit(operation, await technicianFromGitConfig(repository.folder), paths);
    if (made) note(localize('cliSiteCommit.committed', { commit: made.commit.slice(0, 10), subject: operation.subject }));
    return made?.commit ?? null;
  } catch (error) {
    note(localize('cliSiteCommit.notCommitted', { operation: operation.operation, problem: errorAsText(error) }));
    return null;
  }
}

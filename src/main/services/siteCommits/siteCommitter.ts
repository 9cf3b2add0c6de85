// Every call that changes a site ends in one commit by the technician (docs/site-repository.md,
// "Commits"): the one place the services commit. Wrapped around the handlers like the call
// causes (createStudioServices.ts): when a call of siteOperations.ts has finished, what it kept
// is written (audit lines, snapshots), and the files it may have changed are committed — the
// camera files the camera store wrote and the folders the workspace keeps per operation. Files
// changed by hand elsewhere in the site are not swept in; a call that changed nothing commits
// nothing (the engine finds nothing staged). A commit that fails does not undo the call: the
// problem is shown as the workspace's problems are, and the files stay for the next commit.
import type { MethodName } from '../../../shared/api/contract';
import type { SiteOperation, Technician } from '../../siterepo/commitMessage';
import type { SiteRepository } from '../../siterepo/siteRepository';
import type { CameraStore } from '../../workspace';
import type { StudioHandlers } from '../studioServices';
import { siteOperationOf } from './siteOperations';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { localize } from '../../../shared/i18n/text';

/** Made when the first technician gives the site passphrase: committed with the first camera it seals. */
const siteKeyPath = 'site-key.json';

const subjectLength = 200;

export interface SiteCommitterOptions {
  repository: SiteRepository;
  cameras: CameraStore;
  /** The technician (the studio's setting, else git's user.name and user.email). */
  technician: () => Promise<Technician>;
  /** Resolves once what the calls so far asked to keep is on disk (audit lines, snapshots). */
  settled: () => Promise<void>;
}

export class SiteCommitter {
  private committing: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: SiteCommitterOptions) {}

  /** The site's repository and technician, for the sync of the site (services/sync). */
  get site(): Pick<SiteCommitterOptions, 'repository' | 'technician'> {
    return { repository: this.options.repository, technician: this.options.technician };
  }

  /** Commits what the call changed; resolves to the commit, or null when nothing changed. Never rejects. */
  after(method: MethodName, input: unknown, output: unknown): Promise<string | null> {
    const found = siteOperationOf(method, input as never, output as never);
    if (!found) return Promise.resolve(null);
    const commit = this.committing.then(() => this.commit(found.operation, found.writes));
    this.committing = commit;
    return commit;
  }

  /** Resolves once every commit asked for so far has ended. */
  async settled(): Promise<void> {
    await this.committing;
  }

  private async commit(operation: SiteOperation, writes: readonly string[]): Promise<string | null> {
    const { repository, cameras, technician, settled } = this.options;
    try {
      await settled();
      const paths = [...cameras.takeChangedPaths(), siteKeyPath, ...writes];
      const made = await repository.commit(readable(operation), await technician(), paths);
      return made?.commit ?? null;
    } catch (error) {
      cameras.noteProblem(localize('services.site.notCommitted', { operation: operation.operation, problem: errorAsText(error) }));
      return null;
    }
  }
}

/** A subject of one line within git's bounds: a camera's label may hold a tab or be long. */
function readable(operation: SiteOperation): SiteOperation {
  const subject = operation.subject.replace(/\t/g, ' ');
  return { ...operation, subject: subject.length > subjectLength ? `${subject.slice(0, subjectLength - 1)}…` : subject };
}

/** Every handler of a site-changing call commits once it has finished (failed calls commit nothing). */
export function withSiteCommits(handlers: StudioHandlers, committer: SiteCommitter | null): StudioHandlers {
  if (!committer) return handlers;
  const committed: Partial<Record<MethodName, unknown>> = {};
  for (const method of Object.keys(handlers) as MethodName[]) {
    const handler = handlers[method] as (input: unknown, caller: unknown) => Promise<unknown>;
    committed[method] = async (input: unknown, caller: unknown) => {
      const output = await handler(input, caller);
      await committer.after(method, input, output);
      return output;
    };
  }
  return committed as StudioHandlers;
}

// Every call that changes a site ends in one commit by the technician (docs/site-repository.md,
// "Commits"): the one place the services commit. Wrapped around the handlers like the call
// causes (createStudioServices.ts): when a call of siteOperations.ts has finished, what it kept
// is written (audit lines, snapshots), and the files it may have changed are committed — the
// camera files the camera store wrote and the folders the workspace keeps per operation. Files
// changed by hand elsewhere in the site are not swept in; a call that changed nothing commits
// nothing (the engine finds nothing staged). A commit that fails does not undo the call: the
// problem is shown as the workspace's problems are, and the files stay for the next commit.
// Calls made within asOneCommit (the agent's check job) are held and end in one commit together.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MethodName } from '../../../shared/api/contract';
import type { SiteOperation, Technician } from '../../siterepo/commitMessage';
import type { SiteRepository } from '../../siterepo/siteRepository';
import type { CameraStore } from '../../workspace';
import type { StudioHandlers } from '../studioServices';
import { siteOperationOfCalls, type SiteCall } from './siteOperations';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { localize } from '../../../shared/i18n/text';

/** Made when the first technician gives the site passphrase: committed with the first camera it seals. */
const siteKeyPath = 'site-key.json';

/** commitMessage.ts's bound of a subject and a result. */
const lineLength = 200;

export interface SiteCommitterOptions {
  repository: SiteRepository;
  cameras: CameraStore;
  /** The technician (the studio's setting, else git's user.name and user.email). */
  technician: () => Promise<Technician>;
  /** Resolves once what the calls so far asked to keep is on disk (audit lines, snapshots). */
  settled: () => Promise<void>;
}

/** The calls of one asOneCommit; a call that ends after it (never awaited within it) commits on its own. */
interface HeldCalls {
  calls: SiteCall[];
  ended: boolean;
}

export class SiteCommitter {
  private committing: Promise<unknown> = Promise.resolve();
  private readonly batches = new AsyncLocalStorage<HeldCalls>();

  constructor(private readonly options: SiteCommitterOptions) {}

  /** The site's repository and technician, for the sync of the site (services/sync). */
  get site(): Pick<SiteCommitterOptions, 'repository' | 'technician'> {
    return { repository: this.options.repository, technician: this.options.technician };
  }

  /** Commits what the call changed; resolves to the commit, or null when nothing changed or the call is held by asOneCommit. Never rejects. */
  after(method: MethodName, input: unknown, output: unknown): Promise<string | null> {
    const held = this.batches.getStore();
    if (held && !held.ended) {
      held.calls.push({ method, input, output });
      return Promise.resolve(null);
    }
    return this.commitCalls([{ method, input, output }]);
  }

  /**
   * Runs `run` with the commits of the calls made within it held, then makes them one commit
   * (siteOperationOfCalls) once it has ended, however it ended: a cancelled run commits what its
   * calls wrote; calls that failed hold nothing. Within another asOneCommit, that one commits.
   */
  async asOneCommit<T>(run: () => Promise<T>): Promise<T> {
    if (this.batches.getStore()?.ended === false) return run();
    const held: HeldCalls = { calls: [], ended: false };
    try {
      return await this.batches.run(held, run);
    } finally {
      held.ended = true;
      await this.commitCalls(held.calls);
    }
  }

  private commitCalls(calls: readonly SiteCall[]): Promise<string | null> {
    const found = siteOperationOfCalls(calls);
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

/** A subject and result of one line within git's bounds: a camera's label may hold a tab, and either may be long (many baselines). */
function readable(operation: SiteOperation): SiteOperation {
  return { ...operation, subject: oneLine(operation.subject), result: oneLine(operation.result) };
}

function oneLine(text: string): string {
  const line = text.replace(/\t/g, ' ');
  return line.length > lineLength ? `${line.slice(0, lineLength - 1)}…` : line;
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

// sync.* (docs/site-repository.md, "In the studio"): a site's state against its remote, Pull and
// Push as long operations (each step a `sync.progress` event, cancelled by operations.cancel or
// the caller going away: the engine then leaves the repository as it was), and the same camera
// changed on both sides shown and resolved field by field. What git says reaches the technician
// through the engine's errors, credentials removed (siterepo/gitText.ts).
import { ApiError } from '../../../shared/api/errors';
import type { MethodOutput } from '../../../shared/api/contract';
import type { SyncStep } from '../../siterepo/sitePull';
import type { SiteCommitter } from '../siteCommits/siteCommitter';
import type { OperationRegistry } from '../operations/operationRegistry';
import type { ServiceEventHub } from '../serviceEventHub';
import type { StudioHandlers } from '../studioServices';
import { localize } from '../../../shared/i18n/text';

type SyncMethod = 'sync.status' | 'sync.fetch' | 'sync.pull' | 'sync.push' | 'sync.conflicts' | 'sync.resolve';

const shownUncommittedFiles = 20;

const noSite: MethodOutput<'sync.status'> = { site: false, branch: null, hasRemote: false, ahead: 0, behind: 0, lastPullAt: null, uncommitted: 0, uncommittedFiles: [], inProgress: null, conflicts: false };

export interface SyncOptions {
  /** The committer of the site (null: the workspace is no site). */
  committer: SiteCommitter | null;
  /** Called once a pull or a resolution changed the site's files (the cameras are read again). */
  onSiteChanged?: () => Promise<void>;
}

export function syncHandlers(hub: ServiceEventHub, operations: OperationRegistry, { committer, onSiteChanged }: SyncOptions): Pick<StudioHandlers, SyncMethod> {
  const site = () => {
    if (!committer) throw ApiError.of('invalid_request', localize('services.sync.notASite'));
    return committer.site;
  };
  const stepsOf = (operationId: string | undefined) => (step: SyncStep) => {
    if (operationId !== undefined) hub.emit({ event: 'sync.progress', payload: { operationId, step, at: Date.now() } });
  };
  // What the calls so far changed is committed before git moves the site.
  const settledSite = async () => {
    const found = site();
    await committer?.settled();
    return { repository: found.repository, technician: await found.technician() };
  };
  const readStatus = async (): Promise<MethodOutput<'sync.status'>> => {
    if (!committer) return noSite;
    await committer.settled();
    const { repository } = committer.site;
    const status = await repository.status();
    const conflicts = status.ahead > 0 && status.behind > 0 && status.inProgress === null ? (await repository.conflicts()) !== null : false;
    return {
      site: true,
      branch: status.branch,
      hasRemote: status.hasRemote,
      ahead: status.ahead,
      behind: status.behind,
      lastPullAt: status.lastFetchAt === null ? null : Date.parse(status.lastFetchAt),
      uncommitted: status.uncommitted.length,
      uncommittedFiles: status.uncommitted.slice(0, shownUncommittedFiles),
      inProgress: status.inProgress,
      conflicts,
    };
  };
  return {
    'sync.status': readStatus,
    // Only on demand (a button, a command): the remote is asked exactly as often as the technician asks.
    'sync.fetch': async ({ operationId }, caller) => {
      const found = site();
      await committer?.settled();
      await operations.run(operationId, caller.signal, (signal) => found.repository.fetch({ signal, onStep: stepsOf(operationId) }));
      return readStatus();
    },
    'sync.pull': async ({ operationId }, caller) => {
      const { repository, technician } = await settledSite();
      const pulled = await operations.run(operationId, caller.signal, (signal) => repository.pull(technician, { signal, onStep: stepsOf(operationId) }));
      if (pulled.outcome === 'fast_forward' || pulled.outcome === 'merged') await onSiteChanged?.();
      return { outcome: pulled.outcome, conflictFiles: pulled.outcome === 'conflict' ? pulled.files : [] };
    },
    'sync.push': async ({ operationId }, caller) => {
      const { repository, technician } = await settledSite();
      const pushed = await operations.run(operationId, caller.signal, (signal) => repository.push(technician, { signal, onStep: stepsOf(operationId) }));
      if (pushed.outcome === 'pushed' && pushed.pulledFirst && pushed.pulledFirst.outcome !== 'up_to_date') await onSiteChanged?.();
      if (pushed.outcome === 'up_to_date') return { outcome: 'up_to_date', pulledFirst: null };
      if (pushed.outcome === 'not_pushed') return { outcome: 'not_pushed', pulledFirst: pushed.pulled.outcome };
      return { outcome: 'pushed', pulledFirst: pushed.pulledFirst?.outcome ?? null };
    },
    'sync.conflicts': async () => {
      return { conflicts: await site().repository.conflicts() };
    },
    'sync.resolve': async (resolution) => {
      const { repository, technician } = await settledSite();
      const resolved = await repository.resolveConflicts(resolution, technician);
      await onSiteChanged?.();
      return resolved;
    },
  };
}

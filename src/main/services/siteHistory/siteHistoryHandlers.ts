// siteHistory.*: who changed what and when in a site, from its commits (docs/site-repository.md,
// "History"). Reads only: the repository is opened as the engine opens a colleague's site (its
// settings that could run a program refused), and nothing is written.
import { ApiError } from '../../../shared/api/errors';
import type { SiteHistoryOutput } from '../../../shared/api/siteHistorySchemas';
import { localize } from '../../../shared/i18n/text';
import type { SiteLogEntry } from '../../siterepo/siteLog';
import { SiteRepository } from '../../siterepo/siteRepository';
import type { CameraStore } from '../../workspace';
import type { HandlersOf } from '../studioServices';

const defaultLimit = 200;

/** `isCamera`: whether an id names a camera of the studio now (a removed camera's commits stay readable). */
export function siteHistoryHandlers(workspace: CameraStore | null, isCamera: (cameraId: string) => boolean): HandlersOf<'siteHistory'> {
  let opened: Promise<SiteRepository> | null = null;
  const repository = (folder: string): Promise<SiteRepository> => {
    opened ??= SiteRepository.open(folder).then((site) => site.repository);
    opened.catch(() => (opened = null)); // a site mended by hand opens at the next call
    return opened;
  };
  return {
    'siteHistory.log': async ({ cameraId, limit = defaultLimit }): Promise<SiteHistoryOutput> => {
      const found = workspace?.site ? await (await repository(workspace.folder)).log({ limit: limit + 1, ...(cameraId === undefined ? {} : { camera: cameraId }) }) : [];
      if (cameraId !== undefined && found.length === 0 && !isCamera(cameraId)) throw ApiError.of('not_found', localize('services.history.noCamera', { cameraId }));
      if (!workspace?.site) return { isSite: false, entries: [], more: false };
      return { isSite: true, entries: found.slice(0, limit).map(historyEntry), more: found.length > limit };
    },
  };
}

function historyEntry(entry: SiteLogEntry): SiteHistoryOutput['entries'][number] {
  return { commit: entry.commit, author: entry.author, committedAt: entry.date, operation: entry.operation, cameraIds: entry.cameras, subject: entry.subject };
}

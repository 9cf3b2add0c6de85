// Every call of Backups and history: fleet.backup (and cancelling it), history.list,
// history.compare, history.restore, siteHistory.log.
import type { SnapshotInfo } from '../../../shared/fleet/snapshot';
import { createFormatters } from '../../i18n/format';
import type { Language } from '../../i18n/languages';
import { studioLanguage, studioText, type StudioText } from '../../i18n/studioText';
import type { Studio } from '../../studio/studioStores';
import { errorText } from '../../ui/errorText';

/** Backs up these cameras (all when none are named); progress arrives as events, the summary as the answer. */
export async function startBackup(studio: Studio, cameraIds: string[] | null, total: number): Promise<void> {
  const { api, stores } = studio;
  const operationId = crypto.randomUUID();
  const history = stores.history.getState();
  history.setBackup({ status: 'running', operationId, total, progress: {} });
  try {
    const summary = await api.call('fleet.backup', { operationId, ...(cameraIds ? { cameraIds } : {}) });
    const run = stores.history.getState().backup;
    stores.history.getState().setBackup({ status: 'finished', summary, progress: run.status === 'running' ? run.progress : {} });
    for (const result of summary.results) if (result.status === 'ok') void loadSnapshots(studio, result.cameraId);
  } catch (error) {
    stores.history.getState().setBackup({ status: 'failed', message: errorText(error, studioLanguage(studio)) });
    throw error;
  }
}

export async function cancelBackup({ api, stores }: Studio): Promise<void> {
  const run = stores.history.getState().backup;
  if (run.status === 'running') await api.call('operations.cancel', { operationId: run.operationId });
}

export async function loadSnapshots(studio: Studio, cameraId: string): Promise<void> {
  const { api, stores } = studio;
  stores.history.getState().setSnapshots(cameraId, { status: 'loading' });
  try {
    const { snapshots } = await api.call('history.list', { cameraId });
    stores.history.getState().setSnapshots(cameraId, { status: 'loaded', snapshots });
  } catch (error) {
    stores.history.getState().setSnapshots(cameraId, { status: 'failed', message: errorText(error, studioLanguage(studio)) });
  }
}

export interface SnapshotChoice {
  cameraId: string;
  cameraLabel: string;
  snapshot: SnapshotInfo;
}

/** Compares `left` (older) with `right`; with a section, only that section (of two cameras, say). */
export async function compareSnapshots(studio: Studio, left: SnapshotChoice, right: SnapshotChoice, section: string | null): Promise<void> {
  const { api, stores } = studio;
  const result = await api.call('history.compare', {
    left: { cameraId: left.cameraId, snapshotId: left.snapshot.id },
    right: { cameraId: right.cameraId, snapshotId: right.snapshot.id },
    ...(section ? { section } : {}),
  });
  const t = studioText(studio);
  const language = studioLanguage(studio);
  stores.history.getState().showComparison({ leftLabel: describeChoice(left, t, language), rightLabel: describeChoice(right, t, language), result });
}

export async function restoreSnapshot(studio: Studio, cameraId: string, snapshotId: string, force: boolean): Promise<void> {
  await studio.api.call('history.restore', { cameraId, snapshotId, force, operationId: crypto.randomUUID() });
  await loadSnapshots(studio, cameraId);
}

/** A snapshot as a comparison names it: `Gate, backup 25.11.26 14:12`. */
export function describeChoice({ cameraLabel, snapshot }: SnapshotChoice, t: StudioText, language: Language): string {
  const takenAt = createFormatters(language).dateTime(Date.parse(snapshot.takenAt));
  return t('history.snapshotChoice', { camera: cameraLabel, reason: t(`history.reasons.${snapshot.reason}`), takenAt });
}

/** One section of this camera's snapshot beside the same section of another camera's newest snapshot. */
export async function compareWithCamera(studio: Studio, left: SnapshotChoice, other: { cameraId: string; cameraLabel: string }, section: string): Promise<void> {
  const { snapshots } = await studio.api.call('history.list', { cameraId: other.cameraId });
  const newest = snapshots[0];
  if (!newest) throw new Error(studioText(studio)('history.otherHasNoSnapshot', { camera: other.cameraLabel }));
  await compareSnapshots(studio, left, { ...other, snapshot: newest }, section);
}

/** The site's commits, newest first: all of them, or those that concerned one camera. */
export async function loadSiteHistory(studio: Studio, cameraId: string | null): Promise<void> {
  const { api, stores } = studio;
  stores.history.getState().setSiteLog({ status: 'loading', cameraId });
  try {
    const log = await api.call('siteHistory.log', cameraId === null ? {} : { cameraId });
    stores.history.getState().setSiteLog({ status: 'loaded', cameraId, log });
  } catch (error) {
    stores.history.getState().setSiteLog({ status: 'failed', cameraId, message: errorText(error, studioLanguage(studio)) });
  }
}

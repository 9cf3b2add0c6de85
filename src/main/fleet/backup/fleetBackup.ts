// Backs up many cameras in parallel: each camera's clean `view configfile` file, its bytes as
// the camera sent them (Latin-1), written atomically into one folder under the name the
// restore tools expect (backupFileName.ts). At most `parallel` cameras are asked at once; an
// offline or slow camera holds up none of the others. A camera that fails (unreachable,
// credentials refused, answer cut off) gets no file at all, never a truncated one, and the
// summary says why. Cancelling stops at once: cameras under way are "cancelled" (counted apart
// from the failed ones), cameras not yet asked are "not reached".
import { join } from 'node:path';
import { errorKinds, type ErrorKind } from '../../../shared/errors/errorKind';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { localizedRangeError } from '../../../shared/i18n/localizedError';
import { localize, type Text } from '../../../shared/i18n/text';
import { firmwareVersion } from '../../../shared/remoteconfig/configModel';
import { encodeLatin1 } from '../../../shared/remoteconfig/latin1';
import { forEachConcurrently } from '../../base/async/forEachConcurrently';
import type { ConfigFile } from '../../remoteconfig/remoteConfigClient';
import { addressNameProblem } from './backupFileName';
import { writeBackupFile } from './backupWriter';
import { makeFolder } from '../../base/files/makeFolder';

export const parallelLimits = { default: 8, min: 1, max: 64 };

export interface BackupTarget {
  cameraId: string;
  label: string;
  /** The address as listed (host, or host:port off the default port): names the file. */
  address: string;
  client: { readConfigFile(options: { signal?: AbortSignal }): Promise<ConfigFile> };
}

export type CameraBackupResult = { cameraId: string; label: string; address: string } & (
  | { status: 'ok'; file: string; bytes: number; firmware: string | null; sections: number; /** An identical backup of this minute was there already. */ existing: boolean }
  | { status: 'failed'; kind: ErrorKind | 'internal'; /** Why, a text of the catalog (the error's own, or its words). */ reason: Text }
  | { status: 'cancelled'; reason: Text }
  | { status: 'not_reached' }
);

export interface BackupProgress {
  cameraId: string;
  step: 'reading' | 'done' | 'failed';
  text: Text;
  done: boolean;
}

export interface FleetBackupOptions {
  folder: string;
  /** The mode the folder is made with when missing (the studio: its workspace's); default 0700. */
  folderMode?: number;
  parallel?: number;
  signal?: AbortSignal;
  /** The clock that names the files (tests pin it). */
  now?: () => Date;
  onProgress?: (progress: BackupProgress) => void;
  /** Told of each camera's configuration once its file is written (the studio keeps it as a snapshot). */
  onBackedUp?: (target: BackupTarget, text: string) => void;
}

export interface FleetBackupSummary {
  folder: string;
  results: CameraBackupResult[];
  ok: number;
  failed: number;
  /** Under way when the run was cancelled: its read was stopped, no file written. */
  cancelled: number;
  notReached: number;
}

export async function backupCameras(targets: readonly BackupTarget[], options: FleetBackupOptions): Promise<FleetBackupSummary> {
  const parallel = checkedParallel(options.parallel ?? parallelLimits.default);
  // A folder that cannot be made (read-only, a file in its place) fails each camera with that storage error, not the whole call.
  const folderFailure = await makeFolder(options.folder, options.folderMode ?? 0o700).then(
    () => null,
    (error: unknown) => error,
  );
  const results: CameraBackupResult[] = targets.map(({ cameraId, label, address }) => ({ cameraId, label, address, status: 'not_reached' }));
  await forEachConcurrently(targets, { limit: parallel, signal: options.signal }, async (target, index) => {
    results[index] = folderFailure === null ? await backupOne(target, options) : notWritten(target, folderFailure, options);
  });
  const count = (status: CameraBackupResult['status']): number => results.filter((result) => result.status === status).length;
  return { folder: options.folder, results, ok: count('ok'), failed: count('failed'), cancelled: count('cancelled'), notReached: count('not_reached') };
}

export function checkedParallel(parallel: number): number {
  const { min, max } = parallelLimits;
  if (!Number.isInteger(parallel) || parallel < min || parallel > max) throw localizedRangeError(localize('backup.parallelRange', { min: String(min), max: String(max), given: String(parallel) }));
  return parallel;
}

function notWritten({ cameraId, label, address }: BackupTarget, error: unknown, options: FleetBackupOptions): CameraBackupResult {
  const reason = errorAsText(error);
  options.onProgress?.({ cameraId, step: 'failed', text: reason, done: true });
  return { cameraId, label, address, status: 'failed', kind: kindOf(error), reason };
}

async function backupOne(target: BackupTarget, options: FleetBackupOptions): Promise<CameraBackupResult> {
  const { cameraId, label, address } = target;
  const report = (step: BackupProgress['step'], text: Text): void => options.onProgress?.({ cameraId, step, text, done: step !== 'reading' });
  const nameProblem = addressNameProblem(address);
  if (nameProblem) {
    report('failed', nameProblem);
    return { cameraId, label, address, status: 'failed', kind: 'bad_input', reason: nameProblem };
  }
  try {
    report('reading', localize('backup.progress.reading', { camera: label }));
    const { text, config } = await target.client.readConfigFile({ signal: options.signal });
    const bytes = encodeLatin1(text, 'the configuration file');
    const written = await writeBackupFile(options.folder, address, bytes, (options.now ?? (() => new Date()))());
    options.onBackedUp?.(target, text);
    report('done', localize(written.existing ? 'backup.progress.unchanged' : 'backup.progress.saved', { file: written.name, bytes: bytes.byteLength }));
    return { cameraId, label, address, status: 'ok', file: join(options.folder, written.name), bytes: bytes.byteLength, firmware: firmwareVersion(config), sections: config.sections.length, existing: written.existing };
  } catch (error) {
    const kind = kindOf(error);
    const reason = errorAsText(error);
    report('failed', reason);
    return kind === 'cancelled' ? { cameraId, label, address, status: 'cancelled', reason } : { cameraId, label, address, status: 'failed', kind, reason };
  }
}

/** An engine error says its kind; a service's refusal (a password not known this run) carries it as its code. */
function kindOf(error: unknown): ErrorKind | 'internal' {
  const { kind, code } = error as { kind?: ErrorKind; code?: string };
  if (kind) return kind;
  return errorKinds.find((known) => known === code) ?? 'internal';
}

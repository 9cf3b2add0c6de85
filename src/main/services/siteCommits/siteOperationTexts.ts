// What each site-changing operation's commit says, the one place both front doors take it from:
// the studio's calls (siteOperations.ts) and `camconfig fleet`/`discover --add` (cli/site/cliSiteCommit.ts).
// Plain data in, a SiteOperation out: a subject a person reads and the trailers (operation,
// cameras, result). Commit messages are the repository's and stay in English, as git's own.
import { isAbsolute, relative } from 'node:path';
import type { SiteOperation } from '../../siterepo/commitMessage';
import { sharedPaths } from '../../siterepo/siteLayout';

/** What a configuration change writes besides the camera files: snapshots, trusted certificates and the audit log. */
export const configurationPaths: readonly string[] = [sharedPaths.history, sharedPaths.trustedCertificates, ...sharedPaths.audit];

/** The paths each operation may write (docs/site-repository.md, "Layout"); camera files come from the camera store. */
export const operationPaths = {
  cameras: [] as readonly string[],
  backup: [sharedPaths.backups, ...configurationPaths],
  apply: configurationPaths,
  check: [sharedPaths.checkRuns, ...configurationPaths],
  baselines: [sharedPaths.baselines],
  report: [sharedPaths.reports, sharedPaths.checkRuns, ...configurationPaths],
} as const;

const counted = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;

/** "3 verified, 1 failed" from each camera's status; "nothing to do" for none. */
export function statusCounts(results: ReadonlyArray<{ status: string }>): string {
  const counts = new Map<string, number>();
  for (const { status } of results) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count} ${status}`).join(', ') || 'nothing to do';
}

export function importOperation(fileName: string, addedIds: readonly string[], updatedIds: readonly string[], refused: number): SiteOperation {
  return { operation: 'import', subject: `Imported ${counted(addedIds.length, 'camera')} from ${fileName}`, cameras: [...addedIds, ...updatedIds], result: `${addedIds.length} added, ${updatedIds.length} updated, ${refused} refused` };
}

export function discoveryAddOperation(addedIds: readonly string[]): SiteOperation {
  return { operation: 'discovery-add', subject: `Added ${counted(addedIds.length, 'discovered camera')}`, cameras: addedIds, result: `${addedIds.length} added` };
}

export function backupOperation(summary: { ok: number; failed: number; notReached: number; results: ReadonlyArray<{ cameraId: string }> }): SiteOperation {
  const { ok, failed, notReached, results } = summary;
  const unsuccessful = results.length - ok;
  const subject = unsuccessful === 0 ? `Backed up ${counted(ok, 'camera')}` : `Backed up ${counted(results.length, 'camera')}: ${ok} ok, ${unsuccessful} failed`;
  return { operation: 'backup', subject, cameras: results.map((result) => result.cameraId), result: `${ok} backed up, ${failed} failed, ${notReached} not reached` };
}

export function fleetApplyOperation(results: ReadonlyArray<{ cameraId: string; status: string }>): SiteOperation {
  return { operation: 'fleet-apply', subject: `Applied settings to ${counted(results.length, 'camera')}`, cameras: results.map((result) => result.cameraId), result: statusCounts(results) };
}

/** Cameras brought back to a baseline; named ("'Audio Süd' v2") where the caller knows it. */
export function fixOperation(results: ReadonlyArray<{ cameraId: string; status: string }>, baseline?: { name: string; version: number }): SiteOperation {
  const which = baseline ? ` '${baseline.name}' v${baseline.version}` : '';
  const result = statusCounts(results);
  return { operation: 'fix', subject: `Brought ${counted(results.length, 'camera')} back to baseline${which}${baseline ? `: ${result}` : ''}`, cameras: results.map((entry) => entry.cameraId), result };
}

type CheckedRun = { cameras: ReadonlyArray<{ cameraId: string }>; baseline: { name: string; version: number }; counts: { compliant: number; drifted: number; unreadable: number }; cancelled: boolean };

export function checkOperation(run: CheckedRun): SiteOperation {
  return { operation: 'check', subject: `Checked ${counted(run.cameras.length, 'camera')} against baseline ${baselineOf(run)}`, cameras: run.cameras.map((camera) => camera.cameraId), result: checkResult(run) };
}

/**
 * Check runs committed as one (the agent's check job): "Checked 12 cameras against 2 baselines:
 * 'door' v3, 'yard' v1", every camera once, each baseline's result in the trailer and, whole
 * however long, a line each in the body.
 */
export function checksOperation(runs: readonly CheckedRun[]): SiteOperation {
  if (runs.length === 1) return checkOperation(runs[0]!);
  const cameras = [...new Set(runs.flatMap((run) => run.cameras.map((camera) => camera.cameraId)))];
  const results = runs.map((run) => `${baselineOf(run)}: ${checkResult(run)}`);
  return {
    operation: 'check',
    subject: `Checked ${counted(cameras.length, 'camera')} against ${counted(runs.length, 'baseline')}: ${runs.map(baselineOf).join(', ')}`,
    body: results.join('\n'),
    cameras,
    result: results.join('; '),
  };
}

const baselineOf = ({ baseline }: CheckedRun): string => `'${baseline.name}' v${baseline.version}`;

function checkResult({ counts, cancelled }: CheckedRun): string {
  return `${counts.compliant} compliant, ${counts.drifted} drifted, ${counts.unreadable} unreadable${cancelled ? ', cancelled' : ''}`;
}

/** Operations of other kinds committed as one: their subjects and results in turn, every camera once. */
export function togetherOperation(operations: readonly SiteOperation[]): SiteOperation {
  const names = new Set(operations.map((operation) => operation.operation));
  return {
    operation: names.size === 1 ? [...names][0]! : 'batch',
    subject: operations.map((operation) => operation.subject).join('; '),
    cameras: [...new Set(operations.flatMap((operation) => operation.cameras))],
    result: operations.map((operation) => operation.result).join('; '),
  };
}

export function reportOperation(cameras: number, formats: readonly string[]): SiteOperation {
  return { operation: 'report', subject: `Saved a report of ${counted(cameras, 'camera')}`, cameras: [], result: formats.join(', ') || 'saved' };
}

/**
 * The files a run on these cameras may have written, file by file where the run tells them: each
 * camera's history folder, the backup files it made, the trusted certificates and the audit log.
 * Narrower than a whole folder, so that two runs at once on other cameras never commit each
 * other's files. `folder` is the site; backup files outside it are not the site's.
 */
export function cameraRunPaths(folder: string, cameraIds: readonly string[], files: readonly string[] = []): string[] {
  const inSite = files.map((file) => relative(folder, file)).filter((path) => path !== '' && !path.startsWith('..') && !isAbsolute(path));
  return [...inSite, ...cameraIds.map((cameraId) => `${sharedPaths.history}/${cameraId}`), sharedPaths.trustedCertificates, ...sharedPaths.audit];
}

// Which contract calls change a site, and the commit each one ends in: a subject a person
// reads and the trailers of commitMessage.ts (operation, cameras, result). A method not in this
// table (a read, a preview, a probe) commits nothing.
import type { MethodName, MethodOutput, ParsedMethodInput } from '../../../shared/api/contract';
import type { SiteOperation } from '../../siterepo/commitMessage';
import { sharedPaths } from '../../siterepo/siteLayout';

type Describe<M extends MethodName> = (input: ParsedMethodInput<M>, output: MethodOutput<M>) => SiteOperation;
type SiteOperationTable = { [M in MethodName]?: { describe: Describe<M>; writes: readonly string[] } };

/**
 * What the workspace writes for each kind of call besides the camera files (docs/site-repository.md,
 * "Layout"). A camera's edit commits its camera file alone: the snapshot its probe keeps goes
 * with the next call that works on configurations.
 */
const configurations = [sharedPaths.history, sharedPaths.trustedCertificates, ...sharedPaths.audit];
const cameraFiles: readonly string[] = [];

const counted = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;

function statusCounts(results: ReadonlyArray<{ status: string }>): string {
  const counts = new Map<string, number>();
  for (const { status } of results) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count} ${status}`).join(', ') || 'nothing to do';
}

const singleCamera = (operation: string, verb: string) => (input: { cameraId: string }, label: string): SiteOperation => ({ operation, subject: `${verb} camera '${label}' (${input.cameraId})`, cameras: [input.cameraId], result: 'saved' });

/** The configuration of one camera changed (applied, stored, restored): its snapshots and audit lines. */
const configChange = (verb: string) => (input: { cameraId: string }): SiteOperation => ({ operation: 'apply', subject: `${verb} on ${input.cameraId}`, cameras: [input.cameraId], result: 'done' });

export const siteOperations: SiteOperationTable = {
  'cameras.add': { writes: cameraFiles, describe: (input, output) => singleCamera('camera-add', 'Added')({ cameraId: output.cameraId }, input.label ?? `${input.host}`) },
  'cameras.update': { writes: cameraFiles, describe: (input, output) => singleCamera('camera-edit', 'Changed')(input, output.camera.label) },
  'cameras.remove': { writes: cameraFiles, describe: (input) => ({ operation: 'camera-remove', subject: `Removed camera ${input.cameraId}`, cameras: [input.cameraId], result: 'removed' }) },
  'cameraLists.import': { writes: cameraFiles, describe: (_input, output) => ({
    operation: 'import',
    subject: `Imported ${counted(output.added.length, 'camera')} from ${output.fileName}`,
    cameras: [...output.added.flatMap((camera) => (camera.cameraId ? [camera.cameraId] : [])), ...output.existing.map((camera) => camera.cameraId)],
    result: `${output.added.length} added, ${output.existing.length} updated, ${output.problems.length} refused`,
  }) },
  'site.addDiscovered': { writes: cameraFiles, describe: (_input, output) => ({
    operation: 'discovery-add',
    subject: `Added ${counted(output.report.added.length, 'discovered camera')}`,
    cameras: output.report.added.flatMap((camera) => (camera.cameraId ? [camera.cameraId] : [])),
    result: `${output.report.added.length} added`,
  }) },
  'fleet.backup': { writes: [sharedPaths.backups, ...configurations], describe: (_input, output) => ({
    operation: 'backup',
    subject: `Backed up ${counted(output.ok, 'camera')}`,
    cameras: output.results.map((result) => result.cameraId),
    result: `${output.ok} backed up, ${output.failed} failed, ${output.notReached} not reached`,
  }) },
  'fleet.apply': { writes: configurations, describe: (_input, output) => ({ operation: 'fleet-apply', subject: `Applied settings to ${counted(output.results.length, 'camera')}`, cameras: output.results.map((result) => result.cameraId), result: statusCounts(output.results) }) },
  'baseline.fix': { writes: configurations, describe: (_input, output) => ({ operation: 'fix', subject: `Brought ${counted(output.results.length, 'camera')} back to baseline`, cameras: output.results.map((result) => result.cameraId), result: statusCounts(output.results) }) },
  'baseline.check': { writes: [sharedPaths.checkRuns, ...configurations], describe: (_input, { run }) => ({
    operation: 'check',
    subject: `Checked ${counted(run.cameras.length, 'camera')} against baseline '${run.baseline.name}' v${run.baseline.version}`,
    cameras: run.cameras.map((camera) => camera.cameraId),
    result: `${run.counts.compliant} compliant, ${run.counts.drifted} drifted, ${run.counts.unreadable} unreadable${run.cancelled ? ', cancelled' : ''}`,
  }) },
  'baseline.save': { writes: [sharedPaths.baselines], describe: (input) => ({ operation: 'baseline-save', subject: `Saved baseline '${input.name}'`, cameras: [], result: 'saved' }) },
  'baseline.remove': { writes: [sharedPaths.baselines], describe: (input) => ({ operation: 'baseline-remove', subject: `Removed baseline '${input.name}'`, cameras: [], result: 'removed' }) },
  'report.save': { writes: [sharedPaths.reports], describe: (_input, output) => ({ operation: 'report', subject: `Saved a report of ${counted(output.cameras, 'camera')}`, cameras: [], result: output.files.map((file) => file.format).join(', ') || 'saved' }) },
  'config.apply': { writes: configurations, describe: configChange('Applied settings') },
  'config.update': { writes: configurations, describe: configChange('Updated settings') },
  'config.store': { writes: configurations, describe: configChange('Stored the settings') },
  'config.restoreBackup': { writes: configurations, describe: configChange('Restored a backup') },
  'config.restoreFromFlash': { writes: configurations, describe: configChange('Restored from flash') },
  'history.restore': { writes: configurations, describe: configChange('Restored a snapshot') },
};

/** The commit a finished call ends in and the paths it may have written, or null for a call that changes no site. */
export function siteOperationOf<M extends MethodName>(method: M, input: ParsedMethodInput<M>, output: MethodOutput<M>): { operation: SiteOperation; writes: readonly string[] } | null {
  const entry = siteOperations[method] as { describe: Describe<M>; writes: readonly string[] } | undefined;
  return entry ? { operation: entry.describe(input, output), writes: entry.writes } : null;
}

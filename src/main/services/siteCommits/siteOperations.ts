// Which contract calls change a site, and the commit each one ends in: a subject a person
// reads and the trailers of commitMessage.ts (operation, cameras, result). A method not in this
// table (a read, a preview, a probe) commits nothing.
import type { MethodName, MethodOutput, ParsedMethodInput } from '../../../shared/api/contract';
import type { SiteOperation } from '../../siterepo/commitMessage';
import { sharedPaths } from '../../siterepo/siteLayout';
import { backupOperation, checkOperation, configurationPaths, discoveryAddOperation, fixOperation, fleetApplyOperation, importOperation, operationPaths, reportOperation } from './siteOperationTexts';

type Describe<M extends MethodName> = (input: ParsedMethodInput<M>, output: MethodOutput<M>) => SiteOperation;
type SiteOperationTable = { [M in MethodName]?: { describe: Describe<M>; writes: readonly string[] } };

const configurations = configurationPaths;
const cameraFiles = operationPaths.cameras;

const singleCamera = (operation: string, verb: string) => (input: { cameraId: string }, label: string): SiteOperation => ({ operation, subject: `${verb} camera '${label}' (${input.cameraId})`, cameras: [input.cameraId], result: 'saved' });

/** The configuration of one camera changed (applied, stored, restored): its snapshots and audit lines. */
const configChange = (verb: string) => (input: { cameraId: string }): SiteOperation => ({ operation: 'apply', subject: `${verb} on ${input.cameraId}`, cameras: [input.cameraId], result: 'done' });

export const siteOperations: SiteOperationTable = {
  'cameras.add': { writes: cameraFiles, describe: (input, output) => singleCamera('camera-add', 'Added')({ cameraId: output.cameraId }, input.label ?? `${input.host}`) },
  'cameras.update': { writes: cameraFiles, describe: (input, output) => singleCamera('camera-edit', 'Changed')(input, output.camera.label) },
  'cameras.remove': { writes: cameraFiles, describe: (input) => ({ operation: 'camera-remove', subject: `Removed camera ${input.cameraId}`, cameras: [input.cameraId], result: 'removed' }) },
  'cameraLists.import': { writes: cameraFiles, describe: (_input, output) => importOperation(output.fileName, output.added.flatMap((camera) => (camera.cameraId ? [camera.cameraId] : [])), output.existing.map((camera) => camera.cameraId), output.problems.length) },
  'site.addDiscovered': { writes: cameraFiles, describe: (_input, output) => discoveryAddOperation(output.report.added.flatMap((camera) => (camera.cameraId ? [camera.cameraId] : []))) },
  'fleet.backup': { writes: operationPaths.backup, describe: (_input, output) => backupOperation(output) },
  'fleet.apply': { writes: operationPaths.apply, describe: (_input, output) => fleetApplyOperation(output.results) },
  'baseline.fix': { writes: operationPaths.apply, describe: (_input, output) => fixOperation(output.results) },
  'baseline.check': { writes: operationPaths.check, describe: (_input, { run }) => checkOperation(run) },
  'baseline.save': { writes: [sharedPaths.baselines], describe: (input) => ({ operation: 'baseline-save', subject: `Saved baseline '${input.name}'`, cameras: [], result: 'saved' }) },
  'baseline.remove': { writes: [sharedPaths.baselines], describe: (input) => ({ operation: 'baseline-remove', subject: `Removed baseline '${input.name}'`, cameras: [], result: 'removed' }) },
  'report.save': { writes: [sharedPaths.reports], describe: (_input, output) => reportOperation(output.cameras, output.files.map((file) => file.format)) },
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

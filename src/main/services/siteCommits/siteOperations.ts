// Which contract calls change a site, and the commit each one ends in: a subject a person
// reads and the trailers of commitMessage.ts (operation, cameras, result). A method not in this
// table (a read, a preview, a probe) commits nothing. Calls made as one commit (SiteCommitter's
// asOneCommit) read as their method says several of its calls read, else side by side.
import type { MethodName, MethodOutput, ParsedMethodInput } from '../../../shared/api/contract';
import type { SiteOperation } from '../../siterepo/commitMessage';
import { sharedPaths } from '../../siterepo/siteLayout';
import { backupOperation, checkOperation, checksOperation, configurationPaths, discoveryAddOperation, fixOperation, fleetApplyOperation, importOperation, operationPaths, reportOperation, togetherOperation } from './siteOperationTexts';

type Describe<M extends MethodName> = (input: ParsedMethodInput<M>, output: MethodOutput<M>) => SiteOperation;
type DescribeMany<M extends MethodName> = (outputs: ReadonlyArray<MethodOutput<M>>) => SiteOperation;
type SiteOperationEntry<M extends MethodName> = { describe: Describe<M>; writes: readonly string[]; describeMany?: DescribeMany<M> };
type SiteOperationTable = { [M in MethodName]?: SiteOperationEntry<M> };

/** A finished call, as the committer holds it until its commit. */
export interface SiteCall {
  method: MethodName;
  input: unknown;
  output: unknown;
}

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
  'baseline.check': { writes: operationPaths.check, describe: (_input, { run }) => checkOperation(run), describeMany: (outputs) => checksOperation(outputs.map(({ run }) => run)) },
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
  const entry = siteOperations[method] as SiteOperationEntry<M> | undefined;
  return entry ? { operation: entry.describe(input, output), writes: entry.writes } : null;
}

/** The one commit finished calls end in together and every path they may have written, or null when none changes a site. */
export function siteOperationOfCalls(calls: readonly SiteCall[]): { operation: SiteOperation; writes: readonly string[] } | null {
  const changing = calls.filter((call) => siteOperations[call.method] !== undefined);
  const found = changing.map((call) => siteOperationOf(call.method, call.input as never, call.output as never)!);
  if (found.length <= 1) return found[0] ?? null;
  const writes = [...new Set(found.flatMap((each) => each.writes))];
  const methods = new Set(changing.map((call) => call.method));
  const describeMany = methods.size === 1 ? (siteOperations[changing[0]!.method] as SiteOperationEntry<MethodName>).describeMany : undefined;
  const operation = describeMany ? describeMany(changing.map((call) => call.output as never)) : togetherOperation(found.map((each) => each.operation));
  return { operation, writes };
}

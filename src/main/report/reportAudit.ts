// What the report takes from the audit log, in one read of it for the whole site: the entries of
// the period (of the report's cameras only, oldest first, bounded), and each camera's newest
// verified change and newest change of any kind. A script is never shown: only its operation
// and outcome, and a message of the camera with its secret values masked.
import { unknownOutcomeText, withinTimes, type AuditCamera, type AuditEntry } from '../../shared/fleet/auditEntry';
import { cameraName, type AuditItem, type AuditRunCamera, fleetRunOperation } from '../../shared/fleet/auditItems';
import { reportLimits, type ReportAuditEntry, type ReportCamera } from '../../shared/report/reportModel';
import { maskSecretValues, type AuditLog } from '../fleet';
import { changesSomething } from '../fleet/inventory/siteInventory';

/** A camera as the audit log names it: by its id, and by its address (a CLI run given addresses logs no id). */
export interface AuditedReportCamera {
  id: string | null;
  host: string;
  port: number;
}

export interface ReportAuditFacts {
  entries: ReportAuditEntry[];
  leftOut: number;
  lastVerifiedChange: (camera: AuditedReportCamera) => ReportCamera['lastVerifiedChange'];
  lastChange: (camera: AuditedReportCamera) => ReportCamera['lastChange'];
  problems: string[];
}

type VerifiedChange = NonNullable<ReportCamera['lastVerifiedChange']>;
type AnyChange = NonNullable<ReportCamera['lastChange']>;

const noFacts: ReportAuditFacts = { entries: [], leftOut: 0, lastVerifiedChange: () => null, lastChange: () => null, problems: [] };

export async function readReportAudit(audit: AuditLog | null, cameras: readonly AuditedReportCamera[], period: { from: string; to: string }): Promise<ReportAuditFacts> {
  if (audit === null) return { ...noFacts, problems: ['the studio runs without a workspace: it keeps no audit log, so no change is shown'] };
  const { items, skippedFiles, unreadableLines } = await audit.readAll();
  const problems = skippedFiles.map((skipped) => `the audit log file ${skipped.file} was left out (${skipped.reason})`);
  if (unreadableLines > 0) problems.push(`${unreadableLines} line(s) of the audit log could not be read and are left out`);
  const wanted = new Set(cameras.flatMap(keysOf));
  const named = (camera: AuditCamera): boolean => keysOf(camera).some((key) => wanted.has(key));
  const verified = new Map<string, VerifiedChange>();
  const changed = new Map<string, AnyChange>();
  const rows: ReportAuditEntry[] = [];
  for (const item of items) {
    for (const row of rowsOf(item, named)) if (withinTimes(row.time, period)) rows.push(row);
    noteChanges(item, verified, changed);
  }
  rows.sort((a, b) => a.time.localeCompare(b.time));
  const leftOut = Math.max(0, rows.length - reportLimits.maxAuditEntries);
  return {
    entries: rows.slice(leftOut),
    leftOut,
    lastVerifiedChange: (camera) => newestOf(keysOf(camera).map((key) => verified.get(key))),
    lastChange: (camera) => newestOf(keysOf(camera).map((key) => changed.get(key))),
    problems,
  };
}

function keysOf(camera: AuditedReportCamera): string[] {
  const address = `address:${camera.host}:${camera.port}`;
  return camera.id === null ? [address] : [`id:${camera.id}`, address];
}

function rowsOf(item: AuditItem, named: (camera: AuditCamera) => boolean): ReportAuditEntry[] {
  if (item.kind === 'script') return named(item.entry.camera) ? [scriptRow(item.entry)] : [];
  return item.cameras.filter((camera) => named(camera.camera)).map((camera) => runCameraRow(item.run.time, camera));
}

function scriptRow(entry: AuditEntry): ReportAuditEntry {
  const { result } = entry;
  const outcome = scriptOutcome(entry);
  return { time: entry.time, camera: cameraName(entry.camera), operation: entry.operation, outcome, ok: result.status === 'ok' };
}

function scriptOutcome({ result, source }: AuditEntry): string {
  if (result.status === 'ok') return 'ok';
  if (result.status === 'unknown') return unknownOutcomeText(source);
  if (result.status === 'camera_error') return `camera error: ${shortMessage(result.message)}`;
  return `failed (${result.kind}): ${shortMessage(result.message)}`;
}

function runCameraRow(runTime: string, { camera, result }: AuditRunCamera): ReportAuditEntry {
  if (result === null) return { time: runTime, camera: cameraName(camera), operation: fleetRunOperation, outcome: 'no outcome recorded (the run was cut short)', ok: false };
  const { status, step, message } = result.outcome;
  const values = result.changes.length + result.changesLeftOut;
  const outcome = `${status}${step ? ` (${step})` : ''}, ${values} value(s)${message ? `: ${shortMessage(message)}` : ''}`;
  return { time: result.time, camera: cameraName(camera), operation: fleetRunOperation, outcome, ok: status === 'verified' || status === 'applied' };
}

function noteChanges(item: AuditItem, verified: Map<string, VerifiedChange>, changed: Map<string, AnyChange>): void {
  if (item.kind === 'script') {
    if (item.entry.result.status === 'ok' && changesSomething(item.entry.script)) noteNewest(changed, keysOf(item.entry.camera), { at: item.entry.time, operation: item.entry.operation });
    return;
  }
  for (const { camera, result, scripts } of item.cameras) {
    for (const script of scripts) if (script.result.status === 'ok' && changesSomething(script.script)) noteNewest(changed, keysOf(camera), { at: script.time, operation: fleetRunOperation });
    if (result?.outcome.status === 'verified') noteNewest(verified, keysOf(camera), { at: result.time, operation: fleetRunOperation, values: result.changes.length + result.changesLeftOut });
  }
}

function noteNewest<T extends { at: string }>(newest: Map<string, T>, keys: readonly string[], change: T): void {
  for (const key of keys) {
    const known = newest.get(key);
    if (!known || known.at < change.at) newest.set(key, change);
  }
}

function newestOf<T extends { at: string }>(found: ReadonlyArray<T | undefined>): T | null {
  return found.filter((change) => change !== undefined).sort((a, b) => b.at.localeCompare(a.at))[0] ?? null;
}

/** One line, masked, at most 300 characters: a report row, not a transcript. */
function shortMessage(message: string): string {
  const line = maskSecretValues(message).replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

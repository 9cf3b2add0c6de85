// What the report takes from the audit log, in one read of it for the whole site: the entries of
// the period that changed the site (of the report's cameras only, oldest first, bounded; the
// reads that changed nothing only when asked for), and each camera's newest verified change and
// newest change of any kind. A script is never shown: only what the technician did, named from
// the log's machine fields (the operation, the baseline a fleet run brought back), and how it
// ended, with a message of the camera with its secret values masked.
import { withinTimes, type AuditCamera, type AuditEntry } from '../../shared/fleet/auditEntry';
import { cameraName, type AuditItem, type AuditRunCamera, type AuditRunItem } from '../../shared/fleet/auditItems';
import { hasMessage } from '../../shared/i18n/renderText';
import { localize, type MessageId, type Text } from '../../shared/i18n/text';
import { reportLimits, type ReportAuditEntry, type ReportCamera } from '../../shared/report/reportModel';
import { maskSecretValues, type AuditLog } from '../fleet';
import { changesSomething } from '../fleet/inventory/siteInventory';

/** A camera as the audit log names it: by its id, and by its address (a CLI run given addresses logs no id). */
export interface AuditedReportCamera {
  id: string | null;
  label: string;
  host: string;
  port: number;
}

export interface ReportAuditFacts {
  entries: ReportAuditEntry[];
  leftOut: number;
  readsLeftOut: number;
  lastVerifiedChange: (camera: AuditedReportCamera) => ReportCamera['lastVerifiedChange'];
  lastChange: (camera: AuditedReportCamera) => ReportCamera['lastChange'];
  problems: Text[];
}

export interface ReportAuditOptions {
  period: { from: string; to: string };
  /** Keep the scripts that changed nothing (reads of the configuration, of the status, ...). */
  includeReads: boolean;
}

type VerifiedChange = NonNullable<ReportCamera['lastVerifiedChange']>;
type AnyChange = NonNullable<ReportCamera['lastChange']>;

const noFacts: ReportAuditFacts = { entries: [], leftOut: 0, readsLeftOut: 0, lastVerifiedChange: () => null, lastChange: () => null, problems: [] };

export async function readReportAudit(audit: AuditLog | null, cameras: readonly AuditedReportCamera[], options: ReportAuditOptions): Promise<ReportAuditFacts> {
  if (audit === null) return { ...noFacts, problems: [localize('report.problem.noWorkspace')] };
  const { items, skippedFiles, unreadableLines } = await audit.readAll();
  const problems = skippedFiles.map((skipped) => localize('report.problem.auditFileLeftOut', { file: skipped.file, reason: skipped.reason }));
  if (unreadableLines > 0) problems.push(localize('report.problem.unreadableLines', { count: unreadableLines }));
  const nameOf = cameraNamer(cameras);
  const verified = new Map<string, VerifiedChange>();
  const changed = new Map<string, AnyChange>();
  const rows: ReportAuditEntry[] = [];
  let readsLeftOut = 0;
  const within = ({ time }: { time: string }): boolean => withinTimes(time, options.period);
  for (const item of items) {
    if (item.kind === 'script') {
      const name = nameOf(item.entry.camera);
      if (name !== null && within(item.entry)) {
        if (options.includeReads || changesSomething(item.entry.script)) rows.push(scriptRow(item.entry, name));
        else readsLeftOut++;
      }
    } else {
      for (const camera of item.cameras) {
        const name = nameOf(camera.camera);
        const row = name === null ? null : runCameraRow(item, camera, name);
        if (row && within(row)) rows.push(row);
      }
    }
    noteChanges(item, verified, changed);
  }
  rows.sort((a, b) => a.time.localeCompare(b.time));
  const leftOut = Math.max(0, rows.length - reportLimits.maxAuditEntries);
  return {
    entries: rows.slice(leftOut),
    leftOut,
    readsLeftOut,
    lastVerifiedChange: (camera) => newestOf(keysOf(camera).map((key) => verified.get(key))),
    lastChange: (camera) => newestOf(keysOf(camera).map((key) => changed.get(key))),
    problems,
  };
}

/** The report's name of a logged camera (its card's name, so the two agree), or null when it is none of the report's cameras. */
function cameraNamer(cameras: readonly AuditedReportCamera[]): (camera: AuditCamera) => string | null {
  const byKey = new Map<string, string>();
  for (const camera of cameras) for (const key of keysOf(camera)) if (!byKey.has(key)) byKey.set(key, camera.label);
  return (camera) => {
    for (const key of keysOf(camera)) {
      const label = byKey.get(key);
      if (label !== undefined) return label || cameraName(camera);
    }
    return null;
  };
}

function keysOf(camera: { id: string | null; host: string; port: number }): string[] {
  const address = `address:${camera.host}:${camera.port}`;
  return camera.id === null ? [address] : [`id:${camera.id}`, address];
}

/** A script's operation in the report's words: the client's operation names ('read status', 'set parameters', ...) by their catalog id. */
export function scriptOperationText(operation: string): Text {
  const id = `report.operation.${operation.trim().toLowerCase().replace(/[^a-z0-9]+([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase())}`;
  return /^report\.operation\.[a-z][A-Za-z0-9]*$/.test(id) && hasMessage(id) && !['other', 'fleetRun', 'baselineFix'].includes(id.slice(17)) ? localize(id as MessageId) : localize('report.operation.other', { name: operation });
}

/** A fleet run's operation: a baseline brought back, else a command file applied. */
export function runOperationText(run: AuditRunItem['run']): Text {
  return run.baseline ? localize('report.operation.baselineFix', { name: run.baseline.name, version: String(run.baseline.version) }) : localize('report.operation.fleetRun');
}

function scriptRow(entry: AuditEntry, camera: string): ReportAuditEntry {
  return { time: entry.time, camera, operation: scriptOperationText(entry.operation), outcome: scriptOutcome(entry), ok: entry.result.status === 'ok' };
}

function scriptOutcome({ result, source }: AuditEntry): Text {
  if (result.status === 'ok') return localize('report.outcome.ok');
  if (result.status === 'unknown') return localize(source === 'studio' ? 'report.outcome.unknownStudio' : 'report.outcome.unknownCommand');
  if (result.status === 'camera_error') return localize('report.outcome.cameraError', { message: shortMessage(result.message) });
  return localize('report.outcome.failed', { message: shortMessage(result.message) });
}

const failedStepIds: Record<'write' | 'reboot' | 'verify', MessageId> = { write: 'report.outcome.failedWrite', reboot: 'report.outcome.failedReboot', verify: 'report.outcome.failedVerify' };

function runCameraRow(item: AuditRunItem, { result }: AuditRunCamera, camera: string): ReportAuditEntry {
  const operation = runOperationText(item.run);
  if (result === null) return { time: item.run.time, camera, operation, outcome: localize('report.outcome.cutShort'), ok: false };
  const { status, step, message } = result.outcome;
  const count = result.changes.length + result.changesLeftOut;
  const ok = status === 'verified' || status === 'applied';
  const outcome: Text =
    status === 'verified'
      ? localize('report.outcome.verified', { count })
      : status === 'applied'
        ? localize('report.outcome.applied', { count })
        : status === 'notReached'
          ? localize('report.outcome.notReached')
          : step
            ? localize(failedStepIds[step])
            : localize('report.outcome.failedRun');
  return { time: result.time, camera, operation, outcome: !ok && message ? localize('report.outcome.withMessage', { outcome, message: shortMessage(message) }) : outcome, ok };
}

function noteChanges(item: AuditItem, verified: Map<string, VerifiedChange>, changed: Map<string, AnyChange>): void {
  if (item.kind === 'script') {
    if (item.entry.result.status === 'ok' && changesSomething(item.entry.script)) noteNewest(changed, keysOf(item.entry.camera), { at: item.entry.time, operation: scriptOperationText(item.entry.operation) });
    return;
  }
  const operation = runOperationText(item.run);
  for (const { camera, result, scripts } of item.cameras) {
    for (const script of scripts) if (script.result.status === 'ok' && changesSomething(script.script)) noteNewest(changed, keysOf(camera), { at: script.time, operation });
    if (result?.outcome.status === 'verified') noteNewest(verified, keysOf(camera), { at: result.time, operation, values: result.changes.length + result.changesLeftOut });
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

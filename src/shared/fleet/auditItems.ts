// What the audit view lists: each script sent outside a fleet run as an item of its own, and
// each fleet run as ONE item holding its cameras (outcome, each value's old -> new, the scripts
// sent to it). Built from the lines of the log (auditEntry.ts) oldest first, each script's
// start and end joined (auditScriptLines.ts); answered newest first. A script naming a run
// whose start line is gone (rotated away) stands on its own.
import { z } from 'zod';
import {
  auditCameraSchema,
  auditEntrySchema,
  auditFleetCameraSchema,
  auditFleetRunSchema,
  cameraAddressOf,
  cameraMatches,
  containsIgnoringCase,
  describeAuditResult,
  matchesAuditFilter,
  withinTimes,
  type AuditCamera,
  type AuditEntry,
  type AuditFilter,
  type AuditLine,
} from './auditEntry';
import { joinScriptLines } from './auditScriptLines';
import { fleetApplyText } from './auditOperation';
import { supportedLanguages } from '../i18n/languages';
import { renderText } from '../i18n/renderText';

export const fleetRunOperation = 'fleet apply';

/** A fleet run's operation in every language: what a filter typed in any of them finds. */
function fleetApplyWords(): string[] {
  return supportedLanguages.map((language) => renderText(fleetApplyText, language));
}

export const auditRunCameraSchema = z.object({
  camera: auditCameraSchema,
  /** The camera's line; null while the run is going on (or when it was cut short). */
  result: auditFleetCameraSchema.omit({ kind: true, runId: true, camera: true, source: true }).nullable(),
  /** The scripts sent to it in the run, oldest first. */
  scripts: z.array(auditEntrySchema),
});

export const auditItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('script'), entry: auditEntrySchema }),
  z.object({ kind: z.literal('fleetRun'), run: auditFleetRunSchema.omit({ kind: true }), cameras: z.array(auditRunCameraSchema) }),
]);

export type AuditRunCamera = z.infer<typeof auditRunCameraSchema>;
export type AuditItem = z.infer<typeof auditItemSchema>;
export type AuditRunItem = Extract<AuditItem, { kind: 'fleetRun' }>;

/** The items of `lines` (oldest first) that pass `filter`, newest first. */
export function auditItemsOf(logLines: readonly AuditLine[], filter: AuditFilter = {}): AuditItem[] {
  const lines = joinScriptLines(logLines);
  const runs = new Map<string, AuditRunItem>();
  const items: AuditItem[] = [];
  for (const line of lines) {
    if ('kind' in line && line.kind === 'fleetRun') {
      const { kind: _kind, ...run } = line;
      const item: AuditRunItem = { kind: 'fleetRun', run, cameras: [] };
      runs.set(line.runId, item);
      items.push(item);
    }
  }
  for (const line of lines) {
    if ('kind' in line) {
      if (line.kind === 'fleetCamera') {
        const run = runs.get(line.runId);
        if (run) runCamera(run, line.camera).result = { time: line.time, outcome: line.outcome, changes: line.changes, changesLeftOut: line.changesLeftOut };
      }
      continue;
    }
    const run = line.runId === undefined ? undefined : runs.get(line.runId);
    if (run) runCamera(run, line.camera).scripts.push(line);
    else items.push({ kind: 'script', entry: line });
  }
  const kept = items.flatMap((item) => {
    const narrowed = passingFilter(item, filter);
    return narrowed ? [narrowed] : [];
  });
  return kept.sort((left, right) => timeOf(right).localeCompare(timeOf(left)));
}

export function timeOf(item: AuditItem): string {
  return item.kind === 'script' ? item.entry.time : item.run.time;
}

/** Every script of the items, in the items' order. */
export function scriptsOf(items: readonly AuditItem[]): AuditEntry[] {
  return items.flatMap((item) => (item.kind === 'script' ? [item.entry] : item.cameras.flatMap((camera) => camera.scripts)));
}

export function cameraName(camera: AuditCamera): string {
  return camera.label ?? cameraAddressOf(camera);
}

function runCamera(run: AuditRunItem, camera: AuditCamera): AuditRunCamera {
  const address = cameraAddressOf(camera);
  const found = run.cameras.find((known) => (camera.id !== null ? known.camera.id === camera.id : known.camera.id === null && cameraAddressOf(known.camera) === address));
  if (found) return found;
  const added: AuditRunCamera = { camera, result: null, scripts: [] };
  run.cameras.push(added);
  return added;
}

/** A script item as it is, or null; a run narrowed to the cameras the filter names or whose text it finds, or null when none is left. */
function passingFilter(item: AuditItem, filter: AuditFilter): AuditItem | null {
  if (item.kind === 'script') return matchesAuditFilter(item.entry, filter) ? item : null;
  if (!withinTimes(item.run.time, filter)) return null;
  if (filter.operation && !containsIgnoringCase(fleetApplyWords(), filter.operation)) return null;
  const cameras = item.cameras.filter((camera) => cameraMatches(camera.camera, filter) && (!filter.text || containsIgnoringCase(textsOf(camera), filter.text)));
  if (cameras.length === 0 && (filter.camera || filter.text)) return null;
  return { ...item, cameras };
}

function textsOf({ result, scripts }: AuditRunCamera): string[] {
  const changes = result ? result.changes.flatMap((change) => [`${change.section}/${change.name}`, change.old ?? '', change.new]) : [];
  return [...changes, result?.outcome.message ?? '', ...scripts.flatMap((script) => [script.script, describeAuditResult(script.result, script.source)])];
}

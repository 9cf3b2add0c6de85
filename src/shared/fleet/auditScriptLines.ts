// A script is logged in two lines: its start, written before it is sent, and its end, written
// once the camera answered (or the request failed). Readers see one entry: the start line with
// the end's outcome, or, when no end line follows (the studio or the command was killed while
// the camera had it), with the outcome `unknown`. An end line whose start is gone (rotated
// away with an older file) has nothing to tell and is left out.
import type { AuditEntry, AuditFleetCamera, AuditFleetRun, AuditLine, AuditScriptEnded, AuditScriptStarted } from './auditEntry';

/** A line as the items are built from: a script entry joined with its outcome, or a fleet run's line. */
export type JoinedAuditLine = AuditFleetRun | AuditFleetCamera | AuditEntry;

/** `lines` (oldest first) with each script's start and end joined, at the place of its start. */
export function joinScriptLines(lines: readonly AuditLine[]): JoinedAuditLine[] {
  const ends = new Map<string, AuditScriptEnded>();
  for (const line of lines) if ('kind' in line && line.kind === 'scriptEnded') ends.set(line.scriptId, line);
  return lines.flatMap((line): JoinedAuditLine[] => {
    if (!('kind' in line)) return [line];
    if (line.kind === 'scriptEnded') return [];
    if (line.kind === 'scriptStarted') return [entryOf(line, ends.get(line.scriptId))];
    return [line];
  });
}

function entryOf(started: AuditScriptStarted, ended: AuditScriptEnded | undefined): AuditEntry {
  const { kind: _kind, scriptId: _scriptId, ...script } = started;
  return { ...script, durationMs: ended?.durationMs ?? null, result: ended?.result ?? { status: 'unknown' } };
}

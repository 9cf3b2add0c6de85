// The audit log of a folder as its readers see it: every script's start and end joined into
// one entry (auditScriptLines.ts), in the order the scripts started; fleet run lines left out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditLineSchema, type AuditEntry } from '../../src/shared/fleet/auditEntry';
import { joinScriptLines } from '../../src/shared/fleet/auditScriptLines';

export function auditedScripts(folder: string): AuditEntry[] {
  const lines = readFileSync(join(folder, 'audit.jsonl'), 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => auditLineSchema.parse(JSON.parse(line)));
  return joinScriptLines(lines).filter((line): line is AuditEntry => !('kind' in line));
}

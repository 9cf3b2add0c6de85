// Camera ids are never reused: the next number is above every `cam-<n>` found in any store kept
// per camera id, so a camera added after cameras.json was lost or moved aside inherits nothing
// (docs/workspace.md, "Camera ids"). Looked for: snapshots/<id>/ (also those set aside),
// pending-edits/<id>.json (and its copies) and the cameras named in the audit log.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readCappedFile } from '../base/files/cappedRead';
import { workspaceLimits } from './workspaceLimits';

const numberPattern = `cam-([1-9][0-9]{0,${String(workspaceLimits.cameraNumber).length - 1}})`;
const fileNamePattern = new RegExp(`^${numberPattern}(?![0-9])`);
/** A camera's id in an audit line ({"camera":{"id":"cam-3",...}}); a quote inside a script is always escaped, so this is never script text. */
const auditIdPattern = new RegExp(`"id":"${numberPattern}"`, 'g');
const auditFiles = ['audit.jsonl', 'audit.1.jsonl', 'audit.2.jsonl', 'audit.3.jsonl', 'audit.4.jsonl'];
/** Audit files are rotated at 5 MiB; a larger one was not written by the studio and is not read here. */
const auditFileReadBytes = 10 * 1024 * 1024;

/**
 * The highest camera number any id-keyed store of the workspace holds (0: none). The audit log
 * (up to 25 MiB) is read only with `auditLog`: when cameras.json was read whole, its own
 * counter is above every id it gave, and the folders are a cheap second check.
 */
export async function highestCameraNumberInUse(workspaceFolder: string, { auditLog }: { auditLog: boolean }): Promise<number> {
  const [snapshots, pending, audit] = await Promise.all([
    numbersInNames(join(workspaceFolder, 'snapshots')),
    numbersInNames(join(workspaceFolder, 'pending-edits')),
    auditLog ? Promise.all(auditFiles.map((name) => numbersInAuditFile(join(workspaceFolder, name)))) : [],
  ]);
  return Math.max(0, ...snapshots, ...pending, ...audit.flat());
}

async function numbersInNames(folder: string): Promise<number[]> {
  const names = await readdir(folder).catch(() => []);
  return names.flatMap((name) => {
    const match = fileNamePattern.exec(name);
    return match ? [Number(match[1])] : [];
  });
}

async function numbersInAuditFile(path: string): Promise<number[]> {
  const bytes = await readCappedFile(path, auditFileReadBytes).catch(() => null);
  if (bytes === null) return [];
  return [...bytes.toString('utf8').matchAll(auditIdPattern)].map((match) => Number(match[1]));
}

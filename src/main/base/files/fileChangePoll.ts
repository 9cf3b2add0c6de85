// Noticing that a file changed, by polling its metadata. fs.watchFile takes its baseline with
// an asynchronous stat some time after it is called, so a change made between reading the file
// and that first stat is never reported. Here the caller takes the baseline (fileVersion) before
// it reads the file: every change after the read differs from it and is reported.
import { statSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';

/** What tells one version of a file from the next; null while the file cannot be stat'ed. */
export type FileVersion = Pick<Stats, 'ino' | 'size' | 'mtimeMs' | 'ctimeMs'> | null;

function versionOf(stats: Stats): FileVersion {
  return { ino: stats.ino, size: stats.size, mtimeMs: stats.mtimeMs, ctimeMs: stats.ctimeMs };
}

/** The file's version now (null when it is missing or unreadable): take it before reading the file. */
export function fileVersion(path: string): FileVersion {
  try {
    return versionOf(statSync(path));
  } catch {
    return null;
  }
}

async function currentVersion(path: string): Promise<FileVersion> {
  try {
    return versionOf(await stat(path));
  } catch {
    return null;
  }
}

function sameVersion(a: FileVersion, b: FileVersion): boolean {
  if (a === null || b === null) return a === b;
  return a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;
}

/**
 * Calls `onChange` each time the file's version differs from the last one seen, starting from
 * `since`. Polls every `intervalMs`; returns the function that stops polling.
 */
export function pollFileChanges(path: string, since: FileVersion, intervalMs: number, onChange: () => void): () => void {
  let seen = since;
  let polling = false;
  let stopped = false;
  const poll = async (): Promise<void> => {
    if (polling) return; // a slow stat (a loaded machine) is not overtaken by the next one
    polling = true;
    try {
      const version = await currentVersion(path);
      if (stopped || sameVersion(version, seen)) return;
      seen = version;
      onChange();
    } finally {
      polling = false;
    }
  };
  const timer = setInterval(() => void poll(), intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

// The audit log: two JSON lines per script sent to a camera, one before it goes out and one
// once it ended (auditRecorder.ts; and, for a fleet apply, a line at its start and one per
// camera finished: fleetRunAudit.ts), appended to <workspace>/audit.jsonl and flushed to disk
// (fsync) before the next lines (those asked for meanwhile go together, one fsync for them),
// so a crash loses at most the lines being written. A line torn
// by a crash stays on its own: the next line written after it starts on a line of its own. Bounded: when the file would outgrow `maxFileBytes` it is rotated (audit.jsonl ->
// audit.1.jsonl -> ... -> audit.<keepRotated>.jsonl, the oldest dropped). Reading goes over
// the rotated files too, each bounded, and skips (and counts) a line it cannot use; it answers
// items (auditItems.ts): a script on its own, or a fleet run with its cameras.
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { auditLineSchema, auditLimitsOfRuns, type AuditFilter, type AuditLine } from '../../../shared/fleet/auditEntry';
import { auditItemsOf, type AuditItem } from '../../../shared/fleet/auditItems';
import { describeFileFailure } from '../../base/files/atomicFile';
import { InputTooLargeError, readCappedFile } from '../../base/files/cappedRead';
import { openRegularFile, openRegularFileToAppend } from '../../base/files/regularFile';
import { WorkspaceFileError } from '../../workspace';
import { localize, type Text } from '../../../shared/i18n/text';

export const auditFileName = 'audit.jsonl';

export const auditLimits = {
  /** The live file is rotated before it grows past this. */
  maxFileBytes: 5 * 1024 ** 2,
  /** Rotated files kept (audit.1.jsonl newest ... audit.4.jsonl oldest): at most 25 MiB of log. */
  keepRotated: 4,
  /** A script longer than this is kept cut, saying how much was left out. */
  maxScriptChars: 256 * 1024,
  /** Most items one read answers (newest first); `total` still counts every match. */
  maxReadEntries: 5000,
  /** Most characters of scripts one read answers: a page of long restore scripts stays a few MiB. */
  maxReadScriptChars: 16 * 1024 ** 2,
};

export interface AuditLogOptions {
  maxFileBytes?: number;
  keepRotated?: number;
}

export interface AuditReadResult {
  /** Newest first, at most `limit`. */
  items: AuditItem[];
  /** Every item that matched the filter. */
  total: number;
  /** Lines that were not a valid entry (a torn last line after a crash, a hand edit). */
  unreadableLines: number;
  /** Files of the log that could not be read (too large to be the studio's, unreadable): left out, each with why. */
  skippedFiles: SkippedAuditFile[];
}

export interface SkippedAuditFile {
  file: string;
  reason: Text;
}

export class AuditLog {
  readonly path: string;
  private readonly maxFileBytes: number;
  private readonly keepRotated: number;
  private size: number | null = null;
  /** A torn last line (a crash while writing it) is ended before the next line is written. */
  private endsMidLine = false;
  /** Lines asked for and not yet on disk, in order. */
  private queued: QueuedLine[] = [];
  /** The write of the queued lines under way, if any. */
  private writing: Promise<void> | null = null;

  constructor(
    readonly folder: string,
    options: AuditLogOptions = {},
  ) {
    this.path = join(folder, auditFileName);
    this.maxFileBytes = options.maxFileBytes ?? auditLimits.maxFileBytes;
    this.keepRotated = options.keepRotated ?? auditLimits.keepRotated;
  }

  /** Appends one line (after those asked for before it); resolves once it is on disk. */
  append(entry: AuditLine): Promise<void> {
    const line = `${JSON.stringify(boundedLine(entry))}\n`;
    return new Promise<void>((resolve, reject) => {
      this.queued.push({ line, resolve, reject });
      this.writing ??= this.writeQueued();
    });
  }

  /** Resolves once every append asked for so far has ended. */
  async settled(): Promise<void> {
    while (this.writing) await this.writing;
  }

  /** The items matching `filter`, newest first: at most `limit`, and a bounded amount of script text. */
  async read(filter: AuditFilter = {}, limit = auditLimits.maxReadEntries): Promise<AuditReadResult> {
    const all = await this.readAll(filter);
    return { ...all, items: withinBudget(all.items, limit) };
  }

  /** Every item matching `filter`, newest first (an export: the log itself is bounded, 25 MiB at most). */
  async readAll(filter: AuditFilter = {}): Promise<AuditReadResult> {
    await this.settled();
    const lines: AuditLine[] = [];
    let unreadableLines = 0;
    const skippedFiles: SkippedAuditFile[] = [];
    for (const path of this.filesOldestFirst()) {
      const texts = await this.readLines(path);
      if (!Array.isArray(texts)) {
        skippedFiles.push(texts);
        continue;
      }
      for (const text of texts) {
        if (text === '') continue;
        const line = parseLine(text);
        if (line === null) unreadableLines++;
        else lines.push(line);
      }
    }
    const items = auditItemsOf(lines, filter);
    return { items, total: items.length, unreadableLines, skippedFiles };
  }

  /**
   * Writes the queued lines a batch at a time: the lines asked for while one batch is flushed
   * go to disk together in the next, with one fsync. A client waits for its script's line
   * before it sends, so many cameras at once must not wait for one fsync each.
   */
  private async writeQueued(): Promise<void> {
    while (this.queued.length > 0) {
      const batch = this.queued.splice(0, this.linesOfNextBatch());
      try {
        await this.write(batch.map((queued) => queued.line).join(''));
        for (const queued of batch) queued.resolve();
      } catch (error) {
        for (const queued of batch) queued.reject(error);
      }
    }
    this.writing = null;
  }

  /** How many queued lines the next batch takes: at least one, within a tenth of the file's bound (a rotated file stays near it). */
  private linesOfNextBatch(): number {
    let bytes = 0;
    const within = this.queued.findIndex((queued) => (bytes += queued.line.length) > this.maxFileBytes / 10);
    return within === -1 ? this.queued.length : Math.max(1, within);
  }

  private async write(lines: string): Promise<void> {
    try {
      if (this.size === null) {
        this.size = await currentSize(this.path);
        this.endsMidLine = this.size > 0 && !(await endsWithLineEnd(this.path, this.size));
      }
      if (this.size > 0 && this.size + Buffer.byteLength(lines) > this.maxFileBytes) await this.rotate();
      const bytes = Buffer.from(this.endsMidLine ? `\n${lines}` : lines, 'utf8');
      const handle = await openRegularFileToAppend(this.path, 0o600);
      try {
        await handle.write(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      this.size += bytes.byteLength;
      this.endsMidLine = false;
    } catch (error) {
      this.size = null; // measured again next time
      throw new WorkspaceFileError(this.path, localize('audit.notWritten', { reason: describeFileFailure(error) }));
    }
  }

  private async rotate(): Promise<void> {
    await rm(this.rotatedPath(this.keepRotated), { force: true });
    for (let number = this.keepRotated - 1; number >= 1; number--) {
      await rename(this.rotatedPath(number), this.rotatedPath(number + 1)).catch(ignoreMissing);
    }
    await rename(this.path, this.rotatedPath(1));
    this.size = 0;
    this.endsMidLine = false;
  }

  private rotatedPath(number: number): string {
    return join(this.folder, `audit.${number}.jsonl`);
  }

  private filesOldestFirst(): string[] {
    const rotated = Array.from({ length: this.keepRotated }, (_, index) => this.rotatedPath(this.keepRotated - index));
    return [...rotated, this.path];
  }

  /** The file's lines, or why it is skipped: one file that cannot be read never hides the others. */
  private async readLines(path: string): Promise<string[] | SkippedAuditFile> {
    try {
      // A rotated file may exceed the limit by the last batch of lines that triggered nothing; allow some room.
      return (await readCappedFile(path, this.maxFileBytes * 2)).toString('utf8').split('\n');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      if (error instanceof InputTooLargeError) return { file: path, reason: localize('audit.skipped.tooLarge', { bytes: String(this.maxFileBytes * 2) }) };
      return { file: path, reason: localize('audit.skipped.unreadable', { reason: describeFileFailure(error) }) };
    }
  }
}

interface QueuedLine {
  line: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

async function currentSize(path: string): Promise<number> {
  try {
    return (await stat(path)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}

async function endsWithLineEnd(path: string, size: number): Promise<boolean> {
  const handle = await openRegularFile(path);
  try {
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    return last[0] === 0x0a;
  } finally {
    await handle.close();
  }
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}

function parseLine(line: string): AuditLine | null {
  try {
    const parsed = auditLineSchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The first items, at most `limit` and at most `maxReadScriptChars` of scripts and values (always at least one). */
function withinBudget(items: AuditItem[], limit: number): AuditItem[] {
  let chars = 0;
  const kept: AuditItem[] = [];
  for (const item of items.slice(0, limit)) {
    chars += charsOf(item);
    if (kept.length > 0 && chars > auditLimits.maxReadScriptChars) break;
    kept.push(item);
  }
  return kept;
}

function charsOf(item: AuditItem): number {
  if (item.kind === 'script') return item.entry.script.length;
  const valueChars = auditLimitsOfRuns.maxValueChars * 2;
  return item.cameras.reduce((sum, camera) => sum + camera.scripts.reduce((chars, script) => chars + script.script.length, 0) + (camera.result?.changes.length ?? 0) * valueChars, 0);
}

function boundedLine(line: AuditLine): AuditLine {
  return !('kind' in line) || line.kind === 'scriptStarted' ? boundedEntry(line) : line;
}

function boundedEntry<T extends { script: string }>(entry: T): T {
  const { maxScriptChars } = auditLimits;
  if (entry.script.length <= maxScriptChars) return entry;
  const left = entry.script.length - maxScriptChars;
  return { ...entry, script: `${entry.script.slice(0, maxScriptChars)}\n… (${left} more characters not kept in the audit log)` };
}

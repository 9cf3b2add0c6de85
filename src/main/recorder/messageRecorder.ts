// Writes received bus messages to a new recording file as they arrive: lines are gathered for
// at most `flushMs` and appended in one write, so a crash loses at most that last batch. The
// file is created new (never overwriting one, never through a symbolic link) and grows to at
// most `maxBytes`: the recording stops by itself before a line would pass the bound.
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import type { BusMessage } from '../../shared/api/distributorSchemas';
import type { RecordingFormat, RecordingView } from '../../shared/api/recordingSchemas';
import { compileFilter, type CompiledFilter, type MessageFilterSpec } from '../../shared/distributor/messageFilter';
import type { ErrorKind } from '../../shared/errors/errorKind';
import { csvHeader, formatRecord } from './recordFormat';
import { LocalizedError } from '../../shared/i18n/localizedError';
import { localize, type Text } from '../../shared/i18n/text';

/** A recording that cannot be made, read or imported; its text names the file (and the line). */
export class RecordingError extends LocalizedError {
  /** Plain words are shown as given (a caller not yet in the catalog). */
  constructor(words: Text | string) {
    super(typeof words === 'string' ? localize('recorder.asGiven', { words }) : words);
  }

  get kind(): ErrorKind {
    return 'bad_input';
  }

  override readonly name = 'RecordingError';
}

export interface RecorderOptions {
  recordingId: string;
  file: string;
  format: RecordingFormat;
  filter?: MessageFilterSpec;
  maxBytes: number;
  flushMs?: number;
  /** Called after the recording stopped by itself (size limit, write error). */
  onStopped?: () => void;
}

export class MessageRecorder {
  private pending: string[] = [];
  private pendingBytes = 0;
  private flushTimer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private messages = 0;
  private bytes = 0;
  private readonly startedAt = Date.now();
  private stoppedAt: number | null = null;
  private stopReason: string | null = null;

  private constructor(
    private readonly handle: FileHandle,
    private readonly options: RecorderOptions,
    private readonly filter: CompiledFilter | null,
  ) {}

  /** Creates the file (refused when it exists) and writes the CSV header. */
  static async start(options: RecorderOptions): Promise<MessageRecorder> {
    const filter = options.filter ? compileFilter(options.filter) : null;
    if (filter?.problem) throw new RecordingError(localize('recorder.record.badFilter', { problem: filter.problem }));
    const handle = await open(options.file, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW | constants.O_APPEND, 0o600).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') throw new RecordingError(localize('recorder.record.exists', { file: options.file }));
      throw new RecordingError(localize('recorder.record.cannotCreate', { file: options.file, reason: error.message }));
    });
    const recorder = new MessageRecorder(handle, options, filter);
    if (options.format === 'csv') {
      await handle.write(csvHeader);
      recorder.bytes = Buffer.byteLength(csvHeader);
    }
    return recorder;
  }

  get active(): boolean {
    return this.stoppedAt === null;
  }

  add(message: BusMessage): void {
    if (!this.active || (this.filter && !this.filter.matches(message))) return;
    const line = formatRecord(message, this.options.format);
    const size = Buffer.byteLength(line);
    if (this.bytes + this.pendingBytes + size > this.options.maxBytes) {
      void this.stop('size limit reached').then(this.options.onStopped);
      return;
    }
    this.pending.push(line);
    this.pendingBytes += size;
    this.messages++;
    this.flushTimer ??= setTimeout(() => void this.flush(), this.options.flushMs ?? 100);
  }

  /** Writes what is pending, closes the file; idempotent. Resolves once everything is on disk. */
  async stop(reason = 'stopped'): Promise<void> {
    if (this.active) {
      this.stoppedAt = Date.now();
      this.stopReason = reason;
      await this.flush();
      this.writing = this.writing.then(() => this.handle.close());
    }
    await this.writing;
  }

  view(): RecordingView {
    return {
      recordingId: this.options.recordingId,
      file: this.options.file,
      format: this.options.format,
      filtered: this.filter !== null && !this.filter.matchesAll,
      active: this.active,
      messages: this.messages,
      bytes: this.bytes + this.pendingBytes,
      maxBytes: this.options.maxBytes,
      startedAt: this.startedAt,
      stoppedAt: this.stoppedAt,
      stopReason: this.stopReason,
    };
  }

  private flush(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    if (this.pending.length === 0) return this.writing;
    const chunk = this.pending.join('');
    const size = this.pendingBytes;
    this.pending = [];
    this.pendingBytes = 0;
    this.bytes += size;
    this.writing = this.writing.then(async () => {
      try {
        await this.handle.write(chunk);
      } catch (error) {
        this.stoppedAt ??= Date.now();
        this.stopReason = `writing ${this.options.file} failed: ${error instanceof Error ? error.message : String(error)}`;
        this.options.onStopped?.();
      }
    });
    return this.writing;
  }
}

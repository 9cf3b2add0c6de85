// The recordings in the recordings folder, for a technician to pick from instead of typing a
// name: each with its size, message count and duration (read once and kept while the file is
// unchanged), the newest first. A file that cannot be read is listed with the reason.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { recordingNameSchema, type RecordingFileView } from '../../shared/api/recordingSchemas';
import { maxReplayBytes, readRecording } from './readRecording';
import { recordingExtensions } from './recordingFile';
import { englishText } from '../../shared/i18n/renderText';
import { localize } from '../../shared/i18n/text';

/** At most this many files are listed (the newest). */
export const maxListedRecordingFiles = 200;

/** Names a recording may have (recordingNameSchema): others in the folder are not recordings of ours. */
function isRecordingFileName(name: string): boolean {
  return recordingNameSchema.safeParse(name).success;
}

type Summary = Pick<RecordingFileView, 'messages' | 'durationMs' | 'problem'>;

export class RecordingFiles {
  /** path -> summary of the file as it was at (size, mtime). */
  private readonly summaries = new Map<string, { size: number; modifiedAt: number; summary: Summary }>();

  constructor(private readonly folder: string) {}

  async list(): Promise<RecordingFileView[]> {
    const names = (await readdir(this.folder).catch(() => [] as string[])).filter((name) => isRecordingFileName(name) && recordingExtensions.some((extension) => name.endsWith(extension)));
    const files = (await Promise.all(names.map(async (name) => ({ name, stats: await stat(join(this.folder, name)).catch(() => null) }))))
      .filter((file): file is { name: string; stats: NonNullable<typeof file.stats> } => file.stats !== null && file.stats.isFile())
      .sort((a, b) => b.stats.mtimeMs - a.stats.mtimeMs)
      .slice(0, maxListedRecordingFiles);
    const listed: RecordingFileView[] = [];
    for (const { name, stats } of files) {
      const summary = await this.summaryOf(join(this.folder, name), stats.size, Math.round(stats.mtimeMs));
      listed.push({ name, format: name.endsWith('.csv') ? 'csv' : 'jsonl', bytes: stats.size, modifiedAt: Math.round(stats.mtimeMs), ...summary });
    }
    this.forgetOthers(files.map(({ name }) => join(this.folder, name)));
    return listed;
  }

  private async summaryOf(path: string, size: number, modifiedAt: number): Promise<Summary> {
    const known = this.summaries.get(path);
    if (known && known.size === size && known.modifiedAt === modifiedAt) return known.summary;
    const summary = await summarize(path, size);
    this.summaries.set(path, { size, modifiedAt, summary });
    return summary;
  }

  private forgetOthers(paths: string[]): void {
    const kept = new Set(paths);
    for (const path of this.summaries.keys()) if (!kept.has(path)) this.summaries.delete(path);
  }
}

async function summarize(path: string, size: number): Promise<Summary> {
  // The listing's problem is English words until its contract carries a text.
  if (size > maxReplayBytes) return { messages: null, durationMs: null, problem: englishText(localize('recorder.read.tooLarge', { megabytes: maxReplayBytes / 1024 ** 2 })) };
  try {
    const messages = await readRecording(path);
    const durationMs = messages.length > 0 ? messages.at(-1)!.receivedAt - messages[0]!.receivedAt : 0;
    return { messages: messages.length, durationMs, problem: null };
  } catch (error) {
    return { messages: null, durationMs: null, problem: error instanceof Error ? error.message : String(error) };
  }
}

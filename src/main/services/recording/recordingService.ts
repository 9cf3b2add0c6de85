// The studio's bus recordings: each a MessageRecorder fed with every received bus message,
// writing into the recordings folder. Announces the recordings as `recording.state` at start
// and stop and once a second while any is active (size and duration grow).
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { defaultRecordingMaxBytes, maxOpenedMessages, type RecordingFileView, type RecordingView } from '../../../shared/api/recordingSchemas';
import { importRecording } from '../../recorder/importRecording';
import { readRecording } from '../../recorder/readRecording';
import { findRecordingFile } from '../../recorder/recordingFile';
import { RecordingFiles } from '../../recorder/recordingFiles';
import type { MethodOutput, ParsedMethodInput } from '../../../shared/api/contract';
import { ApiError } from '../../../shared/api/errors';
import { MessageRecorder } from '../../recorder/messageRecorder';
import type { ServiceEventHub } from '../serviceEventHub';
import { makeFolder } from '../../base/files/makeFolder';
import { makeWorkspaceFolder, workspaceLimits } from '../../workspace';
import { localize } from '../../../shared/i18n/text';

/** Recordings of this session listed (the oldest stopped ones are forgotten first, never their files). */
const maxListed = 50;

export class RecordingService {
  private readonly recorders = new Map<string, MessageRecorder>();
  private readonly stopListening: () => void;
  private ticker: NodeJS.Timeout | null = null;
  private readonly files: RecordingFiles;
  /** Recordings asked for whose file is being opened: they count against the limit already. */
  private starting = 0;

  constructor(
    readonly folder: string,
    private readonly hub: ServiceEventHub,
    /** The workspace the recordings folder lies in (it gets the workspace's mode), or null. */
    private readonly workspaceFolder: string | null = null,
  ) {
    this.files = new RecordingFiles(folder);
    this.stopListening = hub.on((event) => {
      if (event.event !== 'bus.messages') return;
      // A recording holds what the bus brought in; the studio's own replay is not received (docs/recording.md).
      for (const recorder of this.recorders.values()) for (const message of event.payload.messages) if (!message.replayed) recorder.add(message);
    });
  }

  async start(input: ParsedMethodInput<'recording.start'>): Promise<RecordingView> {
    this.refuseBeyondLimit();
    this.starting++;
    let recorder: MessageRecorder;
    const recordingId = randomUUID();
    try {
      await (this.workspaceFolder === null ? makeFolder(this.folder) : makeWorkspaceFolder(this.workspaceFolder, this.folder));
      recorder = await MessageRecorder.start({
        recordingId,
        file: join(this.folder, `${input.name}.${input.format}`),
        format: input.format,
        ...(input.filter ? { filter: input.filter } : {}),
        maxBytes: input.maxBytes ?? defaultRecordingMaxBytes,
        onStopped: () => this.announce(),
      });
    } finally {
      this.starting--;
    }
    this.recorders.set(recordingId, recorder);
    this.forgetOldest();
    this.ticker ??= setInterval(() => this.tick(), 1000);
    this.announce();
    return recorder.view();
  }

  /** Each recording under way holds a file open and sees every bus message: their number is bounded (workspaceLimits). */
  private refuseBeyondLimit(): void {
    const underWay = [...this.recorders.values()].filter((recorder) => recorder.active).length + this.starting;
    if (underWay >= workspaceLimits.recordingsUnderWay) {
      throw ApiError.of('invalid_request', localize('services.recording.tooManyUnderWay', { underWay, limit: workspaceLimits.recordingsUnderWay }));
    }
  }

  async stop(recordingId: string): Promise<RecordingView> {
    const recorder = this.recorders.get(recordingId);
    if (!recorder) throw ApiError.of('not_found', localize('services.recording.notFound', { recordingId }));
    await recorder.stop();
    this.announce();
    return recorder.view();
  }

  /** A recording of the folder (JSON Lines or CSV) read back (its first maxOpenedMessages), to browse it. */
  async open(name: string): Promise<MethodOutput<'recording.open'>> {
    const file = await findRecordingFile(this.folder, name);
    const recorded = await readRecording(file);
    const messages = recorded.slice(0, maxOpenedMessages).map(({ receivedAt, IP, PID, path, value, resent }) => ({ receivedAt, from: { IP, PID }, path, value, resent }));
    return { file, total: recorded.length, messages };
  }

  /** A recording chosen anywhere (the desktop app's file dialog), checked and copied into the folder; answered as the list shows it. */
  async importFile(chosenPath: string): Promise<RecordingFileView> {
    const name = await importRecording(chosenPath, this.folder);
    const listed = (await this.files.list()).find((file) => file.name === name);
    if (!listed) throw ApiError.of('invalid_request', localize('services.recording.notListed', { name, folder: this.folder }));
    return listed;
  }

  /** The recording files of the folder, newest first, to pick from. */
  async listFiles(): Promise<MethodOutput<'recording.files'>> {
    return { files: await this.files.list() };
  }

  list(): { recordings: RecordingView[] } {
    return { recordings: [...this.recorders.values()].map((recorder) => recorder.view()) };
  }

  async close(): Promise<void> {
    this.stopListening();
    if (this.ticker) clearInterval(this.ticker);
    await Promise.all([...this.recorders.values()].map((recorder) => recorder.stop('studio closed')));
  }

  private tick(): void {
    if ([...this.recorders.values()].some((recorder) => recorder.active)) this.announce();
    else if (this.ticker) {
      clearInterval(this.ticker);
      this.ticker = null;
    }
  }

  private forgetOldest(): void {
    for (const [recordingId, recorder] of this.recorders) {
      if (this.recorders.size <= maxListed) return;
      if (!recorder.active) this.recorders.delete(recordingId);
    }
  }

  private announce(): void {
    this.hub.emit({ event: 'recording.state', payload: this.list() });
  }
}

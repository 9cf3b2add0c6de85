// The send form's templates and sent-message history kept in the workspace folder
// (bus-templates.json), so they survive a restart of the studio. The file is written
// atomically after every change, one write at a time in the order of the changes; it is
// checked against its schema when read, and an unusable one is moved aside and reported like
// the workspace's other files (workspaceFile.ts). A template change that cannot be written is
// undone and refused; a sent message whose history cannot be written is still sent, and the
// failure is reported as a workspace problem.
import { join } from 'node:path';
import { z } from 'zod';
import { maxSentHistory, maxTemplates, messageTemplateSchema, type BusTemplatesState, type MessageTemplate, type SentMessage } from '../../shared/api/busTemplateSchemas';
import { messagePathSchema, messageValueSchema } from '../../shared/api/distributorSchemas';
import { timestampSchema } from '../../shared/api/schemaHelpers';
import { readWorkspaceFile, writeWorkspaceFile } from '../workspace';
import { workspaceLimits } from '../workspace/workspaceLimits';
import { InMemoryBusTemplateStore, type BusTemplateStore } from './busTemplateStore';

export const busTemplatesFileName = 'bus-templates.json';

const sentMessageFileSchema = z.strictObject({ path: messagePathSchema, value: messageValueSchema, sentAt: timestampSchema });
const busTemplatesFileSchema = z.strictObject({
  version: z.literal(1),
  templates: z.array(messageTemplateSchema).max(maxTemplates),
  history: z.array(sentMessageFileSchema).max(maxSentHistory),
});

export class BusTemplateFileStore implements BusTemplateStore {
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    readonly path: string,
    private readonly memory: InMemoryBusTemplateStore,
    private readonly onProblem: (problem: string) => void,
  ) {}

  /** Reads the workspace's file (none yet: empty); `onProblem` hears of a file moved aside and of failed history writes. */
  static async open(workspaceFolder: string, onProblem: (problem: string) => void): Promise<BusTemplateFileStore> {
    const path = join(workspaceFolder, busTemplatesFileName);
    const read = await readWorkspaceFile(path, busTemplatesFileSchema, workspaceLimits.busTemplatesFileBytes);
    if (read.status === 'moved_aside') onProblem(read.problem);
    const initial = read.status === 'ok' ? { templates: read.value.templates, history: read.value.history } : undefined;
    return new BusTemplateFileStore(path, new InMemoryBusTemplateStore(initial), onProblem);
  }

  state(): BusTemplatesState {
    return this.memory.state();
  }

  async save(template: MessageTemplate): Promise<void> {
    const before = this.memory.state();
    await this.memory.save(template);
    await this.writeOrUndo(before);
  }

  async remove(name: string): Promise<boolean> {
    const before = this.memory.state();
    const removed = await this.memory.remove(name);
    if (removed) await this.writeOrUndo(before);
    return removed;
  }

  async recordSent(message: SentMessage): Promise<void> {
    await this.memory.recordSent(message);
    try {
      await this.write();
    } catch (error) {
      this.onProblem(`the history of sent messages could not be kept: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  }

  settled(): Promise<void> {
    return this.writing;
  }

  private async writeOrUndo(before: BusTemplatesState): Promise<void> {
    try {
      await this.write();
    } catch (error) {
      this.memory.restore(before);
      throw error;
    }
  }

  /** Writes the state as it is now, after the writes asked for before it. */
  private write(): Promise<void> {
    const file = { version: 1 as const, ...this.memory.state() };
    const done = this.writing.then(() => writeWorkspaceFile(this.path, file, workspaceLimits.busTemplatesFileBytes));
    this.writing = done.catch(() => undefined);
    return done;
  }
}

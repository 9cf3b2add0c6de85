// The send form's templates and sent-message history kept in the workspace folder
// (bus-templates.json), so they survive a restart of the studio. The file is written
// atomically after every change, one write at a time in the order of the changes; it is
// checked against its schema when read, and an unusable one is moved aside and reported like
// the workspace's other files (workspaceFile.ts). A template change is kept only once written
// (refused otherwise); a sent message is remembered at once and written after, and a history
// that cannot be written is reported as a workspace problem (the message was sent all the same).
import { join } from 'node:path';
import { z } from 'zod';
import { maxSentHistory, maxTemplates, messageTemplateSchema, type BusTemplatesState, type MessageTemplate, type SentMessage } from '../../../shared/api/busTemplateSchemas';
import { messagePathSchema, messageValueSchema } from '../../../shared/api/distributorSchemas';
import { timestampSchema } from '../../../shared/api/schemaHelpers';
import { readProblem, readWorkspaceFile, writeWorkspaceFile } from '../../workspace';
import { workspaceLimits } from '../../workspace/workspaceLimits';
import { InMemoryBusTemplateStore, type BusTemplateStore } from './busTemplateStore';
import { localize, type Text } from '../../../shared/i18n/text';
import { errorAsText } from '../../../shared/i18n/errorWords';

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
    private readonly onProblem: (problem: Text) => void,
  ) {}

  /** Reads the workspace's file (none yet: empty); `onProblem` hears of a file moved aside and of failed history writes. */
  static async open(workspaceFolder: string, onProblem: (problem: Text) => void): Promise<BusTemplateFileStore> {
    const path = join(workspaceFolder, busTemplatesFileName);
    const read = await readWorkspaceFile(path, busTemplatesFileSchema, workspaceLimits.busTemplatesFileBytes);
    const problem = readProblem(read);
    if (problem) onProblem(problem);
    const initial = read.status === 'ok' || read.status === 'restored' ? { templates: read.value.templates, history: read.value.history } : undefined;
    return new BusTemplateFileStore(path, new InMemoryBusTemplateStore(initial), onProblem);
  }

  state(): BusTemplatesState {
    return this.memory.state();
  }

  async save(template: MessageTemplate): Promise<void> {
    await this.changeTemplates((draft) => draft.save(template).then(() => true));
  }

  async remove(name: string): Promise<boolean> {
    return this.changeTemplates((draft) => draft.remove(name));
  }

  async recordSent(message: SentMessage): Promise<void> {
    await this.memory.recordSent(message);
    try {
      await this.afterEarlierWrites(() => this.writeFile(this.memory.state()));
    } catch (error) {
      this.onProblem(localize('services.busTemplates.historyNotKept', { problem: errorAsText(error) }));
      throw error;
    }
  }

  settled(): Promise<void> {
    return this.writing;
  }

  /**
   * A change of the templates is made on a copy, written, and only then kept: a template that
   * cannot be written is never shown as saved. Sent messages recorded meanwhile are kept too
   * (the history is taken from memory when the change is kept, and written by their own write).
   */
  private changeTemplates(apply: (draft: InMemoryBusTemplateStore) => Promise<boolean>): Promise<boolean> {
    return this.afterEarlierWrites(async () => {
      const draft = new InMemoryBusTemplateStore(this.memory.state());
      const changed = await apply(draft);
      if (!changed) return false;
      await this.writeFile(draft.state());
      this.memory.restore({ templates: draft.state().templates, history: this.memory.state().history });
      return true;
    });
  }

  /** Runs `step` once the writes asked for before it are done: one write at a time, in order. */
  private afterEarlierWrites<T>(step: () => Promise<T>): Promise<T> {
    const run = this.writing.then(step);
    this.writing = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  private writeFile(state: BusTemplatesState): Promise<void> {
    return writeWorkspaceFile(this.path, { version: 1, ...state }, busTemplatesFileSchema, workspaceLimits.busTemplatesFileBytes);
  }
}

// Where the send form's history and templates are kept: in memory (no workspace), or in the
// workspace folder (busTemplateFileStore.ts), which keeps this in-memory state and writes it
// through after every change.
import { maxSentHistory, maxTemplates, type BusTemplatesState, type MessageTemplate, type SentMessage } from '../../../shared/api/busTemplateSchemas';
import { UsageError } from '../../base/commandLine/usageError';
import { localize } from '../../../shared/i18n/text';

export interface BusTemplateStore {
  state(): BusTemplatesState;
  /** Replaces a template of the same name; refuses a new one beyond maxTemplates (UsageError). Resolves once kept. */
  save(template: MessageTemplate): Promise<void>;
  /** False when there was no template of that name. Resolves once kept. */
  remove(name: string): Promise<boolean>;
  /** Remembers a sent message; the oldest beyond maxSentHistory is forgotten. */
  recordSent(message: SentMessage): Promise<void>;
  /** Resolves once every change made so far is kept (or failed): awaited before the studio closes. */
  settled(): Promise<void>;
}

const emptyState: BusTemplatesState = { templates: [], history: [] };

export class InMemoryBusTemplateStore implements BusTemplateStore {
  private templates: MessageTemplate[];
  private history: SentMessage[];

  constructor(initial: BusTemplatesState = emptyState) {
    this.templates = [...initial.templates];
    this.history = initial.history.slice(0, maxSentHistory);
  }

  state(): BusTemplatesState {
    return { templates: [...this.templates], history: [...this.history] };
  }

  /** Replaces the whole state (the file store keeps a change this way once it is written). */
  restore(state: BusTemplatesState): void {
    this.templates = [...state.templates];
    this.history = [...state.history];
  }

  async save(template: MessageTemplate): Promise<void> {
    const others = this.templates.filter((known) => known.name !== template.name);
    if (others.length === this.templates.length && others.length >= maxTemplates) {
      throw new UsageError(localize('services.busTemplates.tooMany', { name: template.name, limit: maxTemplates }));
    }
    this.templates = [...others, template].sort((a, b) => a.name.localeCompare(b.name));
  }

  async remove(name: string): Promise<boolean> {
    const before = this.templates.length;
    this.templates = this.templates.filter((known) => known.name !== name);
    return this.templates.length < before;
  }

  async recordSent(message: SentMessage): Promise<void> {
    this.history = [message, ...this.history].slice(0, maxSentHistory);
  }

  async settled(): Promise<void> {}
}

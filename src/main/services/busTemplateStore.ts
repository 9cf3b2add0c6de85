// Where the send form's history and templates are kept. The studio keeps them in memory for
// now; the workspace (src/main/workspace/) implements BusTemplateStore to keep them on disk.
import { maxSentHistory, maxTemplates, type BusTemplatesState, type MessageTemplate, type SentMessage } from '../../shared/api/busTemplateSchemas';
import { UsageError } from '../base/commandLine/usageError';

export interface BusTemplateStore {
  state(): BusTemplatesState;
  /** Replaces a template of the same name; refuses a new one beyond maxTemplates (UsageError). */
  save(template: MessageTemplate): void;
  /** False when there was no template of that name. */
  remove(name: string): boolean;
  /** Remembers a sent message; the oldest beyond maxSentHistory is forgotten. */
  recordSent(message: SentMessage): void;
}

export class InMemoryBusTemplateStore implements BusTemplateStore {
  private templates: MessageTemplate[] = [];
  private history: SentMessage[] = [];

  state(): BusTemplatesState {
    return { templates: [...this.templates], history: [...this.history] };
  }

  save(template: MessageTemplate): void {
    const others = this.templates.filter((known) => known.name !== template.name);
    if (others.length === this.templates.length && others.length >= maxTemplates) {
      throw new UsageError(`cannot save template ${JSON.stringify(template.name)}: there are already ${maxTemplates} templates; remove one first`);
    }
    this.templates = [...others, template].sort((a, b) => a.name.localeCompare(b.name));
  }

  remove(name: string): boolean {
    const before = this.templates.length;
    this.templates = this.templates.filter((known) => known.name !== name);
    return this.templates.length < before;
  }

  recordSent(message: SentMessage): void {
    this.history = [message, ...this.history].slice(0, maxSentHistory);
  }
}

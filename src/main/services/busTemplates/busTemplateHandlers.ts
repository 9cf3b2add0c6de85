// busTemplates.*: the send form's history and saved templates (BusTemplateStore). Every
// change is announced as a `busTemplates.state` event, the renderer's one writer of them.
import type { BusTemplateStore } from './busTemplateStore';
import type { ServiceEventHub } from '../serviceEventHub';
import type { HandlersOf } from '../studioServices';

export function busTemplateHandlers(store: BusTemplateStore, hub: ServiceEventHub): HandlersOf<'busTemplates'> {
  const announce = (): void => hub.emit({ event: 'busTemplates.state', payload: store.state() });
  return {
    'busTemplates.list': async () => store.state(),
    'busTemplates.save': async ({ template }) => {
      await store.save(template);
      announce();
      return { saved: true };
    },
    'busTemplates.remove': async ({ name }) => {
      const removed = await store.remove(name);
      if (removed) announce();
      return { removed };
    },
  };
}

/**
 * Remembers a message the distributor queued, and announces the new history. The message is
 * sent whatever happens to the history: a history that cannot be written is the store's to
 * report (the file store notes it as a workspace problem).
 */
export function recordSentMessage(store: BusTemplateStore, hub: ServiceEventHub, path: string, value: string): void {
  const kept = store.recordSent({ path, value, sentAt: Date.now() });
  hub.emit({ event: 'busTemplates.state', payload: store.state() });
  void kept.catch(() => undefined);
}

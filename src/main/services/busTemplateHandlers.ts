// busTemplates.*: the send form's history and saved templates (BusTemplateStore). Every
// change is announced as a `busTemplates.state` event, the renderer's one writer of them.
import type { BusTemplateStore } from './busTemplateStore';
import type { ServiceEventHub } from './serviceEventHub';
import type { HandlersOf } from './studioServices';

export function busTemplateHandlers(store: BusTemplateStore, hub: ServiceEventHub): HandlersOf<'busTemplates'> {
  const announce = (): void => hub.emit({ event: 'busTemplates.state', payload: store.state() });
  return {
    'busTemplates.list': async () => store.state(),
    'busTemplates.save': async ({ template }) => {
      store.save(template);
      announce();
      return { saved: true };
    },
    'busTemplates.remove': async ({ name }) => {
      const removed = store.remove(name);
      if (removed) announce();
      return { removed };
    },
  };
}

/** Remembers a message the distributor queued, and announces the new history. */
export function recordSentMessage(store: BusTemplateStore, hub: ServiceEventHub, path: string, value: string): void {
  store.recordSent({ path, value, sentAt: Date.now() });
  hub.emit({ event: 'busTemplates.state', payload: store.state() });
}

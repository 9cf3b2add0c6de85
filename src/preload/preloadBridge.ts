import type { IpcRenderer, IpcRendererEvent } from 'electron';
import { bridgeChannels, type CamconfigBridge } from '../shared/api/bridge';
import type { WireEventBatch, WireResult } from '../shared/api/wire';

type BridgeIpc = Pick<IpcRenderer, 'invoke' | 'send' | 'on' | 'removeListener'>;

/** The bridge over ipcRenderer; listeners get the event batch only. */
export function createPreloadBridge(ipc: BridgeIpc): CamconfigBridge {
  const listeners = new Set<(batch: WireEventBatch) => void>();
  const onEvents = (_event: IpcRendererEvent, batch: WireEventBatch) => {
    try {
      for (const listener of [...listeners]) listener(batch);
    } finally {
      // Taken by the page: the main process may send more (see src/main/electron/ipcApi.ts).
      ipc.send(bridgeChannels.ack);
    }
  };

  return {
    call(method: string, input: unknown): Promise<WireResult> {
      if (typeof method !== 'string') {
        return Promise.resolve({ ok: false, error: { code: 'invalid_request', message: 'The method name must be a string.' } });
      }
      return ipc.invoke(bridgeChannels.call, method, input) as Promise<WireResult>;
    },
    subscribe(listener: (batch: WireEventBatch) => void): () => void {
      if (typeof listener !== 'function') throw new TypeError('subscribe needs a listener function');
      const wrapped = (batch: WireEventBatch) => listener(batch);
      listeners.add(wrapped);
      if (listeners.size === 1) {
        ipc.on(bridgeChannels.events, onEvents);
        ipc.send(bridgeChannels.subscribe);
      }
      return () => {
        if (!listeners.delete(wrapped) || listeners.size > 0) return;
        ipc.removeListener(bridgeChannels.events, onEvents);
        ipc.send(bridgeChannels.unsubscribe);
      };
    },
  };
}

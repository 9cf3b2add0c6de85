// The API over Electron IPC: one invoke channel carries every contract method (the dispatcher
// validates method and input), a subscribe/unsubscribe pair starts and stops the batched
// event stream of one window. Every handler first checks that the sender is the app's page.
import type { IpcMain, IpcMainEvent, IpcMainInvokeEvent, WebContents } from 'electron';
import { bridgeChannels } from '../../shared/api/bridge';
import type { WireEventBatch, WireResult } from '../../shared/api/wire';
import type { SenderCheck } from './trustedSender';

/** What the IPC layer needs of src/main/transport's ApiDispatcher. */
export interface IpcDispatcher {
  /** Runs one call; resolves to the result envelope (API errors included, never rejects for them). */
  call(method: string, input: unknown): Promise<WireResult>;
  connect(sink: (batch: WireEventBatch) => void): { close(): void };
}

type EventTarget = Pick<WebContents, 'id' | 'send' | 'isDestroyed' | 'once'>;

export interface IpcApiOptions {
  ipcMain: Pick<IpcMain, 'handle' | 'on' | 'removeHandler' | 'removeAllListeners'>;
  dispatcher: IpcDispatcher;
  checkSender: SenderCheck;
  /** Told about every refused sender (for the log). */
  onRefused?: (reason: string) => void;
}

export interface IpcApi {
  /** Stops every event stream and removes the handlers. */
  close(): void;
}

export function registerIpcApi(options: IpcApiOptions): IpcApi {
  const { ipcMain, dispatcher, checkSender } = options;
  const streams = new Map<number, { close(): void }>();

  const refusal = (event: IpcMainEvent | IpcMainInvokeEvent): string | null => {
    const reason = checkSender(event);
    if (reason !== null) options.onRefused?.(reason);
    return reason;
  };

  ipcMain.handle(bridgeChannels.call, async (event, method: unknown, input: unknown): Promise<WireResult> => {
    const reason = refusal(event);
    if (reason !== null) return { ok: false, error: { code: 'invalid_request', message: `Call refused: ${reason}.` } };
    if (typeof method !== 'string') return { ok: false, error: { code: 'invalid_request', message: 'The method name must be a string.' } };
    return dispatcher.call(method, input);
  });

  ipcMain.on(bridgeChannels.subscribe, (event) => {
    if (refusal(event) !== null) return;
    const contents = event.sender as EventTarget;
    if (streams.has(contents.id)) return;
    const stream = dispatcher.connect((batch) => {
      if (!contents.isDestroyed()) contents.send(bridgeChannels.events, batch);
    });
    streams.set(contents.id, stream);
    contents.once('destroyed', () => stopStream(contents.id));
  });

  ipcMain.on(bridgeChannels.unsubscribe, (event) => {
    if (refusal(event) !== null) return;
    stopStream(event.sender.id);
  });

  function stopStream(id: number): void {
    streams.get(id)?.close();
    streams.delete(id);
  }

  return {
    close() {
      for (const id of [...streams.keys()]) stopStream(id);
      ipcMain.removeHandler(bridgeChannels.call);
      ipcMain.removeAllListeners(bridgeChannels.subscribe);
      ipcMain.removeAllListeners(bridgeChannels.unsubscribe);
    },
  };
}

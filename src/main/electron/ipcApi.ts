// The API over Electron IPC: one invoke channel carries every contract method (the dispatcher
// validates method and input), a subscribe/unsubscribe pair starts and stops the batched
// event stream of one window. Every handler first checks that the sender is the app's page.
// Flow control: the preload acknowledges each batch once the page's listeners have taken it;
// with `maxUnacknowledgedBatches` in flight the window counts as congested, so its bus
// messages queue (bounded) and the oldest are dropped and counted, as over the WebSocket.
// A page that loads again in the same webContents (View > Reload, a crashed renderer
// reloaded) keeps the webContents id, and what was in flight to the old page is never
// acknowledged: the new page's `subscribe` therefore replaces the old stream, whose
// unacknowledged batches are dropped and counted (`onStreamReplaced`).
import type { IpcMain, IpcMainEvent, IpcMainInvokeEvent, WebContents } from 'electron';
import { bridgeChannels } from '../../shared/api/bridge';
import type { WireEventBatch, WireResult } from '../../shared/api/wire';
import { englishText } from '../../shared/i18n/renderText';
import { localize, type Text } from '../../shared/i18n/text';
import type { SenderCheck } from './trustedSender';

/** What the IPC layer needs of src/main/transport's ApiDispatcher. */
export interface IpcDispatcher {
  /** Runs one call; resolves to the result envelope (API errors included, never rejects for them). `callerSignal` aborts when the window goes away. */
  call(method: string, input: unknown, callerSignal?: AbortSignal): Promise<WireResult>;
  connect(sink: (batch: WireEventBatch) => void, options: { isCongested: () => boolean }): { close(): void };
}

/** Batches sent to a window and not yet acknowledged before it counts as falling behind. */
export const maxUnacknowledgedBatches = 4;

interface EventStream {
  close(): void;
  unacknowledged: number;
}

type EventTarget = Pick<WebContents, 'id' | 'send' | 'isDestroyed' | 'once' | 'on' | 'off'>;

export interface IpcApiOptions {
  ipcMain: Pick<IpcMain, 'handle' | 'on' | 'removeHandler' | 'removeAllListeners'>;
  dispatcher: IpcDispatcher;
  checkSender: SenderCheck;
  /** Told about every refused sender (for the log). */
  onRefused?: (reason: Text) => void;
  /** Told when a page loaded again in a webContents: the old stream's unacknowledged batches are dropped. */
  onStreamReplaced?: (droppedBatches: number) => void;
}

export interface IpcApi {
  /** Stops every event stream and removes the handlers. */
  close(): void;
  /** Batches sent to a page that was then replaced (reload, crash) before acknowledging them. */
  droppedOnReplace(): number;
}

export function registerIpcApi(options: IpcApiOptions): IpcApi {
  const { ipcMain, dispatcher, checkSender } = options;
  const streams = new Map<number, EventStream>();
  const callers = new Map<number, AbortController>();
  let droppedOnReplace = 0;

  /** The signal of a window's calls: aborted when the window is destroyed, cancelling the operations it started. */
  const callerSignal = (contents: EventTarget): AbortSignal => {
    let caller = callers.get(contents.id);
    if (!caller) {
      const controller = new AbortController();
      caller = controller;
      callers.set(contents.id, controller);
      contents.once('destroyed', () => {
        controller.abort();
        callers.delete(contents.id);
      });
    }
    return caller.signal;
  };

  const refusal = (event: IpcMainEvent | IpcMainInvokeEvent): Text | null => {
    const reason = checkSender(event);
    if (reason !== null) options.onRefused?.(reason);
    return reason;
  };

  ipcMain.handle(bridgeChannels.call, async (event, method: unknown, input: unknown): Promise<WireResult> => {
    const reason = refusal(event);
    if (reason !== null) return refusedCall(localize('transport.ipc.callRefused', { reason }));
    if (typeof method !== 'string') return refusedCall(localize('transport.ipc.methodNotString'));
    return dispatcher.call(method, input, callerSignal(event.sender as EventTarget));
  });

  ipcMain.on(bridgeChannels.subscribe, (event) => {
    if (refusal(event) !== null) return;
    const contents = event.sender as EventTarget;
    // The preload subscribes once per page: a second subscribe is a new page in this webContents.
    const replaced = streams.get(contents.id);
    if (replaced) {
      stopStream(contents.id);
      droppedOnReplace += replaced.unacknowledged;
      options.onStreamReplaced?.(replaced.unacknowledged);
    }
    const stream: EventStream = { close: () => undefined, unacknowledged: 0 };
    const connection = dispatcher.connect(
      (batch) => {
        if (contents.isDestroyed()) return;
        stream.unacknowledged++;
        contents.send(bridgeChannels.events, batch);
      },
      { isCongested: () => stream.unacknowledged >= maxUnacknowledgedBatches },
    );
    // A renderer that is gone takes its page with it; a reloaded page subscribes anew.
    const stopWhenGone = () => stopStream(contents.id);
    stream.close = () => {
      connection.close();
      contents.off('destroyed', stopWhenGone);
      contents.off('render-process-gone', stopWhenGone);
    };
    streams.set(contents.id, stream);
    contents.once('destroyed', stopWhenGone);
    contents.once('render-process-gone', stopWhenGone);
  });

  ipcMain.on(bridgeChannels.ack, (event) => {
    if (refusal(event) !== null) return;
    const stream = streams.get(event.sender.id);
    if (stream && stream.unacknowledged > 0) stream.unacknowledged--;
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
      for (const caller of callers.values()) caller.abort();
      callers.clear();
      ipcMain.removeHandler(bridgeChannels.call);
      ipcMain.removeAllListeners(bridgeChannels.subscribe);
      ipcMain.removeAllListeners(bridgeChannels.unsubscribe);
      ipcMain.removeAllListeners(bridgeChannels.ack);
    },
    droppedOnReplace: () => droppedOnReplace,
  };
}

/** A call refused before the dispatcher saw it: its English words and its text, as every API error goes. */
function refusedCall(text: Text): WireResult {
  return { ok: false, error: { code: 'invalid_request', message: englishText(text), text } };
}

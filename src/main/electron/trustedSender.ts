// Only the app's own page may use the API: the main frame of our window, showing a
// camconfig://app/ URL. A call from any other frame (an iframe, a page that got navigated
// somewhere else despite the guards, another window) is refused.
import type { WebContents, WebFrameMain } from 'electron';
import { isAppUrl } from './appProtocol';

export interface IpcSenderEvent {
  sender: Pick<WebContents, 'id'>;
  senderFrame: Pick<WebFrameMain, 'url' | 'parent'> | null;
}

export type SenderCheck = (event: IpcSenderEvent) => string | null;

/** Returns why the sender is refused, or null when it is the app's own main frame. */
export function checkAppSender(event: IpcSenderEvent, isOurWebContents: (id: number) => boolean): string | null {
  const frame = event.senderFrame;
  if (!frame) return 'the sending frame is gone';
  if (!isOurWebContents(event.sender.id)) return 'the sender is not the studio window';
  if (frame.parent !== null) return 'the sender is a sub-frame, not the studio page';
  if (!isAppUrl(frame.url)) return `the sender shows ${JSON.stringify(frame.url)}, not the studio page`;
  return null;
}

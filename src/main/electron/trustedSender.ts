// Only the app's own page may use the API: the main frame of our window, showing a
// camconfig://app/ URL. A call from any other frame (an iframe, a page that got navigated
// somewhere else despite the guards, another window) is refused.
import type { WebContents, WebFrameMain } from 'electron';
import { localize, type Text } from '../../shared/i18n/text';
import { isAppUrl } from './appProtocol';

export interface IpcSenderEvent {
  sender: Pick<WebContents, 'id'>;
  senderFrame: Pick<WebFrameMain, 'url' | 'parent'> | null;
}

export type SenderCheck = (event: IpcSenderEvent) => Text | null;

/** Returns why the sender is refused, or null when it is the app's own main frame. */
export function checkAppSender(event: IpcSenderEvent, isOurWebContents: (id: number) => boolean): Text | null {
  const frame = event.senderFrame;
  if (!frame) return localize('transport.ipc.senderFrameGone');
  if (!isOurWebContents(event.sender.id)) return localize('transport.ipc.senderNotStudioWindow');
  if (frame.parent !== null) return localize('transport.ipc.senderSubFrame');
  if (!isAppUrl(frame.url)) return localize('transport.ipc.senderOtherPage', { url: JSON.stringify(frame.url) });
  return null;
}

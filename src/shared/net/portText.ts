// A port written as text (a camera list's address column, --camera HOST:PORT, --port): decimal
// digits without a leading zero, 1 to 65535 (0 only where a command line means "any free
// port"). `08` is refused rather than read as 8: some tools read a leading zero as octal.
import { englishText } from '../i18n/renderText';
import { localize, type Text } from '../i18n/text';

/** The port `text` names, or why it names none: a text of the catalog and its English words. */
export function parsePortText(text: string, options: { allowZero?: boolean; host?: string } = {}): { port: number } | { problem: string; text: Text } {
  const lowest = options.allowZero ? 0 : 1;
  const range = options.allowZero ? localize('net.port.rangeAnyFree') : localize('net.port.range', { lowest: String(lowest) });
  const port = options.host === undefined ? localize('net.port.given', { text }) : localize('net.port.givenOfHost', { text, host: options.host });
  const refused = (why: Text): { problem: string; text: Text } => ({ problem: englishText(why), text: why });
  if (!/^\d+$/.test(text)) return refused(localize('net.port.notInRange', { port, range }));
  if (text.length > 1 && text.startsWith('0')) return refused(localize('net.port.leadingZero', { port, range }));
  const value = Number(text);
  if (value < lowest || value > 65535) return refused(localize('net.port.notInRange', { port, range }));
  return { port: value };
}

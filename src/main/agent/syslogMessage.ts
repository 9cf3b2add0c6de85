// An alert as one syslog message of RFC 5424 (section 6): `<PRI>1 TIMESTAMP HOSTNAME APP-NAME
// PROCID MSGID [SD-ELEMENT] BOM MSG`. Facility local0 (16); the severity follows the alert
// (section 6.2.1: warning for a start or reminder, notice for an end or event). The camera,
// the site and the phase are structured data under the documentation enterprise number 32473
// (RFC 5612), so a receiver can filter by them; the words are the message. Text from cameras
// may hold anything: controls are escaped as in a terminal, PARAM-VALUE escapes `"`, `\` and `]`
// (section 6.3.3), header fields keep to printable US-ASCII (section 6), and the whole message
// stays within `maxBytes` (RFC 5426 section 3.2: a receiver should take 2048 octets).
import type { AlertNotice } from '../../shared/agent/alertState';
import { terminalSafeText } from '../../shared/text/terminalSafeText';

export const syslogFacilityLocal0 = 16;
export const syslogMaxBytes = 2048;
const appName = 'camconfig-agent';
const enterpriseId = 'camconfig@32473';
const byteOrderMark = '\u{feff}';

const severities = { error: 3, warning: 4, notice: 5 } as const;

function severityOf(notice: AlertNotice): number {
  if (notice.phase === 'ended' || notice.phase === 'event') return severities.notice;
  if (notice.kind === 'offline' || notice.kind === 'offline-after-change' || notice.kind === 'backup-failed') return severities.error;
  return severities.warning;
}

/** A header field (HOSTNAME, MSGID): printable US-ASCII without spaces, at most `max` characters, `-` when empty. */
export function headerField(text: string, max: number): string {
  const printable = text.replace(/[^\x21-\x7e]/g, '').slice(0, max);
  return printable === '' ? '-' : printable;
}

/** A value in structured data is cut to this many characters, so the element always fits whole. */
const paramCharacters = 120;

/** A PARAM-VALUE: cut, controls escaped, then `"`, `\` and `]` escaped with a backslash (RFC 5424 section 6.3.3). */
export function paramValue(text: string): string {
  const cut = [...text].length > paramCharacters ? `${[...text].slice(0, paramCharacters).join('')}...` : text;
  return terminalSafeText(cut).replace(/["\\\]]/g, (char) => `\\${char}`);
}

/** Cuts `text` to at most `bytes` octets of UTF-8, never inside a character. */
function cutToBytes(text: string, bytes: number): string {
  if (Buffer.byteLength(text) <= bytes) return text;
  let cut = '';
  for (const char of text) {
    if (Buffer.byteLength(cut + char) > bytes - 3) break;
    cut += char;
  }
  return `${cut}...`;
}

export interface SyslogSource {
  hostname: string;
  pid: number;
  site: string;
}

/** The alert as one RFC 5424 message (without transport framing). */
export function syslogMessage(notice: AlertNotice, source: SyslogSource, maxBytes = syslogMaxBytes): string {
  const priority = syslogFacilityLocal0 * 8 + severityOf(notice);
  const header = `<${priority}>1 ${new Date(notice.at).toISOString()} ${headerField(source.hostname, 255)} ${appName} ${source.pid} ${headerField(notice.kind, 32)}`;
  const params: Array<[string, string]> = [
    ['site', source.site],
    ['phase', notice.phase],
    ['since', new Date(notice.since).toISOString()],
    ...(notice.camera ? ([['camera', notice.camera.name], ['address', notice.camera.address], ['group', notice.camera.group ?? '']] as Array<[string, string]>) : []),
  ];
  const data = `[${enterpriseId} ${params.map(([name, value]) => `${name}="${paramValue(value)}"`).join(' ')}]`;
  const head = `${header} ${data} ${byteOrderMark}`;
  const words = terminalSafeText(notice.advice === '' ? notice.text : `${notice.text} ${notice.advice}`);
  return head + cutToBytes(words, maxBytes - Buffer.byteLength(head));
}

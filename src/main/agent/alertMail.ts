// An alert as an e-mail: subject and plain-text body in the site's alert language, times in the
// site's time zone by that language's locale, the zone named. Camera names come from the site's
// files and cameras: controls are escaped before they reach a header or the body.
import type { AlertNotice } from '../../shared/agent/alertState';
import { localeOf, type Language } from '../../shared/i18n/languages';
import { renderText } from '../../shared/i18n/renderText';
import { localize, type MessageId } from '../../shared/i18n/text';
import { terminalSafeText } from '../../shared/text/terminalSafeText';

export interface AlertMailContext {
  site: string;
  language: Language;
  timeZone: string;
}

export interface AlertMail {
  subject: string;
  text: string;
}

const kindIds: Record<AlertNotice['kind'], MessageId> = {
  offline: 'alertMail.kind.offline',
  'offline-after-change': 'alertMail.kind.offlineAfterChange',
  drift: 'alertMail.kind.drift',
  'factory-password': 'alertMail.kind.factoryPassword',
  'reboot-pending': 'alertMail.kind.rebootPending',
  'backup-failed': 'alertMail.kind.backupFailed',
  'firmware-changed': 'alertMail.kind.firmwareChanged',
  'held-back': 'alertMail.kind.heldBack',
};

/** A subject line (its parts already escaped: one line), at most 200 characters. */
function subjectLine(line: string): string {
  return line.length > 200 ? `${line.slice(0, 197)}...` : line;
}

type Say = (id: MessageId, params?: Record<string, string | number>) => string;

function wordsOf(language: Language): Say {
  return (id, params) => renderText(localize(id, params), language);
}

/** Times as the language writes them, in the site's zone, the zone named. */
function timeFormat(language: Language, timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(localeOf[language], { timeZone, year: 'numeric', month: language === 'de' ? '2-digit' : 'short', day: language === 'de' ? '2-digit' : 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
}

export function alertMail(notice: AlertNotice, { site, language, timeZone }: AlertMailContext): AlertMail {
  const say = wordsOf(language);
  const time = timeFormat(language, timeZone);
  const camera = notice.camera ? terminalSafeText(notice.camera.name) : say('alertMail.siteWide');
  const kind = say(kindIds[notice.kind]);
  const safeSite = terminalSafeText(site);
  const subject = subjectLine(say(`alertMail.subject.${notice.phase}` as MessageId, { site: safeSite, camera, kind }));
  const text = say('alertMail.body', {
    text: terminalSafeText(notice.text),
    advice: terminalSafeText(notice.advice),
    site: safeSite,
    camera,
    address: terminalSafeText(notice.camera?.address ?? '-'),
    group: notice.camera?.group ? terminalSafeText(notice.camera.group) : say('alertMail.noGroup'),
    since: time.format(new Date(notice.since)),
    at: time.format(new Date(notice.at)),
  });
  return { subject, text };
}

/** Alerts collected over a digest period as one e-mail: one entry each, oldest first. */
export function digestMail(notices: readonly AlertNotice[], { site, language, timeZone }: AlertMailContext): AlertMail {
  const say = wordsOf(language);
  const time = timeFormat(language, timeZone);
  const safeSite = terminalSafeText(site);
  const sorted = [...notices].sort((a, b) => a.at - b.at);
  const items = sorted.map((notice) => {
    const camera = notice.camera ? `${terminalSafeText(notice.camera.name)} (${terminalSafeText(notice.camera.address)})` : say('alertMail.siteWide');
    const params = { at: time.format(new Date(notice.at)), camera, kind: say(kindIds[notice.kind]), phase: say(`alertMail.digest.phase.${notice.phase}` as MessageId), text: terminalSafeText(notice.text), advice: terminalSafeText(notice.advice) };
    return say(notice.advice === '' ? 'alertMail.digest.itemNoAdvice' : 'alertMail.digest.item', params);
  });
  const from = time.format(new Date(sorted[0]?.at ?? 0));
  const to = time.format(new Date(sorted.at(-1)?.at ?? 0));
  const subject = subjectLine(say('alertMail.digest.subject', { site: safeSite, count: notices.length }));
  const text = say('alertMail.digest.body', { site: safeSite, count: notices.length, from, to, items: items.join('\n\n') });
  return { subject, text };
}

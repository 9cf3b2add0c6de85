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

export function alertMail(notice: AlertNotice, { site, language, timeZone }: AlertMailContext): AlertMail {
  const say = (id: MessageId, params?: Record<string, string | number>) => renderText(localize(id, params), language);
  const time = new Intl.DateTimeFormat(localeOf[language], { timeZone, year: 'numeric', month: language === 'de' ? '2-digit' : 'short', day: language === 'de' ? '2-digit' : 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
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

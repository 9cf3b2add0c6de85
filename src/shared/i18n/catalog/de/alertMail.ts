import type { EngineCatalog } from '../en';

export const alertMail: EngineCatalog['alertMail'] = {
  subject: {
    started: '[{{site}}] {{camera}}: {{kind}}',
    reminder: '[{{site}}] weiterhin: {{camera}}: {{kind}}',
    ended: '[{{site}}] behoben: {{camera}}: {{kind}}',
    event: '[{{site}}] {{camera}}: {{kind}}',
    summary: '[{{site}}] zurückgehaltene Meldungen',
  },
  kind: {
    offline: 'nicht erreichbar',
    offlineAfterChange: 'nicht erreichbar nach einer Änderung',
    drift: 'weicht von der Soll-Konfiguration ab',
    factoryPassword: 'Werkspasswort in Gebrauch',
    rebootPending: 'Neustart nötig',
    backupFailed: 'Sicherung fehlgeschlagen',
    firmwareChanged: 'Firmware geändert',
    heldBack: 'zurückgehaltene Meldungen',
  },
  siteWide: 'der Standort',
  body: `{{text}}

Was zu tun ist: {{advice}}

Standort: {{site}}
Kamera: {{camera}} ({{address}}), Gruppe {{group}}
Seit: {{since}}
Bemerkt: {{at}}

Gesendet vom CamConfig-Standortagenten.`,
  noGroup: 'keine',
};

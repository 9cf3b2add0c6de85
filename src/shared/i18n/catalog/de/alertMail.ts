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
  digest: {
    subject_one: '[{{site}}] {{formattedCount}} Meldung',
    subject_other: '[{{site}}] {{formattedCount}} Meldungen',
    body_one: `{{formattedCount}} Meldung für {{site}} um {{from}}:

{{items}}

Gesendet vom CamConfig-Standortagenten (eine Nachricht je Sammelzeitraum).`,
    body_other: `{{formattedCount}} Meldungen für {{site}} von {{from}} bis {{to}}:

{{items}}

Gesendet vom CamConfig-Standortagenten (eine Nachricht je Sammelzeitraum).`,
    item: `{{at}}  {{camera}}: {{kind}} ({{phase}})
{{text}}
Was zu tun ist: {{advice}}`,
    itemNoAdvice: `{{at}}  {{camera}}: {{kind}} ({{phase}})
{{text}}`,
    phase: {
      started: 'begonnen',
      reminder: 'weiterhin',
      ended: 'behoben',
      event: 'Ereignis',
      summary: 'Zusammenfassung',
    },
  },
};

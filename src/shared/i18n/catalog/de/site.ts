import type { EngineCatalog } from '../en';

export const site: EngineCatalog['site'] = {
  reason: {
    offline: 'offline',
    offlineBecause: 'offline: {{detail}}',
    authFailed: 'die Kamera hat Benutzername oder Passwort abgelehnt',
    authFailedBecause: 'die Kamera hat Benutzername oder Passwort abgelehnt: {{detail}}',
    certificateChanged: 'Zertifikat geändert',
    certificateChangedBecause: 'Zertifikat geändert: {{detail}}',
    answeredInPart: '{{detail}}',
    unknownBecause: '{{detail}}',
    factoryPassword: 'Werkspasswort in Gebrauch (admin / meinsm)',
    notAskedYet: 'noch nicht abgefragt',
    rebooting: 'startet neu',
    rebootNeeded: 'Neustart nötig ({{sections}})',
    unstoredEdits_one: '{{formattedCount}} nicht gespeicherte Änderung im Studio',
    unstoredEdits_other: '{{formattedCount}} nicht gespeicherte Änderungen im Studio',
    noBackup: 'keine Sicherung',
  },
};

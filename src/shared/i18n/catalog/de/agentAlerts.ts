import type { EngineCatalog } from '../en';

export const agentAlerts: EngineCatalog['agentAlerts'] = {
  camera: '{{name}} ({{address}})',
  cameraInGroup: '{{name}} ({{address}}, Gruppe {{group}})',
  started: '{{camera}} {{detail}}, seit {{since}}',
  reminder: 'weiterhin: {{camera}} {{detail}}, seit {{since}}',
  detail: {
    offline: 'antwortet nicht',
    offlineAfterChange: 'antwortet nicht (sie verstummte nach einer Änderung um {{at}}: {{operation}}, aus {{source}})',
    drift_one: 'weicht in {{formattedCount}} Parameter von der Baseline ab',
    drift_other: 'weicht in {{formattedCount}} Parametern von der Baseline ab',
    factoryPassword: 'antwortet auf ihr Werkspasswort',
    factoryReset: 'lehnt das Passwort des Standorts ab und öffnet mit ihrem Werkspasswort (wohl zurückgesetzt)',
    rebootPending: 'wartet auf einen Neustart, damit dies wirkt: {{sections}}',
  },
  ended: {
    offline: '{{camera}} antwortet wieder (begonnen um {{since}})',
    drift: '{{camera}} entspricht wieder der Baseline (begonnen um {{since}})',
    factoryPassword: '{{camera}} antwortet nicht mehr auf ihr Werkspasswort (begonnen um {{since}})',
    rebootPending: '{{camera}} wartet nicht mehr auf einen Neustart (begonnen um {{since}})',
    backupFailed: '{{camera}} wurde gesichert (begonnen um {{since}})',
  },
  source: {
    studio: 'dem Studio',
    cli: 'der Kommandozeile',
  },
  firmwareChanged: '{{camera}}: Firmware von {{before}} auf {{after}} geändert',
  heldBack_one: '{{formattedCount}} Alarm wurde vom stündlichen Limit zurückgehalten: {{parts}}',
  heldBack_other: '{{formattedCount}} Alarme wurden vom stündlichen Limit zurückgehalten: {{parts}}',
  advice: {
    offline: 'Stromversorgung, Verkabelung und Switch-Port der Kamera prüfen; sie wird bei der nächsten Aktualisierung wieder gefragt.',
    offlineAfterChange: 'Die Änderung hat die Kamera womöglich abgeschnitten (ihre Adresse, das Netzwerk oder ein Neustart, der nicht endete): die Änderung im Audit-Log und die Kamera ansehen und sie rückgängig machen, wenn sie die Ursache war.',
    drift: 'Den Standort in CamConfig Studio öffnen, den Prüflauf ansehen und die Kamera oder die Baseline korrigieren.',
    factoryPassword: 'Die Kamera wurde wohl zurückgesetzt: das Standort-Passwort wieder setzen (CamConfig Studio, Beheben).',
    rebootPending: 'Die Kamera neu starten, wenn es dem Kunden passt, damit die Änderungen wirken.',
    backupFailed: 'Den Fehler ansehen; die Sicherung wird zum nächsten Termin erneut versucht.',
    firmwareChanged: 'Prüfen, ob das Update geplant war; eine neue Sicherung machen und die Prüfung laufen lassen.',
    heldBack: 'Im Agenten oder in der Standort-Ansicht nach den Alarmen sehen, die nicht einzeln gesendet wurden.',
  },
};

import type { EngineCatalog } from '../en';

export const fleet: EngineCatalog['fleet'] = {
  refresh: {
    asking: 'frage {{camera}}',
    answered: '{{camera}} hat geantwortet',
    failed: '{{camera}}: {{problem}}',
  },
  snapshot: {
    tooLarge: 'die Konfiguration von {{cameraId}} hat {{bytes}} Bytes, mehr als ein Snapshot aufbewahrt ({{limit}})',
    missing: 'die Kamera {{cameraId}} hat keinen Snapshot {{snapshotId}}: ihren Verlauf auflisten, um die aufbewahrten Snapshots zu sehen',
    unreadable: '{{path}}: der Snapshot kann nicht gelesen werden ({{reason}})',
  },
  progress: {
    waitingForTurn: 'wartet, bis sie an der Reihe ist',
    sendingScript: 'sendet das Skript',
    rebootWaiting: 'Neustart: warten, bis die Kamera wieder antwortet',
    readingBack_one: '{{formattedCount}} Wert wird zurückgelesen',
    readingBack_other: '{{formattedCount}} Werte werden zurückgelesen',
  },
  outcome: {
    verified_one: '{{formattedCount}} Wert wie geschrieben zurückgelesen',
    verified_other: '{{formattedCount}} Werte wie geschrieben zurückgelesen',
    rebootNotWaited: 'jeder Befehl bestätigt und die Werte wie geschrieben zurückgemeldet; startet neu, nicht abgewartet, daher nach dem Neustart nicht zurückgelesen',
    nothingToReadBack: 'jeder Befehl bestätigt; die Befehle schreiben keinen Wert, der zurückgelesen werden könnte',
    notReached: 'abgebrochen, bevor sie an der Reihe war: nichts an sie gesendet',
    cancelledAfterWrite: '{{written}}, jeder Befehl bestätigt; {{cancelled}}: nicht geprüft',
    writtenAndStored: 'geschrieben und gespeichert',
    writtenNotStored: 'geschrieben (nicht gespeichert)',
    rebootWaitCancelled: 'das Warten auf den Neustart abgebrochen, nicht zurückgelesen',
    readBackCancelled: 'Zurücklesen abgebrochen',
    failed: '{{detail}}',
  },
  result: {
    verified: '{{label}}: übernommen und geprüft: {{message}}',
    applied: '{{label}}: übernommen: {{message}}',
    failed: '{{label}}: FEHLGESCHLAGEN bei {{step}}: {{message}}',
    notReached: '{{label}}: nicht erreicht: {{message}}',
  },
  step: {
    write: 'Schreiben',
    reboot: 'Neustart',
    verify: 'Prüfen',
  },
};

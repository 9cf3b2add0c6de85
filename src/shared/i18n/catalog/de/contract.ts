import type { EngineCatalog } from '../en';

export const contract: EngineCatalog['contract'] = {
  issue: '{{field}}: {{problem}}',
  issueAndMore_one: '{{field}}: {{problem}} (und {{formattedCount}} weiteres Problem)',
  issueAndMore_other: '{{field}}: {{problem}} (und {{formattedCount}} weitere Probleme)',
  noIssue: 'kein Problem genannt',
  wholeInput: '(Eingabe)',
  tooManyPendingEdits: 'mehr als {{max}} ausstehende Änderungen; zuerst einige übernehmen oder verwerfen',
  chooseFormats: 'HTML, PDF oder beides wählen',
  reportFileId: 'eine Berichtsdatei-ID, wie report.save sie geantwortet hat',
  reservedName: "{{what}} '{{key}}' ist ein reservierter Name",
  passphraseTwice: 'entweder eine neue broadcast.passphrase oder keepPassphrase: true angeben, nicht beides',
  cameraIdsOrGroup: 'cameraIds oder group angeben, nicht beides',
  cameraId: {
    length: "'{{id}}' ist keine Kamera-ID (1 bis {{max}} Zeichen)",
    characters: "'{{id}}' ist keine Kamera-ID (Buchstaben, Ziffern, '-' und '_', am Anfang ein Buchstabe oder eine Ziffer)",
    deviceName: "'{{id}}' ist keine Kamera-ID (ein Name, den Windows für ein Gerät reserviert)",
  },
  editedTwice: '{{address}} wird zweimal bearbeitet',
  timeZone: 'eine Zeitzone wie Europe/Berlin oder UTC',
  baselineOrRun: 'baseline (ihr neuester Prüflauf) oder runId (dieser Prüflauf) angeben, nicht beides: eine runId nennt ihre Soll-Konfiguration schon',
};

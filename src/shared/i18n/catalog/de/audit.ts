import type { EngineCatalog } from '../en';

export const audit: EngineCatalog['audit'] = {
  notWritten: 'das Protokoll kann nicht geschrieben werden ({{reason}}); dieses Skript steht nicht im Protokoll',
  skipped: {
    tooLarge: 'sie ist größer als {{bytes}} Byte, das Studio hat sie also nicht geschrieben; bitte verschieben',
    unreadable: 'sie kann nicht gelesen werden ({{reason}})',
  },
  operation: {
    readSections: 'Abschnitte lesen',
    readConfigFile: 'Konfigurationsdatei lesen',
    setParameters: 'Parameter setzen',
    store: 'im Flash speichern',
    update: 'Aktualisieren',
    restoreFromFlash: 'aus dem Flash wiederherstellen',
    reset: 'Zurücksetzen',
    deleteAll: 'alles löschen',
    deleteSections: 'Abschnitte löschen',
    deleteParameters: 'Parameter löschen',
    append: 'Anhängen',
    readProfile: 'Profil lesen',
    activateProfile: 'Profil aktivieren',
    rebootNeeded: 'Neustart-Bedarf lesen',
    readStatus: 'Status lesen',
    help: 'Hilfe',
    script: 'Skript',
    restoreBackup: 'Sicherung zurückspielen',
    reboot: 'Neustart',
    rebootWaitProbe: 'Warten auf den Neustart (Abfrage)',
    fleetApply: 'Übernehmen auf mehrere Kameras',
  },
  operationAsWritten: '{{words}}',
  bySource: '{{operation}} ({{source}})',
  source: {
    studio: 'Studio',
    cli: 'Kommandozeile',
  },
};

import type { EngineCatalog } from '../en';

export const reportFiles: EngineCatalog['reportFiles'] = {
  notOffered: 'diese Berichtsdatei wird nicht (mehr) angeboten: das Studio bietet die Dateien an, die es seit seinem Start geschrieben hat; den Bericht erneut speichern',
  gone: 'die Berichtsdatei {{file}} liegt nicht mehr im Berichtsordner: den Bericht erneut speichern',
  unreadable: 'die Berichtsdatei {{file}} kann nicht gelesen werden: {{reason}}',
  saveDialogOnlyDesktop: 'den Speichern-Dialog gibt es nur in der Desktop-App: im Web-Modus die Datei im Berichtsdialog herunterladen',
  saveDialogOpen: 'ein Dateidialog ist schon offen: die Datei dort speichern oder ihn erst abbrechen',
  notAbsolute: 'der gewählte Ort ist kein absoluter Pfad, in den das Studio schreiben kann',
  cannotWrite: 'die Kopie des Berichts konnte nicht nach {{path}} geschrieben werden: {{reason}}',
  saveTitle: 'Kopie des Übergabeberichts speichern',
  filter: {
    html: 'Webseite (HTML)',
    pdf: 'PDF-Dokument',
  },
};

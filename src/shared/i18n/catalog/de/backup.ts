import type { EngineCatalog } from '../en';

export const backup: EngineCatalog['backup'] = {
  progress: {
    reading: 'lese die Konfigurationsdatei von {{camera}}',
    saved: 'gespeichert als {{file}} ({{bytes}} Byte)',
    unchanged: 'unverändert seit {{file}} ({{bytes}} Byte)',
  },
  tooManyThisMinute: 'in dieser Minute gibt es bereits {{number}} verschiedene Sicherungen dieser Kamera',
  noWorkspace: 'das Studio läuft ohne Arbeitsbereich und hat daher keinen Ordner für Sicherungen: mit einem Arbeitsbereich starten (camconfig serve --workspace ORDNER)',
  noCameras: 'es gibt keine Kameras zu sichern: zuerst Kameras hinzufügen',
  parallelRange: 'parallel muss eine ganze Zahl von Kameras von {{min}} bis {{max}} sein, gegeben: {{given}}',
  emptyGroup: "keine Kamera ist in der Gruppe '{{group}}'",
  addressNamesNoFile: "die Adresse '{{address}}' kann keine Datei benennen",
  addressNamesNoBackup: "die Adresse '{{address}}' kann keine Sicherungsdatei benennen: {{problem}}",
  fileTooLarge: 'Sicherung {{file}}: {{problem}}',
  notAConfiguration: 'Sicherung {{file}} ist keine Konfigurationsdatei: {{problem}}',
};

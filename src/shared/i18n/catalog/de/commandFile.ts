import type { EngineCatalog } from '../en';

export const commandFile: EngineCatalog['commandFile'] = {
  refused_one: 'nichts wurde gesendet: ein Problem mit den Befehlen:\n  {{problems}}{{more}}',
  refused_other: 'nichts wurde gesendet: {{count}} Probleme mit den Befehlen:\n  {{problems}}{{more}}',
  more: '\n  ... und {{count}} weitere',
  tooLarge: '{{file}}: die Datei ist größer als {{limit}} KiB; eine Befehlsdatei hat wenige Kilobyte',
  line: '{{file}} Zeile {{line}}',
  edits: 'die Änderungen',
  editedValue: 'der Wert von {{section}}/{{name}}',
  editedValueProblem: 'der Wert von {{section}}/{{name}}: {{problem}}',
  baselineFile: 'Soll-Konfiguration {{source}}',
  baselineLine: 'Soll-Konfiguration {{source}} Zeile {{line}} ({{section}}/{{name}})',
  known: {
    listColumns: 'die Spalten der Kameraliste',
    cameraVariables: 'die Variablen der Kameras',
    checkedVariables: 'die Variablen der geprüften Kameras',
  },
  noneKnown: 'es gibt keine {{known}}',
  knownAre: '{{known}} sind {{names}}',
  unknownPlaceholder: '{{where}}: unbekannter Platzhalter {{placeholder}} ({{known}})',
  lineBreakInValue: '{{where}}: der Wert von {{placeholder}} für Kamera {{camera}} enthält einen Zeilenumbruch, der einen weiteren Befehl beginnen würde',
  noValue: '{{where}}: Platzhalter {{placeholder}} hat keinen Wert für Kamera {{camera}}',
  inFile: '{{where}}: {{problem}}',
  forCamera: '{{problem}} (Kamera {{camera}})',
  rebootStep: 'der Neustart-Schritt',
  lostInRebootStep: '{{problem}} (oder den Speichern-Schritt wählen) (Kamera {{camera}})',
  notChecked: 'Kamera {{camera}} wurde in diesem Lauf nicht geprüft: unter seinen Kameras wählen',
};

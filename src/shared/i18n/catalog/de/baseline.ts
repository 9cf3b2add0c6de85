import type { EngineCatalog } from '../en';

export const baseline: EngineCatalog['baseline'] = {
  reason: {
    notReached: 'abgebrochen, bevor sie an der Reihe war: nicht geprüft',
    cancelledWhileRead: 'abgebrochen, während sie gelesen wurde: nicht geprüft',
    cannotFill: 'die Soll-Konfiguration lässt sich für diese Kamera nicht ausfüllen: {{problems}}',
    noSection_one: 'die Kamera hat keinen Abschnitt {{sections}} (sie antwortete: {{errors}})',
    noSection_other: 'die Kamera hat keinen der {{formattedCount}} Abschnitte {{sections}} (sie antwortete: {{errors}})',
    failed: '{{reason}}: {{detail}}',
    auth: 'Zugangsdaten abgelehnt',
    unreachable: 'offline',
    timeout: 'keine Antwort in der Zeit',
    cutOff: 'abgeschnittene Antwort',
    notACamera: 'keine Kamera',
    cameraError: 'die Kamera hat das Lesen abgelehnt',
    notConfirmed: 'das Lesen wurde nicht bestätigt',
    certificateChanged: 'Zertifikat geändert',
    notRead: 'nicht gelesen',
    notInForce: 'Neustart nötig: die Werte von {{sections}} sind gespeichert, aber noch nicht wirksam',
    asWritten: '{{words}}',
  },
  line: {
    compliant: 'konform     {{camera}}',
    notInForce: 'NEUSTART    {{camera}}: {{reason}}',
    unreadable: 'NICHT LESBAR {{camera}}: {{reason}}',
    drifted: 'ABWEICHEND  {{camera}}',
    drift: "    {{parameter}}: erwartet '{{expected}}', gefunden '{{found}}'",
    driftMissing: "    {{parameter}}: erwartet '{{expected}}', gefunden: nichts (kein solcher Parameter)",
    counts: '{{compliant}} konform, {{notInForce}} Neustart nötig, {{drifted}} abweichend, {{unreadable}} nicht lesbar',
  },
};

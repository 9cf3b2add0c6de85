import type { EngineCatalog } from '../en';

export const cliAgent: EngineCatalog['cliAgent'] = {
  usage: `Aufruf: camconfig agent [--workspace ORDNER] [--site ORDNER] [--metrics-port N] [Optionen]

Startet den Standort-Agenten (docs/agent.md): Inventar-Aktualisierung, Baseline-Prüfung und
Sicherung des Studios nach den Zeitplänen von agent.json im Arbeitsbereich, aufgezeichnet wie
im Studio, und die Alarme zu dem, was sich geändert hat, an die Kanäle aus agent.json.
Die Passphrase des Arbeitsbereichs kommt aus $CAMCONFIG_WORKSPACE_PASSPHRASE.
Endet mit Strg+C (SIGINT) oder SIGTERM: der laufende Auftrag endet und wird als gestoppt vermerkt.

Optionen:
{{options}}`,
  option: {
    workspace: 'der Arbeitsbereich (Kameras, Baselines, agent.json); Vorgabe: der Ordner von camconfig serve',
    metricsPort: '/metrics (Prometheus) und /health auf Port N bereitstellen; 0: ein freier Port, beim Start ausgegeben; weggelassen: kein Endpunkt',
    metricsHost: 'die Adresse des Endpunkts (Vorgabe 127.0.0.1); eine andere braucht --allow-remote und --token-file',
    allowRemote: 'erlaubt für --metrics-host eine Adresse, die andere Rechner erreichen',
    tokenFile: 'jede Anfrage an den Endpunkt muss das Bearer-Token aus Datei F tragen',
    printSystemdUnit: 'eine systemd-Unit ausgeben, die diesen Agenten mit diesen Optionen startet, und beenden',
  },
  error: {
    unexpectedArgument: "unerwartetes Argument '{{argument}}' (camconfig agent nimmt nur Optionen)",
    metricsOptionsWithoutPort: '--metrics-host, --allow-remote und --token-file gehören zu --metrics-port N',
    notLoopback: '--metrics-host {{host}} ist keine Loopback-Adresse: wer sie erreicht, könnte Kameras und Alarme des Standorts lesen; --allow-remote angeben, wenn das gewollt ist',
    remoteNeedsToken: '--metrics-host {{host}} mit --allow-remote braucht --token-file F: ein Bearer-Token, das jede Abfrage tragen muss',
    tokenUnreadable: '--token-file {{path}}: nicht lesbar ({{problem}})',
    tokenUnusable: '--token-file {{path}}: das Token muss mindestens {{min}} druckbare Zeichen ohne Leerzeichen haben',
  },
  metricsAt: 'Metriken unter {{url}} (und /health)',
  schedule: '{{job}} {{schedule}}',
  scheduleOff: '{{job}} aus',
  running: 'läuft für Standort {{site}} ({{timeZone}}): {{refresh}}, {{check}}, {{backup}}; Alarme an: {{channels}}',
  stateNotWritten: 'der Zustand des Agenten konnte nicht geschrieben werden ({{problem}}); er wird bei der nächsten Änderung wieder geschrieben',
  stopping: '{{signal}}: wird beendet (der laufende Auftrag endet und wird als gestoppt vermerkt)',
  stopped: '{{signal}}: beendet',
};

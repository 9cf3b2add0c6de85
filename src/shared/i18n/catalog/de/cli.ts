import type { EngineCatalog } from '../en';

export const cli: EngineCatalog['cli'] = {
  usage: `Aufruf: camconfig <Unterbefehl> [Optionen]

Unterbefehle:
{{subcommands}}

\`camconfig <Unterbefehl> --help\` zeigt die Optionen eines Unterbefehls.`,
  unknownSubcommand: "unbekannter Unterbefehl '{{name}}'.",
  summary: {
    rc: 'Fernkonfiguration einer Kamera (view, get, set, store, backup, ...)',
    sim: 'simulierte Kameras auf 127.0.0.1 starten',
    serve: 'das Studio für einen Browser bereitstellen (Web-Modus)',
    discover: 'die Kameras eines Adressbereichs (CIDR oder VON-BIS) finden und hinzufügen',
    fleet: 'mit vielen Kameras arbeiten: {{subcommands}}',
    agent: 'der Standort-Agent: Prüfungen, Sicherungen und Alarme nach Zeitplan, während niemand vor Ort ist',
    site: 'ein Standort, den ein Team als Git-Repository teilt: init, clone, status, log, pull, push',
  },
  audit: {
    notWritten: '{{problem}} (der Befehl läuft ohne sein Protokoll weiter)',
  },
};

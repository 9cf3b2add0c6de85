import type { EngineCatalog } from '../en';

export const cliSdkDemo: EngineCatalog['cliSdkDemo'] = {
  usage: `Aufruf: {{synopsis}}

{{options}}

Dialog: einen Pfad, dann einen Wert eingeben, um eine Nachricht zu senden. '?' an beiden Eingaben gibt den
Statistik-Datensatz (put_publication) aus, '!' beendet. Empfangene Nachrichten erscheinen als <path>=<value>.`,
  option: {
    system: 'Systemkonfiguration (JSON)',
    user: 'Benutzerkonfiguration (JSON); wird im Betrieb neu gelesen, wenn sich die Datei ändert',
    debug: 'Debug-Ausgabe auf stderr: 0 (Vorgabe) nur Warnungen zu ausgeschalteter Verschlüsselung oder nicht gesendeten Nachrichten, 1 alle Warnungen, 2 + Pakete, 3 + Nachrichten',
    verbose: 'ausführlich: Statusinformationen auf stderr (Schnittstelle, Broadcast-Adresse, Port, ...)',
  },
  error: {
    withOptionList: '{{problem}} (Optionen: -s, -u, -d, -v)',
    unexpectedArgument: 'unerwartetes Argument {{argument}} (Optionen: -s, -u, -d, -v)',
    systemRequired: 'Option -s <system_config.json> ist erforderlich',
    userRequired: 'Option -u <user_config.json> ist erforderlich',
    debugLevel: 'Option -d: erwartet eine Debug-Stufe von 0 bis 3, gefunden: {{found}}',
  },
  state: {
    active: 'aktiv auf {{iface}} ({{address}}), Broadcast {{broadcast}}, Port {{port}}, Verschlüsselung {{encryption}}, poll_freq {{pollFreq}}, resend {{resend}}, max_time_offset {{maxTimeOffset}} s, PID {{pid}}',
    on: 'ein',
    off: 'aus',
    everyTenSeconds: '0 (ein Paket alle 10 s)',
    perSecond: '{{rate}} Pakete/s',
    inactive: 'inaktiv: {{reason}}',
  },
  running: {
    inactiveAtStart: 'der Verteiler ist inaktiv: {{reason}}',
    unknownReason: 'unbekannter Grund',
    interrupted: 'unterbrochen',
    sendingQueued: 'sende {{queued}} wartende Nachrichten vor dem Beenden (Strg-C beendet sofort)',
    queuedUnsendable: 'wartende Nachrichten lassen sich nicht senden: der Verteiler ist inaktiv: {{reason}}',
    userConfigUnreadable: '{{problem}}; die bisherige Benutzerkonfiguration bleibt',
    inactiveAfterChange: 'der Verteiler ist nach der Änderung von {{changed}} inaktiv: {{reason}}',
    userConfigChanged: 'Benutzerkonfiguration geändert ({{changed}}): {{state}}',
    warning: 'Warnung: {{message}}',
    notSent: 'nicht gesendet: {{problem}}',
  },
};

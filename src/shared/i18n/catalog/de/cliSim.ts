import type { EngineCatalog } from '../en';

export const cliSim: EngineCatalog['cliSim'] = {
  usage: `Aufruf: camconfig sim [Optionen]

Startet simulierte Kameras auf 127.0.0.1 (oder mit --hosts eine je Loopback-Adresse) und gibt
die URL jeder Kamera aus, eine je Zeile.
Endet mit Strg+C (SIGINT) oder SIGTERM.

Optionen:
{{options}}`,
  option: {
    port: 'Port der ersten Kamera, die weiteren folgen (Vorgabe {{defaultPort}}); 0 gibt jeder Kamera einen freien Port',
    count: 'Anzahl der Kameras, 1 bis {{max}} (Vorgabe 1)',
    hosts: 'eine Kamera je Loopback-Adresse (z. B. 127.0.0.2-127.0.0.60, höchstens {{max}}), alle auf --port, wie in einem echten Subnetz; nur 127.0.0.0/8',
    factoryEvery: 'Kameras 1, 1+N, 1+2N, ... behalten die Werkszugangsdaten (admin/meinsm), die anderen nehmen --user/--password (braucht --password)',
    user: 'Benutzer für Basic Auth (Vorgabe: der Werksbenutzer admin)',
    password: 'Passwort für Basic Auth (Vorgabe: das Werkspasswort)',
    rebootSeconds: 'wie lange ein Neustart eine Kamera vom Netz nimmt (Vorgabe 5)',
    state: 'die Flash-Kopie in DATEI halten (DATEI-1, DATEI-2, ... bei mehreren Kameras)',
    generatedParams: 'N erzeugte Parameter (Abschnitte gen001, ... mit je 40) zur Werkskonfiguration hinzufügen, 0 bis {{max}} (Vorgabe 0)',
    latency: 'jede Kamera wartet MS Millisekunden vor der Antwort, wie der Webserver einer echten Kamera Zeit braucht (Vorgabe 0)',
    https: 'über HTTPS antworten; braucht --cert und --key',
    cert: 'PEM-Zertifikat für --https',
    key: 'privater PEM-Schlüssel für --https',
    quiet: 'kein Protokoll der Anfragen auf stderr',
  },
  error: {
    unexpectedArgument: "unerwartetes Argument '{{argument}}' (camconfig sim nimmt nur Optionen)",
    hostsWithCount: '--hosts gibt eine Kamera je Adresse: --count weglassen',
    pastLastPort: '--port {{port}} mit --count {{count}} reicht über Port 65535 hinaus',
    factoryEveryNeedsPassword: '--factory-every braucht --password (und --user, Vorgabe admin), die nicht die Werkszugangsdaten sind: die Zugangsdaten der Kameras ohne Werkszugangsdaten',
    wholeNumber: "{{option}} muss eine ganze Zahl von {{min}} bis {{max}} sein, gefunden: '{{found}}'",
    secondsWhat: 'eine Anzahl Sekunden von 0 bis 3600',
    secondsRange: "{{option}} muss eine Anzahl Sekunden von 0 bis 3600 sein, gefunden: '{{found}}'",
    empty: '{{option}} darf nicht leer sein',
    onlyWithHttps: '{{option}} gilt nur mit --https',
    httpsNeedsCert: '--https braucht --cert DATEI (ein PEM-Zertifikat)',
    httpsNeedsKey: '--https braucht --key DATEI (einen privaten PEM-Schlüssel)',
    unreadableFile: '{{option}} {{path}}: die Datei lässt sich nicht lesen ({{reason}})',
    hostsRange: '--hosts: {{problem}}',
    hostsNotLoopback: "--hosts '{{given}}': nur Loopback-Adressen (127.0.0.1 bis 127.255.255.254) sind erlaubt: der Simulator lauscht nie in einem echten Netz",
    hostsTooMany: "--hosts '{{given}}' umfasst {{count}} Adressen: höchstens {{max}} simulierte Kameras",
  },
  running: {
    oneCamera: '1 simulierte Kamera ({{name}})',
    cameras: '{{count}} simulierte Kameras',
    onHosts: '{{cameras}} auf {{first}} bis {{last}}, Port {{port}}',
    factoryCredentials: '{{cameras}}, Werkszugangsdaten (Benutzer admin)',
    givenCredentials: '{{cameras}}, Benutzer {{user}} mit dem angegebenen Passwort',
    mixedCredentials_one: '{{cameras}}, {{onFactory}} mit Werkszugangsdaten (Benutzer admin: jede Kamera), {{others}} mit Benutzer {{user}} und dem angegebenen Passwort',
    mixedCredentials_other: '{{cameras}}, {{onFactory}} mit Werkszugangsdaten (Benutzer admin: jede {{formattedCount}}. Kamera ab der ersten), {{others}} mit Benutzer {{user}} und dem angegebenen Passwort',
    started: '{{fleet}}; Strg+C beendet.',
    stopping: '{{signal}} empfangen; {{progress}}',
    stopped: '{{signal}} empfangen, Kameras beendet.',
  },
};

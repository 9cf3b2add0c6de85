import type { EngineCatalog } from '../en';

export const cliDiscover: EngineCatalog['cliDiscover'] = {
  usage: `Aufruf: camconfig discover BEREICH [Optionen]

Findet die Kameras in BEREICH: ein CIDR-Block (192.168.1.0/24; seine Netz- und Broadcast-Adresse
bleiben aus), VON-BIS (192.168.1.10-192.168.1.60) oder eine Adresse; höchstens {{maxAddresses}} Adressen.
Jede Adresse wird an jedem Port so geprüft, wie die Werkzeuge der Community eine Kamera erkennen (eine leere
Zeile, helo, quit, eine leere Zeile an /admin/remoteconfig; eine Kamera antwortet #read:: ... OK, #bye), zuerst
mit Ihren Zugangsdaten (--user), dann mit den Werkszugangsdaten (admin/meinsm); die Firmware einer Kamera,
die sich öffnet, kommt aus \`view section timestamp\`. Nur BEREICH wird geprüft.

Jede Adresse ist camera (geöffnet), locked (verlangt Zugangsdaten, die keine der versuchten öffnen),
not_camera (antwortet, aber nicht als Kamera), no_answer (abgelehnt, oder keine vollständige Antwort
rechtzeitig) oder, über HTTPS, certificate_changed (ein anderes Zertifikat bei einer späteren Verbindung
des Scans: nicht hinzugefügt).
Der Fortschritt geht nach stderr; Strg+C bricht ab und meldet, was geprüft wurde.

Optionen:
{{options}}

Exit-Codes: 0 der Scan lief (was immer er fand); 2 ein falscher Bereich oder eine falsche Option;
130 abgebrochen (Strg+C); 1 der Arbeitsbereich ließ sich nicht lesen oder schreiben.`,
  option: {
    port: 'ein Port, der an jeder Adresse geprüft wird (wiederholbar, oder N,M; höchstens {{max}}); Vorgabe 80, oder 443 mit --https',
    https: 'über TLS prüfen (Zertifikate werden genommen, wie sie vorgelegt werden: sie gelten nur für diesen Scan)',
    user: 'Ihr Benutzername, vor den Werkszugangsdaten versucht; sein Passwort kommt aus ${{variable}}, sonst wird im Terminal danach gefragt (Vorgabe: nur Werkszugangsdaten, oder admin, wenn ${{variable}} gesetzt ist)',
    timeout: 'Verbindungs- und Antwortzeitlimit jeder Prüfung, {{min}} bis {{max}} (Vorgabe {{default}})',
    parallel: 'gleichzeitig geprüfte Adressen, {{min}} bis {{max}} (Vorgabe {{default}})',
    add: 'die Kameras, die sich öffneten, mit den Zugangsdaten, die sie öffneten, zum Arbeitsbereich hinzufügen',
    group: 'mit --add: die Gruppe der hinzugefügten Kameras',
    json: 'die Ergebnisse als ein JSON-Dokument auf stdout: {"results": [...]}',
  },
  error: {
    noRange: 'welche Adressen? Einen BEREICH angeben: 192.168.1.0/24 oder 192.168.1.10-192.168.1.60',
    extraRange: "ein Bereich auf einmal: '{{extra}}' ist ein Argument zu viel",
    port: '--port: {{problem}}',
    badUser: "--user '{{user}}' ist kein Benutzername (1 bis 64 Zeichen, kein ':')",
    groupWithoutAdd: '--group gilt nur mit --add (die Gruppe der hinzugefügten Kameras)',
    group: '--group: {{problem}}',
    seconds: 'eine Anzahl Sekunden von {{min}} bis {{max}}',
    whole: 'eine ganze Zahl von {{min}} bis {{max}}',
    outOfRange: "Option {{option}} braucht {{what}}, gefunden: '{{found}}'",
    noPassword: 'kein Passwort für --user {{user}}: {{variable}} setzen oder im Terminal starten, um gefragt zu werden',
  },
  prompt: {
    password: 'Passwort von {{user}} auf den Kameras: ',
  },
  progress: {
    warning: 'Warnung: {{problem}}',
    interrupted: 'unterbrochen: die laufenden Prüfungen werden abgebrochen; keine weitere Adresse wird geprüft',
    probing: 'prüfe {{addresses}} Adresse(n) an Port {{ports}}, {{parallel}} gleichzeitig, Zeitlimit {{seconds}} s',
    probingHttps: 'prüfe {{addresses}} Adresse(n) an Port {{ports}} (HTTPS), {{parallel}} gleichzeitig, Zeitlimit {{seconds}} s',
    foundCamera: 'Kamera gefunden: {{address}} {{camera}}',
    foundLocked: '{{address}} gefunden: verlangt andere Zugangsdaten (locked)',
    certificateChanged: '{{address}}: legte bei einer späteren Verbindung ein anderes TLS-Zertifikat vor (certificate_changed)',
    probed: '{{done}} von {{total}} geprüft, {{found}} gefunden',
  },
  result: {
    probed: '{{total}} geprüft',
    cancelled: 'abgebrochen: {{done}} von {{total}} geprüft',
    cameras_one: '{{formattedCount}} Kamera',
    cameras_other: '{{formattedCount}} Kameras',
    summary: '{{how}}: {{cameras}}, {{locked}} gesperrt, {{notCamera}} keine Kamera, {{noAnswer}} ohne Antwort',
    summaryChanged: '{{how}}: {{cameras}}, {{locked}} gesperrt, {{notCamera}} keine Kamera, {{noAnswer}} ohne Antwort, {{changed}} mit geändertem Zertifikat',
    firmware: 'Firmware {{firmware}}',
    firmwareUnknown: 'Firmware unbekannt',
    factoryPassword: 'WERKSPASSWORT (admin/meinsm): ändern',
    inWorkspace: 'im Arbeitsbereich',
    added: '{{id}} {{camera}} hinzugefügt',
    addedGroup: '{{id}} {{camera}} hinzugefügt, Gruppe {{group}}',
    withFactoryPassword: '{{added}}, mit dem Werkspasswort: ändern',
    notAdded: 'nicht hinzugefügt: {{problem}}',
    notKept: 'Warnung: die Passwörter der hinzugefügten Kameras werden nicht behalten (keine Passphrase des Arbeitsbereichs): diese Kameras fragen im Studio nach ihrem Passwort',
    addedCount_one: '{{formattedCount}} Kamera zum Arbeitsbereich {{folder}} hinzugefügt',
    addedCount_other: '{{formattedCount}} Kameras zum Arbeitsbereich {{folder}} hinzugefügt',
    locked: '{{lockedCount}} Adresse(n) verlangten andere Zugangsdaten: {{addresses}}',
    howToAdd: 'um eine hinzuzufügen, ihre Zugangsdaten angeben: {{command}}, oder im Studio Kamera hinzufügen verwenden',
    changed: '{{changedCount}} Adresse(n) legten bei einer späteren Verbindung dieses Scans ein anderes TLS-Zertifikat vor: {{addresses}}. Jemand könnte diese Verbindungen abfangen: dorthin wurde nichts mehr gesendet, und sie werden nicht hinzugefügt. Erneut scannen (ein Scan vertraut dem ersten Zertifikat, das eine Adresse zeigt, nur für diesen Scan); ändert sich das Zertifikat wieder, das Netz zwischen Ihnen und der Kamera prüfen, bevor Sie ihr ein Passwort geben',
  },
};

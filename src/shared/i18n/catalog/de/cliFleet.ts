// `camconfig fleet` in technicians' German.
import type { EngineCatalog } from '../en';

export const cliFleet: EngineCatalog['cliFleet'] = {
  usage: `Aufruf: camconfig fleet <Unterbefehl> [Optionen]

Unterbefehle:
{{subcommands}}

Jeder Unterbefehl nimmt --workspace DIR (Vorgabe $XDG_CONFIG_HOME/camconfig oder ~/.config/camconfig);
Passwörter öffnen sich mit $CAMCONFIG_WORKSPACE_PASSPHRASE. CAMERA: eine ID (cam-3), ein Name oder HOST[:PORT].
apply, backup, history und diff nehmen --list CSV: die Kameras einer Kameraliste statt des Arbeitsbereichs.
\`camconfig fleet <Unterbefehl> --help\` zeigt seine Optionen; Exit-Codes in docs/cli/fleet.md.`,
  subcommandUsage: `Aufruf: camconfig fleet {{synopsis}} [Optionen]

{{description}}

Optionen:
{{options}}`,
  unknownSubcommand: "unbekannter Unterbefehl '{{name}}'.",
  seeHelp: '{{words}}\n(siehe {{command}} --help)',
  interrupted: 'unterbrochen: die laufenden Kameras werden abgebrochen, die übrigen nicht begonnen',
  summary: {
    import: 'eine Kameraliste (Community-CSV oder .mxu) in den Arbeitsbereich übernehmen',
    apply: 'eine Befehlsdatei parallel an viele Kameras senden (Probelauf, Speichern, Neustart, Prüfen)',
    backup: 'jede Kamera (einer Gruppe oder einer Liste) parallel sichern',
    history: 'die Snapshots der Kamera (die Sicherungen der Liste), neueste zuerst',
    diff: 'zwei Konfigurationen auf Parameterebene vergleichen',
    check: 'jede Kamera gegen eine Soll-Konfiguration prüfen; --fix setzt die abweichenden zurück',
    inventory: 'alle Kameras des Arbeitsbereichs auf einen Blick: Zustand, Firmware, Werkspasswort, Sicherungen, Änderungen',
    report: 'der Übergabebericht (HTML und PDF): Status, Sicherungen, Änderungen, Protokolleinträge jeder Kamera',
  },
  option: {
    workspace: 'der Ordner des Arbeitsbereichs (Vorgabe $XDG_CONFIG_HOME/camconfig, sonst ~/.config/camconfig); seine Passwörter öffnen sich mit $CAMCONFIG_WORKSPACE_PASSPHRASE oder einer am Terminal abgefragten Passphrase',
    json: 'das Ergebnis als ein JSON-Dokument auf stdout',
    list: 'die Kameras: eine Kameraliste (CSV oder .mxu, wie fleet import sie liest) statt des Arbeitsbereichs',
    backups: 'mit --list: der Ordner der Sicherungsdateien (Vorgabe der Ordner backups/ des Arbeitsbereichs)',
    groupOfWorkspace: 'die Kameras einer Gruppe des Arbeitsbereichs (all: jede Kamera des Arbeitsbereichs)',
    onlyGroup: 'nur die Kameras der Gruppe GROUP (Vorgabe: jede Kamera des Arbeitsbereichs)',
    withFix: 'mit --fix: {{help}}',
    import: {
      user: 'Benutzer der Kameras, für die die Liste keine Zugangsdaten hat (Vorgabe admin); ihr Passwort kommt aus ${{variable}}, sonst fragt jede im Studio danach',
      dryRun: 'melden, was übernommen würde; nichts schreiben',
    },
    apply: {
      commands: 'die Befehlsdatei (helo/quit optional; Platzhalter {COLUMN})',
      dryRun: 'das genaue Skript jeder Kamera ausgeben; nichts senden',
      parallel: 'Kameras gleichzeitig, 1 bis {{max}} (Vorgabe {{default}})',
      json: 'die Skripte (Probelauf) oder den Bericht als ein JSON-Dokument auf stdout',
    },
    backup: {
      output: 'wohin die Sicherungsdateien kommen (Vorgabe der Ordner backups/ des Arbeitsbereichs)',
      parallel: 'höchstens N Kameras gleichzeitig, 1 bis {{max}} (Vorgabe {{default}})',
    },
    inventory: {
      parallel: 'höchstens N Kameras gleichzeitig fragen, 1 bis {{max}} (Vorgabe {{default}})',
      json: 'die Zeilen als ein JSON-Dokument auf stdout: {"cameras": [...]}',
      csv: 'die Zeilen als CSV auf stdout (durch ; getrennt, eine Kopfzeile)',
    },
    report: {
      group: 'die Kameras einer Gruppe des Arbeitsbereichs (all: jede Kamera des Arbeitsbereichs)',
      list: 'die Kameras einer Kameraliste (CSV oder .mxu); eine gelistete Kamera, die der Arbeitsbereich führt, bringt ihre Historie, Sicherungen und Änderungen mit',
      baseline: 'Status und Abweichungen jeder Kamera: der neueste aufbewahrte Prüflauf der Soll-Konfiguration NAME des Arbeitsbereichs, sonst eine jetzt gemachte Prüfung (die einer Datei FILE wird nie aufbewahrt); Vorgabe: nicht geprüft',
      html: 'den HTML-Bericht in FILE schreiben (nie über eine vorhandene Datei)',
      pdf: 'den PDF-Bericht in FILE schreiben (nie über eine vorhandene Datei)',
      since: 'Protokolleinträge ab DATE: JJJJ-MM-TT (Mitternacht in der Zeitzone des Berichts) oder eine ISO-Zeit (Vorgabe: die letzten 30 Tage bis jetzt)',
      language: 'die Sprache des Berichts (Vorgabe: die des Terminals, aus LC_ALL, LC_MESSAGES oder LANG)',
      timeZone: 'die Zeitzone des Standorts, in der die Zeiten des Berichts stehen, z. B. Europe/Berlin (Vorgabe: die dieses Rechners)',
      includeReads: 'auch die Skripte, die nichts geändert haben (Lesen der Konfiguration, des Status ...), unter den Änderungen aufführen',
      site: 'der Name des Standorts auf dem Titelblatt (Vorgabe: die Gruppe oder der Dateiname der Liste)',
      technician: 'wer den Standort übergibt (Vorgabe: $USER)',
      json: 'die geschriebenen Dateien als ein JSON-Dokument auf stdout: {"files": [...], "cameras": N}',
    },
    check: {
      baseline: 'die Soll-Konfiguration: eine Soll-Konfiguration des Arbeitsbereichs dieses Namens, sonst eine Textdatei mit einer Soll-Konfiguration',
      parallel: 'Kameras gleichzeitig lesen, 1 bis {{max}} (Vorgabe {{default}})',
      fix: 'die abweichenden Kameras zurücksetzen: nur ihre abweichenden Parameter schreiben und zurücklesen',
      dryRun: 'mit --fix: das Skript jeder abweichenden Kamera ausgeben; nichts senden',
      json: 'das Ergebnis als ein JSON-Dokument auf stdout: {"cameras": [...], "counts": {...}}',
    },
  },
  error: {
    parallelFoundRange: "die Option --parallel braucht eine ganze Zahl von Kameras von {{min}} bis {{max}}, gefunden: '{{found}}'",
    parallelGive: "--parallel '{{found}}': eine ganze Zahl von Kameras von {{min}} bis {{max}} angeben",
    rebootNeedsStore: '--reboot braucht --store: die Kamera startet aus ihrer Flash-Kopie, nicht gespeicherte Änderungen gingen verloren',
    waitOnlyWithReboot: '--wait gilt nur mit --reboot',
    noArgumentsGroup: "fleet {{subcommand}} nimmt keine Argumente (gefunden: '{{found}}'); Kameras mit --group wählen",
    noArgumentsGroupOrList: "fleet {{subcommand}} nimmt keine Argumente (gefunden: '{{found}}'); Kameras mit --group oder --list wählen",
    noCameras: 'der Arbeitsbereich {{folder}} hat keine Kameras',
    groupWithoutCameras: "--group '{{group}}': keine Kamera des Arbeitsbereichs {{folder}} ist in dieser Gruppe (Gruppen: {{groups}})",
    groupWithoutCamerasNoGroups: "--group '{{group}}': keine Kamera des Arbeitsbereichs {{folder}} ist in dieser Gruppe",
    groupOfEmptyWorkspace: '--group {{group}}: der Arbeitsbereich {{folder}} hat keine Kameras',
    cameraNotInRun: "keine Kamera '{{camera}}' in diesem Lauf",
    ambiguousCamera: "'{{name}}' bezeichnet {{number}} Kameras ({{ids}}): die Kamera-ID angeben",
    unknownCamera: "keine Kamera '{{name}}' im Arbeitsbereich {{folder}}: eine Kamera-ID, einen Namen oder HOST[:PORT] angeben (die Kameras zeigt das Studio) oder --workspace DIR für einen anderen Arbeitsbereich",
    ambiguousListedCamera: "'{{name}}' bezeichnet {{number}} Kameras von {{file}} ({{ids}}): HOST:PORT angeben",
    unknownListedCamera: "keine Kamera '{{name}}' in der Liste {{file}}: die Adresse einer Kamera so angeben, wie die Liste sie führt (HOST oder HOST:PORT)",
    userName: "--user '{{user}}': ein Benutzername darf nicht leer sein und kein ':' enthalten",
    insecureWithoutHttps: '--insecure gilt nur mit --https (es übergeht die Prüfung des Zertifikats)',
    onlyWithList: '--{{option}} gilt nur mit --list CSV: {{why}}',
    listHistoryWhy: 'die Historie einer Kamera des Arbeitsbereichs sind ihre Snapshots im Arbeitsbereich',
    listConnectionWhy: 'eine Kamera des Arbeitsbereichs wird mit ihrem eigenen Benutzer, Passwort und ihren Einstellungen erreicht',
    passwordSealed: 'das Passwort von {{camera}} ist nicht bekannt: es ist mit der Passphrase des Arbeitsbereichs verschlüsselt; CAMCONFIG_WORKSPACE_PASSPHRASE setzen (oder am Terminal starten, um gefragt zu werden)',
    passwordMissing: '{{camera}} hat kein Passwort im Arbeitsbereich (ihre Liste gab keins): CAMCONFIG_PASSWORD für diesen Lauf setzen, die Liste damit erneut übernehmen (camconfig fleet import FILE) oder es im Studio mit „Kamera bearbeiten“ eingeben',
  },
  prompt: {
    listPassword: 'Passwort für {{user}} auf den Kameras: ',
    workspacePassphrase: 'Passphrase des Arbeitsbereichs {{folder}} (leer: --password für jede Kamera verwenden): ',
  },
  certificatePinned: 'dem Zertifikat von {{camera}} bei der ersten Verwendung vertraut: {{fingerprint}} (festgehalten in {{file}})',
  apply: {
    usage: `Aufruf: camconfig fleet apply --commands FILE (--list CSV | --group GROUP) [Optionen]

Sendet die Befehlsdatei an jede Kamera, ausgefüllt mit den {COLUMN}-Werten jeder Kamera,
einige Kameras zugleich; liest die geschriebenen Werte zurück und meldet jede Kamera.

Optionen:
{{options}}

Der Fortschritt geht auf stderr, der Bericht auf stdout.
Exit-Codes: 0 jede Kamera übernommen, 2 falsche Option, Befehlsdatei oder Liste (nichts gesendet),
10 einige Kameras fehlgeschlagen oder nicht erreicht (der Bericht nennt sie), 130 unterbrochen (Strg+C).
Referenz: docs/cli/fleet.md`,
    error: {
      unexpectedArgument: "unerwartetes Argument '{{argument}}': die Befehlsdatei steht hinter --commands",
      noCommands: 'welche Befehle? --commands FILE angeben',
      whichCameras: 'welche Kameras? Entweder --list CSV oder --group GROUP angeben',
    },
    applying_one: '{{file}} wird an {{formattedCount}} Kamera gesendet, {{parallel}} gleichzeitig',
    applying_other: '{{file}} wird an {{formattedCount}} Kameras gesendet, {{parallel}} gleichzeitig',
    progress: '{{label}}: {{step}}: {{message}}',
    notKept: '{{camera}}: die Konfiguration nach der Änderung wurde nicht in ihrer Historie aufbewahrt: {{problem}}',
    summary: '{{verified}} geprüft, {{applied}} ohne Zurücklesen übernommen, {{failed}} fehlgeschlagen, {{notReached}} nicht erreicht ({{took}})',
    status: {
      verified: 'geprüft',
      applied: 'übernommen',
      failed: 'fehlgeschlagen',
      notReached: 'nicht erreicht',
    },
  },
  backup: {
    description: `Sichert jede Kamera des Arbeitsbereichs (oder einer Gruppe oder einer Kameraliste), N zugleich:
jede Datei die saubere Konfiguration, die die Kamera sendet, so benannt, wie die
Community-Werkzeuge zum Wiederherstellen es erwarten. Fortschritt auf stderr, eine Zeile je
Kamera auf stdout. Kameras des Arbeitsbereichs ohne aufbewahrtes Passwort und gelistete
Kameras, für die die Liste keins hat, nehmen --password (nur Listen), $CAMCONFIG_PASSWORD,
sonst das Terminal. --user, --password, --https, --insecure, --timeout, --long-timeout und
--known-cameras gelten für die Kameras von --list, wie bei fleet apply.
Exit-Codes: 0 jede Kamera gesichert, 10 einige fehlgeschlagen oder nicht erreicht, 2 eine falsche Option.`,
    error: {
      groupWithList: '--group wählt Kameras des Arbeitsbereichs: mit --list CSV sind die Kameras die der Liste',
      notInGroup: "keine Kamera des Arbeitsbereichs {{folder}} ist in der Gruppe '{{group}}'",
    },
    starting_one: '{{formattedCount}} Kamera wird nach {{folder}} gesichert, {{parallel}} gleichzeitig',
    starting_other: '{{formattedCount}} Kameras werden nach {{folder}} gesichert, {{parallel}} gleichzeitig',
    progress: '{{camera}}: {{message}}',
    notKept: '{{camera}}: die Sicherung wurde nicht in ihrer Historie aufbewahrt: {{problem}}',
    ok: 'ok              {{who}}: {{file}} ({{bytes}} Bytes)',
    okIdentical: 'ok              {{who}}: {{file}} ({{bytes}} Bytes, gleich der schon vorhandenen Sicherung)',
    failed: 'FEHLGESCHLAGEN  {{who}}: {{reason}}',
    cancelled: 'ABGEBROCHEN     {{who}}: {{reason}}',
    notReached: 'NICHT ERREICHT  {{who}}: abgebrochen, bevor sie an der Reihe war',
    summary: '{{ok}} gesichert, {{failed}} fehlgeschlagen, {{cancelled}} abgebrochen, {{notReached}} nicht erreicht ({{folder}})',
  },
  check: {
    usage: `Aufruf: camconfig fleet check --baseline NAME|FILE (--group GROUP | --list CSV) [Optionen]

Liest jede Kamera nur mit den Abschnitten, die die Soll-Konfiguration nennt, einige zugleich,
und nennt jede konform, abweichend (jeder Parameter mit Soll- und Ist-Wert) oder nicht lesbar
(offline, Zugangsdaten, abgeschnittene Antwort, ein Platzhalter ohne Variable). NAME|FILE:
eine Soll-Konfiguration des Arbeitsbereichs dieses Namens, sonst eine Textdatei mit einer
Soll-Konfiguration; die Prüfung gegen eine Soll-Konfiguration des Arbeitsbereichs wird als
Prüflauf aufbewahrt, wie im Studio. --fix schreibt nur die abweichenden Parameter zurück.

Optionen:
{{options}}

Der Fortschritt geht auf stderr, das Ergebnis auf stdout. Passwörter: die des Arbeitsbereichs, sonst $CAMCONFIG_PASSWORD.
Exit-Codes: 0 jede Kamera konform (mit --fix: jede abweichende zurückgesetzt, keine nicht lesbar),
10 eine Kamera abweichend, nicht lesbar oder nicht zurückgesetzt (jede genannt), 2 ein Aufruffehler, 130 unterbrochen.
Referenz: docs/cli/fleet.md`,
    error: {
      unexpectedArgument: "unerwartetes Argument '{{argument}}': die Soll-Konfiguration steht hinter --baseline",
      noBaseline: 'welche Soll-Konfiguration? --baseline NAME (eine des Arbeitsbereichs) oder --baseline FILE angeben',
      whichCameras: 'welche Kameras? Entweder --group GROUP oder --list CSV angeben',
      onlyWithFix: '--{{option}} gilt nur mit --fix',
      unknownBaseline: '--baseline {{given}}: keine Soll-Konfiguration dieses Namens im Arbeitsbereich {{workspace}} ({{baselines}}) und keine Datei {{path}}',
      noBaselines: 'er hat keine',
      baselines: 'Soll-Konfigurationen: {{names}}',
      baselineFileLimit: 'eine Soll-Konfiguration führt die vereinbarten Werte und ist weit kleiner',
    },
    checking_one: '{{formattedCount}} Kamera wird gegen die Soll-Konfiguration {{baseline}} geprüft, {{parallel}} gleichzeitig',
    checking_other: '{{formattedCount}} Kameras werden gegen die Soll-Konfiguration {{baseline}} geprüft, {{parallel}} gleichzeitig',
    checkingVersion_one: '{{formattedCount}} Kamera wird gegen die Soll-Konfiguration {{baseline}} Version {{version}} geprüft, {{parallel}} gleichzeitig',
    checkingVersion_other: '{{formattedCount}} Kameras werden gegen die Soll-Konfiguration {{baseline}} Version {{version}} geprüft, {{parallel}} gleichzeitig',
    checked: '{{done}}/{{total}} {{camera}}: {{status}}',
    keptAsRun: 'als Prüflauf {{runId}} aufbewahrt',
    runNotKept: 'der Prüflauf wurde nicht aufbewahrt: {{problem}}',
    status: {
      compliant: 'konform',
      notInForce: 'Neustart nötig',
      drifted: 'abweichend',
      unreadable: 'nicht lesbar',
    },
    fixing_one: '{{formattedCount}} abweichende Kamera wird auf die Soll-Konfiguration zurückgesetzt',
    fixing_other: '{{formattedCount}} abweichende Kameras werden auf die Soll-Konfiguration zurückgesetzt',
    skipped: '# {{camera}}: {{status}}, nichts zu senden',
    notFixed: '{{camera}}: nicht zurückgesetzt, nicht lesbar: {{reason}}',
    fixSummary: '{{verified}} zurückgesetzt und geprüft, {{applied}} ohne Zurücklesen übernommen, {{failed}} fehlgeschlagen, {{notReached}} nicht erreicht; {{compliant}} waren konform, {{unreadable}} nicht lesbar ({{took}})',
    rebootWarning: '# die Werte von {{sections}} gelten erst nach einem Neustart: --reboot hinzufügen, sonst zeigt die Kamera „Neustart nötig“, bis sie neu startet',
    rebootNeeded: '; Neustart nötig ({{sections}}): erst wirksam, wenn die Kamera neu startet',
  },
  diff: {
    description: `Vergleicht zwei Konfigurationen auf Parameterebene; SECTION beschränkt ihn auf einen Abschnitt.
Eine Kamera allein wird live gelesen (die einer Kamera des Arbeitsbereichs wird als Snapshot
aufbewahrt). CAMERA@WHICH nimmt einen Snapshot einer Kamera des Arbeitsbereichs (seine ID,
mindestens 4 Zeichen davon, oder latest); mit --list CSV die Sicherungsdatei einer gelisteten
Kamera (ihre Minute, wie fleet history --list sie zeigt, mindestens 4 Zeichen davon, ihr
Dateiname oder latest). --user, --password, --https, --insecure, --timeout, --long-timeout
und --known-cameras gelten für die Kameras von --list, wie bei fleet apply.
Exit-Code 0, ob sie sich unterscheiden oder nicht.`,
    error: {
      arguments: 'fleet diff nimmt CAMERA[@SNAPSHOT] CAMERA[@SNAPSHOT] und wahlweise einen Abschnitt SECTION',
      section: "Abschnitt '{{section}}': {{problem}}",
      noSnapshot: "'{{argument}}': {{problem}} von {{camera}}; 'latest' oder mindestens 4 Zeichen einer ID angeben, die camconfig fleet history {{camera}} auflistet",
      noBackup: "'{{argument}}': {{problem}} von {{camera}} in {{folder}}; 'latest', mindestens 4 Zeichen einer Sicherung, die camconfig fleet history --list {{file}} {{camera}} auflistet, oder ihren Dateinamen angeben",
      noSnapshotYet: 'noch kein Snapshot',
      noBackupYet: 'noch keine Sicherung',
      startFitsSnapshots: "der Anfang '{{wanted}}' passt zu {{number}} Snapshots",
      startFitsBackups: "der Anfang '{{wanted}}' passt zu {{number}} Sicherungen",
      noSuchSnapshot: "kein Snapshot '{{wanted}}'",
      noSuchBackup: "keine Sicherung '{{wanted}}'",
    },
    source: {
      workspaceNow: '{{camera}} ({{label}}) jetzt',
      workspaceSnapshot: '{{camera}} ({{label}}) Snapshot {{snapshot}} vom {{takenAt}}',
      listedNow: '{{camera}} jetzt',
      listedBackup: '{{camera}} Sicherung {{file}}',
    },
    section: ' (Abschnitt {{section}})',
    noDifferences: 'keine Unterschiede',
    differences_one: '{{formattedCount}} Unterschied',
    differences_other: '{{formattedCount}} Unterschiede',
  },
  history: {
    description: `Listet die Snapshots einer Kamera des Arbeitsbereichs (Lesen, Übernehmen, Sicherungen,
Wiederherstellungen), neueste zuerst. CAMERA: eine ID (cam-3), ein Name oder HOST[:PORT].
Mit --list CSV: die Sicherungsdateien der Kameras der Liste (oder von CAMERA, ihrer Adresse
wie gelistet) im Ordner backups/ des Arbeitsbereichs oder in --backups DIR, neueste zuerst.`,
    error: {
      oneCamera: 'fleet history nimmt eine CAMERA (ihre ID, ihren Namen oder HOST[:PORT]) oder --list CSV',
      listOneCamera: 'fleet history --list CSV nimmt höchstens eine CAMERA (ihre Adresse, wie die Liste sie führt)',
    },
    noSnapshots: '{{camera}} {{label}}: noch keine Snapshots (sie entstehen, wenn eine Konfiguration gelesen, übernommen oder gesichert wird)',
    noBackups: '{{address}}: keine Sicherungen in {{folder}}',
    firmwareUnknown: 'Firmware unbekannt',
    size: '{{sections}} Abschnitte, {{bytes}} Bytes',
    reason: {
      read: 'gelesen',
      applied: 'übernommen',
      backup: 'Sicherung',
      restored: 'wiederhergestellt',
    },
  },
  import: {
    usage: `Aufruf: camconfig fleet import FILE [Optionen]

Übernimmt eine Kameraliste in den Arbeitsbereich: die Community-CSV (durch ';' getrennt, eine
Kopfzeile, zuerst die Adresse HOST[:PORT], weitere Spalten als Variablen der Kamera, Spalten
GROUP und LABEL als ihre Gruppe und ihr Name) oder die .mxu-Liste des Management Centers. Jede
Zeile, die sich nicht übernehmen lässt, wird mit ihrer Nummer und dem Grund gemeldet; die
anderen werden übernommen. Kameras, die der Arbeitsbereich schon hat (gleiche Adresse und
gleicher Port), behalten ihre ID und Zugangsdaten; die Liste aktualisiert ihre Variablen (eine
leere Zelle entfernt eine), Gruppe und Namen.

Optionen:
{{options}}

Exit-Codes: 0 jede Kamerazeile übernommen (oder schon vorhanden); 2 die Datei war nicht lesbar
oder einige Zeilen wurden nicht übernommen (die anderen schon); 1 der Arbeitsbereich war nicht schreibbar.`,
    error: {
      noFile: 'welche Liste? Die Datei angeben: camconfig fleet import FILE',
      tooManyFiles: "eine Liste auf einmal: '{{extra}}' ist ein Argument zu viel",
      userName: "--user '{{user}}' ist kein Benutzername (1 bis {{max}} Zeichen, kein ':')",
      unreadable: '{{path}}: die Datei ist nicht lesbar ({{reason}}); nichts wurde übernommen',
      tooLarge: '{{path}}: {{problem}}; nichts wurde übernommen',
      undecodable: '{{path}} {{problem}}; nichts wurde übernommen',
    },
    added: '{{camera}} {{label}} ({{address}}) hinzugefügt{{group}}{{noPassword}}',
    wouldAdd: '{{label}} ({{address}}) würde hinzugefügt{{group}}{{noPassword}}',
    inGroup: ', Gruppe {{group}}',
    noPassword: ', kein Passwort',
    updated: '{{camera}} {{label}} (Zeile {{line}}) aktualisiert: {{changes}}',
    wouldUpdate: '{{camera}} {{label}} (Zeile {{line}}) würde aktualisiert: {{changes}}',
    passwordsNotKept_one: 'Warnung: {{formattedCount}} Passwort dieser Liste wird nicht aufbewahrt (keine Passphrase des Arbeitsbereichs): diese Kamera fragt im Studio nach ihrem Passwort',
    passwordsNotKept_other: 'Warnung: {{formattedCount}} Passwörter dieser Liste werden nicht aufbewahrt (keine Passphrase des Arbeitsbereichs): diese Kameras fragen im Studio nach ihrem Passwort',
    summary: '{{file}} ({{format}}, gelesen als {{encoding}}): {{added}} hinzugefügt, {{existing}} schon im Arbeitsbereich ({{updated}} aktualisiert), {{problems}} nicht übernommen{{above}}',
    cameras_one: '{{formattedCount}} Kamera',
    cameras_other: '{{formattedCount}} Kameras',
    lines_one: '{{formattedCount}} Zeile',
    lines_other: '{{formattedCount}} Zeilen',
    summaryDryRun: '{{file}} ({{format}}, gelesen als {{encoding}}): {{added}} würden hinzugefügt (Probelauf: nichts geschrieben), {{existing}} schon im Arbeitsbereich ({{updated}} aktualisiert), {{problems}} nicht übernommen{{above}}',
    above: ' (siehe oben)',
  },
  inventory: {
    description: `Fragt jede Kamera des Arbeitsbereichs (oder einer Gruppe), N zugleich, nach ihrer Firmware
und den Abschnitten, die auf einen Neustart warten, und gibt dann eine Zeile je Kamera aus:
online oder warum nicht, Firmware, Antwortzeit, Werkspasswort in Gebrauch (admin/meinsm: eine
Warnung), Neustart nötig, nicht gespeicherte Änderungen im Studio, letzte Sicherung (der Ordner
backups/ des Arbeitsbereichs), letzte Änderung (das Protokoll) und ein Gesamtzeichen: die
Zeilen, die die Standort-Ansicht des Studios zeigt. Eine einfache Tabelle, --json oder --csv.
Exit-Codes: 0 die Zeilen wurden ausgegeben (wie auch immer die Kameras stehen), 2 eine falsche
Option, 130 unterbrochen (die Zeilen sagen, was bis dahin bekannt war).`,
    error: {
      jsonAndCsv: '--json und --csv: eines wählen',
    },
    asking_one: '{{formattedCount}} Kamera wird gefragt, {{parallel}} gleichzeitig',
    asking_other: '{{formattedCount}} Kameras werden gefragt, {{parallel}} gleichzeitig',
    noCameras: 'keine Kameras',
    column: {
      id: 'ID',
      label: 'NAME',
      group: 'GRUPPE',
      address: 'ADRESSE',
      state: 'ZUSTAND',
      firmware: 'FIRMWARE',
      roundTrip: 'ANTWORTZEIT',
      factoryPassword: 'WERKSPASSWORT',
      reboot: 'NEUSTART',
      edits: 'ÄNDERUNGEN',
      lastBackup: 'LETZTE SICHERUNG',
      lastChange: 'LETZTE ÄNDERUNG',
      sign: 'ZEICHEN',
    },
    milliseconds: '{{ms}} ms',
    factoryPasswordYes: 'JA!',
    factoryLoginYes: 'ZURÜCKGESETZT?',
    no: 'nein',
    noBackup: 'keine',
    state: {
      online: 'online',
      offline: 'offline',
      rebooting: 'startet neu',
      auth_failed: 'Anmeldung abgelehnt',
      certificate_changed: 'Zertifikat geändert',
      unknown: 'unbekannt',
    },
    sign: {
      ok: 'OK',
      attention: 'Achtung',
      problem: 'Problem',
      unknown: 'unbekannt',
    },
  },
  report: {
    description: `Schreibt den Übergabebericht des Standorts aus dem, was der Arbeitsbereich aufbewahrt (keine
Kamera wird gefragt): eine Übersichtsseite, dann je Kamera ihre Adresse, Gruppe, Firmware,
Status und Abweichungen gegen die Soll-Konfiguration, den Audio-Abschnitt ihres neuesten
Snapshots, ihre letzte Sicherung (Datei und SHA-256), ihre letzte geprüfte Änderung und eine
Warnung vor dem Werkspasswort, dann die Protokolleinträge seit --since. Ein Berichtsmodell,
geschrieben als eigenständige HTML-Datei und als PDF; in keinem steht ein Passwort.
Ohne --html und --pdf kommen beide in den Ordner reports/ des Arbeitsbereichs, benannt
report-<site>-<date>.html und .pdf (-2, -3, ... für einen weiteren am selben Tag); eine
vorhandene Datei wird nie überschrieben.
Exit-Codes: 0 geschrieben, 2 eine falsche Option (oder eine schon vorhandene Datei), 1 eine
Datei, die sich nicht schreiben oder lesen lässt.`,
    error: {
      chooseCameras: 'die Kameras wählen: --group GROUP (all: jede Kamera) oder --list CSV',
      groupAndList: '--group und --list: eines wählen',
      sameFile: '--html und --pdf nennen dieselbe Datei {{path}}: jedem eine eigene geben',
      language: "--language '{{given}}': en oder de angeben",
      timeZone: "--time-zone '{{given}}': eine Zeitzone wie Europe/Berlin oder UTC angeben",
      name: '--{{option}}: {{problem}}; 1 bis 200 Zeichen ohne Steuerzeichen oder Richtungsmarken angeben',
      nameEmpty: 'der Wert ist leer',
      nameTooLong: 'der Wert ist länger als 200 Zeichen',
      since: "--since '{{given}}': ein Datum als JJJJ-MM-TT oder eine ISO-Zeit wie 2026-11-01T08:00:00Z angeben",
      sinceNoSuchDay: "--since '{{given}}': {{month}} hat keinen Tag {{day}}",
      sinceAfterNow: "--since '{{given}}' liegt nach jetzt: der Zeitraum der Protokolleinträge wäre leer",
    },
    reporting_one: 'Bericht über {{formattedCount}} Kamera aus dem Arbeitsbereich {{folder}}',
    reporting_other: 'Bericht über {{formattedCount}} Kameras aus dem Arbeitsbereich {{folder}}',
    keptRun: 'der aufbewahrte Prüflauf {{runId}} der Soll-Konfiguration {{baseline}} ({{finishedAt}}): {{counts}}',
    checkedNow: 'die Kameras jetzt gegen die Soll-Konfiguration {{baseline}} geprüft ({{finishedAt}}), {{keeping}}: {{counts}}',
    keptAsRun: 'als Prüflauf {{runId}} aufbewahrt',
    notKept: 'nicht aufbewahrt (nur eine Prüfung gegen eine Soll-Konfiguration des Arbeitsbereichs wird aufbewahrt; dieser Bericht enthält ihr Ergebnis)',
    written: '{{path}} geschrieben ({{bytes}} Bytes, SHA-256 {{sha256}})',
  },
};

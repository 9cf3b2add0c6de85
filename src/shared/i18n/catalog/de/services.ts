import type { EngineCatalog } from '../en';

export const services: EngineCatalog['services'] = {
  noWorkspace: {
    auditLog: 'das Studio läuft ohne Arbeitsbereich und führt daher kein Protokoll: mit einem Arbeitsbereich starten (camconfig serve --workspace ORDNER)',
    baselines: 'das Studio läuft ohne Arbeitsbereich und hat daher keine Soll-Konfigurationen: mit einem Arbeitsbereich starten (camconfig serve --workspace ORDNER)',
    snapshots: 'das Studio läuft ohne Arbeitsbereich und hat daher keine Snapshots: den Entwurf aus der Kamera selbst erstellen',
    history: 'das Studio läuft ohne Arbeitsbereich und hat daher keinen Verlauf: mit einem Arbeitsbereich starten (camconfig serve --workspace ORDNER)',
    reports: 'das Studio läuft ohne Arbeitsbereich und hat daher keinen Ordner für Berichte (auch nicht die Sicherungen und das Protokoll, die ein Bericht zeigt): mit einem Arbeitsbereich starten (camconfig serve --workspace ORDNER)',
  },
  baseline: {
    noCamerasToCheck: 'keine Kameras zu prüfen: {{which}}; Kameras oder eine Gruppe wählen',
    assignedToNoGroup: 'die Soll-Konfiguration {{name}} ist keiner Gruppe zugeordnet',
    noCameraInItsGroups: 'keine Kamera ist in ihren Gruppen ({{groups}})',
    noCameraInGroup: 'keine Kamera ist in der Gruppe {{group}}',
  },
  busTemplates: {
    historyNotKept: 'der Verlauf der gesendeten Nachrichten konnte nicht aufbewahrt werden: {{problem}}',
    tooMany: 'die Vorlage „{{name}}“ kann nicht gespeichert werden: es gibt bereits {{limit}} Vorlagen; zuerst eine entfernen',
  },
  cameras: {
    idsNotRecorded: 'die in diesem Lauf vergebenen Kamera-Kennungen konnten nicht festgehalten werden: {{problem}}',
    tooMany: 'das Studio führt höchstens {{limit}} Kameras (die Grenze des Arbeitsbereichs) und hat {{added}}: eine entfernen, bevor eine weitere hinzukommt',
    simulated: '{{label}} ist simuliert: sie wird in der Ansicht Simulator eingerichtet, nicht hier bearbeitet',
    notFound: "keine Kamera mit der Kennung '{{id}}': die Kameras auflisten, um ihre Kennungen zu sehen",
    passwordUnknown: 'das Passwort von {{label}} ist in diesem Lauf des Studios nicht bekannt (Passwörter werden nur im Speicher gehalten): es mit „Kamera bearbeiten“ eingeben',
    listNotSaved: 'nichts wurde geändert: die Kameraliste konnte nicht gespeichert werden: {{problem}}',
  },
  config: {
    rebootWithoutStore: 'config.apply: ein Neustart ohne Speichern verliert die Änderungen (die Kamera lädt beim Start ihre Kopie aus dem Flash): auch store setzen',
    scriptRefused: 'das Skript: {{problem}}; nichts wurde gesendet',
  },
  history: {
    snapshotNotKept: 'der Snapshot der Konfiguration von {{cameraId}} wurde nicht aufbewahrt: {{problem}}',
    notReadAfterChange: 'die Konfiguration von {{cameraId}} nach der Änderung konnte für ihren Verlauf nicht gelesen werden: {{problem}}',
    noCamera: 'keine Kamera {{cameraId}} und kein Verlauf unter dieser Kennung',
    snapshotNotAConfiguration: 'ein Snapshot ist keine Konfigurationsdatei: {{problem}}',
  },
  operations: {
    alreadyUnderWay: 'der Vorgang {{operationId}} läuft bereits: jedem Vorgang eine eigene operationId geben',
  },
  recording: {
    fileDialogDesktopOnly: 'den Dateidialog gibt es nur in der Desktop-App: im Web-Modus eine Aufzeichnung aus der Liste wählen (Dateien, die nach {{folder}} kopiert werden, erscheinen dort)',
    tooManyUnderWay: '{{underWay}} Aufzeichnungen laufen, mehr führt das Studio nicht gleichzeitig aus ({{limit}}): eine beenden, bevor eine weitere beginnt',
    notFound: "keine Aufzeichnung mit der Kennung '{{recordingId}}' in dieser Sitzung des Studios: die Aufzeichnungen auflisten, um ihre Kennungen zu sehen",
    notListed: '{{name}} wurde nach {{folder}} übernommen, ist aber nicht unter den neuesten aufgelisteten Aufzeichnungen',
  },
  replay: {
    notFound: "keine Wiedergabe mit der Kennung '{{replayId}}' in dieser Sitzung des Studios: die Wiedergaben auflisten, um ihre Kennungen zu sehen",
  },
  report: {
    sinceNotADate: "seit '{{since}}' ist kein Kalenderdatum",
    sinceAfterNow: "seit '{{since}}' liegt nach jetzt: der Zeitraum der Protokolleinträge wäre leer",
    noCameras: 'es gibt keine Kameras für einen Bericht: zuerst Kameras hinzufügen',
    emptyGroup: "keine Kamera ist in der Gruppe '{{group}}'",
    noCheckRun: "von der Soll-Konfiguration '{{baseline}}' ist kein Prüflauf aufbewahrt: die Kameras zuerst gegen sie prüfen",
  },
  simulator: {
    faultRefused: 'simulator.setCamera: {{problem}}',
    peerNotFound: "kein simulierter Bus-Teilnehmer mit der Kennung '{{peerId}}': den Simulator auflisten, um ihre Kennungen zu sehen",
    cameraNotFound: "keine simulierte Kamera mit der Kennung '{{cameraId}}': den Simulator auflisten, um ihre Kennungen zu sehen",
  },
  site: {
    scansBusy: 'das Studio führt bereits {{limit}} Adresssuchen aus, mehr gleichzeitig nicht: warten, bis eine endet (oder sie abbrechen), dann erneut suchen',
    scanGone: 'diese Suche ist nicht mehr aufbewahrt (das Studio bewahrt die letzten {{scans}} Suchen {{minutes}} Minuten lang auf): erneut suchen',
    notOpened: 'die Suche hat {{addresses}} nicht geöffnet: nur Kameras, die sie geöffnet hat, können so hinzugefügt werden',
    addressesAndMore: '{{addresses}} und {{more}} weitere',
    notCommitted: 'die Änderungen von {{operation}} sind im Standort gespeichert, aber nicht committet ({{problem}}); sie gehen in den nächsten Commit ein',
    commitsOff: 'in diesen Standort wird nicht committet ({{problem}}): seine Änderungen bleiben nur als Dateien',
  },
  start: {
    option: {
      noDemo: 'ohne die simulierte Kamera und den simulierten Bus-Teilnehmer starten',
      camera: 'diese Kamera aufführen (mehrfach möglich); das Passwort kommt aus ${{variable}}',
      user: 'Benutzer für die Kameras von --camera (Vorgabe admin)',
      https: 'die Kameras von --camera über HTTPS erreichen',
      iface: 'den Verteiler auf dieser Schnittstelle starten (braucht --no-demo); die Passphrase kommt aus ${{variable}} (nicht gesetzt: unverschlüsselt)',
      busPort: 'UDP-Port des Verteilers (mit --iface; Vorgabe wie in user_config.json)',
    },
    ifaceNeedsNoDemo: '--iface {{iface}} ersetzt den Demo-Bus auf lo: --no-demo angeben',
    busPortNeedsIface: '--bus-port braucht --iface (die Schnittstelle, auf der der Verteiler startet)',
    userEmpty: '--user ist leer: den Benutzernamen angeben, den die Kameras kennen',
    noArguments: "{{context}} nimmt keine Argumente (gefunden: '{{found}}')",
    noPassword: '--camera {{camera}}: kein Passwort: {{variable}} setzen (die Desktop-App hat kein Terminal zum Nachfragen, und ein Passwort auf der Befehlszeile wäre in der Prozessliste zu sehen)',
  },
  workspace: {
    noPassphraseNeeded: {
      osEncrypted: 'die Passwörter sind bereits vom Betriebssystem verschlüsselt: keine Passphrase nötig',
      passphraseEncrypted: 'die Passwörter sind bereits mit einer Passphrase verschlüsselt: keine Passphrase nötig',
      memoryOnly: 'die Passwörter werden nur im Speicher gehalten: keine Passphrase nötig',
      none: 'Passwörter werden nicht aufbewahrt (das Studio läuft ohne Arbeitsbereich): keine Passphrase nötig',
    },
  },
  sites: {
    closing: '{{folder}}: nicht geöffnet, das Studio wird beendet',
    notFound: '{{folder}}: diesen Ordner gibt es auf dem Rechner des Studios nicht; das Studio bleibt bei {{current}}',
    notSiteOrWorkspace: '{{folder}}: ist weder ein Standort (keine site.json) noch ein Arbeitsbereich (keine cameras.json); das Studio bleibt bei {{current}}',
    cannotOpen: '{{folder}}: ließ sich nicht öffnen ({{problem}}); das Studio bleibt bei {{current}}',
    cannotStart: '{{folder}}: wurde geöffnet, aber das Studio konnte darauf nicht starten ({{problem}}); es ist zu {{current}} zurückgekehrt',
    noCurrent: 'keinem Ordner (das Studio lief ohne Arbeitsbereich)',
  },
  sync: {
    notASite: 'der Arbeitsbereich ist kein Standort (kein git-Repository): es gibt nichts abzurufen oder zu übertragen',
    camerasNotReread: 'der Abruf hat Änderungen in den Standort gebracht, aber seine Kameras ließen sich nicht erneut lesen ({{problem}}): den Standort erneut öffnen (das Studio neu starten), um sie zu sehen, und bevor eine vom Abruf geänderte Kamera bearbeitet wird'
  },
};

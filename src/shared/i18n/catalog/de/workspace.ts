import type { EngineCatalog } from '../en';

export const workspace: EngineCatalog['workspace'] = {
  fileProblem: '{{path}}: {{problem}}',
  cannotBe: {
    read: 'kann nicht gelesen werden ({{reason}})',
    removed: 'kann nicht entfernt werden ({{reason}})',
    listed: 'kann nicht aufgelistet werden ({{reason}})',
    lookedAt: 'kann nicht geprüft werden ({{reason}})',
  },
  cannotBeWritten: 'kann nicht geschrieben werden ({{reason}}); die vorige Fassung bleibt unverändert',
  wrongPassphrase: 'die Passphrase passt nicht zu der, mit der die Passwörter des Arbeitsbereichs verschlüsselt wurden ({{keyFile}}); sie prüfen oder ohne Passphrase starten und die Passwörter der Kameras erneut eingeben',
  passphraseEmpty: 'die Passphrase des Arbeitsbereichs ist leer',
  noKeyStore: 'das Betriebssystem bietet keinen Schlüsselspeicher zum Verschlüsseln der Passwörter (unter Linux: GNOME Keyring oder KWallet): sie werden nur im Speicher gehalten und nach einem Neustart erneut abgefragt',
  folderCannotBeCreated: 'der Ordner des Arbeitsbereichs kann nicht angelegt werden ({{why}})',
  folderAndReason: '{{folder}}: {{reason}}',
  folderIsLink: 'ist ein symbolischer Link: das Studio schreibt nichts durch einen Link in seinem Arbeitsbereich; den Link entfernen, dann legt das Studio den Ordner neu an',
  identitiesNotRecorded: 'die Identitäten der Kameras konnten nicht festgehalten werden, daher werden ihre Snapshots und offenen Änderungen in diesem Lauf ohne sie aufbewahrt: {{problem}}',
  read: {
    tooLarge: 'ist größer als die Grenze von {{limit}} Bytes',
    notUtf8: 'ist kein UTF-8-Text',
    notJsonAt: 'ist kein gültiges JSON (bei {{where}}: {{problem}})',
    givenTwice: 'ist kein gültiges JSON ({{name}} ist doppelt angegeben, bei {{first}} und {{second}})',
    unexpectedContent: 'hat nicht den erwarteten Inhalt ({{problem}})',
    contentAt: 'bei {{where}}: {{issue}}',
    topLevel: 'der obersten Ebene',
    movedAsideNoCopy: '{{path}} {{problem}}; die Datei wurde nach {{movedTo}} verschoben, und das Studio startet ohne sie (keine brauchbare letzte gute Kopie {{lastGood}})',
    restored: '{{path}} {{problem}}; die Datei wurde nach {{movedTo}} verschoben, und die letzte gute Kopie {{lastGood}} wurde an ihrer Stelle wiederhergestellt',
    cannotMoveAside: '{{problem}}, und die Datei konnte nicht beiseitegelegt werden ({{reason}}); sie von Hand verschieben oder reparieren',
    notUtf8MovedTo: 'ist kein UTF-8-Text; die Datei wurde nach {{movedTo}} verschoben',
  },
  write: {
    wouldNotReadBack: 'würde nicht zurückgelesen werden ({{problem}}); nichts wurde geschrieben',
    wouldBeTooLarge: 'wäre größer als die Grenze von {{limit}} Bytes; nichts wurde geschrieben',
  },
  pendingEdits: {
    otherCamera: 'gehört zu einer anderen Kamera als {{cameraId}} (einer, die früher unter derselben Kennung geführt wurde)',
    movedAside: '{{path}} {{why}}; die Datei wurde nach {{movedTo}} verschoben, und {{cameraId}} startet ohne offene Änderungen',
  },
  site: {
    passphraseNeeded: 'das Passwort von {{label}} ist mit dem Standortschlüssel versiegelt: die Standort-Passphrase wird gebraucht ({{variable}} setzen oder mit „Passwörter verschlüsselt aufbewahren…“ eingeben)',
    passwordNotSealed: 'das Passwort von {{label}} kann nicht aufbewahrt werden: ein Standort hält Passwörter nur mit dem Standortschlüssel versiegelt, und dafür wird die Standort-Passphrase gebraucht ({{variable}} setzen)',
    idTaken: '{{path}} nennt die Kamera-ID {{id}}, die schon eine andere Kamera des Standorts hat (beide wurden gleichzeitig in zwei Klonen hinzugefügt): sie ist jetzt {{newId}}',
    identityMismatch: '{{path}} enthält eine andere Kamera, als sein Name sagt (von Hand umbenannt?); sie wird ausgelassen und die Datei bleibt, wie sie ist',
  },
  snapshots: {
    otherCamera: 'enthält die Snapshots einer anderen Kamera als {{cameraId}} (einer, die früher unter derselben Kennung geführt wurde)',
    movedAside: '{{folder}} {{why}}; der Ordner wurde nach {{movedTo}} verschoben, und der Verlauf von {{cameraId}} beginnt leer',
  },
};

import type { EngineCatalog } from '../en';

export const siteMigration: EngineCatalog['siteMigration'] = {
  alreadySite: '{{folder}}: ist schon ein Standort (enthält site.json oder einen .git-Ordner); nichts wurde geändert',
  holdsSiteFile: '{{folder}}: enthält schon {{name}}, das ein neuer Standort schreibt; erst wegräumen; nichts wurde geändert',
  passwordNotOpened: 'das Passwort von {{camera}} im Arbeitsbereich {{folder}} ist versiegelt und ließ sich nicht öffnen: die Passphrase des Arbeitsbereichs angeben (CAMCONFIG_WORKSPACE_PASSPHRASE), damit es mit dem Standortschlüssel versiegelt werden kann; nichts wurde geändert',
  busPassphraseNotOpened: 'die Bus-Passphrase des Arbeitsbereichs {{folder}} ist versiegelt und ließ sich nicht öffnen: die Passphrase des Arbeitsbereichs angeben (CAMCONFIG_WORKSPACE_PASSPHRASE); nichts wurde geändert',
  noIdentity: 'die Kamera {{camera}} hat im Arbeitsbereich noch keine Identität: den Arbeitsbereich einmal öffnen und es noch einmal versuchen; nichts wurde geändert',
  insideWorkspace: '{{folder}}: liegt im Arbeitsbereich {{workspace}}; einen Ordner außerhalb nennen, oder den Arbeitsbereich selbst, damit er an Ort und Stelle ein Standort wird',
  targetIsSite: '{{folder}}: ist schon ein Standort; nichts wurde geändert',
  targetNotEmpty: '{{folder}}: ist nicht leer; der Arbeitsbereich wird in einen fehlenden oder leeren Ordner kopiert oder wird an Ort und Stelle ein Standort (den Ordner des Arbeitsbereichs selbst nennen)',
  nothingCommitted: '{{folder}}: der erste Commit des Standorts enthielt nichts; nichts wurde geändert',
  studio: {
    noWorkspace: 'das Studio läuft ohne Arbeitsbereich: es gibt nichts, das zum Standort werden könnte',
    openToWorkOn: 'der Arbeitsbereich {{folder}} ist jetzt ein Standort: ihn öffnen (Öffnen in der Standortauswahl), um an ihm als Standort zu arbeiten (seine Commits, Pull und Push); bis dahin keine Kamera hinzufügen oder ändern',
  },
  option: {
    fromWorkspace: 'den Arbeitsbereich WS (Kameras, Listen, Baselines, Snapshots, Audit-Protokoll) zum Standort machen; DIR derselbe Ordner: er wird an Ort und Stelle ein Standort',
  },
  prompt: {
    workspacePassphrase: 'Passphrase des Arbeitsbereichs {{folder}} (leer: seine Passwörter sind nicht gespeichert): ',
  },
  result: {
    turnedInPlace_one: "Arbeitsbereich {{folder}} an Ort und Stelle zum Standort '{{name}}' gemacht: eine Kamera, Passwort mit dem Standortschlüssel versiegelt ({{commit}})",
    turnedInPlace_other: "Arbeitsbereich {{folder}} an Ort und Stelle zum Standort '{{name}}' gemacht: {{count}} Kameras, Passwörter mit dem Standortschlüssel versiegelt ({{commit}})",
    turnedCopy_one: "Arbeitsbereich {{workspace}} zum Standort '{{name}}' in {{folder}} gemacht: eine Kamera, Passwort mit dem Standortschlüssel versiegelt ({{commit}}); der Arbeitsbereich bleibt, wie er war",
    turnedCopy_other: "Arbeitsbereich {{workspace}} zum Standort '{{name}}' in {{folder}} gemacht: {{count}} Kameras, Passwörter mit dem Standortschlüssel versiegelt ({{commit}}); der Arbeitsbereich bleibt, wie er war",
  },
};

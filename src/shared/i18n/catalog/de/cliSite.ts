import type { EngineCatalog } from '../en';

export const cliSite: EngineCatalog['cliSite'] = {
  usage: `Aufruf: camconfig site <Unterbefehl> [Optionen]

Unterbefehle:
{{subcommands}}

\`camconfig site <Unterbefehl> --help\` zeigt seine Optionen; siehe docs/cli/site.md.`,
  subcommandUsage: `Aufruf: camconfig site {{synopsis}} [Optionen]

{{summary}}.

Optionen:
{{options}}`,
  summary: {
    passphrase: 'die Standort-Passphrase ändern: jedes Passwort neu versiegelt, ein Commit',
    init: 'DIR zu einem neuen Standort machen (ein git-Repository mit site.json)',
    clone: 'den Standort des Teams von seinem Remote nach DIR klonen',
    status: 'vor / hinter dem Remote, nicht committete Dateien',
    log: 'wer was wann geändert hat, neueste zuerst',
    pull: 'die Änderungen des Teams holen und zusammenführen (alles oder nichts)',
    push: 'den Standort pushen; zuerst ein Pull, wenn sich das Remote geändert hat',
  },
  option: {
    site: 'der Standortordner (Standard: der aktuelle Ordner)',
    technician: 'wer committet (der Autor des Commits); Standard: user.name und user.email von git',
    json: 'das Ergebnis als ein JSON-Dokument auf stdout',
    name: 'der Name des Standorts (Pflicht)',
    customer: 'der Kunde',
    address: 'die Adresse des Standorts',
    timeZone: 'die Zeitzone des Standorts, z. B. Europe/Berlin (Standard: die dieses Computers)',
    reportLanguage: 'die Sprache seiner Berichte (Standard: en)',
    remote: 'das git-Remote, über das er geteilt wird (origin); ohne Passwort: das verwahrt der Credential-Helper von git oder der SSH-Agent',
    camera: 'nur Commits von Vorgängen an der Kamera ID (cam-3), wie ihr Trailer Camconfig-Cameras sie nennt',
    path: 'nur Commits, die PATH geändert haben (eine Kameradatei, ein Ordner); mehrfach angebbar',
    limit: 'höchstens N Commits (Standard: 100)',
  },
  error: {
    passphrasesDiffer: 'die zwei eingegebenen neuen Passphrasen unterscheiden sich; nichts wurde geändert',
    passphraseNeeded: 'die {{which}} Standort-Passphrase wird gebraucht: {{variable}} setzen (oder im Terminal ausführen, um gefragt zu werden)',
    unknownSubcommand: "unbekannter Unterbefehl '{{name}}'.",
    initFolder: 'site init nimmt genau ein DIR (den neuen Standortordner)',
    cloneArguments: 'site clone nimmt URL DIR',
    initNeedsName: 'site init braucht --name NAME (den Namen des Standorts)',
    reportLanguage: "--report-language ist en oder de, nicht '{{given}}'",
    unexpectedArgument: "unerwartetes Argument '{{argument}}' (der Standortordner wird mit --site DIR angegeben)",
    limit: "--limit ist eine Anzahl Commits von 1 bis 999999, nicht '{{given}}'",
  },
  result: {
    passphraseChanged: 'Standort-Passphrase geändert: {{count}} Passwörter neu versiegelt ({{commit}}); frühere Commits behalten die alte Versiegelung',
    promptOld: 'Bisherige Standort-Passphrase: ',
    promptNew: 'Neue Standort-Passphrase: ',
    promptRepeat: 'Neue Standort-Passphrase noch einmal: ',
    old: 'bisherige',
    new: 'neue',
    started: "Standort '{{name}}' in {{folder}} angelegt",
    cloned: "Standort '{{name}}' nach {{folder}} geklont",
    onBranch: 'Auf {{branch}}: {{sync}}',
    aheadBehind: '{{ahead}} vor, {{behind}} hinter dem Remote (Stand {{fetchedAt}})',
    aheadBehindNeverPulled: '{{ahead}} vor, {{behind}} hinter dem Remote (noch nie gepullt)',
    commitsNoRemote_one: '{{formattedCount}} Commit, kein Remote',
    commitsNoRemote_other: '{{formattedCount}} Commits, kein Remote',
    inProgress: 'Ein von Hand begonnenes {{operation}} ist im Gang: mit git abschließen oder abbrechen',
    nothingUncommitted: 'Nichts Uncommittetes',
    notCommitted: 'Nicht committet: {{files}}',
    noCommits: 'Keine Commits',
    upToDate: 'Bereits aktuell',
    conflict: 'Nicht zusammengeführt: beide Seiten haben {{files}} geändert; hier wurde nichts geändert',
    merged: 'Änderungen des Remotes zusammengeführt ({{commit}})',
    fastForward: 'Auf den Stand des Remotes gebracht ({{commit}})',
    remoteHasAll: 'Das Remote hat bereits alles',
    notPushed: 'Nicht gepusht',
    remoteMovedOn: 'Das Remote hatte sich geändert: {{pull}}',
    pushed: 'Gepusht',
  },
};

import type { EngineCatalog } from '../en';

export const cliServe: EngineCatalog['cliServe'] = {
  usage: `Aufruf: camconfig serve [Optionen]

Stellt CamConfig Studio einem Browser bereit (Web-Modus) und gibt die zu öffnende URL aus; die URL
trägt ein zufälliges Token, so kann nur das Studio nutzen, wer sie sieht. Strg+C beendet.

Optionen:
{{options}}`,
  option: {
    port: 'TCP-Port (Vorgabe 0: ein beliebiger freier Port)',
    host: 'Adresse, auf der gelauscht wird (Vorgabe 127.0.0.1; jede 127.x.x.x, ::1 oder localhost)',
    allowRemote: 'einen --host erlauben, der keine Loopback-Adresse ist (dann kann jeder im Netz, der die URL bekommt, Ihre Kameras konfigurieren)',
    cameraAsked: '{{help}}, sonst wird im Terminal danach gefragt',
    generatedParams: 'die Demo-Kamera liefert N zusätzliche erzeugte Parameter (Abschnitte mit je 40), 0 bis {{max}}; für Messungen und Vorführungen großer Konfigurationen',
    latency: 'die Demo-Kamera wartet MS Millisekunden (0 bis {{max}}) vor jeder Antwort, wie eine langsame Kamera (wie camconfig sim --latency; Vorgabe 0)',
    openUrlFile: 'die URL (samt Token) auch in Datei F schreiben, neu angelegt mit Modus 0600 (nur für Sie lesbar); ein symbolischer Link wird abgelehnt',
    workspace: 'die Kameras in DIR halten (Vorgabe ~/.config/camconfig); ihre Passwörter werden mit der Passphrase aus $CAMCONFIG_WORKSPACE_PASSPHRASE verschlüsselt, oder im Terminal erfragt; ohne eine bleiben sie nur im Speicher',
  },
  error: {
    unexpectedArgument: "camconfig serve nimmt keine Argumente (gefunden: '{{argument}}')",
    notLoopback: '--host {{host}} ist keine Loopback-Adresse: wer sie mit der URL erreicht, kann Ihre Kameras konfigurieren; --allow-remote ergänzen, wenn das gewollt ist',
    generatedParamsWithoutDemo: '--generated-params bestimmt die Größe der Demo-Kamera: --no-demo weglassen',
    latencyWithoutDemo: '--latency verlangsamt die Demo-Kamera: --no-demo weglassen',
    generatedParamsRange: "--generated-params muss eine ganze Zahl von 0 bis {{max}} sein, gefunden: '{{found}}'",
    latencyRange: "--latency muss eine ganze Zahl Millisekunden von 0 bis {{max}} sein, gefunden: '{{found}}'",
    noCameraPassword: '--camera {{camera}}: kein Passwort: {{variable}} setzen (ein Passwort auf der Befehlszeile stünde in der Prozessliste) oder im Terminal starten, um gefragt zu werden',
  },
  prompt: {
    password: 'Passwort für {{user}}@{{camera}}: ',
    passphrase: 'Passphrase des Arbeitsbereichs {{folder}} (leer: Passwörter nur im Speicher): ',
    sitePassphrase: 'Standort-Passphrase für {{folder}} ({{variable}}; leer: die Kameras ohne ihre Passwörter): ',
  },
  running: {
    notBuilt: 'die Seiten des Studios sind nicht gebaut ({{file}} fehlt): npm run build ausführen',
    remoteWarning: 'Warnung: lausche auf {{host}}: jeder im Netz, der die URL bekommt, kann Ihre Kameras konfigurieren, und der Verkehr ist nicht verschlüsselt',
    cannotListen: 'kann nicht auf {{host}}:{{port}} lauschen: {{problem}}',
    openUrlFile: '--open-url-file {{path}}: {{problem}}',
    url: 'CamConfig Studio (Web-Modus): {{url}}',
    couldNotStart: 'das Studio konnte nicht starten: {{problem}}',
    warning: 'Warnung: {{warning}}',
    demo: 'Demo-Modus (eine simulierte Kamera und ein Bus-Teilnehmer); Strg+C beendet.',
    noDemo: 'keine simulierten Geräte; Strg+C beendet.',
    stopping: '{{signal}} empfangen; {{progress}}',
    stopped: '{{signal}} empfangen, beendet.',
  },
  workspace: {
    opened: 'Arbeitsbereich {{folder}}; Passwörter {{storage}}',
    passphraseEncrypted: 'mit der Passphrase des Arbeitsbereichs verschlüsselt',
    osEncrypted: 'vom Betriebssystem verschlüsselt',
    memoryOnly: 'nur im Speicher gehalten (keine Passphrase: {{variable}} setzen oder beim Start eine angeben, um sie zu behalten)',
  },
  stop: {
    forced: '{{why}}: beende, ohne auf das Ende des Schließens zu warten',
    notWithinGrace: 'nicht innerhalb von {{seconds}} s beendet',
    heldOpen: 'geschlossen, aber etwas hielt den Prozess {{seconds}} s später noch offen: beende',
    signalAgain: '{{signal}} erneut empfangen',
  },
};

import type { EngineCatalog } from '../en';

export const agentStudio: EngineCatalog['agentStudio'] = {
  noWorkspace: 'das Studio läuft ohne Arbeitsbereich und führt daher keine agent.json: starten Sie es mit einem Arbeitsbereich (camconfig serve --workspace DIR)',
  read: {
    unreadable: '{{path}} kann nicht gelesen werden: {{reason}}',
    tooLarge: '{{path}} ist größer als {{limit}} Byte',
  },
  text: {
    notJson: 'agent.json: {{problem}} bei {{where}}',
    givenTwice: "agent.json: '{{name}}' ist zweimal angegeben ({{first}} und {{second}})",
    notObject: 'agent.json: die Einstellungen sind kein JSON-Objekt ({ ... })',
  },
  key: {
    inText: 'der Webhook-Schlüssel steht nie im Text: geben Sie ihn im Feld für den Schlüssel ein',
    withoutWebhook: 'ein Webhook-Schlüssel wurde eingegeben, aber keine Webhook-Adresse: geben Sie auch die Adresse ein oder lassen Sie den Schlüssel leer',
    missing: 'der Webhook hat noch keinen Schlüssel: geben Sie den Schlüssel ein, mit dem der Empfänger die Signatur prüft',
    notKept: 'dieser Arbeitsbereich speichert keine Geheimnisse auf der Festplatte (Passwörter nur im Arbeitsspeicher), daher kann der Schlüssel nicht gespeichert werden: starten Sie das Studio mit einer Passphrase für den Arbeitsbereich oder dem Schlüsselspeicher des Systems',
  },
  emailPassword: {
    inText: 'das SMTP-Passwort steht nie im Text: geben Sie es im Feld für das Passwort ein',
    withoutUser: 'ein SMTP-Passwort wurde eingegeben, aber kein Benutzer: geben Sie auch den Benutzer ein oder lassen Sie das Passwort leer',
    missing: 'ein Benutzer ist eingetragen, aber kein SMTP-Passwort gespeichert: geben Sie das Passwort ein oder leeren Sie den Benutzer, wenn der Server E-Mails ohne Anmeldung annimmt',
    notKept: 'dieser Arbeitsbereich speichert keine Geheimnisse auf der Festplatte (Passwörter nur im Arbeitsspeicher), daher kann das SMTP-Passwort nicht gespeichert werden: starten Sie das Studio mit einer Passphrase für den Arbeitsbereich oder dem Schlüsselspeicher des Systems',
  },
  testAlert: {
    notSaved: 'es gibt noch keine agent.json: speichern Sie die Einstellungen und senden Sie dann einen Testalarm',
    fileProblem: 'die gespeicherte agent.json hat ein Problem, daher wurde kein Testalarm gesendet: {{problem}}',
    noChannel: 'channels.{{channel}} ist in der gespeicherten agent.json nicht gesetzt: füllen Sie es aus und speichern Sie, dann senden Sie einen Testalarm',
    keyNotOpened: 'der in agent.json gespeicherte Webhook-Schlüssel lässt sich in diesem Lauf nicht öffnen (mit einer anderen Passphrase oder auf einem anderen Rechner versiegelt): geben Sie den Schlüssel erneut ein und speichern Sie',
    webhookTook: 'der Empfänger hat den Testalarm angenommen',
    udpSent: 'der Testalarm wurde über UDP gesendet, das keine Antwort kennt: suchen Sie ihn im Protokoll des Syslog-Servers',
    tcpTook: 'der Syslog-Server hat den Testalarm über TCP angenommen',
    emailTook: 'der SMTP-Server hat den Testalarm für {{count}} Empfänger angenommen: suchen Sie ihn in deren Postfächern',
    passwordNotOpened: 'das in agent.json gespeicherte SMTP-Passwort lässt sich in diesem Lauf nicht öffnen (mit einer anderen Passphrase oder auf einem anderen Rechner versiegelt): geben Sie das Passwort erneut ein und speichern Sie',
    notice: 'Testalarm von CamConfig Studio für den Standort {{site}}: dieser Kanal funktioniert.',
    noticeAdvice: 'Nichts zu tun: ein Techniker hat ihn aus dem Studio gesendet, um den Kanal zu prüfen.',
    notDelivered: 'der Testalarm hat {{target}} nicht erreicht: {{reason}}',
    noReason: 'es wurde kein Grund genannt',
  },
};

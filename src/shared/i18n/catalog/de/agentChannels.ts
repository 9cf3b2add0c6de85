import type { EngineCatalog } from '../en';

export const agentChannels: EngineCatalog['agentChannels'] = {
  line: '{{channel}} {{target}}: {{text}}',
  attempt: '{{problem}} (Versuch {{attempt}} von {{attempts}})',
  queueFull: 'die Warteschlange fasst {{size}} Alarme; der älteste wurde verworfen',
  cannotSend: 'der Alarm kann nicht gesendet werden: {{problem}}',
  agentStopped: 'der Agent wurde beendet',
  noAnswerWithin: 'keine Antwort innerhalb von {{ms}} ms',
  noConnectionWithin: 'keine Verbindung innerhalb von {{ms}} ms',
  webhook: {
    status: 'antwortete mit HTTP {{status}}',
    redirect: 'antwortete mit HTTP {{status}}, einer Weiterleitung, der nicht gefolgt wird: channels.webhook.url auf die endgültige Adresse setzen',
  },
  email: {
    refusedRecipients: 'der Server hat {{refused}} von {{count}} Empfängern abgelehnt; die anderen haben den Alarm',
    notAccepted: 'die Nachricht wurde nicht angenommen',
    noStarttls: "der Server bietet kein STARTTLS an (Antwort {{answer}}), daher wurden weder die Anmeldung noch der Alarm gesendet: nutzen Sie den STARTTLS-Port des Servers (587) oder security 'tls' für Port 465",
  },
};

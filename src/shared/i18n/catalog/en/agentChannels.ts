// What the site agent's alert channels log (src/main/agent/queuedChannel.ts and the webhook,
// e-mail and syslog channels): a failed attempt, a refused recipient, a full queue. A system's
// error code (ECONNREFUSED, EAUTH 535) is kept as the system gives it, inside these words.
export const agentChannels = {
  line: '{{channel}} {{target}}: {{text}}',
  attempt: '{{problem}} (attempt {{attempt}} of {{attempts}})',
  queueFull: 'the queue holds {{size}} alerts; the oldest was dropped',
  cannotSend: 'cannot send the alert: {{problem}}',
  agentStopped: 'the agent stopped',
  noAnswerWithin: 'no answer within {{ms}} ms',
  noConnectionWithin: 'no connection within {{ms}} ms',
  webhook: {
    status: 'answered HTTP {{status}}',
    redirect: 'answered HTTP {{status}}, a redirect, which is not followed: set channels.webhook.url to the final address',
  },
  email: {
    refusedRecipients: 'the server refused {{refused}} of {{count}} recipients; the others have the alert',
    notAccepted: 'the message was not accepted',
    noStarttls: "the server does not offer STARTTLS (it answered {{answer}}), so neither the login nor the alert was sent: use the server's STARTTLS port (587), or security 'tls' for port 465",
  },
} as const;

// The e-mail the site agent sends for an alert (src/main/agent/emailChannel.ts): subject and
// body, in the language chosen for the site's alerts.
export const alertMail = {
  subject: {
    started: '[{{site}}] {{camera}}: {{kind}}',
    reminder: '[{{site}}] still: {{camera}}: {{kind}}',
    ended: '[{{site}}] ended: {{camera}}: {{kind}}',
    event: '[{{site}}] {{camera}}: {{kind}}',
    summary: '[{{site}}] alerts held back',
  },
  kind: {
    offline: 'offline',
    offlineAfterChange: 'offline after a change',
    drift: 'differs from the baseline',
    factoryPassword: 'factory password in use',
    rebootPending: 'reboot needed',
    backupFailed: 'backup failed',
    firmwareChanged: 'firmware changed',
    heldBack: 'alerts held back',
  },
  siteWide: 'the site',
  body: `{{text}}

What to do: {{advice}}

Site: {{site}}
Camera: {{camera}} ({{address}}), group {{group}}
Since: {{since}}
Noticed: {{at}}

Sent by the CamConfig site agent.`,
  noGroup: 'none',
  digest: {
    subject_one: '[{{site}}] {{formattedCount}} alert',
    subject_other: '[{{site}}] {{formattedCount}} alerts',
    body_one: `{{formattedCount}} alert for {{site}} at {{from}}:

{{items}}

Sent by the CamConfig site agent (one message per digest period).`,
    body_other: `{{formattedCount}} alerts for {{site}} from {{from}} to {{to}}:

{{items}}

Sent by the CamConfig site agent (one message per digest period).`,
    item: `{{at}}  {{camera}}: {{kind}} ({{phase}})
{{text}}
What to do: {{advice}}`,
    itemNoAdvice: `{{at}}  {{camera}}: {{kind}} ({{phase}})
{{text}}`,
    phase: {
      started: 'started',
      reminder: 'still',
      ended: 'ended',
      event: 'event',
      summary: 'summary',
    },
  },
} as const;

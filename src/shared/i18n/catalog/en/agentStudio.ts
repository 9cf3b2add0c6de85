// The studio's side of the site agent (agent.* methods, docs/agent.md "In the studio"):
// agent.json read and saved from the form, and the test alert per channel.
export const agentStudio = {
  noWorkspace: 'the studio runs without a workspace, so it keeps no agent.json: start it with a workspace (camconfig serve --workspace DIR)',
  read: {
    unreadable: '{{path}} cannot be read: {{reason}}',
    tooLarge: '{{path}} is larger than {{limit}} bytes',
  },
  text: {
    notJson: 'agent.json: {{problem}} at {{where}}',
    givenTwice: "agent.json: '{{name}}' is given twice ({{first}} and {{second}})",
    notObject: 'agent.json: the settings are not a JSON object ({ ... })',
  },
  key: {
    inText: 'the webhook key is never written in the text: enter it in the field for the key',
    withoutWebhook: 'a webhook key was entered but no webhook address: enter the address too, or leave the key empty',
    missing: 'the webhook has no key yet: enter the key the receiver checks the signature with',
    notKept: "this workspace keeps no secrets on disk (passwords in memory only), so the key cannot be saved: start the studio with a workspace passphrase or the system's key store",
  },
  emailPassword: {
    inText: 'the SMTP password is never written in the text: enter it in the field for the password',
    withoutUser: 'an SMTP password was entered but no user: enter the user too, or leave the password empty',
    missing: 'a user is set but no SMTP password is kept: enter the password, or empty the user for a server that takes mail without a login',
    notKept: "this workspace keeps no secrets on disk (passwords in memory only), so the SMTP password cannot be saved: start the studio with a workspace passphrase or the system's key store",
  },
  testAlert: {
    notSaved: 'there is no agent.json yet: save the settings, then send a test alert',
    fileProblem: 'the saved agent.json has a problem, so no test alert was sent: {{problem}}',
    noChannel: 'channels.{{channel}} is not set in the saved agent.json: fill it in and save, then send a test alert',
    keyNotOpened: 'the webhook key kept in agent.json cannot be opened in this run (sealed with another passphrase or on another machine): enter the key again and save',
    webhookTook: 'the receiver took the test alert',
    udpSent: 'the test alert was sent over UDP, which has no answer: look for it in the syslog server’s log',
    tcpTook: 'the syslog server took the test alert over TCP',
    emailTook: 'the SMTP server took the test alert for {{count}} recipient(s): look for it in their mailboxes',
    passwordNotOpened: 'the SMTP password kept in agent.json cannot be opened in this run (sealed with another passphrase or on another machine): enter the password again and save',
    notice: 'Test alert from CamConfig Studio for site {{site}}: this channel works.',
    noticeAdvice: 'Nothing to do: a technician sent it from the studio to try the channel.',
    notDelivered: 'the test alert did not reach {{target}}: {{reason}}',
    noReason: 'no reason was given',
  },
} as const;

// The site agent at work (src/main/agent/siteAgent.ts and its start): its jobs, its alerts
// handed to the channels, and why it cannot start.
export const agentRun = {
  job: {
    started: '{{job}} started',
    ended: {
      ok: '{{job}} ended after {{seconds}} s',
      stopped: '{{job}} stopped after {{seconds}} s (run again at the next start)',
    },
    failed: '{{job}} failed after {{seconds}} s: {{problem}}',
    skipped: {
      overran: '{{job}}: its slot came while it still ran; skipped',
      paused: '{{job}}: paused by a maintenance window; skipped',
    },
    unfinished: '{{job}} did not end at the last run (the agent stopped while it ran: a stop signal, kill -9 or a crash): run again now',
  },
  alert: {
    sent: 'alert {{kind}} {{phase}} ({{camera}}) sent to {{channel}}',
    failed: 'alert {{kind}} {{phase}} ({{camera}}) not taken by {{channel}}: tried again after the next job',
    dropped: 'alert {{kind}} {{phase}} ({{camera}}) not sent to {{channel}} before the stop: sent at the next start',
  },
  digest: {
    sent_one: 'digest of {{formattedCount}} alert sent by {{channel}}',
    sent_other: 'digest of {{formattedCount}} alerts sent by {{channel}}',
    failed_one: 'digest of {{formattedCount}} alert not taken by {{channel}}: kept and sent at the next slot',
    failed_other: 'digest of {{formattedCount}} alerts not taken by {{channel}}: kept and sent at the next slot',
    dropped_one: 'digest of {{formattedCount}} alert not sent by {{channel}} before the stop: kept for the next slot',
    dropped_other: 'digest of {{formattedCount}} alerts not sent by {{channel}} before the stop: kept for the next slot',
  },
  check: {
    notChecked: 'baseline {{baseline}} not checked: {{problem}}',
  },
  push: {
    pushed_one: "{{formattedCount}} commit of the site pushed to its remote",
    pushed_other: "{{formattedCount}} commits of the site pushed to its remote",
    pulledFirst_one: "the site's remote had moved on: its changes pulled in, then {{formattedCount}} commit pushed",
    pulledFirst_other: "the site's remote had moved on: its changes pulled in, then {{formattedCount}} commits pushed",
    conflict_one: "site not pushed: the remote holds other changes to the same files; {{formattedCount}} commit kept here until a technician pulls and resolves them (camconfig site pull, or Pull in the studio)",
    conflict_other: "site not pushed: the remote holds other changes to the same files; {{formattedCount}} commits kept here until a technician pulls and resolves them (camconfig site pull, or Pull in the studio)",
    failed_one: 'site not pushed to its remote ({{problem}}): {{formattedCount}} commit kept, it goes with the next push',
    failed_other: 'site not pushed to its remote ({{problem}}): {{formattedCount}} commits kept, they go with the next push',
  },
  settings: {
    unusable_one: '{{path}} cannot be used: {{first}}',
    unusable_other: '{{path}} cannot be used ({{formattedCount}} problems): {{first}}',
    unreadable: 'cannot read it ({{problem}})',
    notJson: 'is not JSON at {{where}}: {{problem}}',
    duplicate: "{{name}} is given twice",
  },
  error: {
    sealedSecret: "{{file}}: {{field}} cannot be opened with this workspace's passphrase: seal it again with the passphrase the agent is given ($CAMCONFIG_WORKSPACE_PASSPHRASE)",
  },
} as const;

// The site agent's alerts (src/shared/agent/alertState.ts): what happened and what to do, in
// the site's report language; e-mail, webhook and syslog carry these sentences as made.
export const agentAlerts = {
  camera: '{{name}} ({{address}})',
  cameraInGroup: '{{name}} ({{address}}, group {{group}})',
  started: '{{camera}} {{detail}} since {{since}}',
  reminder: 'still: {{camera}} {{detail}} since {{since}}',
  detail: {
    offline: 'does not answer',
    offlineAfterChange: 'does not answer (it fell silent after a change applied at {{at}}: {{operation}}, from {{source}})',
    drift_one: '{{formattedCount}} parameter differs from the baseline',
    drift_other: '{{formattedCount}} parameters differ from the baseline',
    factoryPassword: 'answers to its factory password',
    factoryReset: "refuses the site's password and opens with its factory password (it was probably reset)",
    rebootPending: 'waits for a restart to apply: {{sections}}',
  },
  ended: {
    offline: '{{camera}} answers again (after it began at {{since}})',
    drift: '{{camera}} matches the baseline again (after it began at {{since}})',
    factoryPassword: '{{camera}} no longer answers to its factory password (after it began at {{since}})',
    rebootPending: '{{camera}} no longer waits for a restart (after it began at {{since}})',
    backupFailed: '{{camera}} was backed up (after it began at {{since}})',
  },
  source: {
    studio: 'the studio',
    cli: 'the command line',
  },
  firmwareChanged: '{{camera}}: firmware changed from {{before}} to {{after}}',
  heldBack_one: '{{formattedCount}} alert was held back by the hourly limit: {{parts}}',
  heldBack_other: '{{formattedCount}} alerts were held back by the hourly limit: {{parts}}',
  advice: {
    offline: 'Check power, cabling and the switch port of the camera; it is asked again at the next refresh.',
    offlineAfterChange: 'The change may have cut the camera off (its address, network or a restart that did not end): look at the change in the audit log and at the camera, and undo it if it was the cause.',
    drift: 'Open the site in CamConfig Studio, look at the check run and fix the camera or the baseline.',
    factoryPassword: 'The camera was probably reset: set the site password again (CamConfig Studio, Fix).',
    rebootPending: 'Restart the camera when it suits the customer so the changes take effect.',
    backupFailed: 'Look at the failure; the backup is tried again at its next slot.',
    firmwareChanged: 'Check that the update was planned; take a new backup and run the check.',
    heldBack: 'Look at the agent or the Site view for the alerts not sent one by one.',
  },
} as const;

// A baseline check: why a camera could not be checked, or what it lacks.
export const baseline = {
  reason: {
    notReached: 'cancelled before its turn: not checked',
    cancelledWhileRead: 'cancelled while it was being read: not checked',
    cannotFill: 'the baseline cannot be filled in for this camera: {{problems}}',
    noSection_one: 'the camera has no section {{sections}} (it answered: {{errors}})',
    noSection_other: 'the camera has none of the {{formattedCount}} sections {{sections}} (it answered: {{errors}})',
    failed: '{{reason}}: {{detail}}',
    auth: 'credentials refused',
    unreachable: 'offline',
    timeout: 'no answer in time',
    cutOff: 'cut-off answer',
    notACamera: 'not a camera',
    cameraError: 'the camera refused the read',
    notConfirmed: 'the read was not confirmed',
    certificateChanged: 'certificate changed',
    notRead: 'not read',
    notInForce: 'reboot needed: the values of {{sections}} are stored but not yet in force',
    asWritten: '{{words}}',
  },
  /** `camconfig fleet check`: a line a camera, then the counts. */
  line: {
    compliant: 'compliant   {{camera}}',
    notInForce: 'REBOOT      {{camera}}: {{reason}}',
    unreadable: 'UNREADABLE  {{camera}}: {{reason}}',
    drifted: 'DRIFTED     {{camera}}',
    drift: "    {{parameter}}: expected '{{expected}}', found '{{found}}'",
    driftMissing: "    {{parameter}}: expected '{{expected}}', found nothing (no such parameter)",
    counts: '{{compliant}} compliant, {{notInForce}} reboot needed, {{drifted}} drifted, {{unreadable}} unreadable',
  },
} as const;

// A fleet apply (and a baseline fix, which runs as one): each camera's step and outcome.
export const fleet = {
  refresh: {
    asking: 'asking {{camera}}',
    answered: '{{camera}} answered',
    failed: '{{camera}}: {{problem}}',
  },
  snapshot: {
    tooLarge: 'the configuration of {{cameraId}} has {{bytes}} bytes, more than a snapshot keeps ({{limit}})',
    missing: 'camera {{cameraId}} has no snapshot {{snapshotId}}: list its history to see the snapshots kept',
    unreadable: '{{path}}: the snapshot cannot be read ({{reason}})',
  },
  progress: {
    waitingForTurn: 'waiting for its turn',
    sendingScript: 'sending its script',
    rebootWaiting: 'rebooting: waiting for the camera to answer again',
    readingBack_one: 'reading {{formattedCount}} value back',
    readingBack_other: 'reading {{formattedCount}} values back',
  },
  outcome: {
    verified_one: '{{formattedCount}} value read back as written',
    verified_other: '{{formattedCount}} values read back as written',
    rebootNotWaited: 'every command confirmed and the values listed back as written; rebooting, not waited for, so not read back after the reboot',
    nothingToReadBack: 'every command confirmed; the commands write no value to read back',
    notReached: 'cancelled before its turn: nothing was sent to it',
    cancelledAfterWrite: '{{written}}, every command confirmed; {{cancelled}}: unverified',
    writtenAndStored: 'written and stored',
    writtenNotStored: 'written (not stored)',
    rebootWaitCancelled: 'the wait for its reboot cancelled, not read back',
    readBackCancelled: 'read-back cancelled',
    failed: '{{detail}}',
  },
  result: {
    verified: '{{label}}: applied and verified: {{message}}',
    applied: '{{label}}: applied: {{message}}',
    failed: '{{label}}: FAILED at {{step}}: {{message}}',
    notReached: '{{label}}: not reached: {{message}}',
  },
  step: {
    write: 'write',
    reboot: 'reboot',
    verify: 'verify',
  },
} as const;

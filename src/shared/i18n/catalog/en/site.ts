// The site inventory: why a row is not simply fine.
export const site = {
  reason: {
    offline: 'offline',
    offlineBecause: 'offline: {{detail}}',
    authFailed: 'the camera refused the user name or password',
    authFailedBecause: 'the camera refused the user name or password: {{detail}}',
    certificateChanged: 'certificate changed',
    certificateChangedBecause: 'certificate changed: {{detail}}',
    answeredInPart: '{{detail}}',
    unknownBecause: '{{detail}}',
    factoryPassword: 'factory password in use (admin / meinsm)',
    notAskedYet: 'not asked yet',
    rebooting: 'rebooting',
    rebootNeeded: 'reboot needed ({{sections}})',
    unstoredEdits_one: '{{formattedCount}} unstored edit in the studio',
    unstoredEdits_other: '{{formattedCount}} unstored edits in the studio',
    noBackup: 'no backup',
  },
} as const;

// The audit log: what the studio or the command line did to a camera (an operation id of
// src/shared/remoteconfig/scriptOperations.ts, or a fleet run), in words.
export const audit = {
  notWritten: 'the audit log cannot be written ({{reason}}); this script is not in the log',
  skipped: {
    tooLarge: 'it is larger than {{bytes}} bytes, so the studio did not write it; move it away',
    unreadable: 'it cannot be read ({{reason}})',
  },
  operation: {
    readSections: 'read sections',
    readConfigFile: 'read configuration file',
    setParameters: 'set parameters',
    store: 'store',
    update: 'update',
    restoreFromFlash: 'restore from flash',
    reset: 'reset',
    deleteAll: 'delete all',
    deleteSections: 'delete sections',
    deleteParameters: 'delete parameters',
    append: 'append',
    readProfile: 'read profile',
    activateProfile: 'activate profile',
    rebootNeeded: 'reboot needed',
    readStatus: 'read status',
    help: 'help',
    script: 'script',
    restoreBackup: 'restore backup',
    reboot: 'reboot',
    rebootWaitProbe: 'reboot wait probe',
    fleetApply: 'fleet apply',
  },
  operationAsWritten: '{{words}}',
  bySource: '{{operation}} ({{source}})',
  source: {
    studio: 'studio',
    cli: 'command line',
  },
} as const;

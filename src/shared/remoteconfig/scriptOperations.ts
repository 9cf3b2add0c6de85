// What a RemoteConfigClient was asked to do when it sends a script: a stable id per operation,
// the machine form the audit log keeps (`operationId`) beside its English words. The words of
// each id are in the shared catalog (audit.operation.<id>), so a reader shows them in its
// language.
export const scriptOperations = [
  'readSections',
  'readConfigFile',
  'setParameters',
  'store',
  'update',
  'restoreFromFlash',
  'reset',
  'deleteAll',
  'deleteSections',
  'deleteParameters',
  'append',
  'readProfile',
  'activateProfile',
  'rebootNeeded',
  'readStatus',
  'help',
  'script',
  'restoreBackup',
  'reboot',
  'rebootWaitProbe',
] as const;

export type ScriptOperation = (typeof scriptOperations)[number];

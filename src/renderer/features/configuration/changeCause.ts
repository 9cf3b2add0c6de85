// Which words name the operation that changed a camera (`camera.changed`'s contract method):
// the catalog's key under configuration.changed.by.
export type ChangeCauseKey = 'fleetApply' | 'baselineFix' | 'historyRestore' | 'restoreBackup' | 'restoreFromFlash' | 'script' | 'profile' | 'editor' | 'other';

const causeOfMethod: Readonly<Record<string, ChangeCauseKey>> = {
  'fleet.apply': 'fleetApply',
  'baseline.fix': 'baselineFix',
  'history.restore': 'historyRestore',
  'config.restoreBackup': 'restoreBackup',
  'config.restoreFromFlash': 'restoreFromFlash',
  'config.runScript': 'script',
  'config.activateProfile': 'profile',
  'config.apply': 'editor',
  'config.store': 'editor',
  'config.update': 'editor',
};

export function changeCauseKey(operation: string | null): ChangeCauseKey {
  return (operation !== null && Object.hasOwn(causeOfMethod, operation) ? causeOfMethod[operation] : undefined) ?? 'other';
}

// Which operation buttons have something to act on, and why not: Apply needs a pending edit;
// Store a pending edit or an applied change not stored yet; Store + Update + Reboot either of
// those or a section waiting for a reboot. Reboot only waits for a running operation to end:
// a plain reboot is a technician's tool too, so it is offered, behind a confirmation.
import type { OperationKind } from './operationSteps';

export type OperationReason = 'busy' | 'invalid' | 'noEdits' | 'nothingToStore' | 'nothingToReboot';

export interface EditorWork {
  busy: boolean;
  /** A pending value is invalid: nothing may be sent. */
  invalid: boolean;
  pending: number;
  /** Applied to the running configuration, not stored. */
  unstored: number;
  /** Sections the camera reports as waiting for a reboot. */
  rebootNeeded: number;
}

/** For each operation: null when it may run, else why it may not. */
export function operationReadiness(work: EditorWork): Record<OperationKind, OperationReason | null> {
  if (work.busy) return { apply: 'busy', store: 'busy', storeUpdateReboot: 'busy', reboot: 'busy' };
  const sendBlock = work.invalid ? 'invalid' : null;
  const somethingToStore = work.pending > 0 || work.unstored > 0;
  return {
    apply: sendBlock ?? (work.pending > 0 ? null : 'noEdits'),
    store: sendBlock ?? (somethingToStore ? null : 'nothingToStore'),
    storeUpdateReboot: sendBlock ?? (somethingToStore || work.rebootNeeded > 0 ? null : 'nothingToReboot'),
    reboot: null,
  };
}

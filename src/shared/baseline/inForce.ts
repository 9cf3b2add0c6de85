// The one rule of "stored but not yet in force", for the check run, its matrix, the command line
// and the handover report alike: a value the baseline checks, in a section the camera says waits
// for a reboot (`reboot_needed`), is read as written but does not act yet. A camera whose values
// all match but one of them is such is not_in_force ("reboot needed"): never compliant.
import type { CheckStatus } from '../api/baselineSchemas';

/**
 * The checked sections that wait for a reboot, in the camera's order. `checked` null: which
 * sections the baseline checks is not known (its text not kept), so every waiting one counts.
 */
export function sectionsNotInForce(waiting: readonly string[], checked: readonly string[] | null): string[] {
  if (checked === null) return [...waiting];
  const checkedSections = new Set(checked);
  return waiting.filter((section) => checkedSections.has(section));
}

/** A camera's status once what waits for a reboot is known: compliant becomes not_in_force; drift and unreadable stay as they are. */
export function inForceStatus(status: CheckStatus, notInForce: readonly string[]): CheckStatus {
  if (status === 'compliant' && notInForce.length > 0) return 'not_in_force';
  if (status === 'not_in_force' && notInForce.length === 0) return 'compliant';
  return status;
}

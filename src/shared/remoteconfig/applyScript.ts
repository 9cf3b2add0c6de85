// The one script that applies parameter changes: write them, list their sections again in the
// same request (so the answer proves what the camera holds), then store, update and reboot as
// asked. The client sends it and the editor shows it, so what is shown is what is sent.
import { buildScript, type ParamAssignment, type ScriptCommand } from './scriptBuilder';

export interface ApplySteps {
  /** Write the running configuration to flash afterwards. */
  store?: boolean;
  /** Apply what can be applied without a reboot. */
  update?: boolean;
  /** Reboot afterwards (needs store, or the camera boots from its old flash copy). */
  reboot?: boolean;
}

/** The commands of an apply request, in the order the camera runs them. */
export function applyCommands(changes: ParamAssignment[], steps: ApplySteps = {}): ScriptCommand[] {
  const sections = [...new Set(changes.map((change) => change.section))];
  const commands: ScriptCommand[] = [{ kind: 'writeParams', params: changes }, { kind: 'view', sections }];
  if (steps.store) commands.push({ kind: 'store' });
  if (steps.update) commands.push({ kind: 'update' });
  if (steps.reboot) commands.push({ kind: 'reboot' });
  return commands;
}

/** The exact request body of an apply; throws ScriptError naming a name or value the camera cannot take. */
export function applyScript(changes: ParamAssignment[], steps: ApplySteps = {}): string {
  return buildScript(applyCommands(changes, steps));
}

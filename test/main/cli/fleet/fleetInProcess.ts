// Runs `camconfig fleet …` in this process (runFleetCommand with its own streams and environment)
// and collects what it printed: what the built CLI would do, without a child process.
import { runFleetCommand } from '../../../../src/main/cli/fleet/fleetCommand';
import { runCommandInProcess, type CommandRun } from '../commandInProcess';

export type FleetRun = CommandRun;

/** `env` is the whole environment the command sees, HOME included. */
export async function runFleetInProcess(args: string[], env: Record<string, string>): Promise<FleetRun> {
  return runCommandInProcess(runFleetCommand, args, env);
}

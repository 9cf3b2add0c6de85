// The alert state between runs of the agent (agent-state.json beside agent.json): written
// atomically after every change, with a last good copy, so a restart sends nothing twice and
// loses nothing; a file that cannot be read is moved aside with a warning, as the workspace's.
import { join } from 'node:path';
import { alertStateSchema, emptyAlertState, type AlertState } from '../../shared/agent/alertState';
import { readProblem, readWorkspaceFile, writeWorkspaceFile } from '../workspace';
import { englishText } from '../../shared/i18n/renderText';

export const alertStateFileName = 'agent-state.json';
export const alertStateFileBytes = 32 * 1024 * 1024;

export interface LoadedAlertState {
  state: AlertState;
  /** Set when the file was unusable: where it went and what the agent starts from. */
  warning: string | null;
}

export class AlertStateFile {
  readonly path: string;

  constructor(folder: string) {
    this.path = join(folder, alertStateFileName);
  }

  async load(): Promise<LoadedAlertState> {
    const read = await readWorkspaceFile(this.path, alertStateSchema, alertStateFileBytes);
    const state = read.status === 'ok' || read.status === 'restored' ? read.value : emptyAlertState();
    const problem = readProblem(read);
    return { state, warning: problem && englishText(problem) };
  }

  async save(state: AlertState): Promise<void> {
    await writeWorkspaceFile(this.path, state, alertStateSchema, alertStateFileBytes);
  }
}

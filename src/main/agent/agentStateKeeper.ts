// The agent's state in memory and in agent-state.json: every change is made here, in one step,
// and written after it; writes follow each other (never two at once) and each writes the state
// as it is then, so the file always holds a state the agent was in.
import type { AlertState } from '../../shared/agent/alertState';
import type { AlertStateFile } from './alertStateFile';

export class AgentStateKeeper {
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private current: AlertState,
    private readonly file: AlertStateFile,
    private readonly onWriteFailure: (error: unknown) => void,
  ) {}

  get state(): AlertState {
    return this.current;
  }

  /** Changes the state with `change` and resolves once a write after the change has ended. */
  update(change: (state: AlertState) => AlertState): Promise<void> {
    this.current = change(this.current);
    this.writing = this.writing.then(() => this.file.save(this.current).catch(this.onWriteFailure));
    return this.writing;
  }

  /** Resolves once every write asked for so far has ended. */
  settled(): Promise<void> {
    return this.writing;
  }
}

// agent-runs.json: the running agent's own record of itself (src/shared/agent/agentRuns.ts),
// which process runs it where and each job's last run and next slot, for the studio's Site view
// to read (agent.status). Written atomically with a last good copy, as agent-state.json; writes
// follow each other and each writes the record as it is then, the next slots asked at that moment.
// A file that cannot be read is moved aside (agent-runs.json.corrupt-<time>) with a warning and
// its last good copy used, as agent-state.json and the workspace's files are; with no usable
// copy the agent starts a fresh record (every job not run yet) and writes it when armed.
import { join } from 'node:path';
import { agentJobNames, type AgentJobName } from '../../shared/agent/agentSettings';
import { agentRunsFileBytes, agentRunsFileName, agentRunsSchema, type AgentJobOutcome, type AgentJobRun, type AgentPush, type AgentRuns } from '../../shared/agent/agentRuns';
import type { Text } from '../../shared/i18n/text';
import { readProblem, readWorkspaceFile, writeWorkspaceFile } from '../workspace';

export interface AgentRunsProcess {
  pid: number;
  host: string;
  startedAt: number;
}

/** When each job runs next (the scheduler's nextSlots), asked when the file is written. */
export type NextSlots = () => Readonly<Record<string, number | null>>;

export class AgentRunsFile {
  private writing: Promise<void> = Promise.resolve();
  private record: AgentRuns;
  private nextSlots: NextSlots = () => ({});

  private constructor(
    readonly path: string,
    record: AgentRuns,
    private readonly onWriteFailure: (error: unknown) => void,
    /** Set when the file a run before wrote was unusable: where it went and what the agent starts from (said as a warning). */
    readonly warning: Text | null,
  ) {
    this.record = record;
  }

  /**
   * Keeps each job's last run from the file a run before wrote. An unusable file is moved aside,
   * as the state file: `warning` says so; a file that cannot be moved aside is a
   * WorkspaceFileError (written over, it would be lost).
   */
  static async open(folder: string, process: AgentRunsProcess, onWriteFailure: (error: unknown) => void): Promise<AgentRunsFile> {
    const path = join(folder, agentRunsFileName);
    const read = await readWorkspaceFile(path, agentRunsSchema, agentRunsFileBytes);
    const kept = read.status === 'ok' || read.status === 'restored' ? read.value : null;
    const before = kept?.jobs ?? [];
    const jobs = agentJobNames.map((job): AgentJobRun => ({ ...neverRun(job), ...before.find((run) => run.job === job), nextAt: null }));
    const lastPush = kept?.lastPush === undefined ? {} : { lastPush: kept.lastPush };
    return new AgentRunsFile(path, { version: 1, ...process, stoppedAt: null, wroteAt: process.startedAt, jobs, ...lastPush }, onWriteFailure, readProblem(read));
  }

  get current(): AgentRuns {
    return this.record;
  }

  /** Where the next slots come from (the agent's scheduler). */
  followSlots(nextSlots: NextSlots): void {
    this.nextSlots = nextSlots;
  }

  /** The agent is armed: its process and the next slots. */
  armed(at: number): Promise<void> {
    return this.write(at, (runs) => runs);
  }

  started(job: string, at: number): Promise<void> {
    return this.write(at, (runs) => withJob(runs, job, (run) => ({ ...run, lastStartedAt: at })));
  }

  ended(job: string, run: { startedAt: number; endedAt: number; outcome: AgentJobOutcome; problem: Text | null }): Promise<void> {
    return this.write(run.endedAt, (runs) =>
      withJob(runs, job, (kept) => ({ ...kept, lastStartedAt: run.startedAt, lastEndedAt: run.endedAt, lastOutcome: run.outcome, lastDurationMs: Math.max(0, run.endedAt - run.startedAt), lastProblem: run.problem })),
    );
  }

  /** The site's commits pushed to its remote after a job, or why not. */
  pushed(push: AgentPush): Promise<void> {
    return this.write(push.at, (runs) => ({ ...runs, lastPush: push }));
  }

  /** A clean stop: the reader knows it is not running, whatever process has its id now. */
  stopped(at: number): Promise<void> {
    return this.write(at, (runs) => ({ ...runs, stoppedAt: at }));
  }

  /** Resolves once every write asked for so far has ended. */
  settled(): Promise<void> {
    return this.writing;
  }

  private write(at: number, change: (runs: AgentRuns) => AgentRuns): Promise<void> {
    this.record = { ...change(this.record), wroteAt: at };
    this.writing = this.writing.then(async () => {
      const next = this.nextSlots();
      const shown = { ...this.record, jobs: this.record.jobs.map((run) => ({ ...run, nextAt: this.record.stoppedAt === null ? (next[run.job] ?? null) : null })) };
      await writeWorkspaceFile(this.path, shown, agentRunsSchema, agentRunsFileBytes).catch(this.onWriteFailure);
    });
    return this.writing;
  }
}

function neverRun(job: AgentJobName): AgentJobRun {
  return { job, lastStartedAt: null, lastEndedAt: null, lastOutcome: null, lastDurationMs: null, lastProblem: null, nextAt: null };
}

function withJob(runs: AgentRuns, job: string, change: (run: AgentJobRun) => AgentJobRun): AgentRuns {
  return { ...runs, jobs: runs.jobs.map((run) => (run.job === job ? change(run) : run)) };
}

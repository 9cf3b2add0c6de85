// Runs the agent's jobs at the slots of their cron expressions, in the site's time zone.
// - A job still running when its next slot comes is not started again: the slot is skipped
//   (told as 'overran').
// - Slots missed while the machine slept or the clock jumped forward give one run, not one per
//   slot: after each wake the next slot is the first one after now.
// - The scheduler wakes at least every `checkEveryMs`, so a clock set back is seen: the next
//   slot is recomputed from the new time, not waited for at the old one.
import { nextSlot } from '../../shared/agent/cronSchedule';
import type { AgentClock } from './agentClock';

export interface ScheduledJob {
  name: string;
  schedule: string;
  /** Runs the job; `signal` aborts when the scheduler stops. A rejection is the run's failure. */
  run(signal: AbortSignal, slot: number): Promise<void>;
}

export type SlotSkipReason = 'overran' | 'paused';

export interface JobRunEnd {
  job: string;
  /** The slot the run was started for (milliseconds since the epoch). */
  slot: number;
  startedAt: number;
  endedAt: number;
  outcome: 'ok' | 'failed' | 'stopped';
  /** The failure's message, when it failed. */
  message?: string;
  /** The failure itself, when it failed (its words in the reader's language: errorAsText). */
  error?: unknown;
}

export interface SchedulerHooks {
  /** False holds the job back at this slot (a maintenance window that pauses jobs). */
  mayRun?(job: string, at: number): boolean;
  onStart?(job: string, slot: number): void;
  onEnd?(end: JobRunEnd): void;
  onSkip?(job: string, slot: number, reason: SlotSkipReason): void;
}

/** The longest the scheduler sleeps between two looks at the clock. */
export const checkEveryMs = 30_000;

interface JobState {
  job: ScheduledJob;
  next: number | null;
  cancelWake: () => void;
  running: Promise<void> | null;
}

export class JobScheduler {
  private readonly states: JobState[];
  private readonly stopping = new AbortController();
  private started = false;

  constructor(
    jobs: readonly ScheduledJob[],
    private readonly timeZone: string,
    private readonly clock: AgentClock,
    private readonly hooks: SchedulerHooks = {},
  ) {
    this.states = jobs.map((job) => ({ job, next: null, cancelWake: () => undefined, running: null }));
  }

  /**
   * Arms every job at its next slot. `overdue` names the jobs to run at once, before their
   * first slot (a slot missed while the agent was not running, or a run cut short by a crash).
   */
  start(overdue: ReadonlySet<string> = new Set()): void {
    if (this.started) throw new Error('the scheduler was started already');
    this.started = true;
    const now = this.clock.now();
    for (const state of this.states) {
      if (overdue.has(state.job.name)) this.begin(state, now);
      this.arm(state, now);
    }
  }

  /** When each job runs next (null: its expression has no slot left). */
  nextSlots(): Record<string, number | null> {
    return Object.fromEntries(this.states.map((state) => [state.job.name, state.next]));
  }

  isRunning(job: string): boolean {
    return this.states.some((state) => state.job.name === job && state.running !== null);
  }

  /** Arms nothing more, aborts the runs under way and resolves once each has ended. */
  async stop(): Promise<void> {
    this.stopping.abort();
    for (const state of this.states) state.cancelWake();
    await Promise.all(this.states.map((state) => state.running));
  }

  /** The next slot after `after`; woken then, or sooner to look at the clock again. */
  private arm(state: JobState, after: number): void {
    state.cancelWake();
    if (this.stopping.signal.aborted) return;
    state.next = nextSlot(state.job.schedule, this.timeZone, new Date(after))?.getTime() ?? null;
    if (state.next !== null) state.cancelWake = this.clock.wakeAt(Math.min(state.next, this.clock.now() + checkEveryMs), () => this.wake(state));
  }

  private wake(state: JobState): void {
    const slot = state.next;
    const now = this.clock.now();
    if (slot === null || this.stopping.signal.aborted) return;
    if (now < slot) return this.arm(state, now);
    this.runAt(state, slot);
    this.arm(state, now);
  }

  private runAt(state: JobState, slot: number): void {
    if (state.running !== null) return this.hooks.onSkip?.(state.job.name, slot, 'overran');
    if (this.hooks.mayRun?.(state.job.name, slot) === false) return this.hooks.onSkip?.(state.job.name, slot, 'paused');
    this.begin(state, slot);
  }

  private begin(state: JobState, slot: number): void {
    const startedAt = this.clock.now();
    this.hooks.onStart?.(state.job.name, slot);
    const end = (outcome: JobRunEnd['outcome'], failure?: { error: unknown }): void => {
      state.running = null;
      const told = failure === undefined ? {} : { error: failure.error, message: failure.error instanceof Error ? failure.error.message : String(failure.error) };
      this.hooks.onEnd?.({ job: state.job.name, slot, startedAt, endedAt: this.clock.now(), outcome, ...told });
    };
    state.running = startRun(() => state.job.run(this.stopping.signal, slot)).then(
      () => end(this.stopping.signal.aborted ? 'stopped' : 'ok'),
      (error: unknown) => end(this.stopping.signal.aborted ? 'stopped' : 'failed', { error }),
    );
  }
}

/** The run's promise; a job that throws before its first await fails as one that rejects. */
function startRun(run: () => Promise<void>): Promise<void> {
  try {
    return run();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

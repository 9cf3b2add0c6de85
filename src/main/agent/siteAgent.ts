// The site agent running: the scheduler starts the jobs at their slots; each job's result
// becomes sightings of the alert state (written with its outbox), the figures of the metrics,
// and the outbox goes to the channels (alertDispatcher.ts). A job started is marked in the
// state file until it ends, so a run cut short by a crash is run again at the next start.
// The jobs themselves are given (the studio's own operations, bound by `camconfig agent`), and
// so is the push of what a job committed in a site with a remote: after each job, once its
// alerts are handed on; a push that fails is recorded and said, never fails the job, and what
// it did not deliver goes with the next job's push.
import type { AgentJobName, AgentSettings } from '../../shared/agent/agentSettings';
import { agentJobNames } from '../../shared/agent/agentSettings';
import { observe, tick, type AlertContext, type AlertState, type BackupSighting, type CheckSighting, type RefreshSighting } from '../../shared/agent/alertState';
import { openWindow } from '../../shared/agent/maintenanceWindows';
import { errorAsText } from '../../shared/i18n/errorWords';
import type { Language } from '../../shared/i18n/languages';
import { localize, type Text } from '../../shared/i18n/text';
import type { AgentPush } from '../../shared/agent/agentRuns';
import type { AgentClock } from './agentClock';
import type { AgentMetrics } from './agentMetrics';
import type { AgentRunsFile } from './agentRunsFile';
import type { AgentStateKeeper } from './agentStateKeeper';
import { AlertDispatcher } from './alertDispatcher';
import { JobScheduler, type JobRunEnd } from './jobScheduler';
import type { AlertChannel } from './queuedChannel';

/** A camera as a refresh saw it, with what the metrics show of it. */
export interface RefreshReading extends RefreshSighting {
  /** When it last answered (milliseconds since the epoch), null: not known. */
  lastAnswerAt: number | null;
  roundTripMs: number | null;
  /** When its last backup was taken (milliseconds since the epoch), null: none known. */
  lastBackupAt: number | null;
}

export type JobResult = { job: 'refresh'; cameras: RefreshReading[] } | { job: 'check'; cameras: CheckSighting[] } | { job: 'backup'; cameras: BackupSighting[] };

/** The jobs; each resolves with what it saw, or rejects with its failure. Aborted, it ends soon. */
export type AgentJobs = Record<AgentJobName, (signal: AbortSignal) => Promise<JobResult>>;

export interface SiteAgentOptions {
  settings: AgentSettings;
  timeZone: string;
  /** The site's report language: the alerts' sentences are made in it. */
  language: Language;
  keeper: AgentStateKeeper;
  channels: readonly AlertChannel[];
  metrics: AgentMetrics;
  jobs: AgentJobs;
  clock: AgentClock;
  /** One line a person reads (the command prints it). */
  say: (text: Text) => void;
  /** Where it records itself and each job's last run for the studio (agent-runs.json); left out, nowhere. */
  runs?: AgentRunsFile;
  /**
   * After each job: pushes the site's commits not yet on its remote; resolves with what it gave
   * (said by the caller), null when there was nothing to push (no site, no remote, nothing new).
   * A rejection is recorded as a failed push. Left out: nothing is pushed.
   */
  pushSite?: (signal: AbortSignal) => Promise<AgentPush | null>;
}

export class SiteAgent {
  private readonly scheduler: JobScheduler;
  /**
   * Sends the digests of the channels that collect their alerts, at the slots of their schedules,
   * and looks at the alerts' clocks between jobs (a start's delay, a reminder, the hourly summary,
   * a maintenance window that closed), so none waits for the next job to run.
   */
  private readonly timers: JobScheduler;
  private readonly dispatcher: AlertDispatcher;

  constructor(private readonly options: SiteAgentOptions) {
    const { settings, timeZone, clock } = options;
    this.dispatcher = new AlertDispatcher(options.keeper, options.channels, {
      onOutcome: (channel, notice, outcome) => {
        options.metrics.recordAlerts(channel, outcome === 'sent' ? 1 : 0, outcome === 'failed' ? 1 : 0);
        options.say(localize(`agentRun.alert.${outcome}`, { kind: notice.kind, phase: notice.phase, camera: notice.camera?.name ?? '-', channel }));
      },
      onDigest: (channel, count, outcome) => {
        options.metrics.recordAlerts(channel, outcome === 'sent' ? count : 0, outcome === 'failed' ? count : 0);
        options.say(localize(`agentRun.digest.${outcome}`, { count, channel }));
      },
    });
    const digestJobs = options.channels.flatMap((channel) => (channel.digestSchedule === undefined ? [] : [{ name: `digest ${channel.name}`, schedule: channel.digestSchedule, run: () => this.dispatcher.sendDigest(channel.name) }]));
    const alertClock = { name: 'alert timers', schedule: alertTimersSchedule, run: () => this.tickAlerts() };
    this.timers = new JobScheduler([...digestJobs, alertClock], timeZone, clock);
    const enabled = agentJobNames.filter((name) => settings.jobs[name].enabled);
    const jobs = enabled.map((name) => ({ name, schedule: settings.jobs[name].schedule, run: (signal: AbortSignal) => this.runJob(name, signal) }));
    this.scheduler = new JobScheduler(jobs, timeZone, clock, {
      mayRun: (_job, at) => openWindow(settings.maintenanceWindows, timeZone, at)?.jobs !== 'pause',
      onStart: (job, slot) => this.started(job, slot),
      onEnd: (end) => this.ended(end),
      onSkip: (job, _slot, reason) => options.say(localize(`agentRun.job.skipped.${reason}`, { job })),
    });
    options.runs?.followSlots(() => this.scheduler.nextSlots());
  }

  /** Sends what waits from the last run, then arms the jobs; a job cut short last time runs at once. */
  async start(): Promise<void> {
    await this.dispatcher.dispatch();
    const unfinished = new Set(this.options.keeper.state.unfinishedJobs.map((marker) => marker.job));
    for (const job of unfinished) this.options.say(localize('agentRun.job.unfinished', { job }));
    this.scheduler.start(unfinished);
    this.timers.start();
    void this.options.runs?.armed(this.options.clock.now());
  }

  /** Ends the running jobs (recorded as stopped), closes the channels; what they did not take waits for the next start. */
  async stop(): Promise<void> {
    const timersStopped = this.timers.stop();
    await this.scheduler.stop();
    this.dispatcher.stop();
    await Promise.all(this.options.channels.map((channel) => channel.close()));
    await timersStopped;
    await this.dispatcher.idle();
    await this.options.keeper.settled();
    await this.options.runs?.stopped(this.options.clock.now());
  }

  /** What /health answers: when each job runs next and whether it runs, the alerts open and waiting. */
  health(): Record<string, unknown> {
    const state = this.options.keeper.state;
    const next = this.scheduler.nextSlots();
    return {
      status: 'ok',
      jobs: Object.fromEntries(Object.entries(next).map(([job, at]) => [job, { next: at === null ? null : new Date(at).toISOString(), running: this.scheduler.isRunning(job) }])),
      openAlerts: state.conditions.filter((condition) => condition.startSentAt !== null).length,
      waiting: Object.fromEntries(state.deliveries.map((list) => [list.channel, list.notices.length])),
      channels: Object.fromEntries(this.options.channels.map((channel) => [channel.name, channel.countsNow()])),
    };
  }

  /** Resolves once the channels have worked through what they were handed (tests, a clean stop). */
  idle(): Promise<void> {
    return this.dispatcher.idle();
  }

  private async runJob(job: AgentJobName, signal: AbortSignal): Promise<void> {
    const result = await this.options.jobs[job](signal);
    if (signal.aborted) return; // a run cut short saw only part: it tells nothing
    this.record(result);
    const context = this.alertContext();
    await this.options.keeper.update((state) => observe(state, result, context));
    await this.dispatcher.dispatch();
    await this.push(signal);
  }

  /** What is due now without a new sighting; written and handed on only when something is. */
  private async tickAlerts(): Promise<void> {
    const context = this.alertContext();
    const { keeper } = this.options;
    if (JSON.stringify(tick(keeper.state, context)) === JSON.stringify(keeper.state)) return;
    await keeper.update((state) => tick(state, context));
    await this.dispatcher.dispatch();
  }

  private alertContext(): AlertContext {
    const now = this.options.clock.now();
    const { settings, timeZone, language } = this.options;
    return { now, thresholds: settings.thresholds, silenced: openWindow(settings.maintenanceWindows, timeZone, now) !== null, language };
  }

  /** The site's commits to its remote; whatever happens, the job has done its work. */
  private async push(signal: AbortSignal): Promise<void> {
    const { pushSite, runs, clock } = this.options;
    if (pushSite === undefined || signal.aborted) return;
    const pushed = await pushSite(signal).catch((error: unknown): AgentPush => ({ at: clock.now(), outcome: 'failed', waiting: 0, problem: errorAsText(error) }));
    if (pushed !== null && !signal.aborted) await runs?.pushed(pushed);
  }

  private record(result: JobResult): void {
    const { metrics } = this.options;
    if (result.job === 'refresh') metrics.recordRefresh(result.cameras.map((camera) => ({ camera: camera.camera, up: camera.answered, lastAnswerAt: camera.lastAnswerAt, roundTripMs: camera.roundTripMs, rebootPending: camera.rebootNeeded.length > 0, factoryPassword: camera.answered ? camera.factoryPassword : null, lastBackupAt: camera.lastBackupAt })));
    if (result.job === 'check') metrics.recordCheck(result.cameras);
  }

  private started(job: string, slot: number): void {
    const startedAt = this.options.clock.now();
    void this.options.keeper.update((state) => withMarker(state, { job, slot, startedAt }));
    void this.options.runs?.started(job, startedAt);
    this.options.say(localize('agentRun.job.started', { job }));
  }

  private ended(end: JobRunEnd): void {
    this.options.metrics.recordJob(end.job, end.endedAt, end.endedAt - end.startedAt, end.outcome);
    // A stopped run keeps its mark: it is run again at the next start.
    if (end.outcome !== 'stopped') void this.options.keeper.update((state) => ({ ...state, unfinishedJobs: state.unfinishedJobs.filter((marker) => marker.job !== end.job) }));
    void this.options.runs?.ended(end.job, { startedAt: end.startedAt, endedAt: end.endedAt, outcome: end.outcome, problem: end.outcome === 'failed' ? errorAsText(end.error) : null });
    const seconds = Math.round((end.endedAt - end.startedAt) / 100) / 10;
    this.options.say(end.outcome === 'failed' ? localize('agentRun.job.failed', { job: end.job, seconds, problem: errorAsText(end.error) }) : localize(`agentRun.job.ended.${end.outcome}`, { job: end.job, seconds }));
  }
}

/** How often the alerts' clocks are looked at between jobs (cron, seconds). */
const alertTimersSchedule = '*/30 * * * * *';

function withMarker(state: AlertState, marker: AlertState['unfinishedJobs'][number]): AlertState {
  return { ...state, unfinishedJobs: [...state.unfinishedJobs.filter((kept) => kept.job !== marker.job), marker] };
}

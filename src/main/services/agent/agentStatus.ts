// agent.status: what the site agent says of itself and of the site, read from its own files in
// the workspace (agent-runs.json with the jobs' last runs and the last push, agent-state.json) and never written here: a file another
// process owns is only read, bounded and checked by its schema; one that cannot be used is told,
// not moved aside (the agent does that at its next start). While the studio is open the folder is
// watched and `agent.statusChanged` is sent a moment after the agent wrote (docs/agent.md, "In the studio").
import { watch, type FSWatcher } from 'node:fs';
import { stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, join } from 'node:path';
import { agentRunsFileBytes, agentRunsFileName, agentRunsSchema, type AgentRuns } from '../../../shared/agent/agentRuns';
import { alertStateSchema, type AlertState, type ConditionKind } from '../../../shared/agent/alertState';
import { agentStatusLimits, type AgentStatus } from '../../../shared/api/agentStatusSchemas';
import { localize, type MessageId, type Text } from '../../../shared/i18n/text';
import { readAgentSettings } from '../../agent/agentSettingsFile';
import { alertStateFileBytes, alertStateFileName } from '../../agent/alertStateFile';
import { isRunning } from '../../siterepo/processRunning';
import { readSiteFile } from '../../siterepo/siteFile';
import { readWorkspaceFileAsIs, type UsableRead } from '../../workspace';

/** How long after the agent's last write the status is read again (its writes come in bursts). */
export const statusSettleMs = 150;

const alertIds: Record<ConditionKind, { text: MessageId; advice: MessageId; detail: boolean }> = {
  offline: { text: 'agentStatus.alert.offline', advice: 'agentAlerts.advice.offline', detail: false },
  'offline-after-change': { text: 'agentStatus.alert.offlineAfterChange', advice: 'agentAlerts.advice.offlineAfterChange', detail: true },
  drift: { text: 'agentStatus.alert.drift', advice: 'agentAlerts.advice.drift', detail: true },
  'factory-password': { text: 'agentStatus.alert.factoryPassword', advice: 'agentAlerts.advice.factoryPassword', detail: false },
  'reboot-pending': { text: 'agentStatus.alert.rebootPending', advice: 'agentAlerts.advice.rebootPending', detail: true },
  'backup-failed': { text: 'agentStatus.alert.backupFailed', advice: 'agentAlerts.advice.backupFailed', detail: true },
};

export async function readAgentStatus(folder: string): Promise<AgentStatus> {
  const runsPath = join(folder, agentRunsFileName);
  const statePath = join(folder, alertStateFileName);
  const [runs, state, timeZone] = await Promise.all([
    readWorkspaceFileAsIs(runsPath, agentRunsSchema, agentRunsFileBytes),
    readWorkspaceFileAsIs(statePath, alertStateSchema, alertStateFileBytes),
    siteTimeZone(folder),
  ]);
  if (runs.status === 'missing' && state.status === 'missing') return { state: 'not_run', problem: null, timeZone, agent: null, jobs: [], alerts: [], alertsOmitted: 0 };
  const problem = unusable(runsPath, runs) ?? unusable(statePath, state);
  const kept = runs.status === 'ok' ? runs.value : null;
  const alertState = state.status === 'ok' ? state.value : null;
  const agent = kept || alertState ? await agentOf(kept, statePath) : null;
  return {
    state: problem === null ? 'known' : 'unreadable',
    problem,
    timeZone,
    agent,
    jobs: kept ? jobsOf(kept, agent?.running ?? 'unknown') : [],
    ...alertsOf(alertState),
    ...(kept?.lastPush === undefined ? {} : { lastPush: kept.lastPush }),
  };
}

function unusable(path: string, read: UsableRead<unknown>): Text | null {
  return read.status === 'unusable' ? localize('agentStatus.unreadable', { path, problem: read.problem }) : null;
}

async function agentOf(runs: AgentRuns | null, statePath: string): Promise<NonNullable<AgentStatus['agent']>> {
  const stateWroteAt = await stat(statePath).then((stats) => Math.floor(stats.mtimeMs), () => 0);
  const lastWroteAt = Math.max(runs?.wroteAt ?? 0, stateWroteAt);
  if (runs === null) return { running: 'unknown', stoppedAt: null, startedAt: null, host: null, pid: null, lastWroteAt };
  const running = runs.stoppedAt !== null ? 'no' : runs.host !== hostname() ? 'unknown' : isRunning(runs.pid) ? 'yes' : 'no';
  return { running, stoppedAt: runs.stoppedAt, startedAt: runs.startedAt, host: runs.host, pid: runs.pid, lastWroteAt };
}

function jobsOf(runs: AgentRuns, running: 'yes' | 'no' | 'unknown'): AgentStatus['jobs'] {
  return runs.jobs.map((run) => {
    const underWay = run.lastStartedAt !== null && (run.lastEndedAt === null || run.lastEndedAt < run.lastStartedAt);
    const state = run.lastStartedAt === null ? 'never' : !underWay ? 'ended' : running === 'no' ? 'cut_off' : 'running';
    return { ...run, state, nextAt: running === 'no' ? null : run.nextAt };
  });
}

function alertsOf(state: AlertState | null): Pick<AgentStatus, 'alerts' | 'alertsOmitted'> {
  const conditions = [...(state?.conditions ?? [])].sort((a, b) => a.since - b.since || a.camera.name.localeCompare(b.camera.name));
  const alerts = conditions.slice(0, agentStatusLimits.alerts).map((condition) => {
    const ids = alertIds[condition.kind];
    return {
      kind: condition.kind,
      camera: condition.camera,
      since: condition.since,
      alertedAt: condition.startSentAt,
      text: localize(ids.text),
      detail: ids.detail ? condition.detail : '',
      advice: localize(ids.advice),
    };
  });
  return { alerts, alertsOmitted: conditions.length - alerts.length };
}

/** agent.json's time zone, else the site's (site.json), else this machine's: as the agent takes it. */
async function siteTimeZone(folder: string): Promise<string> {
  const settings = await readAgentSettings(folder).catch(() => null);
  if (settings?.settings.timeZone) return settings.settings.timeZone;
  const site = await readSiteFile(folder).catch(() => null);
  return site?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Watches the workspace folder for the agent's writes once the studio asked for the status, and
 * hands the status read again a moment after each burst of writes. Ends with `close`.
 */
export class AgentStatusWatch {
  private watcher: FSWatcher | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly folder: string,
    private readonly changed: (status: AgentStatus) => void,
  ) {}

  /** Starts watching (once); a folder that cannot be watched is left alone: the view reads it again when shown. */
  follow(): void {
    if (this.watcher !== null || this.closed) return;
    const names = new Set([agentRunsFileName, alertStateFileName]);
    try {
      this.watcher = watch(this.folder, { persistent: false }, (_event, name) => {
        if (name !== null && names.has(basename(name))) this.soon();
      });
      this.watcher.on('error', () => this.stopWatching());
    } catch {
      this.watcher = null;
    }
  }

  close(): void {
    this.closed = true;
    this.stopWatching();
  }

  private soon(): void {
    if (this.timer !== null || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void readAgentStatus(this.folder).then((status) => {
        if (!this.closed) this.changed(status);
      });
    }, statusSettleMs);
  }

  private stopWatching(): void {
    this.watcher?.close();
    this.watcher = null;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

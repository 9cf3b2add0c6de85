// The agent's jobs are the studio's own operations, called as the studio's window calls them
// (its handlers, on the workspace opened as `camconfig serve` opens it), so they are recorded as
// the studio records them: the audit log, the check runs, the backups and snapshots; in a site a
// job is one commit, the check job's too (all its baselines). Each job turns the answer into what
// the agent watches (src/main/agent/siteAgent.ts).
import type { InventoryRow } from '../../../shared/api/siteSchemas';
import type { AlertCamera, BackupSighting, CheckSighting } from '../../../shared/agent/alertState';
import type { Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';
import { errorAsText } from '../../../shared/i18n/errorWords';
import type { AgentJobs, JobResult, RefreshReading } from '../../agent/siteAgent';
import type { StudioServices } from '../../services/studioServices';

/** States in which the camera answered (an answer refused or with a new certificate is an answer). */
const answeringStates = new Set(['online', 'auth_failed', 'certificate_changed']);

export function studioJobs(services: StudioServices, language: Language, say: (text: Text) => void): AgentJobs {
  const { handlers } = services;
  let runs = 0;
  const operationId = (job: string): string => `agent-${job}-${process.pid}-${++runs}`;

  return {
    refresh: async (signal) => {
      const { cameras } = await handlers['site.inventory']({ refresh: true, operationId: operationId('refresh') }, { signal });
      return { job: 'refresh', cameras: cameras.filter((row) => row.state !== 'unknown').map(refreshReadingOf) };
    },

    check: async (signal) => {
      const { baselines } = await handlers['baseline.list']({}, { signal });
      const drift = new Map<string, number>();
      // One commit for the whole job, naming every baseline it checked (docs/agent.md).
      await asOneCommit(services, async () => {
        for (const baseline of baselines) {
          if (signal.aborted) break;
          if (baseline.groups.length === 0) continue; // checks nothing until it is assigned to a group
          try {
            const { run } = await handlers['baseline.check']({ baseline: baseline.name, operationId: operationId('check') }, { signal });
            for (const camera of run.cameras) if (camera.status !== 'unreadable') drift.set(camera.cameraId, (drift.get(camera.cameraId) ?? 0) + camera.drift.length);
          } catch (error) {
            say(localize('agentRun.check.notChecked', { baseline: baseline.name, problem: errorAsText(error) }));
          }
        }
      });
      const rows = await cameraRows(services, signal);
      const cameras: CheckSighting[] = rows.filter((row) => drift.has(row.id)).map((row) => ({ camera: alertCameraOf(row), driftedParameters: drift.get(row.id)! }));
      return { job: 'check', cameras } satisfies JobResult;
    },

    backup: async (signal) => {
      const rows = await cameraRows(services, signal);
      if (rows.length === 0) return { job: 'backup', cameras: [] };
      const byId = new Map(rows.map((row) => [row.id, row]));
      const { results } = await handlers['fleet.backup']({ operationId: operationId('backup') }, { signal });
      const cameras: BackupSighting[] = results.flatMap((result) => {
        const row = byId.get(result.cameraId);
        if (row === undefined || (result.status !== 'ok' && result.status !== 'failed')) return [];
        return [{ camera: alertCameraOf(row), failure: result.status === 'failed' ? renderText(result.reason, language) : null }];
      });
      return { job: 'backup', cameras };
    },
  };
}

function asOneCommit(services: StudioServices, run: () => Promise<void>): Promise<void> {
  return services.asOneCommit ? services.asOneCommit(run) : run();
}

/** The workspace's cameras as the studio knows them now (nothing is asked). */
async function cameraRows(services: StudioServices, signal: AbortSignal): Promise<InventoryRow[]> {
  return (await services.handlers['site.inventory']({}, { signal })).cameras;
}

function alertCameraOf(row: InventoryRow): AlertCamera {
  return { id: row.id, name: row.label, address: `${row.host}:${row.port}`, group: row.group };
}

function refreshReadingOf(row: InventoryRow): RefreshReading {
  return {
    camera: alertCameraOf(row),
    answered: answeringStates.has(row.state),
    firmware: row.firmware,
    rebootNeeded: row.rebootNeeded ?? [],
    // On its factory password: the stored credentials are the factory ones, or it refused the stored ones and opened with the factory ones (probably reset, its own words).
    factoryPassword: row.factoryPassword || row.factoryLogin,
    factoryLogin: row.factoryLogin,
    // The audit log's newest change (the studio's, the command line's, a fleet apply, a baseline fix), for "offline after a change".
    lastChange: row.lastChange === null ? null : { at: Date.parse(row.lastChange.at), operation: row.lastChange.operation, source: row.lastChange.source },
    lastAnswerAt: row.lastAnswerAt === null ? null : Date.parse(row.lastAnswerAt),
    roundTripMs: row.roundTripMs,
    lastBackupAt: row.lastBackup === null ? null : Date.parse(row.lastBackup.takenAt),
  };
}

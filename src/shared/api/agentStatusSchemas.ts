// What the studio's Site view shows of the site agent (agent.status, docs/agent.md "In the
// studio"): read from the agent's own files in the workspace (agent-runs.json, agent-state.json),
// never written by the studio. Words are catalog texts; times are milliseconds since the epoch,
// shown in the site's time zone.
import { z } from 'zod';
import { agentJobNames } from '../agent/agentSettings';
import { conditionKinds } from '../agent/alertState';
import { agentJobOutcomes, agentPushOutcomes } from '../agent/agentRuns';
import { catalogTextSchema } from '../i18n/text';
import { timestampSchema } from './schemaHelpers';

export const agentStatusLimits = { alerts: 500 } as const;

const name = z.string().max(500);

export const agentStatusJobSchema = z.object({
  job: z.enum(agentJobNames),
  /** `running`: started and not ended while the agent runs; `cut_off`: started and not ended by an agent that no longer runs (it runs again at the next start). */
  state: z.enum(['never', 'running', 'cut_off', 'ended']),
  lastStartedAt: timestampSchema.nullable(),
  lastEndedAt: timestampSchema.nullable(),
  lastOutcome: z.enum(agentJobOutcomes).nullable(),
  lastDurationMs: timestampSchema.nullable(),
  lastProblem: catalogTextSchema.nullable(),
  /** The next slot as the agent said it; null when it is not running or the job is not scheduled. */
  nextAt: timestampSchema.nullable(),
});

/** The agent's last push of the site's commits to its remote, as agent-runs.json's `lastPush` says it. */
export const agentStatusPushSchema = z.object({
  /** When the push ended. */
  at: timestampSchema,
  /** `pushed`: the remote has every commit; `not_pushed`: the remote holds other changes to the same files (a technician pulls and resolves them); `failed`: the remote could not be reached or refused. */
  outcome: z.enum(agentPushOutcomes),
  /** The site's commits not on the remote after it, as far as the agent knows (0 with `failed`: it could not tell how many). */
  waiting: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  /** Why it was not pushed; null when pushed. */
  problem: catalogTextSchema.nullable(),
});

export const agentStatusAlertSchema = z.object({
  kind: z.enum(conditionKinds),
  camera: z.object({ id: name, name, address: name, group: name.nullable() }),
  since: timestampSchema,
  /** When its start was sent (null: it waits for its delay, or a maintenance window). */
  alertedAt: timestampSchema.nullable(),
  /** What it is, in the reader's language. */
  text: catalogTextSchema,
  /** What the agent recorded of it, in the site's report language (a parameter count, the sections, a backup's failure); empty when it adds nothing. */
  detail: z.string().max(500),
  /** What to do. */
  advice: catalogTextSchema,
});

export const agentStatusSchema = z.object({
  /** `no_workspace`: the studio runs without one, so no agent runs for it; `not_run`: no file of the agent here; `unreadable`: a file cannot be read (`problem` says which and why); `known`: as the files say. */
  state: z.enum(['no_workspace', 'not_run', 'unreadable', 'known']),
  /** Why a file could not be read; with `known`, one of the two files was unusable and only the other is shown. */
  problem: catalogTextSchema.nullable(),
  /** The site's time zone (agent.json's, else site.json's, else this machine's): the times are shown in it. */
  timeZone: z.string().max(100),
  agent: z
    .object({
      /** `yes`: its process runs on this machine; `no`: it stopped, or its process is gone; `unknown`: it runs on another machine (or wrote no record), see `lastWroteAt`. */
      running: z.enum(['yes', 'no', 'unknown']),
      /** Set when it stopped cleanly. */
      stoppedAt: timestampSchema.nullable(),
      startedAt: timestampSchema.nullable(),
      host: name.nullable(),
      pid: z.number().int().positive().nullable(),
      /** When it last wrote one of its files. */
      lastWroteAt: timestampSchema,
    })
    .nullable(),
  jobs: z.array(agentStatusJobSchema).max(agentJobNames.length),
  alerts: z.array(agentStatusAlertSchema).max(agentStatusLimits.alerts),
  /** Open alerts beyond `agentStatusLimits.alerts`, not listed. */
  alertsOmitted: z.number().int().nonnegative(),
  /** The agent's last push to the site's remote; left out when it never pushed (no site repository, no remote, nothing to push yet) or agent-runs.json cannot be read. */
  lastPush: agentStatusPushSchema.optional(),
});
export type AgentStatus = z.infer<typeof agentStatusSchema>;

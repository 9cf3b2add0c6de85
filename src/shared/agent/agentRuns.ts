// What the running agent says of itself in agent-runs.json beside agent-state.json (docs/agent.md,
// "In the studio"): which process runs it where, since when, and per job its last run (started,
// ended, outcome, the failure as a catalog text) and its next slot. The agent writes it at start,
// at each job's start and end and at a clean stop; the studio only reads it (agent.status).
// Pure: the agent writes it with src/main/agent/agentRunsFile.ts.
import { z } from 'zod';
import { catalogTextSchema } from '../i18n/text';
import { agentJobNames } from './agentSettings';

export const agentRunsFileName = 'agent-runs.json';
export const agentRunsFileBytes = 256 * 1024;

const instant = z.number().int().nonnegative();

export const agentJobOutcomes = ['ok', 'failed', 'stopped'] as const;
export type AgentJobOutcome = (typeof agentJobOutcomes)[number];

export const agentJobRunSchema = z.strictObject({
  job: z.enum(agentJobNames),
  /** When its last run started (milliseconds since the epoch), null: it has not run. */
  lastStartedAt: instant.nullable(),
  /** When its last run that ended ended; before lastStartedAt (or null) while a run is under way. */
  lastEndedAt: instant.nullable(),
  lastOutcome: z.enum(agentJobOutcomes).nullable(),
  /** How long the last run that ended took. */
  lastDurationMs: instant.nullable(),
  /** Why the last run failed (its failure's words as a catalog text). */
  lastProblem: catalogTextSchema.nullable(),
  /** When the scheduler runs it next, as it said when the file was written; null: not scheduled (switched off or no slot left). */
  nextAt: instant.nullable(),
});
export type AgentJobRun = z.infer<typeof agentJobRunSchema>;

/** What the last push of the site's commits to its remote gave (a site with a remote, after a job that left commits to share). */
export const agentPushOutcomes = ['pushed', 'not_pushed', 'failed'] as const;
export type AgentPushOutcome = (typeof agentPushOutcomes)[number];

export const agentPushSchema = z.strictObject({
  /** When the push ended. */
  at: instant,
  /** pushed: the remote has every commit; not_pushed: the remote's changes conflict with the site's (a technician pulls and resolves); failed: the remote could not be reached or refused. */
  outcome: z.enum(agentPushOutcomes),
  /** The site's commits not on the remote after it (as far as the agent knows): they go with the next push. */
  waiting: z.number().int().nonnegative(),
  /** Why it was not pushed (a catalog text), null when pushed. */
  problem: catalogTextSchema.nullable(),
});
export type AgentPush = z.infer<typeof agentPushSchema>;

export const agentRunsSchema = z.strictObject({
  version: z.literal(1),
  /** The process that wrote it: its id and machine, so a reader on the same machine can tell whether it still runs. */
  pid: z.number().int().positive(),
  host: z.string().max(255),
  startedAt: instant,
  /** When it stopped cleanly (a stop signal); null while it runs, or when it ended without a clean stop. */
  stoppedAt: instant.nullable(),
  /** When it last wrote this file. */
  wroteAt: instant,
  jobs: z.array(agentJobRunSchema).max(agentJobNames.length),
  /** The last push of the site's commits to its remote; left out: none yet (no site, no remote, or nothing to push). */
  lastPush: agentPushSchema.optional(),
});
export type AgentRuns = z.infer<typeof agentRunsSchema>;

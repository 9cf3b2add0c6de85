// agent.json: what `camconfig agent` runs and when, whom it tells and how (docs/agent.md). One
// zod schema, pure, so the agent checks the file at start and the studio's form can check the
// same rules; every problem names its field ("jobs.refresh.schedule: ...").
import { z } from 'zod';
import { sealedSecretSchema } from '../api/sealedSecretSchema';
import { textSchema } from '../api/schemaHelpers';
import { cameraHostProblem } from '../net/cameraHost';
import { isTimeZone } from '../site/timeZone';
import { cronExpressionMaxLength, cronExpressionProblem } from './cronSchedule';

export const agentSettingsFileName = 'agent.json';
export const agentSettingsFileBytes = 256 * 1024;

export const agentJobNames = ['refresh', 'check', 'backup'] as const;
export type AgentJobName = (typeof agentJobNames)[number];

export const defaultSchedules: Record<AgentJobName, string> = {
  refresh: '0 */5 * * * *',
  check: '0 0 * * * *',
  backup: '0 0 2 * * *',
};

const cronExpressionSchema = z
  .string()
  .max(cronExpressionMaxLength, `is longer than ${cronExpressionMaxLength} characters`)
  .superRefine((expression, context) => {
    const problem = cronExpressionProblem(expression);
    if (problem !== null) context.addIssue({ code: 'custom', message: `'${expression}' ${problem}` });
  });

const jobSchema = (name: AgentJobName) =>
  z
    .strictObject({
      schedule: cronExpressionSchema.default(defaultSchedules[name]),
      /** A job switched off keeps its schedule for later. */
      enabled: z.boolean().default(true),
    })
    .prefault({});

const seconds = (min: number, max: number, fallback: number) =>
  z
    .number({ message: 'is not a number of seconds' })
    .int('is not a whole number of seconds')
    .min(min, `is less than ${min} seconds`)
    .max(max, `is more than ${max} seconds`)
    .default(fallback);

const day = 24 * 60 * 60;

const thresholdsSchema = z
  .strictObject({
    /** A camera that has not answered for this long is reported offline. */
    offlineAfterSeconds: seconds(0, 7 * day, 300),
    /** Sections waiting for a reboot this long are reported. */
    rebootPendingAfterSeconds: seconds(0, 30 * day, 3600),
    /** A camera going offline within this time after a change was applied is reported as such. */
    offlineAfterChangeSeconds: seconds(0, day, 600),
    /** An open alert is sent again this often; 0: never. */
    reminderSeconds: seconds(0, 30 * day, 0),
    /** At most this many alerts an hour per channel; what is held back goes out as one summary. */
    alertsPerHour: z.number({ message: 'is not a number' }).int('is not a whole number').min(1, 'is less than 1').max(10_000, 'is more than 10000').default(60),
  })
  .prefault({});

const windowLabel = textSchema({ subject: 'label', max: 200 });

/** What the jobs do during a maintenance window: alerts are always held back. */
const windowJobsSchema = z.enum(['run', 'pause'], { message: "is 'run' or 'pause'" }).default('run');

const isoInstant = z.iso.datetime({ offset: true, message: 'is not a date and time such as 2026-03-01T22:00:00+01:00' });

const recurringWindowSchema = z.strictObject({
  label: windowLabel.default(''),
  /** When the window opens (cron, site time zone), and for how long. */
  schedule: cronExpressionSchema,
  durationMinutes: z.number({ message: 'is not a number of minutes' }).int('is not a whole number of minutes').min(1, 'is less than 1 minute').max(7 * 24 * 60, 'is more than a week'),
  jobs: windowJobsSchema,
});

const oneOffWindowSchema = z
  .strictObject({
    label: windowLabel.default(''),
    from: isoInstant,
    until: isoInstant,
    jobs: windowJobsSchema,
  })
  .refine((window) => Date.parse(window.until) > Date.parse(window.from), { message: 'ends before it starts', path: ['until'] });

const maintenanceWindowSchema = z.union([recurringWindowSchema, oneOffWindowSchema], {
  error: () => 'is neither a recurring window {schedule, durationMinutes} nor a one-off window {from, until}',
});
export type MaintenanceWindow = z.infer<typeof maintenanceWindowSchema>;

export const webhookLimits = { urlLength: 2000, queue: 10_000 } as const;

const webhookUrlSchema = z
  .string()
  .max(webhookLimits.urlLength, `is longer than ${webhookLimits.urlLength} characters`)
  .superRefine((text, context) => {
    const problem = webhookUrlProblem(text);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  });

// src/shared has no URL class: the parts are read by pattern, the host by the one host rule.
const webhookUrlPattern = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([/?#]\S*)?$/i;

function webhookUrlProblem(text: string): string | null {
  const match = webhookUrlPattern.exec(text);
  if (match === null) return `'${text.slice(0, 100)}' is not a URL such as https://alerts.example.net/camconfig`;
  const scheme = match[1]!.toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') return `uses ${scheme.slice(0, 20)}:; only http: and https: are sent to`;
  const authority = match[2]!;
  if (authority.includes('@')) return 'carries a user name or password: the webhook is signed with channels.webhook.secret instead';
  const hostAndPort = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(authority);
  if (hostAndPort === null || (hostAndPort[2] !== undefined && Number(hostAndPort[2]) > 65535)) return `'${authority.slice(0, 100)}' is not a host with an optional port`;
  const hostProblem = cameraHostProblem(hostAndPort[1]!);
  return hostProblem === null ? null : `has no usable host (${hostProblem})`;
}

const webhookSchema = z.strictObject({
  url: webhookUrlSchema,
  /** The HMAC key, sealed with the workspace passphrase: never in plain text in the file. */
  secret: sealedSecretSchema,
  timeoutSeconds: seconds(1, 120, 10),
  /** Attempts after the first one failed, with a growing pause between them. */
  retries: z.number({ message: 'is not a number' }).int('is not a whole number').min(0, 'is less than 0').max(20, 'is more than 20').default(5),
  /** Alerts waiting to be sent; beyond it the oldest are dropped and counted. */
  queueSize: z.number({ message: 'is not a number' }).int('is not a whole number').min(1, 'is less than 1').max(webhookLimits.queue, `is more than ${webhookLimits.queue}`).default(1000),
});

const syslogSchema = z.strictObject({
  host: z
    .string()
    .max(253, 'is longer than 253 characters')
    .superRefine((host, context) => {
      const problem = host === '' ? "is empty (the syslog server's address, e.g. 192.168.1.5)" : cameraHostProblem(host);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    }),
  port: z.number({ message: 'is not a port number' }).int('is not a port number').min(1, 'is not a port from 1 to 65535').max(65535, 'is not a port from 1 to 65535').default(514),
  transport: z.enum(['udp', 'tcp'], { message: "is 'udp' or 'tcp'" }).default('udp'),
});

const channelsSchema = z
  .strictObject({
    webhook: webhookSchema.optional(),
    syslog: syslogSchema.optional(),
  })
  .prefault({});

export const agentSettingsLimits = { maintenanceWindows: 100 } as const;

export const agentSettingsSchema = z.strictObject({
  version: z.literal(1, { message: 'is not 1 (the only version of agent.json so far)' }).default(1),
  /** The time zone the schedules are read in; left out: the site's (site.json), else the machine's. */
  timeZone: z.string().max(100, 'is longer than 100 characters').refine(isTimeZone, 'is not a time zone name such as Europe/Berlin').optional(),
  jobs: z.strictObject({ refresh: jobSchema('refresh'), check: jobSchema('check'), backup: jobSchema('backup') }).prefault({}),
  thresholds: thresholdsSchema,
  maintenanceWindows: z.array(maintenanceWindowSchema).max(agentSettingsLimits.maintenanceWindows, `holds more than ${agentSettingsLimits.maintenanceWindows} windows`).default([]),
  channels: channelsSchema,
});
export type AgentSettings = z.infer<typeof agentSettingsSchema>;
export type AgentSettingsInput = z.input<typeof agentSettingsSchema>;
export type WebhookSettings = NonNullable<AgentSettings['channels']['webhook']>;
export type AgentThresholds = AgentSettings['thresholds'];

export type AgentSettingsCheck = { ok: true; settings: AgentSettings } | { ok: false; problems: string[] };

/** agent.json's content checked: the settings with every default filled in, or each problem as "field: what is wrong". */
export function checkAgentSettings(value: unknown): AgentSettingsCheck {
  const parsed = agentSettingsSchema.safeParse(value);
  if (parsed.success) return { ok: true, settings: parsed.data };
  return { ok: false, problems: parsed.error.issues.slice(0, 20).map(describeIssue) };
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.length === 0 ? 'agent.json' : issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') return `${where}: ${issue.keys.map((key) => `'${key.slice(0, 60)}'`).join(', ')} is not a setting of agent.json`;
  return `${where}: ${issue.message}`;
}

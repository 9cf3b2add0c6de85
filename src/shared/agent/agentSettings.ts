// agent.json: what `camconfig agent` runs and when, whom it tells and how (docs/agent.md). One
// zod schema, pure, so the agent checks the file at start and the studio's form can check the
// same rules; every problem names its field ("jobs.refresh.schedule: ..."). The schema's
// messages are ids of the catalog (area agent.settings), worded where a problem is read.
import { z } from 'zod';
import { sealedSecretSchema } from '../api/sealedSecretSchema';
import { fieldName, textSchema } from '../api/schemaHelpers';
import { cameraHostProblem } from '../net/cameraHost';
import { isTimeZone } from '../site/timeZone';
import { cronExpressionMaxLength, cronExpressionProblem } from './cronSchedule';
import { hasMessage } from '../i18n/renderText';
import { localize, type MessageId, type Text, type TextParam } from '../i18n/text';

/** A problem of the schema: a message id, and the parameters a custom issue gives it. */
type Problem = { id: MessageId; params?: Record<string, string> };

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
  .max(cronExpressionMaxLength, 'agent.settings.longerThan')
  .superRefine((expression, context) => {
    const problem = cronExpressionProblem(expression);
    if (problem === null) return;
    const shown = expression.slice(0, cronExpressionMaxLength);
    const issue = problem.kind === 'empty' ? { id: 'agent.settings.cronEmpty', params: { expression: shown } } : { id: 'agent.settings.cronInvalid', params: { expression: shown, reason: problem.reason } };
    context.addIssue({ code: 'custom', message: issue.id, params: issue.params });
  });

const jobSchema = (name: AgentJobName) =>
  z
    .strictObject({
      schedule: cronExpressionSchema.default(defaultSchedules[name]),
      /** A job switched off keeps its schedule for later. */
      enabled: z.boolean().default(true),
    })
    .prefault({});

const wholeNumber = (min: number, max: number, fallback: number) =>
  z.number({ message: 'agent.settings.notNumber' }).int('agent.settings.notWhole').min(min, 'agent.settings.lessThan').max(max, 'agent.settings.moreThan').default(fallback);

const seconds = (min: number, max: number, fallback: number) =>
  z
    .number({ message: 'agent.settings.notSeconds' })
    .int('agent.settings.notWholeSeconds')
    .min(min, 'agent.settings.lessThanSeconds')
    .max(max, 'agent.settings.moreThanSeconds')
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
    alertsPerHour: wholeNumber(1, 10_000, 60),
  })
  .prefault({});

const windowLabel = textSchema({ subject: fieldName('label'), max: 200 });

/** What the jobs do during a maintenance window: alerts are always held back. */
const windowJobsSchema = z.enum(['run', 'pause'], { message: 'agent.settings.runOrPause' }).default('run');

const isoInstant = z.iso.datetime({ offset: true, message: 'agent.settings.notDateTime' });

const recurringWindowSchema = z.strictObject({
  label: windowLabel.default(''),
  /** When the window opens (cron, site time zone), and for how long. */
  schedule: cronExpressionSchema,
  durationMinutes: z.number({ message: 'agent.settings.notMinutes' }).int('agent.settings.notWholeMinutes').min(1, 'agent.settings.lessThanMinute').max(7 * 24 * 60, 'agent.settings.moreThanWeek'),
  jobs: windowJobsSchema,
});

const oneOffWindowSchema = z
  .strictObject({
    label: windowLabel.default(''),
    from: isoInstant,
    until: isoInstant,
    jobs: windowJobsSchema,
  })
  .refine((window) => Date.parse(window.until) > Date.parse(window.from), { message: 'agent.settings.endsBeforeStart', path: ['until'] });

const maintenanceWindowSchema = z.union([recurringWindowSchema, oneOffWindowSchema], {
  error: () => 'agent.settings.notWindow',
});
export type MaintenanceWindow = z.infer<typeof maintenanceWindowSchema>;

export const webhookLimits = { urlLength: 2000, queue: 10_000 } as const;

const webhookUrlSchema = z
  .string()
  .max(webhookLimits.urlLength, 'agent.settings.longerThan')
  .superRefine((text, context) => {
    const problem = webhookUrlProblem(text);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem.id, params: problem.params });
  });

// src/shared has no URL class: the parts are read by pattern, the host by the one host rule.
const webhookUrlPattern = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([/?#]\S*)?$/i;

function webhookUrlProblem(text: string): Problem | null {
  const match = webhookUrlPattern.exec(text);
  if (match === null) return { id: 'agent.settings.notUrl', params: { url: text.slice(0, 100) } };
  const scheme = match[1]!.toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') return { id: 'agent.settings.scheme', params: { scheme: scheme.slice(0, 20) } };
  const authority = match[2]!;
  if (authority.includes('@')) return { id: 'agent.settings.credentialsInUrl' };
  const hostAndPort = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(authority);
  if (hostAndPort === null || (hostAndPort[2] !== undefined && Number(hostAndPort[2]) > 65535)) return { id: 'agent.settings.notHostPort', params: { authority: authority.slice(0, 100) } };
  const hostProblem = cameraHostProblem(hostAndPort[1]!);
  return hostProblem === null ? null : { id: 'agent.settings.noUsableHost', params: { problem: hostProblem } };
}

const webhookSchema = z.strictObject({
  url: webhookUrlSchema,
  /** The HMAC key, sealed with the workspace passphrase: never in plain text in the file. */
  secret: sealedSecretSchema,
  timeoutSeconds: seconds(1, 120, 10),
  /** Attempts after the first one failed, with a growing pause between them. */
  retries: wholeNumber(0, 20, 5),
  /** Alerts waiting to be sent; beyond it the oldest are dropped and counted. */
  queueSize: wholeNumber(1, webhookLimits.queue, 1000),
});

const syslogSchema = z.strictObject({
  host: z
    .string()
    .max(253, 'agent.settings.longerThan')
    .superRefine((host, context) => {
      if (host === '') context.addIssue({ code: 'custom', message: 'agent.settings.syslogHostEmpty' });
      const problem = host === '' ? null : cameraHostProblem(host);
      if (problem !== null) context.addIssue({ code: 'custom', message: 'agent.settings.hostProblem', params: { problem } });
    }),
  port: z.number({ message: 'agent.settings.notPort' }).int('agent.settings.notPort').min(1, 'agent.settings.portRange').max(65535, 'agent.settings.portRange').default(514),
  transport: z.enum(['udp', 'tcp'], { message: 'agent.settings.udpOrTcp' }).default('udp'),
});

export const emailLimits = { recipients: 50, addressLength: 254 } as const;

// An address as SMTP takes it: one @, no space, no control, no angle bracket or comma (one address, not a list).
const mailAddressSchema = z
  .string()
  .max(emailLimits.addressLength, 'agent.settings.longerThan')
  .regex(/^[^\s@<>,;"]+@[^\s@<>,;"]+$/, 'agent.settings.notMailAddress');

const emailSchema = z
  .strictObject({
    host: syslogSchema.shape.host,
    port: z.number({ message: 'agent.settings.notPort' }).int('agent.settings.notPort').min(1, 'agent.settings.portRange').max(65535, 'agent.settings.portRange').default(587),
    /** tls: TLS from the start (465); starttls: upgraded, refused without it (587); none: a trusted network only. */
    security: z.enum(['tls', 'starttls', 'none'], { message: 'agent.settings.mailSecurity' }).default('starttls'),
    user: z.string().min(1, 'agent.settings.userEmpty').max(200, 'agent.settings.longerThan').optional(),
    /** The SMTP password, sealed with the workspace passphrase like camera passwords. */
    password: sealedSecretSchema.optional(),
    from: mailAddressSchema,
    to: z.array(mailAddressSchema).min(1, 'agent.settings.noRecipients').max(emailLimits.recipients, 'agent.settings.tooManyRecipients'),
    timeoutSeconds: seconds(1, 120, 30),
    retries: wholeNumber(0, 20, 3),
    queueSize: wholeNumber(1, webhookLimits.queue, 1000),
    /** Set: no message per alert; the alerts are collected and sent as one message at each slot of `schedule` (cron, site time zone); a slot with none sends nothing. */
    digest: z.strictObject({ schedule: cronExpressionSchema }).optional(),
  })
  .refine((email) => (email.user === undefined) === (email.password === undefined), { message: 'agent.settings.userAndPassword', path: ['password'] });

const channelsSchema = z
  .strictObject({
    webhook: webhookSchema.optional(),
    syslog: syslogSchema.optional(),
    email: emailSchema.optional(),
  })
  .prefault({});

export const agentSettingsLimits = { maintenanceWindows: 100 } as const;

export const agentSettingsSchema = z.strictObject({
  version: z.literal(1, { message: 'agent.settings.version' }).default(1),
  /** The time zone the schedules are read in; left out: the site's (site.json), else the machine's. */
  timeZone: z.string().max(100, 'agent.settings.longerThan').refine(isTimeZone, 'agent.settings.timeZone').optional(),
  jobs: z.strictObject({ refresh: jobSchema('refresh'), check: jobSchema('check'), backup: jobSchema('backup') }).prefault({}),
  thresholds: thresholdsSchema,
  maintenanceWindows: z.array(maintenanceWindowSchema).max(agentSettingsLimits.maintenanceWindows, 'agent.settings.tooManyWindows').default([]),
  channels: channelsSchema,
});
export type AgentSettings = z.infer<typeof agentSettingsSchema>;
export type AgentSettingsInput = z.input<typeof agentSettingsSchema>;
export type WebhookSettings = NonNullable<AgentSettings['channels']['webhook']>;
export type EmailSettings = NonNullable<AgentSettings['channels']['email']>;
export type AgentThresholds = AgentSettings['thresholds'];

export type AgentSettingsCheck = { ok: true; settings: AgentSettings } | { ok: false; problems: Text[] };

/** agent.json's content checked: the settings with every default filled in, or each problem as "field: what is wrong". */
export function checkAgentSettings(value: unknown): AgentSettingsCheck {
  const parsed = agentSettingsSchema.safeParse(value);
  if (parsed.success) return { ok: true, settings: parsed.data };
  return { ok: false, problems: parsed.error.issues.flatMap(ofTheWindowMeant).slice(0, 20).map(describeIssue) };
}

/**
 * A maintenance window that is neither kind (the union's one issue) is told by the kind it is
 * nearest to: the issues of the one kind with the fewest, at their fields (`durationMinutes`
 * not a number is said there, not at the window). A tie keeps the union's own words.
 */
function ofTheWindowMeant(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const sizes = issue.errors.map((issues) => issues.length);
  const fewest = Math.min(...sizes);
  if (sizes.filter((size) => size === fewest).length > 1) return [issue];
  return issue.errors[sizes.indexOf(fewest)]!.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }) as z.core.$ZodIssue).flatMap(ofTheWindowMeant);
}

function describeIssue(issue: z.core.$ZodIssue): Text {
  const where = issue.path.length === 0 ? 'agent.json' : issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') return localize('agent.settings.unknownKeys', { where, keys: issue.keys.map((key) => `'${key.slice(0, 60)}'`).join(', ') });
  return localize('agent.settings.problem', { where, problem: problemOf(issue) });
}

/** The issue's message id with its bounds or its custom parameters; a message of another schema (a shared one's) as given. */
function problemOf(issue: z.core.$ZodIssue): Text {
  if (!hasMessage(issue.message)) return localize('agent.settings.asGiven', { words: issue.message });
  const params: Record<string, TextParam> = {};
  if (issue.code === 'too_small') params.min = String(issue.minimum);
  if (issue.code === 'too_big') params.max = String(issue.maximum);
  if (issue.code === 'custom') Object.assign(params, issue.params);
  return localize(issue.message as MessageId, params);
}

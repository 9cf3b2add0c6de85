// The site agent's settings as the studio edits them (agent.json, docs/agent.md "In the
// studio"): the file's JSON without any secret, which travels only inwards, as a new key typed
// into the form, and comes back only as "set" or "not set".
import { z } from 'zod';
import { agentSettingsFileBytes } from '../agent/agentSettings';
import { catalogTextSchema } from '../i18n/text';
import { fieldName, textSchema } from './schemaHelpers';

export const agentChannelNames = ['webhook', 'email', 'syslog'] as const;
export type AgentChannelName = (typeof agentChannelNames)[number];

export const agentSecretLimits = { webhookKey: 1024, emailPassword: 1024 } as const;

export const readAgentSettingsOutputSchema = z.object({
  /** `missing`: no agent.json yet, the text holds the defaults; `invalid`: the file as it is, with its problems. */
  state: z.enum(['missing', 'kept', 'invalid']),
  /** Where agent.json is (or will be written). */
  path: z.string().max(4096),
  /** The settings as JSON: kept ones with every default filled in; never a secret. */
  text: z.string().max(agentSettingsFileBytes),
  problems: z.array(catalogTextSchema).max(20),
  /** Whether a webhook key is kept (sealed) in the file. */
  webhookKey: z.enum(['set', 'not_set']),
  /** Whether an SMTP password (channels.email.password) is kept (sealed) in the file. */
  emailPassword: z.enum(['set', 'not_set']),
});

export const saveAgentSettingsInputSchema = z.strictObject({
  /** agent.json's content as the form or the JSON view holds it, without any secret. */
  text: textSchema({ subject: fieldName('text'), max: agentSettingsFileBytes, lines: true }),
  /** A new webhook key in plain text, sealed before it is written; left out: the kept key stays. */
  webhookKey: textSchema({ subject: fieldName('webhookKey'), min: 1, max: agentSecretLimits.webhookKey, secret: true }).optional(),
  /** A new SMTP password (channels.email.password) in plain text, sealed before it is written; left out: the kept one stays while a user is set. */
  emailPassword: textSchema({ subject: fieldName('password'), min: 1, max: agentSecretLimits.emailPassword, secret: true }).optional(),
});

export const saveAgentSettingsOutputSchema = z.discriminatedUnion('saved', [
  z.object({ saved: z.literal(true), path: z.string().max(4096) }),
  /** Nothing was written; each problem names its field. */
  z.object({ saved: z.literal(false), problems: z.array(catalogTextSchema).min(1).max(20) }),
]);

export const agentTestAlertInputSchema = z.strictObject({ channel: z.enum(agentChannelNames) });

export const agentTestAlertOutputSchema = z.object({
  delivered: z.boolean(),
  /** Where it went (the webhook's origin, the syslog server), never a key or a query. */
  target: z.string().max(300),
  /** Delivered: what "delivered" means for this channel; not: why not, in words. */
  note: catalogTextSchema,
});

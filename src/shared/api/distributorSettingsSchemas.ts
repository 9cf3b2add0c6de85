// The distributor settings as the settings view edits them: user_config.json (spec 2.3) without
// the passphrase, which never travels as text (docs/distributor-settings.md). One zod schema is
// the source of the renderer's checks and of the JSON schema Monaco validates and completes with.
import { z } from 'zod';
import { timestampSchema } from './schemaHelpers';

export interface IntegerOptionRule {
  kind: 'integer';
  min: number;
  max: number;
  default: number;
  description: string;
}

export interface TextOptionRule {
  kind: 'text';
  maxLength: number;
  description: string;
}

/**
 * The options of user_config.json the text may hold. Limits and defaults are the engine's
 * (src/main/distributor/config/optionSpecs.ts); test/shared/api/distributorSettingsSchemas.test.ts
 * keeps the two equal.
 */
export const settingsOptionRules = {
  iface: { kind: 'text', maxLength: 256, description: 'Interface whose IPv4 broadcast address is used; left out = the first usable of broadcast.interfaces (system configuration).' },
  port: { kind: 'integer', min: 1, max: 65_535, default: 19_300, description: 'UDP port shared by all peers.' },
  poll_freq: { kind: 'integer', min: 0, max: 1000, default: 10, description: 'Packages sent per second; 0 = one package every 10 seconds (debugging only).' },
  resend: { kind: 'integer', min: 1, max: 255, default: 3, description: 'Sending attempts per message; 1 = sent once, no resend.' },
  max_time_offset: {
    kind: 'integer',
    min: 0,
    max: 86_400,
    default: 5,
    description: 'Seconds a package timestamp may differ from local time before the package is dropped; 0 turns the check off.',
  },
} as const satisfies Record<string, IntegerOptionRule | TextOptionRule>;

export type SettingsOptionName = keyof typeof settingsOptionRules;
export const settingsOptionNames = Object.keys(settingsOptionRules) as SettingsOptionName[];

/** The rule of an option in words, e.g. "an integer from 1 to 65535". */
export function describeOptionRule(name: SettingsOptionName): string {
  const rule: IntegerOptionRule | TextOptionRule = settingsOptionRules[name];
  return rule.kind === 'integer' ? `an integer from ${rule.min} to ${rule.max}` : `an interface name of 1 to ${rule.maxLength} characters`;
}

type IntegerOptionName = { [K in SettingsOptionName]: (typeof settingsOptionRules)[K] extends { kind: 'integer' } ? K : never }[SettingsOptionName];

function integerOption(name: IntegerOptionName) {
  const rule = settingsOptionRules[name];
  return z.number().int().min(rule.min).max(rule.max).optional().meta({ description: rule.description, default: rule.default });
}

const ifaceOption = z.string().min(1).max(settingsOptionRules.iface.maxLength).optional().meta({ description: settingsOptionRules.iface.description });

/** user_config.json without the passphrase, every option optional; unknown options are refused. */
export const settingsConfigSchema = z
  .strictObject({
    broadcast: z
      .strictObject({
        iface: ifaceOption,
        port: integerOption('port'),
        poll_freq: integerOption('poll_freq'),
        resend: integerOption('resend'),
        max_time_offset: integerOption('max_time_offset'),
      })
      .optional()
      .meta({ description: 'The broadcast options of the distributor. The passphrase is chosen beside the text and never written in it.' }),
  })
  .meta({ title: 'user_config.json (without broadcast.passphrase)' });
export type SettingsConfig = z.infer<typeof settingsConfigSchema>;

/** system_config.json (spec 2.2) as the studio runs with it: read-only. */
export const systemConfigViewSchema = z.object({
  log_list_max: z.number().int().nonnegative(),
  broadcast: z.object({ interfaces: z.array(z.string()) }),
});

/**
 * The user configuration last given to `distributor.init` (and checked), without the passphrase:
 * not strict, so a passphrase that slipped into it would be stripped, never sent.
 */
export const appliedSettingsSchema = z.object({
  config: z.object({ broadcast: z.object(settingsConfigSchema.shape.broadcast.unwrap().shape).optional() }),
  passphraseSet: z.boolean(),
  /** Settings kept in the workspace whose passphrase was not stored on disk: not applied until it is given again. */
  passphraseNeeded: z.boolean(),
  /** Whether that init made the distributor active, and why not. */
  active: z.boolean(),
  reason: z.string().nullable(),
  appliedAt: timestampSchema,
});
export type AppliedSettings = z.infer<typeof appliedSettingsSchema>;

export const distributorSettingsSchema = z.object({
  system: systemConfigViewSchema,
  /** Null until a user configuration was first applied. */
  applied: appliedSettingsSchema.nullable(),
});
export type DistributorSettings = z.infer<typeof distributorSettingsSchema>;

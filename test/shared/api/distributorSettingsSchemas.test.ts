import { describe, expect, it } from 'vitest';
import { defaultUserConfig, userOptionSpecs, type OptionSpec } from '../../../src/main/distributor/config';
import { settingsConfigSchema, settingsOptionNames, settingsOptionRules } from '../../../src/shared/api/distributorSettingsSchemas';
import { settingsJsonSchema } from '../../../src/renderer/features/settings/settingsJsonSchema';

function engineSpec(name: string): OptionSpec {
  const spec = userOptionSpecs.find((candidate) => candidate.name === `broadcast.${name}`);
  if (!spec) throw new Error(`the engine has no option broadcast.${name}`);
  return spec;
}

describe('the settings schema', () => {
  it('has every user option of the engine but the passphrase, with the engine limits and defaults', () => {
    expect(settingsOptionNames.map((name) => `broadcast.${name}`).sort()).toEqual(userOptionSpecs.map((spec) => spec.name).filter((name) => name !== 'broadcast.passphrase').sort());
    for (const name of settingsOptionNames) {
      const spec = engineSpec(name);
      const rule = settingsOptionRules[name];
      if (rule.kind === 'integer') {
        expect(spec).toMatchObject({ kind: 'integer', min: rule.min, max: rule.max, default: rule.default });
      } else {
        expect(spec).toMatchObject({ kind: 'string', maxLength: rule.maxLength, allowEmpty: false });
      }
    }
    expect(defaultUserConfig().broadcast).toMatchObject({ port: settingsOptionRules.port.default, poll_freq: settingsOptionRules.poll_freq.default });
  });

  it('refuses the passphrase, unknown options and values outside the rules', () => {
    expect(settingsConfigSchema.safeParse({ broadcast: { port: 19300, poll_freq: 0, resend: 1, max_time_offset: 0, iface: 'eth0' } }).success).toBe(true);
    expect(settingsConfigSchema.safeParse({}).success).toBe(true);
    expect(settingsConfigSchema.safeParse({ broadcast: { passphrase: 'x' } }).success).toBe(false);
    expect(settingsConfigSchema.safeParse({ broadcast: { colour: 1 } }).success).toBe(false);
    expect(settingsConfigSchema.safeParse({ log_list_max: 3 }).success).toBe(false);
    expect(settingsConfigSchema.safeParse({ broadcast: { resend: 0 } }).success).toBe(false);
    expect(settingsConfigSchema.safeParse({ broadcast: { port: 65_536 } }).success).toBe(false);
    expect(settingsConfigSchema.safeParse({ broadcast: { poll_freq: 1.5 } }).success).toBe(false);
    expect(settingsConfigSchema.safeParse({ broadcast: { iface: '' } }).success).toBe(false);
  });

  it('becomes a JSON schema Monaco validates and completes with: strict, bounded, described, no passphrase', () => {
    const broadcast = (settingsJsonSchema.properties as Record<string, { properties: Record<string, Record<string, unknown>>; additionalProperties: unknown }>).broadcast!;
    expect(settingsJsonSchema.additionalProperties).toBe(false);
    expect(broadcast.additionalProperties).toBe(false);
    expect(Object.keys(broadcast.properties).sort()).toEqual([...settingsOptionNames].sort());
    expect(broadcast.properties.port).toMatchObject({ type: 'integer', minimum: 1, maximum: 65_535, default: 19_300, description: 'UDP port shared by all peers.' });
    expect(broadcast.properties.iface).toMatchObject({ type: 'string', minLength: 1, maxLength: 256 });
    expect(JSON.stringify(settingsJsonSchema)).not.toContain('passphrase"');
  });
});

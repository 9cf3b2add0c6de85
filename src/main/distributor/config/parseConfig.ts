// Parsed JSON -> resolved SystemConfig / UserConfig, defaults filled in (docs/distributor-config.md).
import { readOptions, type OptionTable } from './readOptions';
import { systemOptionSpecs, userOptionSpecs } from './optionSpecs';
import type { PartialUserConfig, SystemConfig, UserConfig } from './types';
import { localize } from '../../../shared/i18n/text';

const systemTable: OptionTable = { specs: systemOptionSpecs, otherFile: { label: localize('distributor.config.otherFile.user'), specs: userOptionSpecs } };
const userTable: OptionTable = { specs: userOptionSpecs, otherFile: { label: localize('distributor.config.otherFile.system'), specs: systemOptionSpecs } };

/** Checks a parsed system_config.json; throws DistributorConfigError naming `source` and the option. */
export function parseSystemConfig(json: unknown, source: string): SystemConfig {
  return readOptions(json, systemTable, source) as unknown as SystemConfig;
}

/** Checks a parsed user_config.json; throws DistributorConfigError naming `source` and the option. */
export function parseUserConfig(json: unknown, source: string): UserConfig {
  return readOptions(json, userTable, source) as unknown as UserConfig;
}

/** A user configuration with every absent option set to its default, checked like a file. */
export function resolveUserConfig(partial: PartialUserConfig = {}, source = 'user configuration'): UserConfig {
  const broadcast = Object.fromEntries(Object.entries(partial.broadcast ?? {}).filter(([, value]) => value !== undefined));
  return parseUserConfig({ ...partial, broadcast }, source);
}

/** The defaults of every user option (broadcast.iface has none: it falls back to the system list). */
export function defaultUserConfig(): UserConfig {
  return resolveUserConfig({});
}

// The distributor's configuration files (spec 2.2, 2.3): types, parsing, defaults, interface choice.
export type { BroadcastInterfaceChoice, PartialUserConfig, SystemConfig, UserConfig } from './types';
export { DistributorConfigError } from './errors';
export { defaultUserConfig, parseSystemConfig, parseUserConfig, resolveUserConfig } from './parseConfig';
export { loadSystemConfig, loadUserConfig } from './loadConfigFile';
export { ipv4BroadcastAddress, resolveBroadcastInterface, type InterfaceTable } from './resolveBroadcastInterface';
export { diffUserConfig, type UserConfigChange } from './configChange';
export { systemOptionSpecs, userOptionSpecs, type OptionSpec } from './optionSpecs';

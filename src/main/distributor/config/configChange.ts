// What a new user configuration changes for a running distributor. Every user option can
// change while the process runs (spec 2.3); some need the socket reopened or a new key.
import { socketOptions, userOptionSpecs } from './optionSpecs';
import type { UserConfig } from './types';

export interface UserConfigChange {
  /** Dotted names of the options whose value differs. */
  changed: string[];
  /** broadcast.iface or broadcast.port changed: close and reopen the UDP socket. */
  reopenSocket: boolean;
  /** broadcast.passphrase changed: build a new codec (derives the new key once). */
  newKey: boolean;
}

function optionValue(config: UserConfig, dottedName: string): unknown {
  const key = dottedName.replace(/^broadcast\./, '') as keyof UserConfig['broadcast'];
  return config.broadcast[key];
}

export function diffUserConfig(before: UserConfig, after: UserConfig): UserConfigChange {
  const changed = userOptionSpecs.map((spec) => spec.name).filter((name) => optionValue(before, name) !== optionValue(after, name));
  return {
    changed,
    reopenSocket: changed.some((name) => socketOptions.includes(name)),
    newKey: changed.includes('broadcast.passphrase'),
  };
}

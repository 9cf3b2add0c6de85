// The two configuration files of the distributor (specification 2.2 and 2.3), as resolved
// values: every optional setting filled with its default (see docs/distributor-config.md).
import type { Text } from '../../../shared/i18n/text';

/** system_config.json: adapts the SDK to a platform; fixed while the process runs. */
export interface SystemConfig {
  /** Maximum number of entries (peers) in the statistics publication. */
  log_list_max: number;
  broadcast: {
    /** Interface names searched in order for a usable IPv4 broadcast address. */
    interfaces: string[];
  };
}

/** user_config.json: may change while the process runs (re-applied by init()). */
export interface UserConfig {
  broadcast: {
    /** Interface whose IPv4 broadcast address is used; unset = first usable of SystemConfig.broadcast.interfaces. */
    iface?: string;
    /** Seconds a package timestamp may differ from local time; 0 turns the check off. */
    max_time_offset: number;
    /** Source of the AES key; '' = encryption off (debugging only). */
    passphrase: string;
    /** Packages sent per second; 0 = one package every 10 seconds (debugging only). */
    poll_freq: number;
    /** UDP port. */
    port: number;
    /** Sending attempts per message (1 = sent once, no resend). */
    resend: number;
  };
}

/** A user configuration as written in a file: every option optional. */
export interface PartialUserConfig {
  broadcast?: Partial<UserConfig['broadcast']>;
}

/** The interface the distributor broadcasts on, or why none could be used. */
export type BroadcastInterfaceChoice =
  | { ok: true; iface: string; address: string; netmask: string; broadcast: string }
  | { ok: false; reason: Text };

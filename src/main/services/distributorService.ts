// distributor.*: the studio's one DistributorBroadcastCore, its state, messages and statistics.
// Its events become `bus.messages`, `distributor.state` and `distributor.statistics`; each
// init also sends `distributor.settings` (what was applied, never the passphrase).
import type { DistributorStatistics } from '../../shared/api/distributorSchemas';
import type { DistributorSettings } from '../../shared/api/distributorSettingsSchemas';
import { resolveUserConfig, type PartialUserConfig } from '../distributor/config';
import type { DistributorBroadcastCore } from '../distributor/core';
import { AppliedUserConfig } from './appliedUserConfig';
import type { ServiceEventHub } from './serviceEventHub';

export interface InitOptions {
  /** Use the passphrase of the previous init (docs/distributor-settings.md, "The passphrase"). */
  keepPassphrase?: boolean;
}

export class DistributorService {
  private readonly unsubscribe: Array<() => void>;
  private readonly applied = new AppliedUserConfig();

  constructor(
    readonly core: DistributorBroadcastCore,
    private readonly hub: ServiceEventHub,
  ) {
    this.unsubscribe = [
      core.events.on('message', ({ path, value, from, receivedAt, resent }) => hub.emit({ event: 'bus.messages', payload: { messages: [{ path, value, from, receivedAt, resent }] } })),
      core.events.on('state', (state) => hub.emit({ event: 'distributor.state', payload: state })),
      core.events.on('statistics', () => hub.emit({ event: 'distributor.statistics', payload: this.statistics() })),
    ];
  }

  /**
   * Applies a user configuration; `source` names it in errors (a bad option throws, nothing
   * changes). The new state and settings go out as events.
   */
  async init(config: PartialUserConfig, source: string, options: InitOptions = {}): Promise<{ active: boolean; reason: string | null }> {
    const given = options.keepPassphrase ? this.applied.withKeptPassphrase(config) : config;
    const resolved = resolveUserConfig(given, source);
    const active = await this.core.init(resolved);
    const reason = active ? null : this.core.reason;
    this.applied.record(given, { active, reason });
    this.hub.emit({ event: 'distributor.settings', payload: this.settings() });
    return { active, reason };
  }

  /** The system configuration and the user configuration last applied, without the passphrase. */
  settings(): DistributorSettings {
    const system = this.core.systemConfig;
    return { system: { log_list_max: system.log_list_max, broadcast: { interfaces: [...system.broadcast.interfaces] } }, applied: this.applied.view() };
  }

  statistics(): DistributorStatistics {
    return { publication: this.core.statistics(), drops: this.core.dropBreakdown() };
  }

  /** Queues a message for the bus (the rules of its path and value are checked first). */
  send(path: string, value: string): void {
    this.core.send(path, value);
  }

  close(): void {
    for (const stop of this.unsubscribe) stop();
    this.core.close();
  }
}

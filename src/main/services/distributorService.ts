// distributor.*: the studio's one DistributorBroadcastCore, its state, messages and statistics.
// Its events become `bus.messages`, `distributor.state` and `distributor.statistics`.
import type { DistributorStatistics } from '../../shared/api/distributorSchemas';
import { resolveUserConfig, type PartialUserConfig } from '../distributor/config';
import type { DistributorBroadcastCore } from '../distributor/core';
import type { ServiceEventHub } from './serviceEventHub';

export class DistributorService {
  private readonly unsubscribe: Array<() => void>;

  constructor(
    readonly core: DistributorBroadcastCore,
    hub: ServiceEventHub,
  ) {
    this.unsubscribe = [
      core.events.on('message', ({ path, value, from, receivedAt, resent }) => hub.emit({ event: 'bus.messages', payload: { messages: [{ path, value, from, receivedAt, resent }] } })),
      core.events.on('state', (state) => hub.emit({ event: 'distributor.state', payload: state })),
      core.events.on('statistics', () => hub.emit({ event: 'distributor.statistics', payload: this.statistics() })),
    ];
  }

  /** Applies a user configuration; `source` names it in errors. The new state goes out as an event. */
  async init(config: PartialUserConfig, source: string): Promise<{ active: boolean; reason: string | null }> {
    const active = await this.core.init(resolveUserConfig(config, source));
    return { active, reason: active ? null : this.core.reason };
  }

  statistics(): DistributorStatistics {
    return { publication: this.core.statistics(), drops: this.core.dropBreakdown(), activity: this.core.activity() };
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

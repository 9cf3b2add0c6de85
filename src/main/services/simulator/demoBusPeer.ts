// The simulated bus peer of demo mode, as a peer the studio can stop and start again.
import { localize, type Text } from '../../../shared/i18n/text';
import type { SystemConfig, UserConfig } from '../../distributor/config';
import { startSimulatedBusPeer, type SimulatedBusPeer } from '../../simulator/bus';
import type { ControllableBusPeer } from './simulatorService';

export class DemoBusPeer implements ControllableBusPeer {
  readonly description: Text;
  private peer: SimulatedBusPeer | null = null;

  constructor(
    readonly peerId: string,
    private readonly systemConfig: SystemConfig,
    private readonly userConfig: UserConfig,
    private readonly ratePerSecond: number,
  ) {
    const iface = userConfig.broadcast.iface ?? localize('demo.firstUsableInterface');
    this.description = localize('demo.busPeerSends', { rate: ratePerSecond, interface: iface, port: String(userConfig.broadcast.port) });
  }

  get running(): boolean {
    return this.peer !== null;
  }

  get sent(): number {
    return this.peer?.sent ?? 0;
  }

  get refused(): number {
    return this.peer?.refused ?? 0;
  }

  get lastRefusal(): string | null {
    return this.peer?.lastRefusal ?? null;
  }

  async start(): Promise<void> {
    if (this.peer) return;
    this.peer = await startSimulatedBusPeer({ systemConfig: this.systemConfig, userConfig: this.userConfig, ratePerSecond: this.ratePerSecond, coreOptions: { statisticsIntervalMs: 0 } });
  }

  async stop(): Promise<void> {
    this.peer?.stop();
    this.peer = null;
  }
}

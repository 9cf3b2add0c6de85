// The simulated bus peer of demo mode, as a peer the studio can stop and start again. It follows
// the studio's bus: applied distributor settings (a new passphrase, port, poll frequency) restart
// it with them, so a new passphrase does not cut it off. Whether the studio's own distributor
// hears it is read from the studio's statistics: a peer whose packages stop arriving there while
// it keeps sending (they fail authentication, or go elsewhere) is shown as cut off.
import { localize, type Text } from '../../../shared/i18n/text';
import type { SystemConfig, UserConfig } from '../../distributor/config';
import { startSimulatedBusPeer, type SimulatedBusPeer } from '../../simulator/bus';
import type { BusPeerReach, ControllableBusPeer } from './simulatorService';

/** Packages the peer sends without the studio receiving one before it counts as cut off (about half a second at the demo's poll_freq 20). */
export const cutOffAfterPackages = 10;

/** How many authentic packages of the peer (IP + PID) the studio's distributor received. */
export type StudioHearing = (identity: { IP: string; PID: number }) => number;

export class DemoBusPeer implements ControllableBusPeer {
  private peer: SimulatedBusPeer | null = null;
  private startProblem: string | null = null;
  private following: Promise<void> = Promise.resolve();
  /** The studio's count of the peer's packages when it last grew, and the peer's own count of packages sent then. */
  private lastHeard = { received: 0, sent: 0 };

  constructor(
    readonly peerId: string,
    private readonly systemConfig: SystemConfig,
    private userConfig: UserConfig,
    private readonly ratePerSecond: number,
    private readonly studioHears: StudioHearing = () => 0,
  ) {}

  get description(): Text {
    const { iface, port } = this.userConfig.broadcast;
    return localize('demo.busPeerSends', { rate: this.ratePerSecond, interface: iface ?? localize('demo.firstUsableInterface'), port: String(port) });
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
    return this.peer?.lastRefusal ?? this.startProblem;
  }

  get identity(): { IP: string; PID: number } | null {
    return this.peer?.identity ?? null;
  }

  /** `heard` while the studio receives its packages; `cut_off` once it sent `cutOffAfterPackages` the studio did not receive. */
  get reach(): BusPeerReach {
    const peer = this.peer;
    if (!peer) return 'unknown';
    const sent = peer.core.statistics().summary.pkt_tx;
    const received = this.studioHears(peer.identity);
    if (received > this.lastHeard.received) this.lastHeard = { received, sent };
    if (sent - this.lastHeard.sent >= cutOffAfterPackages) return 'cut_off';
    return this.lastHeard.received > 0 ? 'heard' : 'unknown';
  }

  async start(): Promise<void> {
    if (this.peer) return;
    try {
      this.peer = await startSimulatedBusPeer({ systemConfig: this.systemConfig, userConfig: this.userConfig, ratePerSecond: this.ratePerSecond, coreOptions: { statisticsIntervalMs: 0 } });
      this.startProblem = null;
      this.lastHeard = { received: this.studioHears(this.peer.identity), sent: 0 };
    } catch (error) {
      this.startProblem = error instanceof Error ? error.message : String(error);
      throw error;
    }
  }

  async stop(): Promise<void> {
    this.peer?.stop();
    this.peer = null;
  }

  /** The studio applied new distributor settings: a running peer starts again with them (one change at a time). */
  follow(userConfig: UserConfig): Promise<void> {
    this.following = this.following.then(async () => {
      this.userConfig = userConfig;
      if (!this.peer) return;
      await this.stop();
      await this.start().catch(() => undefined); // the reason stays in lastRefusal; the sidebar shows it stopped
    });
    return this.following;
  }
}

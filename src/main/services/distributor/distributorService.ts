// distributor.*: the studio's one DistributorBroadcastCore, its state, messages and statistics.
// Its events become `bus.messages`, `distributor.state` and `distributor.statistics`; each
// init also sends `distributor.settings` (what was applied, never the passphrase).
import type { DistributorStatistics } from '../../../shared/api/distributorSchemas';
import type { DistributorSettings } from '../../../shared/api/distributorSettingsSchemas';
import { resolveUserConfig, type PartialUserConfig, type UserConfig } from '../../distributor/config';
import type { DistributorBroadcastCore } from '../../distributor/core';
import { AppliedUserConfig } from './appliedUserConfig';
import type { KeptDistributorSettings } from '../../workspace';
import type { ServiceEventHub } from '../serviceEventHub';
import { localProgramsOf } from '../../localPrograms/localProgram';

/** Where the applied configuration is kept between runs (the workspace's distributor-settings.json). */
export interface UserConfigKeeper {
  save(config: PartialUserConfig): Promise<void>;
  load(): Promise<KeptDistributorSettings | null>;
}

/** The source named in errors about the kept settings. */
const keptSource = 'the distributor settings kept in the workspace (distributor-settings.json)';

export interface InitOptions {
  /** Use the passphrase of the previous init (docs/distributor-settings.md, "The passphrase"). */
  keepPassphrase?: boolean;
}

export class DistributorService {
  private readonly unsubscribe: Array<() => void>;
  private readonly applied = new AppliedUserConfig();
  private keeping: Promise<void> = Promise.resolve();
  private readonly appliedListeners = new Set<(config: UserConfig) => void>();

  constructor(
    readonly core: DistributorBroadcastCore,
    private readonly hub: ServiceEventHub,
    private readonly keeper: UserConfigKeeper | null = null,
    /** Told when the applied configuration could not be kept (shown with the workspace's problems). */
    private readonly onKeepProblem: (problem: string) => void = () => undefined,
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
    if (active) for (const listener of this.appliedListeners) listener(resolved);
    this.hub.emit({ event: 'distributor.settings', payload: this.settings() });
    this.keep(given);
    return { active, reason };
  }

  /** Told the user configuration of every init that made the distributor active (the demo's bus peer follows it). */
  onApplied(listener: (config: UserConfig) => void): () => void {
    this.appliedListeners.add(listener);
    return () => this.appliedListeners.delete(listener);
  }

  /** How many authentic packages the distributor received from a peer (IP + PID), as its statistics count them. */
  packagesReceivedFrom({ IP, PID }: { IP: string; PID: number }): number {
    return this.core.statistics().peers.find((peer) => peer.IP === IP && peer.PID === PID)?.pkt_rx ?? 0;
  }

  /**
   * Applies the settings kept by the previous run, if any. Kept settings whose passphrase this
   * run cannot open are shown but not applied: starting them unencrypted would be a silent change.
   */
  async initFromKept(): Promise<void> {
    const kept = await this.keeper?.load();
    if (!kept) return;
    if (kept.passphrase === null) {
      const reason = 'the kept distributor settings need their passphrase again (it was not stored on disk): give it under Distributor settings';
      this.applied.record({ broadcast: kept.broadcast }, { active: false, reason }, true);
      this.hub.emit({ event: 'distributor.settings', payload: this.settings() });
      return;
    }
    await this.init({ broadcast: { ...kept.broadcast, passphrase: kept.passphrase } }, keptSource);
  }

  /** After the workspace passphrase was given: kept settings that waited for their passphrase apply now (not when other settings were applied meanwhile). */
  async applyKeptIfWaiting(): Promise<void> {
    if (this.applied.view()?.passphraseNeeded) await this.initFromKept();
  }

  /** Resolves once the applied configuration asked for so far is kept (a failure was reported). */
  settled(): Promise<void> {
    return this.keeping;
  }

  private keep(config: PartialUserConfig): void {
    if (!this.keeper) return;
    const keeper = this.keeper;
    this.keeping = this.keeping
      .then(() => keeper.save(config))
      .catch((error: unknown) => this.onKeepProblem(`the distributor settings could not be kept for the next start: ${error instanceof Error ? error.message : String(error)}`));
  }

  /** The system configuration and the user configuration last applied, without the passphrase. */
  settings(): DistributorSettings {
    const system = this.core.systemConfig;
    return { system: { log_list_max: system.log_list_max, broadcast: { interfaces: [...system.broadcast.interfaces] } }, applied: this.applied.view() };
  }

  statistics(): DistributorStatistics {
    const publication = this.core.statistics();
    return { publication, drops: this.core.dropBreakdown(), activity: this.core.activity(), authFailures: this.core.authFailures(), localPrograms: localProgramsOf(publication.peers) };
  }

  /** Queues a message for the bus (the rules of its path and value are checked first). */
  send(path: string, value: string): void {
    this.core.send(path, value);
  }

  /**
   * Queues a message of a replay and shows it in the studio's own console, marked as replayed:
   * the core drops its own broadcasts when they come back (drop reason `own`), so without this
   * a replay would reach every other peer but never the studio that sent it. It travels the
   * path of received messages (`bus.messages`, batched and drop-counted per connection).
   */
  sendReplayed(path: string, value: string): void {
    this.core.send(path, value);
    const message = { path, value, from: this.core.self, receivedAt: Date.now(), resent: false, replayed: true };
    this.hub.emit({ event: 'bus.messages', payload: { messages: [message] } });
  }

  close(): void {
    for (const stop of this.unsubscribe) stop();
    this.core.close();
  }
}

// A simulated bus peer: its own DistributorBroadcastCore sending realistic traffic (BusTraffic)
// at a configurable rate, labelled "Simulated". The studio's demo mode runs one beside its own
// distributor in the same process, so the peer takes a PID of its own (above Linux's pid_max,
// so it can never be a real process): peers count by IP and PID, and with the studio's PID the
// simulated peer would show up as the studio itself. (Own packages are told apart by each
// core's random instance id, so the studio hears the simulated peer either way.)
import { randomInt } from 'node:crypto';
import { DistributorBroadcastCore, type DistributorCoreOptions } from '../../distributor/core';
import type { SystemConfig, UserConfig } from '../../distributor/config';
import { BusTraffic, type TrafficMessage } from './busTraffic';
import type { ErrorKind } from '../../../shared/errors/errorKind';
import { LocalizedError } from '../../../shared/i18n/localizedError';
import { localize } from '../../../shared/i18n/text';

export const simulatedPeerLabel = 'Simulated';
/** Above the largest Linux pid_max (2^22), so no real process has it. */
const firstSimulatedPid = 2 ** 22 + 1;

export interface SimulatedBusPeerOptions {
  systemConfig: SystemConfig;
  userConfig: UserConfig;
  /** Messages per second (fractions allowed; e.g. 0.5 = one every two seconds). */
  ratePerSecond: number;
  /** Seed of the traffic; the same seed gives the same sequence of messages. */
  seed?: number;
  /** PID written into packages (default: a random one above pid_max). */
  pid?: number;
  /** Passed to the peer's core (tests: a fake interface table, a socket factory). */
  coreOptions?: Omit<DistributorCoreOptions, 'pid'>;
}

export interface SimulatedBusPeer {
  readonly label: typeof simulatedPeerLabel;
  /** How the peer appears in the statistics of others. */
  readonly identity: { IP: string; PID: number };
  /** Messages handed to the distributor so far. */
  readonly sent: number;
  /** Messages the peer's core refused (queue full: a rate above what poll_freq carries; or inactive). */
  readonly refused: number;
  /** Why the last refused message was refused. */
  readonly lastRefusal: string | null;
  /** The last messages sent, newest last (at most 20). */
  readonly recent: readonly TrafficMessage[];
  readonly core: DistributorBroadcastCore;
  /** Stops sending and closes the peer's socket. */
  stop(): void;
}

/** The simulated peer could not start (no usable interface, port refused, bad rate). */
export class SimulatedBusPeerError extends LocalizedError {
  get kind(): ErrorKind {
    return 'invalid_config';
  }

  override readonly name = 'SimulatedBusPeerError';
}

export async function startSimulatedBusPeer(options: SimulatedBusPeerOptions): Promise<SimulatedBusPeer> {
  if (!(options.ratePerSecond > 0 && options.ratePerSecond <= 1000)) {
    throw new SimulatedBusPeerError(localize('busPeer.badRate', { rate: String(options.ratePerSecond) }));
  }
  const pid = options.pid ?? firstSimulatedPid + randomInt(1_000_000);
  const core = new DistributorBroadcastCore(options.systemConfig, { ...options.coreOptions, pid });
  if (!(await core.init(options.userConfig))) {
    const reason = core.reasonText ?? localize('busPeer.unknownReason');
    core.close();
    throw new SimulatedBusPeerError(localize('busPeer.cannotStart', { reason }));
  }
  const traffic = new BusTraffic(options.seed ?? randomInt(2 ** 31));
  const recent: TrafficMessage[] = [];
  let sent = 0;
  let refused = 0;
  let lastRefusal: string | null = null;
  const timer = setInterval(() => {
    const message = traffic.next();
    try {
      core.send(message.path, message.value);
    } catch (error) {
      refused++; // queue full, or the core went inactive: counted, and the peer keeps trying
      lastRefusal = error instanceof Error ? error.message : String(error);
      return;
    }
    sent++;
    recent.push(message);
    if (recent.length > 20) recent.shift();
  }, 1000 / options.ratePerSecond);
  return {
    label: simulatedPeerLabel,
    identity: core.self,
    core,
    recent,
    get sent() {
      return sent;
    },
    get refused() {
      return refused;
    },
    get lastRefusal() {
      return lastRefusal;
    },
    stop() {
      clearInterval(timer);
      core.close();
    },
  };
}

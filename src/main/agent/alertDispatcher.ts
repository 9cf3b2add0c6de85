// Hands the notices of the alert state's outbox to the channels so that none is lost and none
// sent twice: each notice is first moved, in one write, from the outbox into every channel's
// own list of deliveries; it leaves a channel's list only once that channel took it. A channel
// that fails keeps its list (tried again at the next dispatch, in order); one that is closed
// keeps it for the next start. A channel never holds up another one or the jobs. A channel that
// sends digests (AlertChannel.digestSchedule) is not worked through notice by notice: its list is
// the digest being collected, kept in the state file, and sendDigest() sends it as one message;
// the notices it held leave the list once the channel took it. A channel's list is its waiting
// queue: at most the channel's queueSize notices wait behind the ones under way (and never more
// than the state file holds), the oldest dropped and counted by that channel at the hand-over.
import type { AlertNotice, AlertState } from '../../shared/agent/alertState';
import { alertStateLimits } from '../../shared/agent/alertState';
import type { AgentStateKeeper } from './agentStateKeeper';
import type { AlertChannel, DeliveryOutcome } from './queuedChannel';

export interface DispatchHooks {
  onOutcome?(channel: string, notice: AlertNotice, outcome: DeliveryOutcome): void;
  onDigest?(channel: string, count: number, outcome: DeliveryOutcome): void;
}

export class AlertDispatcher {
  private readonly working = new Map<string, Promise<void>>();
  /** How many notices at the head of a channel's list it is delivering now: never cut, they are no longer waiting. */
  private readonly underWay = new Map<string, number>();
  private closed = false;

  constructor(
    private readonly keeper: AgentStateKeeper,
    private readonly channels: readonly AlertChannel[],
    private readonly hooks: DispatchHooks = {},
  ) {}

  /** Moves the outbox into the channels' lists and starts each channel on its list. */
  async dispatch(): Promise<void> {
    if (this.keeper.state.outbox.length > 0 || this.channels.some((channel) => this.isOverBound(channel))) await this.handOver();
    for (const channel of this.channels) if (channel.digestSchedule === undefined && !this.working.has(channel.name)) this.startWorking(channel);
  }

  /** Sends what the digest channel `name` collected as one message; nothing when it collected none. */
  async sendDigest(name: string): Promise<void> {
    const channel = this.channels.find((each) => each.name === name);
    if (channel?.sendDigest === undefined || this.closed || this.working.has(name)) return;
    const notices = waitingFor(this.keeper.state, name);
    if (notices.length === 0) return;
    const work = (async () => {
      const outcome = await this.deliveringFirst(name, notices.length, () => channel.sendDigest!(notices));
      this.hooks.onDigest?.(name, notices.length, outcome);
      if (outcome === 'sent') await this.keeper.update((state) => withoutSent(state, name, notices));
    })().finally(() => this.working.delete(name));
    this.working.set(name, work);
    await work;
  }

  /** Resolves once no channel is working through its list. */
  async idle(): Promise<void> {
    while (this.working.size > 0) await Promise.all(this.working.values());
  }

  /** No new delivery starts; the ones under way end as their channels close. */
  stop(): void {
    this.closed = true;
  }

  /** The outbox into every channel's list, each cut to its bound; a channel that lost notices counts them. */
  private async handOver(): Promise<void> {
    let dropped = new Map<AlertChannel, number>();
    await this.keeper.update((state) => {
      const handed = handedOver(state, this.channels, (channel) => this.underWayFor(channel));
      dropped = handed.dropped;
      return handed.state;
    });
    for (const [channel, count] of dropped) channel.droppedWaiting(count);
  }

  private isOverBound(channel: AlertChannel): boolean {
    return overflow(waitingFor(this.keeper.state, channel.name).length, this.underWayFor(channel), channel.queueSize) > 0;
  }

  private underWayFor(channel: AlertChannel): number {
    return this.underWay.get(channel.name) ?? 0;
  }

  /** Runs `delivery` with the first `count` notices of the channel's list marked under way. */
  private async deliveringFirst<T>(channel: string, count: number, delivery: () => Promise<T>): Promise<T> {
    this.underWay.set(channel, count);
    try {
      return await delivery();
    } finally {
      this.underWay.delete(channel);
    }
  }

  private startWorking(channel: AlertChannel): void {
    const work = this.workThrough(channel).finally(() => this.working.delete(channel.name));
    this.working.set(channel.name, work);
  }

  private async workThrough(channel: AlertChannel): Promise<void> {
    for (let next = waitingFor(this.keeper.state, channel.name)[0]; next !== undefined && !this.closed; next = waitingFor(this.keeper.state, channel.name)[0]) {
      const outcome = await this.deliveringFirst(channel.name, 1, () => channel.sendAndWait(next));
      this.hooks.onOutcome?.(channel.name, next, outcome);
      if (outcome !== 'sent') return;
      await this.keeper.update((state) => withoutFirst(state, channel.name, next));
    }
  }
}

function waitingFor(state: AlertState, channel: string): AlertNotice[] {
  return state.deliveries.find((list) => list.channel === channel)?.notices ?? [];
}

/**
 * The outbox emptied into every channel's list, the oldest past the channel's bound dropped (after
 * the notices under way). A notice dropped from several lists is one alert lost: outboxDropped
 * grows by the most any channel dropped.
 */
function handedOver(state: AlertState, channels: readonly AlertChannel[], underWayFor: (channel: AlertChannel) => number): { state: AlertState; dropped: Map<AlertChannel, number> } {
  const dropped = new Map<AlertChannel, number>();
  const deliveries = channels.map((channel) => {
    const notices = [...waitingFor(state, channel.name), ...state.outbox];
    const underWay = underWayFor(channel);
    const cut = overflow(notices.length, underWay, channel.queueSize);
    if (cut > 0) dropped.set(channel, cut);
    return { channel: channel.name, notices: [...notices.slice(0, underWay), ...notices.slice(underWay + cut)] };
  });
  const mostDropped = Math.max(0, ...dropped.values());
  return { state: { ...state, outbox: [], deliveries, outboxDropped: state.outboxDropped + mostDropped }, dropped };
}

/** How many of the oldest waiting notices go: past `queueSize` behind the `underWay` first of the list, or past what the state file holds. */
function overflow(listed: number, underWay: number, queueSize: number): number {
  return Math.max(0, listed - underWay - queueSize, listed - alertStateLimits.outbox);
}

/** The channel's list without its first notice, when that is still `sent` (the list may have been cut meanwhile). */
function withoutFirst(state: AlertState, channel: string, sent: AlertNotice): AlertState {
  return {
    ...state,
    deliveries: state.deliveries.map((list) => (list.channel === channel && list.notices[0] !== undefined && sameNotice(list.notices[0], sent) ? { channel, notices: list.notices.slice(1) } : list)),
  };
}

/** The channel's list without the notices a digest carried (others collected meanwhile stay, in order). */
function withoutSent(state: AlertState, channel: string, sent: readonly AlertNotice[]): AlertState {
  const left = new Map<string, number>();
  for (const notice of sent) left.set(JSON.stringify(notice), (left.get(JSON.stringify(notice)) ?? 0) + 1);
  const kept = (notice: AlertNotice): boolean => {
    const key = JSON.stringify(notice);
    const count = left.get(key) ?? 0;
    if (count === 0) return true;
    left.set(key, count - 1);
    return false;
  };
  return { ...state, deliveries: state.deliveries.map((list) => (list.channel === channel ? { channel, notices: list.notices.filter(kept) } : list)) };
}

function sameNotice(left: AlertNotice, right: AlertNotice): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

// Hands the notices of the alert state's outbox to the channels so that none is lost and none
// sent twice: each notice is first moved, in one write, from the outbox into every channel's
// own list of deliveries; it leaves a channel's list only once that channel took it. A channel
// that fails keeps its list (tried again at the next dispatch, in order); one that is closed
// keeps it for the next start. A channel never holds up another one or the jobs. A channel that
// sends digests (AlertChannel.digestSchedule) is not worked through notice by notice: its list is
// the digest being collected, kept in the state file, and sendDigest() sends it as one message;
// the notices it held leave the list once the channel took it.
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
  private closed = false;

  constructor(
    private readonly keeper: AgentStateKeeper,
    private readonly channels: readonly AlertChannel[],
    private readonly hooks: DispatchHooks = {},
  ) {}

  /** Moves the outbox into the channels' lists and starts each channel on its list. */
  async dispatch(): Promise<void> {
    if (this.keeper.state.outbox.length > 0) await this.keeper.update((state) => handedOver(state, this.channels.map((channel) => channel.name)));
    for (const channel of this.channels) if (channel.digestSchedule === undefined && !this.working.has(channel.name)) this.startWorking(channel);
  }

  /** Sends what the digest channel `name` collected as one message; nothing when it collected none. */
  async sendDigest(name: string): Promise<void> {
    const channel = this.channels.find((each) => each.name === name);
    if (channel?.sendDigest === undefined || this.closed || this.working.has(name)) return;
    const notices = waitingFor(this.keeper.state, name);
    if (notices.length === 0) return;
    const work = (async () => {
      const outcome = await channel.sendDigest!(notices);
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

  private startWorking(channel: AlertChannel): void {
    const work = this.workThrough(channel).finally(() => this.working.delete(channel.name));
    this.working.set(channel.name, work);
  }

  private async workThrough(channel: AlertChannel): Promise<void> {
    for (let next = waitingFor(this.keeper.state, channel.name)[0]; next !== undefined && !this.closed; next = waitingFor(this.keeper.state, channel.name)[0]) {
      const outcome = await channel.sendAndWait(next);
      this.hooks.onOutcome?.(channel.name, next, outcome);
      if (outcome !== 'sent') return;
      await this.keeper.update((state) => withoutFirst(state, channel.name, next));
    }
  }
}

function waitingFor(state: AlertState, channel: string): AlertNotice[] {
  return state.deliveries.find((list) => list.channel === channel)?.notices ?? [];
}

/** The outbox emptied into every channel's list (the oldest dropped and counted past the limit). */
function handedOver(state: AlertState, channels: readonly string[]): AlertState {
  let dropped = 0;
  const deliveries = channels.map((channel) => {
    const notices = [...waitingFor(state, channel), ...state.outbox];
    const overflow = Math.max(0, notices.length - alertStateLimits.outbox);
    dropped = Math.max(dropped, overflow);
    return { channel, notices: notices.slice(overflow) };
  });
  return { ...state, outbox: [], deliveries, outboxDropped: state.outboxDropped + dropped };
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

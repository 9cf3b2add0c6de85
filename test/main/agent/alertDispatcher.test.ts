// The outbox to the channels: a notice leaves a channel's list only when that channel took it;
// a channel that refuses keeps it (sent at the next dispatch, in order) without holding up the
// other channel; what was not taken is in the state file, so a restart sends it and nothing twice.
// A channel's list holds at most its queueSize waiting notices: the oldest go, counted by that channel.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AgentStateKeeper } from '../../../src/main/agent/agentStateKeeper';
import { AlertDispatcher } from '../../../src/main/agent/alertDispatcher';
import { AlertStateFile } from '../../../src/main/agent/alertStateFile';
import { QueuedChannel, type AlertChannel, type ChannelCounts, type DeliveryOutcome } from '../../../src/main/agent/queuedChannel';
import type { AlertNotice } from '../../../src/shared/agent/alertState';
import { renderText } from '../../../src/shared/i18n/renderText';

const notice = (name: string): AlertNotice => ({ kind: 'offline', phase: 'started', camera: { id: name, name, address: '192.0.2.10:80', group: null }, since: 0, at: 0, text: `${name} does not answer`, advice: '' });

/** A channel that answers as told and keeps what it took. */
class ScriptedChannel implements AlertChannel {
  readonly taken: string[] = [];
  answer: DeliveryOutcome = 'sent';
  dropped = 0;
  constructor(
    readonly name: string,
    readonly queueSize = 1000,
  ) {}
  send(item: AlertNotice): void {
    void this.sendAndWait(item);
  }
  async sendAndWait(item: AlertNotice): Promise<DeliveryOutcome> {
    if (this.answer === 'sent') this.taken.push(item.camera!.name);
    return this.answer;
  }
  countsNow(): ChannelCounts {
    return { sent: this.taken.length, failed: 0, dropped: this.dropped, queued: 0 };
  }
  droppedWaiting(count: number): void {
    this.dropped += count;
  }
  async idle(): Promise<void> {}
  async close(): Promise<void> {}
}

/** A channel that collects its alerts for a digest; each digest waits until the test lets it answer. */
class DigestChannel extends ScriptedChannel {
  readonly digestSchedule = '0 0 8 * * *';
  readonly digests: string[][] = [];
  private release: ((outcome: DeliveryOutcome) => void) | null = null;
  sendDigest(notices: readonly AlertNotice[]): Promise<DeliveryOutcome> {
    this.digests.push(notices.map((item) => item.camera!.name));
    return new Promise((resolve) => (this.release = resolve));
  }
  answerDigest(outcome: DeliveryOutcome): void {
    this.release?.(outcome);
    this.release = null;
  }
}

/** The agent's own channel queue in front of a receiver the test takes down and brings back. */
class ReceiverChannel extends QueuedChannel {
  readonly received: string[] = [];
  readonly lines: string[] = [];
  receiverUp = false;
  constructor(
    readonly name: string,
    queueSize = 1000, // agent.json's default
  ) {
    super(queueSize, (line) => this.lines.push(renderText(line, 'en')));
  }
  protected async deliver(item: AlertNotice): Promise<boolean> {
    if (this.receiverUp) this.received.push(item.camera!.name);
    return this.receiverUp;
  }
  protected describeTarget(): string {
    return 'receiver';
  }
}

const cameras = ['Gate', 'Yard', 'Dock', 'Pier', 'Quay'];

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'camconfig-dispatch-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function keeperOf(): Promise<AgentStateKeeper> {
  const file = new AlertStateFile(folder);
  return new AgentStateKeeper((await file.load()).state, file, (error) => {
    throw error;
  });
}

describe('the alert dispatcher', () => {
  it('keeps for a refusing channel what it did not take, sends it at the next dispatch, and never holds up the other channel', async () => {
    const keeper = await keeperOf();
    const webhook = new ScriptedChannel('webhook');
    const email = new ScriptedChannel('email');
    email.answer = 'failed';
    const dispatcher = new AlertDispatcher(keeper, [webhook, email]);
    await keeper.update((state) => ({ ...state, outbox: [notice('Gate'), notice('Yard')] }));
    await dispatcher.dispatch();
    await dispatcher.idle();
    expect(webhook.taken).toEqual(['Gate', 'Yard']);
    expect(email.taken).toEqual([]);
    expect(keeper.state.deliveries).toEqual([
      { channel: 'webhook', notices: [] },
      { channel: 'email', notices: [notice('Gate'), notice('Yard')] },
    ]);

    email.answer = 'sent';
    await dispatcher.dispatch();
    await dispatcher.idle();
    expect(email.taken).toEqual(['Gate', 'Yard']);
    expect(webhook.taken).toEqual(['Gate', 'Yard']);
  });

  it('sends after a restart what a channel had not taken, and nothing it had', async () => {
    const keeper = await keeperOf();
    const webhook = new ScriptedChannel('webhook');
    const email = new ScriptedChannel('email');
    email.answer = 'dropped'; // the agent stopped during the delivery
    await keeper.update((state) => ({ ...state, outbox: [notice('Gate')] }));
    const first = new AlertDispatcher(keeper, [webhook, email]);
    await first.dispatch();
    await first.idle();
    await keeper.settled();

    const restarted = await keeperOf();
    const webhookAgain = new ScriptedChannel('webhook');
    const emailAgain = new ScriptedChannel('email');
    const second = new AlertDispatcher(restarted, [webhookAgain, emailAgain]);
    await second.dispatch();
    await second.idle();
    expect(webhookAgain.taken).toEqual([]);
    expect(emailAgain.taken).toEqual(['Gate']);
  });

  it('collects for a digest channel instead of sending one by one; a digest sent takes only the alerts it listed, one refused keeps them all', async () => {
    const keeper = await keeperOf();
    const webhook = new ScriptedChannel('webhook');
    const email = new DigestChannel('email');
    const dispatcher = new AlertDispatcher(keeper, [webhook, email]);
    await keeper.update((state) => ({ ...state, outbox: [notice('Gate'), notice('Yard')] }));
    await dispatcher.dispatch();
    await dispatcher.idle();
    expect(webhook.taken).toEqual(['Gate', 'Yard']);
    expect(email.taken).toEqual([]);
    expect(keeper.state.deliveries.find((list) => list.channel === 'email')!.notices.map((item) => item.camera!.name)).toEqual(['Gate', 'Yard']);

    const refused = dispatcher.sendDigest('email');
    await expect.poll(() => email.digests.length).toBe(1);
    email.answerDigest('failed');
    await refused;
    expect(keeper.state.deliveries.find((list) => list.channel === 'email')!.notices).toHaveLength(2);

    const sent = dispatcher.sendDigest('email');
    await expect.poll(() => email.digests.length).toBe(2);
    await keeper.update((state) => ({ ...state, outbox: [notice('Dock')] }));
    await dispatcher.dispatch();
    email.answerDigest('sent');
    await sent;
    expect(email.digests).toEqual([['Gate', 'Yard'], ['Gate', 'Yard']]);
    expect(keeper.state.deliveries.find((list) => list.channel === 'email')!.notices.map((item) => item.camera!.name)).toEqual(['Dock']);
    const reread = await new AlertStateFile(folder).load();
    expect(reread.state.deliveries.find((list) => list.channel === 'email')!.notices.map((item) => item.camera!.name)).toEqual(['Dock']);
  });
});

describe("a channel's queueSize", () => {
  const listFor = (keeper: AgentStateKeeper, channel: string): string[] => keeper.state.deliveries.find((list) => list.channel === channel)!.notices.map((item) => item.camera!.name);

  it('keeps the newest queueSize notices for a refusing channel, counts and logs the rest once, then delivers those in order; the other channel keeps all', async () => {
    const keeper = await keeperOf();
    const webhook = new ReceiverChannel('webhook', 2);
    const email = new ReceiverChannel('email');
    const dispatcher = new AlertDispatcher(keeper, [webhook, email]);
    await keeper.update((state) => ({ ...state, outbox: cameras.map(notice) }));
    await dispatcher.dispatch();
    await dispatcher.idle();
    expect(listFor(keeper, 'webhook')).toEqual(['Pier', 'Quay']);
    expect(listFor(keeper, 'email')).toEqual(cameras);
    expect(keeper.state.outboxDropped).toBe(3);
    expect(webhook.countsNow()).toEqual({ sent: 0, failed: 1, dropped: 3, queued: 0 });
    expect(email.countsNow()).toEqual({ sent: 0, failed: 1, dropped: 0, queued: 0 });
    expect(webhook.lines).toEqual(['webhook receiver: the queue holds 2 alerts; the oldest was dropped']);
    expect(email.lines).toEqual([]);
    await keeper.settled();
    const reread = await new AlertStateFile(folder).load();
    expect(reread.state.deliveries.find((list) => list.channel === 'webhook')!.notices.map((item) => item.camera!.name)).toEqual(['Pier', 'Quay']);

    webhook.receiverUp = true;
    email.receiverUp = true;
    await dispatcher.dispatch();
    await dispatcher.idle();
    expect(webhook.received).toEqual(['Pier', 'Quay']);
    expect(email.received).toEqual(cameras);
    expect(webhook.countsNow()).toEqual({ sent: 2, failed: 1, dropped: 3, queued: 0 });
    expect(listFor(keeper, 'webhook')).toEqual([]);
  });

  it('bounds what a digest channel collects, never cutting the digest under way', async () => {
    const keeper = await keeperOf();
    const email = new DigestChannel('email', 2);
    const dispatcher = new AlertDispatcher(keeper, [email]);
    await keeper.update((state) => ({ ...state, outbox: cameras.slice(0, 3).map(notice) }));
    await dispatcher.dispatch();
    expect(listFor(keeper, 'email')).toEqual(['Yard', 'Dock']);
    expect(email.dropped).toBe(1);

    const sent = dispatcher.sendDigest('email');
    await expect.poll(() => email.digests.length).toBe(1);
    await keeper.update((state) => ({ ...state, outbox: cameras.slice(3).map(notice) }));
    await dispatcher.dispatch();
    expect(listFor(keeper, 'email')).toEqual(['Yard', 'Dock', 'Pier', 'Quay']);
    await keeper.update((state) => ({ ...state, outbox: [notice('Lane')] }));
    await dispatcher.dispatch();
    expect(listFor(keeper, 'email')).toEqual(['Yard', 'Dock', 'Quay', 'Lane']);
    email.answerDigest('sent');
    await sent;
    expect(email.digests).toEqual([['Yard', 'Dock']]);
    expect(listFor(keeper, 'email')).toEqual(['Quay', 'Lane']);
    expect(email.dropped).toBe(2);
    expect(keeper.state.outboxDropped).toBe(2);
  });
});

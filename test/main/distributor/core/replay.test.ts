// A package captured on the bus and sent again is never delivered twice: not from another
// address, not after the sender has moved on by many messages, whatever arrives in between.
import { describe, expect, it } from 'vitest';
import type { DistributorBroadcastCore, ReceivedMessage } from '../../../../src/main/distributor/core';
import { activeCore, rawSocket, sendRaw, socketOn, testPassphrase, userConfig, waitFor } from './loopbackBus';
import { testUdpPort } from '../../../support/testPorts';

function heardBy(core: DistributorBroadcastCore): ReceivedMessage[] {
  const heard: ReceivedMessage[] = [];
  core.events.on('message', (message) => heard.push(message));
  return heard;
}

const marker = 'messages.global.marker';

/** A later marker: the sender sends one more message; once it is heard, whatever came before it has been handled. */
async function heardMarker(sender: DistributorBroadcastCore, heard: ReceivedMessage[]): Promise<void> {
  sender.send(marker, '1');
  await waitFor(() => heard.some((message) => message.path === marker), 'the later marker');
}

/** A sender, a receiver and a raw socket that records every package on the wire. */
async function busWithWiretap(senderOptions: Parameters<typeof activeCore>[1] = {}) {
  const port = await testUdpPort();
  const user = userConfig({ port, passphrase: testPassphrase(), poll_freq: 1000, resend: 1 });
  const wiretap = await rawSocket(port);
  const sender = await activeCore(user, senderOptions);
  const receiver = await activeCore(user);
  return { port, user, wiretap, sender, receiver, heard: heardBy(receiver) };
}

describe('replayed packages', () => {
  it('are dropped as replay when sent again from 127.0.0.2 and 127.0.0.3, and create no peer', async () => {
    const { port, wiretap, sender, receiver, heard } = await busWithWiretap();
    sender.send('messages.global.door_front', 'open');
    await waitFor(() => heard.length === 1 && wiretap.received.length === 1, 'the first delivery and its capture');
    const captured = wiretap.received[0]!;

    for (const address of ['127.0.0.2', '127.0.0.3']) await sendRaw(await socketOn(address), captured, port);
    await waitFor(() => receiver.dropBreakdown().total.replay === 2, 'both replays to be refused');
    await heardMarker(sender, heard);

    expect(heard.map((message) => message.path)).toEqual(['messages.global.door_front', marker]);
    const stats = receiver.statistics();
    expect(stats.peers).toEqual([{ IP: '127.0.0.1', PID: sender.pid, msg_rx: 2, msg_rx_dup: 0, msg_rx_err: 0, msg_rx_resend: 0, pkt_rx: 4, pkt_rx_err: 2 }]);
    expect(stats.summary).toMatchObject({ msg_rx: 2, pkt_rx: 4, pkt_rx_err: 2 });
    expect(receiver.dropBreakdown().peers).toEqual([{ IP: '127.0.0.1', PID: sender.pid, drops: expect.objectContaining({ replay: 2 }) }]);
  });

  it('are dropped as replay from the same address after the sender has sent more than 4,096 messages', async () => {
    const { port, wiretap, sender, receiver, heard } = await busWithWiretap({ sendQueueCapacity: 5000 });
    sender.send('messages.global.door_front', 'open');
    await waitFor(() => heard.length === 1 && wiretap.received.length === 1, 'the first delivery and its capture');
    const captured = wiretap.received[0]!;
    for (let index = 0; index < 4200; index++) sender.send('m.n', String(index % 10));
    expect(await sender.flush(10_000)).toBe(true);
    await waitFor(() => heard.length === 4201, 'all 4,200 later messages');

    await sendRaw(wiretap.socket, captured, port);
    await waitFor(() => receiver.dropBreakdown().total.replay === 1, 'the replay to be refused');
    await heardMarker(sender, heard);
    expect(heard).toHaveLength(4202);
    expect(heard.filter((message) => message.path === 'messages.global.door_front')).toHaveLength(1);
  });

  it('a replay from the same address at once is counted as replay, not as duplicate messages', async () => {
    const { port, wiretap, sender, receiver, heard } = await busWithWiretap();
    sender.send('messages.global.motion_hall', 'true');
    await waitFor(() => heard.length === 1 && wiretap.received.length === 1, 'the first delivery and its capture');
    await sendRaw(wiretap.socket, wiretap.received[0]!, port);
    await waitFor(() => receiver.dropBreakdown().total.replay === 1, 'the replay to be refused');
    expect(receiver.statistics().summary).toMatchObject({ msg_rx: 1, msg_rx_dup: 0 });
  });

  it('refuses a new sender while the replay table is full of senders heard within the horizon, counted as sender_limit', async () => {
    const port = await testUdpPort();
    const user = userConfig({ port, passphrase: testPassphrase() });
    const receiver = await activeCore(user, { maxSenders: 1 });
    const heard = heardBy(receiver);
    const first = await activeCore(user);
    const second = await activeCore(user);
    first.send('messages.global.hello', 'first');
    await waitFor(() => heard.length === 1, 'the first sender');
    second.send('messages.global.hello', 'second');
    await waitFor(() => receiver.dropBreakdown().total.sender_limit === 1, 'the second sender to be refused');
    expect(heard.map((message) => message.value)).toEqual(['first']);
    expect(receiver.statistics().peers).toEqual(expect.arrayContaining([expect.objectContaining({ PID: second.pid, pkt_rx: 1, pkt_rx_err: 1, msg_rx: 0 })]));
    first.send('messages.global.hello', 'first again');
    await waitFor(() => heard.length === 2, 'the known sender to be heard still');
  });
});

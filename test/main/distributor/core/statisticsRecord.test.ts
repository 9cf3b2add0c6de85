// The statistics record (spec 2.5): its exact shape, log_list_max and the periodic event.
import { describe, expect, it } from 'vitest';
import { distributorStatisticsSchema } from '../../../../src/shared/api/distributorSchemas';
import type { PutPublication } from '../../../../src/shared/distributor/statistics';
import { activeCore, loopbackSystem, testPassphrase, userConfig, waitFor } from './loopbackBus';
import { testUdpPort } from '../../../support/testPorts';

describe('statistics record', () => {
  it('has exactly the fields of section 2.5 in order, and lists at most log_list_max peers, most recent first', async () => {
    const user = userConfig({ port: await testUdpPort(), passphrase: testPassphrase() });
    const receiver = await activeCore(user, {}, loopbackSystem(2));
    const senders = [await activeCore(user), await activeCore(user), await activeCore(user)];
    for (const [index, sender] of senders.entries()) {
      sender.send('messages.global.hello', `from-${index}`);
      await waitFor(() => receiver.statistics().summary.msg_rx === index + 1, `message ${index + 1}`);
    }
    const record = receiver.statistics();
    expect(Object.keys(record)).toEqual(['peers', 'self', 'summary']);
    expect(record.peers.map((peer) => peer.PID)).toEqual([senders[2]!.pid, senders[1]!.pid]);
    expect(Object.keys(record.peers[0]!)).toEqual(['IP', 'PID', 'msg_rx', 'msg_rx_dup', 'msg_rx_err', 'msg_rx_resend', 'pkt_rx', 'pkt_rx_err']);
    expect(Object.keys(record.self)).toEqual(['IP', 'PID']);
    expect(Object.keys(record.summary)).toEqual(['msg_rx', 'msg_rx_dup', 'msg_rx_err', 'msg_rx_resend', 'msg_tx', 'pkt_rx', 'pkt_rx_err', 'pkt_tx', 'pkt_tx_err']);
    expect(record.summary.msg_rx).toBe(3); // the summary still counts the peer left out of the list
    for (const value of [...Object.values(record.summary), ...Object.values(record.peers[0]!).slice(1)]) expect(Number.isInteger(value)).toBe(true);
    expect(JSON.parse(JSON.stringify(record))).toEqual(record);

    senders[0]!.send('messages.global.hello', 'again');
    await waitFor(() => receiver.statistics().summary.msg_rx === 4, 'message 4');
    expect(receiver.statistics().peers.map((peer) => peer.PID)).toEqual([senders[0]!.pid, senders[2]!.pid]);
  });

  it('lists no peers with log_list_max 0 and emits the record periodically', async () => {
    const user = userConfig({ port: await testUdpPort(), passphrase: testPassphrase() });
    const receiver = await activeCore(user, { statisticsIntervalMs: 50 }, loopbackSystem(0));
    const published: PutPublication[] = [];
    receiver.events.on('statistics', (record) => published.push(record));
    const sender = await activeCore(user);
    sender.send('messages.global.hello', 'x');
    await waitFor(() => published.some((record) => record.summary.msg_rx === 1), 'a periodic record with the message');
    expect(published.every((record) => record.peers.length === 0)).toBe(true);
  });

  it('tells, beside the record, when it was taken and when each listed peer was last heard, by its own clock', async () => {
    let now = 1_800_000_000_000;
    const user = userConfig({ port: await testUdpPort(), passphrase: testPassphrase(), max_time_offset: 0 });
    const receiver = await activeCore(user, { clock: () => now }, loopbackSystem(1));
    const senders = [await activeCore(user), await activeCore(user)];
    senders[0]!.send('messages.global.hello', 'first');
    await waitFor(() => receiver.statistics().summary.msg_rx === 1, 'the first message');
    now += 5000;
    senders[1]!.send('messages.global.hello', 'second');
    await waitFor(() => receiver.statistics().summary.msg_rx === 2, 'the second message');
    now += 2000;
    const activity = receiver.activity();
    expect(activity).toEqual({ takenAt: 1_800_000_007_000, peers: [{ IP: receiver.statistics().peers[0]!.IP, PID: senders[1]!.pid, lastHeardAt: 1_800_000_005_000, resendSeen: 1 }] });
    const combined = { publication: receiver.statistics(), drops: receiver.dropBreakdown(), activity, authFailures: receiver.authFailures(), localPrograms: [] };
    expect(distributorStatisticsSchema.parse(combined)).toEqual(combined);
  });
});

// Two cores on the loopback interface exchange messages over real UDP broadcast.
import { describe, expect, it } from 'vitest';
import type { ReceivedMessage } from '../../../../src/main/distributor/core';
import { activeCore, testPassphrase, userConfig, waitFor } from './loopbackBus';
import { testUdpPort } from '../../../support/testPorts';

function collect(core: { events: { on: (event: 'message', listener: (message: ReceivedMessage) => void) => unknown } }): ReceivedMessage[] {
  const received: ReceivedMessage[] = [];
  core.events.on('message', (message) => received.push(message));
  return received;
}

describe('DistributorBroadcastCore exchange on lo', () => {
  it('delivers messages both ways, once each, with the sender identity', async () => {
    const user = userConfig({ port: await testUdpPort(), passphrase: testPassphrase(), resend: 3 });
    const alice = await activeCore(user);
    const bob = await activeCore(user);
    const atAlice = collect(alice);
    const atBob = collect(bob);

    alice.send('messages.global.door_front', 'open');
    alice.send('messages.global.motion_hall', 'true');
    bob.send('messages.global.temp_outside', '7.5');

    await waitFor(() => atBob.length === 2 && atAlice.length === 1, 'both deliveries');
    await alice.flush(2000);
    await bob.flush(2000);
    expect(atBob.map((m) => `${m.path}=${m.value}`)).toEqual(['messages.global.door_front=open', 'messages.global.motion_hall=true']);
    expect(atAlice.map((m) => `${m.path}=${m.value}`)).toEqual(['messages.global.temp_outside=7.5']);
    expect(atBob[0]!.from).toEqual({ IP: '127.0.0.1', PID: alice.pid });
    expect(atBob[0]!.resent).toBe(false);
    expect(atAlice[0]!.from).toEqual({ IP: '127.0.0.1', PID: bob.pid });

    await waitFor(() => bob.statistics().summary.msg_rx_dup === 4, 'the resend copies to arrive');
    const atBobStats = bob.statistics();
    expect(atBobStats.self).toEqual({ IP: '127.0.0.1', PID: bob.pid });
    expect(atBobStats.peers).toEqual([{ IP: '127.0.0.1', PID: alice.pid, msg_rx: 2, msg_rx_dup: 4, msg_rx_err: 0, msg_rx_resend: 0, pkt_rx: 3, pkt_rx_err: 0 }]);
    expect(atBobStats.summary).toMatchObject({ msg_rx: 2, msg_tx: 1, pkt_tx: 3, pkt_tx_err: 0 });
    expect(bob.activity().peers).toEqual([{ IP: '127.0.0.1', PID: alice.pid, lastHeardAt: expect.any(Number), resendSeen: 3 }]); // the 4 duplicates: alice's resend 3
    expect(alice.statistics().summary).toMatchObject({ msg_tx: 2, pkt_tx: 3, msg_rx: 1 });
    expect(atAlice).toHaveLength(1);
  });

  it('ignores its own packages and counts them as own, not as errors', async () => {
    const user = userConfig({ port: await testUdpPort(), passphrase: testPassphrase() });
    const alone = await activeCore(user);
    const heard = collect(alone);
    alone.send('messages.global.keypad_code', '1234');
    await waitFor(() => alone.dropBreakdown().total.own === 1, 'own package to come back');
    expect(heard).toEqual([]);
    expect(alone.statistics().summary).toMatchObject({ pkt_rx: 0, pkt_rx_err: 0, msg_tx: 1, pkt_tx: 1 });
  });

  it('keeps messages in order when many are packed into packages', async () => {
    const user = userConfig({ port: await testUdpPort(), passphrase: testPassphrase(), poll_freq: 200, resend: 2 });
    const sender = await activeCore(user);
    const receiver = await activeCore(user);
    const heard = collect(receiver);
    const values = Array.from({ length: 300 }, (_, i) => `value-${i}`);
    for (const value of values) sender.send('messages.global.counter', value);
    await waitFor(() => heard.length === values.length, '300 messages');
    expect(heard.map((m) => m.value)).toEqual(values);
    const packages = sender.statistics().summary.pkt_tx;
    expect(packages).toBeLessThan(values.length); // several messages share a package
  });
});

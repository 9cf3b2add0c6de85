// init() called again applies a changed user configuration at run time, keeping queued messages.
import { describe, expect, it } from 'vitest';
import { createPackageCodec, type PackageCodec, type PackageCodecOptions } from '../../../../src/main/distributor/codec';
import type { DistributorState } from '../../../../src/main/distributor/core';
import { activeCore, testPassphrase, userConfig, waitFor } from './loopbackBus';
import { testUdpPort } from '../../../support/testPorts';

describe('live change of the user configuration', () => {
  it('moves to a new port, passphrase and poll_freq without losing queued messages', async () => {
    const oldBus = { port: await testUdpPort(), passphrase: testPassphrase() };
    const newBus = { port: oldBus.port + 1, passphrase: testPassphrase() };
    // poll_freq 0: one package every 10 s, so the rest at the old rate would outlast the poll deadline.
    const sender = await activeCore(userConfig({ ...oldBus, poll_freq: 0, resend: 1 }));
    const onOldBus = await activeCore(userConfig(oldBus));
    const onNewBus = await activeCore(userConfig(newBus));
    const heardOld: string[] = [];
    const heardNew: string[] = [];
    onOldBus.events.on('message', (message) => heardOld.push(message.value.slice(0, 2)));
    onNewBus.events.on('message', (message) => heardNew.push(message.value.slice(0, 2)));
    const states: DistributorState[] = [];
    sender.events.on('state', (state) => states.push(state));

    for (const tag of ['m1', 'm2', 'm3', 'm4']) sender.send('messages.global.big', tag + 'x'.repeat(1000)); // one per package
    await waitFor(() => heardOld.length === 1, 'the first package on the old bus');
    expect(sender.queuedMessages).toBe(3);

    expect(await sender.init(userConfig({ ...newBus, poll_freq: 50, resend: 1 }))).toBe(true);
    expect(sender.queuedMessages).toBe(3);
    await waitFor(() => heardNew.length === 3, 'the rest on the new bus');
    expect(heardOld).toEqual(['m1']);
    expect(heardNew).toEqual(['m2', 'm3', 'm4']);
    expect(states.at(-1)).toMatchObject({ active: true, port: newBus.port, pollFreq: 50, encrypted: true });
    expect(sender.statistics().summary).toMatchObject({ msg_tx: 4, pkt_tx: 4 });
  });

  it('keeps queued messages through a failed init and sends them once a later init succeeds', async () => {
    const bus = { port: await testUdpPort(), passphrase: testPassphrase() };
    const sender = await activeCore(userConfig({ ...bus, poll_freq: 0, resend: 1 }));
    const receiver = await activeCore(userConfig(bus));
    const heard: string[] = [];
    receiver.events.on('message', (message) => heard.push(message.value));
    sender.send('messages.global.a', 'first'); // leaves at once
    await waitFor(() => heard.length === 1, 'the first message');
    sender.send('messages.global.b', 'second'); // waits 10 s at poll_freq 0
    expect(sender.queuedMessages).toBe(1);

    expect(await sender.init(userConfig({ ...bus, iface: 'no-such-iface0' }))).toBe(false);
    expect(sender.reason).toMatch(/interface no-such-iface0 \(broadcast.iface\) does not exist/);
    expect(sender.queuedMessages).toBe(1);
    expect(await sender.flush(100)).toBe(false); // inactive: nothing will be sent until a new init
    expect(await sender.init(userConfig({ ...bus, poll_freq: 100 }))).toBe(true);
    await waitFor(() => heard.length === 2, 'the queued message after the new init');
    expect(heard).toEqual(['first', 'second']);
  });
});

describe('the codec and its key', () => {
  it('are built once per init(), not per package sent or received', async () => {
    const bus = { port: await testUdpPort(), passphrase: testPassphrase() };
    const built: string[] = [];
    const countingFactory = (options: PackageCodecOptions): PackageCodec => {
      built.push(options.passphrase ?? '');
      return createPackageCodec(options);
    };
    const sender = await activeCore(userConfig({ ...bus, resend: 2 }), { codecFactory: countingFactory });
    const receiver = await activeCore(userConfig(bus), { codecFactory: countingFactory });
    const heard: string[] = [];
    receiver.events.on('message', (message) => heard.push(message.value));
    for (let i = 0; i < 20; i++) sender.send('messages.global.n', String(i));
    await waitFor(() => heard.length === 20, '20 messages');
    await sender.flush(3000);
    expect(built).toEqual([bus.passphrase, bus.passphrase]);
    expect(await receiver.init(userConfig({ ...bus, passphrase: testPassphrase() }))).toBe(true);
    expect(built).toHaveLength(3);
  });
});

describe('flush and close', () => {
  it('flush resolves false when a failed init makes the distributor inactive while it waits', async () => {
    const bus = { port: await testUdpPort(), passphrase: testPassphrase() };
    const sender = await activeCore(userConfig({ ...bus, poll_freq: 0, resend: 3 }));
    sender.send('messages.global.a', '1');
    const flushed = sender.flush(); // no timeout: the second copy waits 10 s at poll_freq 0
    expect(await sender.init(userConfig({ ...bus, iface: 'no-such-iface0' }))).toBe(false);
    expect(await flushed).toBe(false);
    expect(sender.queuedMessages).toBe(1);
  });

  it('flush resolves once every copy is sent; close reports what was never sent', async () => {
    const bus = { port: await testUdpPort(), passphrase: testPassphrase() };
    const sender = await activeCore(userConfig({ ...bus, poll_freq: 100, resend: 3 }));
    sender.send('messages.global.a', '1');
    expect(await sender.flush(2000)).toBe(true);
    expect(sender.statistics().summary.msg_tx).toBe(1);
    await waitFor(() => sender.statistics().summary.pkt_tx === 3, 'three packages sent');

    expect(await sender.init(userConfig({ ...bus, poll_freq: 0, resend: 3 }))).toBe(true);
    sender.send('messages.global.b', '2');
    expect(await sender.flush(100)).toBe(false);
    const warnings: string[] = [];
    sender.events.on('warning', (warning) => warnings.push(warning.message));
    expect(sender.close()).toBe(1);
    expect(warnings).toEqual(['1 queued message was not sent: the distributor was closed']);
    expect(sender.active).toBe(false);
    expect(sender.reason).toBe('closed');
  });
});

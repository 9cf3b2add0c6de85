// Everything the receiver refuses is counted under a reason, and nothing crashes it.
import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:dgram';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPackageCodec } from '../../../../src/main/distributor/codec';
import type { ReceivedMessage } from '../../../../src/main/distributor/core';
import { sealDocumented } from '../documentedLayout';
import { activeCore, rawSocket, sendRaw, socketOn, testPassphrase, userConfig, waitFor } from './loopbackBus';
import { testUdpPort } from '../../../support/testPorts';

/** The sender fields of a package made by the test itself (a peer on 127.0.0.1). */
function testSender(pid: number, instance = randomBytes(8).toString('hex')) {
  return { address: '127.0.0.1', pid, instance };
}

function heardBy(core: Awaited<ReturnType<typeof activeCore>>): ReceivedMessage[] {
  const heard: ReceivedMessage[] = [];
  core.events.on('message', (message) => heard.push(message));
  return heard;
}

const marker = 'messages.global.marker';

/** A later marker: one valid package sent after the others; once it is heard, whatever came before it has been handled. */
async function heardMarker({ socket, passphrase, port }: { socket: Socket; passphrase: string; port: number }, heard: ReceivedMessage[]): Promise<void> {
  const codec = createPackageCodec({ passphrase });
  await sendRaw(socket, codec.encode({ ...testSender(98), timestampMs: Date.now(), sequence: 1, messages: [{ id: 1, attempt: 0, path: marker, value: '1' }] }), port);
  await waitFor(() => heard.some((message) => message.path === marker), 'the later marker');
}

describe('receiving what must not be delivered', () => {
  it('delivers nothing under a wrong passphrase and counts the packages as unauthentic', async () => {
    const port = await testUdpPort();
    const sender = await activeCore(userConfig({ port, passphrase: testPassphrase(), resend: 2 }));
    const receiver = await activeCore(userConfig({ port, passphrase: testPassphrase() }));
    const heard = heardBy(receiver);
    sender.send('messages.global.door_front', 'open');
    await waitFor(() => receiver.statistics().summary.pkt_rx_err === 2, 'two refused packages');
    expect(heard).toEqual([]);
    const drops = receiver.dropBreakdown();
    expect(drops.total.unauthentic).toBe(2);
    expect(drops.unattributed).toEqual([{ IP: '127.0.0.1', drops: expect.objectContaining({ unauthentic: 2 }), lastDropAt: expect.any(Number) }]);
    expect(receiver.statistics().summary).toMatchObject({ pkt_rx: 0, msg_rx: 0 });
    expect(receiver.authFailures()).toEqual({
      sources: [{ IP: '127.0.0.1', packages: 2, reasons: { unauthentic: 2, unencrypted_rejected: 0, encrypted_unexpected: 0 }, firstAt: expect.any(Number), lastAt: expect.any(Number) }],
      others: { packages: 0, lastAt: null },
    });
  });

  it('tells an unencrypted sender from a wrong passphrase', async () => {
    const port = await testUdpPort();
    const sender = await activeCore(userConfig({ port, passphrase: '' }));
    const receiver = await activeCore(userConfig({ port, passphrase: testPassphrase() }));
    sender.send('messages.global.door_front', 'open');
    await waitFor(() => receiver.dropBreakdown().total.unencrypted_rejected === 1, 'the plain package to be refused');
    expect(receiver.statistics().summary.pkt_rx_err).toBe(1);
  });

  it('counts tampered, truncated and foreign packages sent by a raw socket, then still works', async () => {
    const port = await testUdpPort();
    const passphrase = testPassphrase();
    const receiver = await activeCore(userConfig({ port, passphrase }));
    const heard = heardBy(receiver);
    const { socket } = await rawSocket(port);
    const codec = createPackageCodec({ passphrase });
    const good = codec.encode({ ...testSender(77), timestampMs: Date.now(), sequence: 1, messages: [{ id: 9, attempt: 0, path: 'messages.global.door_front', value: 'open' }] });
    const tampered = Buffer.from(good);
    tampered[tampered.length - 20]! ^= 0x01;
    await sendRaw(socket, tampered, port);
    await sendRaw(socket, good.subarray(0, 10), port);
    await sendRaw(socket, good.subarray(0, good.length - 1), port);
    await sendRaw(socket, Buffer.from('GET / HTTP/1.0\r\n\r\n'), port);
    await sendRaw(socket, Buffer.alloc(0), port);
    await waitFor(() => receiver.statistics().summary.pkt_rx_err === 5, 'five refused packages');
    const total = receiver.dropBreakdown().total;
    expect(total.unauthentic + total.malformed).toBe(5);
    expect(total.unauthentic).toBeGreaterThanOrEqual(2);
    expect(heard).toEqual([]);

    await sendRaw(socket, good, port);
    await waitFor(() => heard.length === 1, 'the intact package');
    expect(heard[0]).toMatchObject({ path: 'messages.global.door_front', value: 'open', from: { IP: '127.0.0.1', PID: 77 } });
  });

  it('drops packages whose timestamp is beyond max_time_offset, counted per peer', async () => {
    const port = await testUdpPort();
    const passphrase = testPassphrase();
    const sender = await activeCore(userConfig({ port, passphrase }), { clock: () => Date.now() - 8_000 });
    const strict = await activeCore(userConfig({ port, passphrase, max_time_offset: 5 }));
    const lenient = await activeCore(userConfig({ port, passphrase, max_time_offset: 10 }));
    const heardStrict = heardBy(strict);
    const heardLenient = heardBy(lenient);
    sender.send('messages.global.motion_hall', 'true');
    await waitFor(() => heardLenient.length === 1 && strict.statistics().summary.pkt_rx_err === 1, 'one delivery and one drop');
    expect(heardStrict).toEqual([]);
    expect(strict.statistics().peers).toEqual([expect.objectContaining({ PID: sender.pid, pkt_rx: 1, pkt_rx_err: 1, msg_rx: 0 })]);
    const peerDrops = strict.dropBreakdown().peers;
    expect(peerDrops).toEqual([{ IP: '127.0.0.1', PID: sender.pid, drops: expect.objectContaining({ clock_offset: 1 }) }]);
  });

  it('drops packages from a clock ahead by more than max_time_offset as well', async () => {
    const port = await testUdpPort();
    const passphrase = testPassphrase();
    const ahead = await activeCore(userConfig({ port, passphrase }), { clock: () => Date.now() + 8_000 });
    const inTime = await activeCore(userConfig({ port, passphrase }), { clock: () => Date.now() + 3_000 });
    const receiver = await activeCore(userConfig({ port, passphrase, max_time_offset: 5 }));
    const heard = heardBy(receiver);
    ahead.send('messages.global.from_the_future', 'x');
    inTime.send('messages.global.nearly_now', 'y');
    await waitFor(() => heard.length === 1 && receiver.dropBreakdown().total.clock_offset === 1, 'one delivery and one drop');
    expect(heard[0]!.from.PID).toBe(inTime.pid);
  });

  it('ignores only packages with its own instance id: its IP and PID under another instance (a restarted process) is a peer', async () => {
    const port = await testUdpPort();
    const passphrase = testPassphrase();
    const receiver = await activeCore(userConfig({ port, passphrase }));
    const heard = heardBy(receiver);
    const otherHost = await socketOn('127.0.0.2');
    const codec = createPackageCodec({ passphrase });
    const message = { id: 5, attempt: 0, path: 'messages.global.twin', value: 'restarted' };
    const ownInstance = codec.encode({ ...testSender(receiver.pid, receiver.instance), timestampMs: Date.now(), sequence: 1, messages: [message] });
    await sendRaw(otherHost, ownInstance, port);
    await waitFor(() => receiver.dropBreakdown().total.own === 1, 'the package with its own instance to be ignored');
    const otherInstance = codec.encode({ ...testSender(receiver.pid), timestampMs: Date.now(), sequence: 1, messages: [message] });
    await sendRaw(otherHost, otherInstance, port);
    await waitFor(() => heard.length === 1, 'the package of the other instance');
    expect(heard[0]).toMatchObject({ value: 'restarted', from: { IP: '127.0.0.1', PID: receiver.pid } });
    expect(receiver.statistics().summary).toMatchObject({ pkt_rx: 1, pkt_rx_err: 0 });
  });

  it('counts a package over 1472 bytes as oversized, even an authentic one, and delivers nothing of it', async () => {
    const port = await testUdpPort();
    const passphrase = testPassphrase();
    const receiver = await activeCore(userConfig({ port, passphrase }));
    const heard = heardBy(receiver);
    const { socket } = await rawSocket(port);
    const messages = Array.from({ length: 6 }, (_, index) => ({ id: index + 1, attempt: 0, path: 'messages.global.big', value: 'x'.repeat(1000 + index) }));
    const oversized = sealDocumented(passphrase, { ...testSender(78), timestampMs: Date.now(), sequence: 1, messages }, randomBytes(12));
    expect(oversized.length).toBeGreaterThan(6000);
    await sendRaw(socket, oversized, port);
    await waitFor(() => receiver.dropBreakdown().total.oversized === 1, 'the oversized package to be refused');
    expect(receiver.statistics().summary).toMatchObject({ pkt_rx: 0, pkt_rx_err: 1, msg_rx: 0 });
    expect(receiver.dropBreakdown().unattributed).toEqual([{ IP: '127.0.0.1', drops: expect.objectContaining({ oversized: 1 }), lastDropAt: expect.any(Number) }]);

    const fitting = sealDocumented(passphrase, { ...testSender(78), timestampMs: Date.now(), sequence: 2, messages: messages.slice(0, 1) }, randomBytes(12));
    await sendRaw(socket, fitting, port);
    await waitFor(() => heard.length === 1, 'a package within the limit, made the same way');
    expect(heard).toHaveLength(1);
  });

  it('refuses a version 1 package as unsupported_version, counted against its source address', async () => {
    const port = await testUdpPort();
    const passphrase = 'correct horse battery staple';
    const receiver = await activeCore(userConfig({ port, passphrase }));
    const heard = heardBy(receiver);
    const { socket } = await rawSocket(port);
    const v1 = JSON.parse(readFileSync(join(__dirname, '../../../fixtures/wire/v1-refused/encrypted-v1.json'), 'utf8')) as { hex: string };
    await sendRaw(socket, Buffer.from(v1.hex, 'hex'), port);
    await waitFor(() => receiver.dropBreakdown().total.unsupported_version === 1, 'the version 1 package to be refused');
    await heardMarker({ socket, passphrase, port }, heard);
    expect(heard.map((message) => message.path)).toEqual([marker]);
    expect(receiver.statistics().summary).toMatchObject({ pkt_rx: 1, pkt_rx_err: 1 });
  });

  it('turns the clock check off with max_time_offset 0', async () => {
    const port = await testUdpPort();
    const passphrase = testPassphrase();
    const sender = await activeCore(userConfig({ port, passphrase }), { clock: () => Date.now() + 3_600_000 });
    const receiver = await activeCore(userConfig({ port, passphrase, max_time_offset: 0 }));
    const heard = heardBy(receiver);
    sender.send('messages.global.motion_hall', 'true');
    await waitFor(() => heard.length === 1, 'delivery despite an hour of offset');
  });

  it('counts invalid messages inside an authentic package as msg_rx_err and delivers the rest', async () => {
    const port = await testUdpPort();
    const passphrase = testPassphrase();
    const receiver = await activeCore(userConfig({ port, passphrase }));
    const heard = heardBy(receiver);
    const { socket } = await rawSocket(port);
    const codec = createPackageCodec({ passphrase });
    const messages = [
      { id: 1, attempt: 0, path: 'messages.global.9lives', value: 'x' },
      { id: 2, attempt: 0, path: 'messages.global.ok', value: 'fine' },
      { id: 3, attempt: 0, path: 'messages.global.has space', value: 'x' },
    ];
    await sendRaw(socket, codec.encode({ ...testSender(99), timestampMs: Date.now(), sequence: 1, messages }), port);
    await waitFor(() => heard.length === 1 && receiver.statistics().summary.msg_rx_err === 2, 'one delivery, two errors');
    expect(heard[0]!.path).toBe('messages.global.ok');
    expect(receiver.statistics().peers[0]).toMatchObject({ PID: 99, msg_rx: 1, msg_rx_err: 2, pkt_rx: 1, pkt_rx_err: 0 });
    expect(receiver.dropBreakdown().total.invalid_message).toBe(2);
  });

  it('survives a flood of garbage without delivering anything', async () => {
    const port = await testUdpPort();
    const passphrase = testPassphrase();
    const receiver = await activeCore(userConfig({ port, passphrase }));
    const heard = heardBy(receiver);
    const { socket } = await rawSocket(port);
    for (let i = 0; i < 200; i++) {
      await sendRaw(socket, Buffer.from(Array.from({ length: (i * 7) % 1400 }, (_, j) => (i * 31 + j * 17) % 256)), port);
      // Stay below the socket's receive buffer (the kernel would drop the excess): every 20, wait until they are handled.
      if (i % 20 === 19) await waitFor(() => receiver.statistics().summary.pkt_rx_err === i + 1, `${i + 1} refused packages`);
    }
    await heardMarker({ socket, passphrase, port }, heard);
    expect(heard.map((message) => message.path)).toEqual([marker]);
    expect(receiver.active).toBe(true);
  });
});

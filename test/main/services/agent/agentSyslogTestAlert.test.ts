// agent.testAlert for the syslog channel through the real dispatcher on a real workspace, as the
// studio's "Send a test alert" calls it: the saved channels.syslog points at a syslog receiver on
// loopback (node:dgram for UDP, node:net for TCP with RFC 6587 octet counting), which gets one
// RFC 5424 message naming the site and saying it is a test, in the site's report language; a TCP
// receiver that is not there is told as not delivered, naming it, never as taken.
import { createSocket } from 'node:dgram';
import { writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { englishText } from '../../../../src/shared/i18n/renderText';
import { temporaryFolder } from '../../workspace/workspaceFolder';
import { startStudio } from '../studioOnWorkspace';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** A workspace whose site.json names the site and its report language. */
async function siteFolder(name: string, reportLanguage: 'en' | 'de'): Promise<string> {
  const folder = await temporaryFolder();
  const site = { version: 1, site: { name, customer: 'Muster GmbH', address: 'Hafenstraße 1', timeZone: 'Europe/Berlin', reportLanguage } };
  await writeFile(join(folder, 'site.json'), `${JSON.stringify(site, null, 2)}\n`);
  return folder;
}

const syslogSettings = (port: number, transport: 'udp' | 'tcp') => JSON.stringify({ channels: { syslog: { host: '127.0.0.1', port, transport } } });

/** The parts of an RFC 5424 message with one SD-ELEMENT: PRI, the header fields, the SD params (unescaped) and MSG after its BOM. */
function parseRfc5424(message: string) {
  const match = /^<(\d{1,3})>1 (\S+) (\S+) (\S+) (\S+) (\S+) \[(\S+)((?: [a-z]+="(?:[^"\\\]]|\\["\\\]])*")*)\] \u{feff}(.*)$/su.exec(message);
  if (!match) throw new Error(`not RFC 5424: ${JSON.stringify(message)}`);
  const params = Object.fromEntries([...match[8]!.matchAll(/ ([a-z]+)="((?:[^"\\\]]|\\["\\\]])*)"/g)].map(([, name, value]) => [name, value!.replace(/\\(["\\\]])/g, '$1')]));
  return { priority: Number(match[1]), timestamp: match[2]!, hostname: match[3], app: match[4], procid: match[5], msgid: match[6], sdId: match[7], params, text: match[9] };
}

/** The HOSTNAME field the agent's host gives: printable US-ASCII, at most 255 characters (RFC 5424 section 6.2.4). */
const expectedHostname = hostname().replace(/[^\x21-\x7e]/g, '').slice(0, 255) || '-';

/** What every test alert over syslog holds, whatever the transport: a summary without a camera at warning of local0. */
function expectTestAlertMessage(message: string, site: string, sentFrom: number, sentTo: number) {
  const parsed = parseRfc5424(message);
  expect(parsed).toMatchObject({ priority: 16 * 8 + 4, hostname: expectedHostname, app: 'camconfig-agent', procid: String(process.pid), msgid: 'held-back', sdId: 'camconfig@32473' });
  expect(parsed.params).toEqual({ site, phase: 'summary', since: parsed.timestamp });
  expect(parsed.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  expect(Date.parse(parsed.timestamp)).toBeGreaterThanOrEqual(sentFrom);
  expect(Date.parse(parsed.timestamp)).toBeLessThanOrEqual(sentTo);
  return parsed;
}

/** A UDP syslog receiver on loopback keeping every datagram; `received(n)` resolves once it has n. */
async function udpReceiver(): Promise<{ port: number; messages: string[]; received: (count: number) => Promise<void> }> {
  const socket = createSocket('udp4');
  const messages: string[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  socket.on('message', (datagram) => {
    messages.push(datagram.toString('utf8'));
    for (const waiter of waiters.filter(({ count }) => messages.length >= count)) waiter.resolve();
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => socket.close(() => resolve())));
  const received = (count: number) => (messages.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve })));
  return { port: socket.address().port, messages, received };
}

/**
 * A TCP syslog receiver on loopback reading octet-counted frames (`LENGTH SP MESSAGE`, RFC 6587
 * section 3.4.1); `ended` resolves with what one connection brought once the sender closed it,
 * and with the bytes after the last whole frame (none when framed right).
 */
async function tcpReceiver(): Promise<{ port: number; ended: Promise<{ messages: string[]; leftOver: number }>; connections: () => number }> {
  let connections = 0;
  const sockets = new Set<Socket>();
  let end!: (value: { messages: string[]; leftOver: number }) => void;
  const ended = new Promise<{ messages: string[]; leftOver: number }>((resolve) => (end = resolve));
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    const messages: string[] = [];
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        const space = pending.indexOf(0x20);
        if (space < 0) return;
        const length = pending.subarray(0, space).toString('ascii');
        if (!/^[1-9]\d*$/.test(length)) throw new Error(`not an octet count: ${JSON.stringify(length)}`);
        if (pending.byteLength < space + 1 + Number(length)) return;
        messages.push(pending.subarray(space + 1, space + 1 + Number(length)).toString('utf8'));
        pending = pending.subarray(space + 1 + Number(length));
      }
    });
    socket.on('close', () => (sockets.delete(socket), end({ messages, leftOver: pending.byteLength })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { port: (server.address() as AddressInfo).port, ended, connections: () => connections };
}

/** A loopback TCP port nothing listens on: one the system gave and that was closed again. */
async function closedTcpPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('a test alert by syslog from the studio', () => {
  it('sends one RFC 5424 datagram to the saved UDP receiver, naming the site, in its report language', async () => {
    const studio = await startStudio(await siteFolder('Lager Nord', 'de'));
    const receiver = await udpReceiver();
    expect(await studio.call('agent.settings.save', { text: syslogSettings(receiver.port, 'udp') })).toMatchObject({ saved: true });

    const sentFrom = Date.now();
    const answer = await studio.call('agent.testAlert', { channel: 'syslog' });
    const sentTo = Date.now();

    expect(answer).toEqual({ delivered: true, target: `udp://127.0.0.1:${receiver.port}`, note: { id: 'agentStudio.testAlert.udpSent' } });
    // The channel is closed once the answer is given: a datagram sent after it, once received,
    // shows every datagram of the test alert has arrived before it.
    await receiver.received(1);
    const marker = createSocket('udp4');
    await new Promise<void>((resolve, reject) => marker.send('end of test', receiver.port, '127.0.0.1', (error) => (marker.close(), error ? reject(error) : resolve())));
    await receiver.received(2);
    expect(receiver.messages).toHaveLength(2);
    expect(receiver.messages[1]).toBe('end of test');
    const parsed = expectTestAlertMessage(receiver.messages[0]!, 'Lager Nord', sentFrom, sentTo);
    expect(parsed.text).toBe('Testalarm von CamConfig Studio für den Standort Lager Nord: dieser Kanal funktioniert. Nichts zu tun: ein Techniker hat ihn aus dem Studio gesendet, um den Kanal zu prüfen.');
  });

  it('sends one octet-counted RFC 5424 message to the saved TCP receiver, and says the server took it', async () => {
    const studio = await startStudio(await siteFolder('Depot "West" [Hall 2]', 'en'));
    const receiver = await tcpReceiver();
    expect(await studio.call('agent.settings.save', { text: syslogSettings(receiver.port, 'tcp') })).toMatchObject({ saved: true });

    const sentFrom = Date.now();
    const answer = await studio.call('agent.testAlert', { channel: 'syslog' });
    const sentTo = Date.now();

    expect(answer).toEqual({ delivered: true, target: `tcp://127.0.0.1:${receiver.port}`, note: { id: 'agentStudio.testAlert.tcpTook' } });
    expect(englishText(answer.note)).toBe('the syslog server took the test alert over TCP');
    const { messages, leftOver } = await receiver.ended;
    expect(receiver.connections()).toBe(1);
    expect(leftOver).toBe(0);
    expect(messages).toHaveLength(1);
    const parsed = expectTestAlertMessage(messages[0]!, 'Depot "West" [Hall 2]', sentFrom, sentTo);
    expect(parsed.text).toBe('Test alert from CamConfig Studio for site Depot "West" [Hall 2]: this channel works. Nothing to do: a technician sent it from the studio to try the channel.');
  });

  it('tells a TCP receiver that is not there as not delivered, naming it, and never as taken', async () => {
    const studio = await startStudio(await siteFolder('Lager Nord', 'en'));
    const port = await closedTcpPort();
    expect(await studio.call('agent.settings.save', { text: syslogSettings(port, 'tcp') })).toMatchObject({ saved: true });

    const answer = await studio.call('agent.testAlert', { channel: 'syslog' });

    expect(answer).toMatchObject({ delivered: false, target: `tcp://127.0.0.1:${port}`, note: { id: 'agentStudio.testAlert.notDelivered', params: { target: `tcp://127.0.0.1:${port}` } } });
    expect(englishText(answer.note)).toBe(`the test alert did not reach tcp://127.0.0.1:${port}: connection refused`);
    expect(englishText(answer.note)).not.toMatch(/took|sent over/);
  });
});

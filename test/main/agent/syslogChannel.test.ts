// Alerts to a syslog server on loopback, over UDP and TCP: RFC 5424 messages a receiver can
// parse, whatever a camera's name holds; TCP framed by octet counting, connected again after the
// server dropped the connection; nothing waiting is kept after close.
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SyslogChannel } from '../../../src/main/agent/syslogChannel';
import { paramValue, syslogMessage, syslogMaxBytes } from '../../../src/main/agent/syslogMessage';
import type { AlertNotice } from '../../../src/shared/agent/alertState';
import { renderText } from '../../../src/shared/i18n/renderText';

const notice = (name: string, phase: AlertNotice['phase'] = 'started'): AlertNotice => ({
  kind: 'offline',
  phase,
  camera: { id: 'cam-1', name, address: '127.0.0.1:8080', group: 'Hall' },
  since: Date.parse('2026-06-01T12:00:00Z'),
  at: Date.parse('2026-06-01T12:05:00Z'),
  text: `${name} does not answer since 12:00`,
  advice: 'Check power and network.',
});

/** The parts of an RFC 5424 message with one SD-ELEMENT: PRI, header fields, the SD params (unescaped) and MSG. */
function parse(message: string) {
  const match = /^<(\d+)>1 (\S+) (\S+) (\S+) (\S+) (\S+) \[(\S+)((?: [a-z]+="(?:[^"\\\]]|\\["\\\]])*")*)\] \u{feff}(.*)$/su.exec(message);
  if (!match) throw new Error(`not RFC 5424: ${JSON.stringify(message)}`);
  const params = Object.fromEntries([...match[8]!.matchAll(/ ([a-z]+)="((?:[^"\\\]]|\\["\\\]])*)"/g)].map(([, name, value]) => [name, value!.replace(/\\(["\\\]])/g, '$1')]));
  return { priority: Number(match[1]), timestamp: match[2], hostname: match[3], app: match[4], procid: match[5], msgid: match[6], sdId: match[7], params, text: match[9] };
}

const closers: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function udpReceiver(): Promise<{ port: number; messages: string[] }> {
  const socket: UdpSocket = createSocket('udp4');
  const messages: string[] = [];
  socket.on('message', (datagram) => messages.push(datagram.toString('utf8')));
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => socket.close(() => resolve())));
  return { port: socket.address().port, messages };
}

/** A TCP syslog receiver reading octet-counted frames; `dropConnections` closes every connection it has. */
async function tcpReceiver(): Promise<{ port: number; messages: string[]; connections: () => number; dropConnections: () => void }> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        const space = pending.indexOf(0x20);
        if (space < 0) return;
        const length = Number(pending.subarray(0, space).toString('ascii'));
        if (pending.byteLength < space + 1 + length) return;
        messages.push(pending.subarray(space + 1, space + 1 + length).toString('utf8'));
        pending = pending.subarray(space + 1 + length);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { port: (server.address() as AddressInfo).port, messages, connections: () => connections, dropConnections: () => sockets.forEach((socket) => socket.destroy()) };
}

function channel(port: number, transport: 'udp' | 'tcp', log: string[] = []): SyslogChannel {
  const made = new SyslogChannel({ host: '127.0.0.1', port, transport, site: 'Depot Nord', firstPauseMs: 10, log: (line) => log.push(renderText(line, 'en')) });
  closers.push(() => made.close());
  return made;
}

describe('syslog messages (RFC 5424)', () => {
  it('carries the alert as structured data and words, facility local0, severity by phase', () => {
    const started = parse(syslogMessage(notice('Gate'), { hostname: 'site-pc', pid: 4711, site: 'Depot Nord' }));
    expect(started).toMatchObject({ priority: 16 * 8 + 3, timestamp: '2026-06-01T12:05:00.000Z', hostname: 'site-pc', app: 'camconfig-agent', procid: '4711', msgid: 'offline', sdId: 'camconfig@32473' });
    expect(started.params).toEqual({ site: 'Depot Nord', phase: 'started', since: '2026-06-01T12:00:00.000Z', camera: 'Gate', address: '127.0.0.1:8080', group: 'Hall' });
    expect(started.text).toBe('Gate does not answer since 12:00 Check power and network.');
    expect(parse(syslogMessage(notice('Gate', 'ended'), { hostname: 'site-pc', pid: 1, site: 'x' })).priority).toBe(16 * 8 + 5);
  });

  it('is the message docs/agent.md shows', () => {
    const page = readFileSync(join(import.meta.dirname, '../../../docs/agent.md'), 'utf8');
    const shown = /## Syslog[\s\S]*?```\n(<\d+>1 [^\n]*)\n```/.exec(page)?.[1];
    expect(syslogMessage(notice('Gate'), { hostname: 'site-pc', pid: 4711, site: 'Depot Nord' }).replace('\u{feff}', '')).toBe(shown);
  });

  it('keeps a hostile camera name from breaking the message: controls escaped, structured data escaped, within 2048 octets', () => {
    const hostile = `Gate"] \u{1b}[31mfake\nline\\ ${'ü'.repeat(3000)}`;
    const message = syslogMessage(notice(hostile), { hostname: 'host with spaces\n', pid: 1, site: 'x' });
    expect(Buffer.byteLength(message)).toBeLessThanOrEqual(syslogMaxBytes);
    expect(message.includes('\n') || message.includes('\u{1b}')).toBe(false);
    const parsed = parse(message);
    expect(parsed.hostname).toBe('hostwithspaces');
    expect(parsed.params.camera!.startsWith('Gate"] \\u{1b}[31mfake\\u{a}line\\\\ üü')).toBe(true);
    expect(paramValue('a"b]c\\d')).toBe('a\\"b\\]c\\\\\\\\d');
  });
});

describe('the syslog channel', () => {
  it('sends one datagram per alert over UDP', async () => {
    const receiver = await udpReceiver();
    const syslog = channel(receiver.port, 'udp');
    syslog.send(notice('Gate'));
    syslog.send(notice('Yard'));
    await syslog.idle();
    await expect.poll(() => receiver.messages.length).toBe(2);
    expect(receiver.messages.map((message) => parse(message).params.camera)).toEqual(['Gate', 'Yard']);
    expect(syslog.countsNow()).toEqual({ sent: 2, failed: 0, dropped: 0, queued: 0 });
  });

  it('frames messages by octet count over TCP, keeps one connection, and connects again after the server dropped it', async () => {
    const receiver = await tcpReceiver();
    const syslog = channel(receiver.port, 'tcp');
    syslog.send(notice('Gate\nwith a line break'));
    syslog.send(notice('Yard'));
    await syslog.idle();
    await expect.poll(() => receiver.messages.length).toBe(2);
    expect(receiver.connections()).toBe(1);
    expect(parse(receiver.messages[0]!).params.camera).toBe('Gate\\u{a}with a line break');

    receiver.dropConnections();
    // TCP syslog has no acknowledgement (RFC 6587): a message written before the client has seen
    // the close is lost on the way, so the test waits until the channel let go of the connection.
    await expect.poll(() => receiver.connections() > 0 && (syslog as unknown as { connection: unknown }).connection === null).toBe(true);
    syslog.send(notice('Door'));
    await syslog.idle();
    await expect.poll(() => receiver.messages.length).toBe(3);
    expect(parse(receiver.messages[2]!).params.camera).toBe('Door');
    expect(receiver.connections()).toBe(2);
  });

  it('counts an alert failed when the TCP server cannot be reached after its retries, naming the target', async () => {
    const receiver = await tcpReceiver();
    const port = receiver.port;
    await closers.pop()!();
    const log: string[] = [];
    const syslog = channel(port, 'tcp', log);
    syslog.send(notice('Gate'));
    await syslog.idle();
    expect(syslog.countsNow()).toMatchObject({ sent: 0, failed: 1 });
    expect(log.at(-1)).toBe(`syslog tcp://127.0.0.1:${port}: ECONNREFUSED (attempt 4 of 4)`);
  });
});

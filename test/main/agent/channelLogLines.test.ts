// The alert channels' own log lines (a failed attempt, a refused recipient, a full queue) come
// from the catalog (area agentChannels): the same line in English and in German, the system's
// error code kept as it is. Receivers on loopback, port 0; every wait is for a state.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailChannel } from '../../../src/main/agent/emailChannel';
import { SyslogChannel } from '../../../src/main/agent/syslogChannel';
import { WebhookChannel } from '../../../src/main/agent/webhookChannel';
import type { AlertNotice } from '../../../src/shared/agent/alertState';
import { renderText } from '../../../src/shared/i18n/renderText';
import type { Text } from '../../../src/shared/i18n/text';

const notice: AlertNotice = { kind: 'offline', phase: 'started', camera: { id: 'cam-1', name: 'Tor', address: '127.0.0.1:8080', group: null }, since: 0, at: 0, text: 'Tor antwortet nicht', advice: '' };

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

function both(lines: Text[]): { en: string[]; de: string[] } {
  return { en: lines.map((line) => renderText(line, 'en')), de: lines.map((line) => renderText(line, 'de')) };
}

async function httpServer(status: number, headers: Record<string, string> = {}): Promise<number> {
  const server: Server = createServer((_request, response) => void response.writeHead(status, headers).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

describe("the channels' log lines", () => {
  it('tells a webhook answer refused and a redirect, each attempt, in English and German', async () => {
    const port = await httpServer(503);
    const lines: Text[] = [];
    const webhook = new WebhookChannel({ url: `http://127.0.0.1:${port}/alerts`, secret: 'key-0123456789abcdef', site: 'Depot', timeoutMs: 5000, retries: 1, queueSize: 1, firstPauseMs: 1, log: (line) => lines.push(line) });
    closers.push(() => webhook.close());
    expect(await webhook.sendAndWait(notice)).toBe('failed');
    expect(both(lines)).toEqual({
      en: [`webhook http://127.0.0.1:${port}: answered HTTP 503 (attempt 1 of 2)`, `webhook http://127.0.0.1:${port}: answered HTTP 503 (attempt 2 of 2)`],
      de: [`webhook http://127.0.0.1:${port}: antwortete mit HTTP 503 (Versuch 1 von 2)`, `webhook http://127.0.0.1:${port}: antwortete mit HTTP 503 (Versuch 2 von 2)`],
    });

    const redirecting = await httpServer(302, { location: '/elsewhere' });
    const redirectLines: Text[] = [];
    const redirected = new WebhookChannel({ url: `http://127.0.0.1:${redirecting}/alerts`, secret: 'key-0123456789abcdef', site: 'Depot', timeoutMs: 5000, retries: 0, queueSize: 1, log: (line) => redirectLines.push(line) });
    closers.push(() => redirected.close());
    expect(await redirected.sendAndWait(notice)).toBe('failed');
    expect(both(redirectLines).de).toEqual([`webhook http://127.0.0.1:${redirecting}: antwortete mit HTTP 302, einer Weiterleitung, der nicht gefolgt wird: channels.webhook.url auf die endgültige Adresse setzen (Versuch 1 von 1)`]);
  });

  it('tells recipients the SMTP server refused, in German, and sends the alert once', async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(address.address.startsWith('gone@') ? Object.assign(new Error('no such mailbox'), { responseCode: 550 }) : undefined);
      },
      onData(stream, _session, callback) {
        stream.on('end', () => callback());
        stream.resume();
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const port = (server.server.address() as AddressInfo).port;
    const lines: Text[] = [];
    const mail = new EmailChannel({ host: '127.0.0.1', port, security: 'none', from: 'agent@site.example', to: ['tech@example.net', 'gone@example.net'], site: 'Depot', language: 'de', timeZone: 'Europe/Berlin', retries: 0, timeoutMs: 5000, log: (line) => lines.push(line) });
    closers.push(() => mail.close());
    expect(await mail.sendAndWait(notice)).toBe('sent');
    expect(both(lines)).toEqual({
      en: [`email smtp://127.0.0.1:${port}: the server refused 1 of 2 recipients; the others have the alert`],
      de: [`email smtp://127.0.0.1:${port}: der Server hat 1 von 2 Empfängern abgelehnt; die anderen haben den Alarm`],
    });
  });

  it('tells a TCP syslog server that refuses the connection by its code, and a full queue, in German', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const lines: Text[] = [];
    const syslog = new SyslogChannel({ host: '127.0.0.1', port, transport: 'tcp', site: 'Depot', retries: 0, queueSize: 1, log: (line) => lines.push(line) });
    closers.push(() => syslog.close());
    const first = syslog.sendAndWait(notice);
    const second = syslog.sendAndWait({ ...notice, at: 1 });
    const third = syslog.sendAndWait({ ...notice, at: 2 });
    expect(await Promise.all([first, second, third])).toEqual(['failed', 'dropped', 'failed']);
    expect(both(lines).de).toEqual([`syslog tcp://127.0.0.1:${port}: die Warteschlange fasst 1 Alarme; der älteste wurde verworfen`, `syslog tcp://127.0.0.1:${port}: ECONNREFUSED (Versuch 1 von 1)`, `syslog tcp://127.0.0.1:${port}: ECONNREFUSED (Versuch 1 von 1)`]);
  });
});

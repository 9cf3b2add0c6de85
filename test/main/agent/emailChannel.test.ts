// Alerts by e-mail to a local SMTP server (smtp-server on loopback, port 0): the message as a
// recipient reads it (mailparser), in English and German with times in the site's zone; STARTTLS
// against a certificate the channel is told to trust, refused against one it is not; STARTTLS
// then a login (the password only over TLS), and no login at all where the server offers no
// STARTTLS; a login refused is counted failed after the retries, the password never in the log.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailChannel, type EmailOptions } from '../../../src/main/agent/emailChannel';
import type { AlertNotice } from '../../../src/shared/agent/alertState';
import { renderText } from '../../../src/shared/i18n/renderText';

const tls = join(import.meta.dirname, '../../fixtures/tls');
const certificate = readFileSync(join(tls, 'test-cert.pem'), 'utf8');
const otherCertificate = readFileSync(join(tls, 'other-cert.pem'), 'utf8');

const notice: AlertNotice = {
  kind: 'offline',
  phase: 'started',
  camera: { id: 'cam-1', name: 'Tor Süd', address: '127.0.0.1:8080', group: 'Hof' },
  since: Date.parse('2026-06-01T12:00:00Z'),
  at: Date.parse('2026-06-01T12:05:00Z'),
  text: 'Tor Süd does not answer since 12:00',
  advice: 'Check power.',
};

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** An SMTP server on loopback keeping every message it accepted, parsed. */
async function smtpServer(options: SMTPServerOptions = {}): Promise<{ port: number; mails: ParsedMail[]; logins: string[] }> {
  const mails: ParsedMail[] = [];
  const logins: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: options.cert ? [] : ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => (mails.push(mail), callback()), callback);
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.server.address() as AddressInfo).port, mails, logins };
}

function channel(port: number, options: Partial<EmailOptions>, log: string[] = []): EmailChannel {
  const made = new EmailChannel({ host: '127.0.0.1', port, security: 'none', from: 'agent@site.example', to: ['tech@example.net'], site: 'Depot Nord', language: 'en', timeZone: 'Europe/Berlin', firstPauseMs: 10, timeoutMs: 5000, log: (line) => log.push(renderText(line, 'en')), ...options });
  closers.push(() => made.close());
  return made;
}

describe('the e-mail channel', () => {
  it('sends one message per alert, worded for the site, times in its zone', async () => {
    const server = await smtpServer();
    const mail = channel(server.port, {});
    mail.send(notice);
    await mail.idle();
    expect(mail.countsNow()).toEqual({ sent: 1, failed: 0, dropped: 0, queued: 0 });
    const [received] = server.mails;
    expect(received!.subject).toBe('[Depot Nord] Tor Süd: offline');
    expect(received!.from?.text).toBe('agent@site.example');
    expect(received!.headers.get('auto-submitted')).toBe('auto-generated');
    expect(received!.text).toContain('What to do: Check power.');
    expect(received!.text).toContain('Camera: Tor Süd (127.0.0.1:8080), group Hof');
    expect(received!.text).toMatch(/Since: Jun 1, 2026, 2:00\s?PM GMT\+2/);
  });

  it('writes the message in German when the site says so', async () => {
    const server = await smtpServer();
    const mail = channel(server.port, { language: 'de' });
    mail.send({ ...notice, phase: 'ended' });
    await mail.idle();
    const [received] = server.mails;
    expect(received!.subject).toBe('[Depot Nord] behoben: Tor Süd: nicht erreichbar');
    expect(received!.text).toContain('Was zu tun ist: Check power.');
    expect(received!.text).toContain('Kamera: Tor Süd (127.0.0.1:8080), Gruppe Hof');
    expect(received!.text).toMatch(/Seit: 01\.06\.2026, 14:00 MESZ/);
  });

  it('keeps a hostile camera name out of the headers: one subject line, controls escaped', async () => {
    const server = await smtpServer();
    const mail = channel(server.port, {});
    mail.send({ ...notice, camera: { ...notice.camera!, name: 'Gate\r\nBcc: victim@example.org\u{1b}[2J' } });
    await mail.idle();
    const [received] = server.mails;
    expect(received!.bcc).toBeUndefined();
    expect(received!.subject).toBe('[Depot Nord] Gate\\u{d}\\u{a}Bcc: victim@example.org\\u{1b}[2J: offline');
  });

  it('upgrades with STARTTLS to a server whose certificate it trusts, and refuses one it does not', async () => {
    const server = await smtpServer({ secure: false, key: readFileSync(join(tls, 'test-key.pem')), cert: certificate });
    const trusting = channel(server.port, { security: 'starttls', ca: certificate });
    trusting.send(notice);
    await trusting.idle();
    expect(trusting.countsNow().sent).toBe(1);
    const log: string[] = [];
    const doubting = channel(server.port, { security: 'starttls', ca: otherCertificate, retries: 0 }, log);
    doubting.send(notice);
    await doubting.idle();
    expect(doubting.countsNow()).toMatchObject({ sent: 0, failed: 1 });
    expect(log.at(-1)).toMatch(new RegExp(`^email smtp://127\\.0\\.0\\.1:${server.port}: ESOCKET`));
    expect(server.mails).toHaveLength(1);
  });

  it('upgrades with STARTTLS, then logs in (port 587 as sites have it): the password only over TLS', async () => {
    const logins: Array<{ username: string | null | undefined; password: string | null | undefined; secure: boolean }> = [];
    const server = await smtpServer({
      secure: false,
      key: readFileSync(join(tls, 'test-key.pem')),
      cert: certificate,
      authOptional: false,
      onAuth(auth, session, callback) {
        logins.push({ username: auth.username, password: auth.password, secure: session.secure });
        callback(null, { user: auth.username });
      },
    });
    const mail = channel(server.port, { security: 'starttls', ca: certificate, auth: { user: 'alerts@depot', password: 'Starttls-Secret-5c' }, retries: 0 });
    mail.send(notice);
    await mail.idle();
    expect(mail.countsNow()).toEqual({ sent: 1, failed: 0, dropped: 0, queued: 0 });
    expect(logins).toEqual([{ username: 'alerts@depot', password: 'Starttls-Secret-5c', secure: true }]);
    expect(server.mails).toHaveLength(1);
    expect(server.mails[0]!.subject).toBe('[Depot Nord] Tor Süd: offline');
  });

  it('refuses to log in when starttls is set but the server offers no STARTTLS: the password is never sent in clear', async () => {
    const commands: string[] = [];
    const logins: string[] = [];
    const quiet = () => undefined;
    const server = await smtpServer({
      authOptional: false,
      allowInsecureAuth: true,
      // Every command the server is given, as its protocol log names it (bunyan-style logger).
      logger: { level: quiet, trace: quiet, info: quiet, warn: quiet, error: quiet, fatal: quiet, debug: (entry: { tnx?: string; command?: string }) => void (entry.tnx === 'command' && commands.push(String(entry.command))) },
      onAuth(auth, _session, callback) {
        logins.push(String(auth.username));
        callback(null, { user: auth.username });
      },
    });
    const log: string[] = [];
    const mail = channel(server.port, { security: 'starttls', auth: { user: 'alerts@depot', password: 'Never-In-Clear-8e' }, retries: 0 }, log);
    mail.send(notice);
    await mail.idle();
    expect(mail.countsNow()).toEqual({ sent: 0, failed: 1, dropped: 0, queued: 0 });
    expect(logins).toEqual([]);
    expect(commands).toContain('STARTTLS');
    expect(commands).not.toContain('AUTH');
    expect(commands).not.toContain('MAIL');
    expect(server.mails).toEqual([]);
    const problem = mail.lastProblem();
    expect(problem && 'text' in problem ? renderText(problem.text, 'en') : problem).toMatch(/^the server does not offer STARTTLS \(it answered 5\d\d\), so neither the login nor the alert was sent/);
    expect(log).toEqual([expect.stringMatching(new RegExp(`^email smtp://127\\.0\\.0\\.1:${server.port}: the server does not offer STARTTLS .* \\(attempt 1 of 1\\)$`))]);
    expect(log.join('\n')).not.toContain('Never-In-Clear-8e');
  });

  it('counts a refused login as failed after its retries and never logs the password', async () => {
    const server = await smtpServer({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        callback(auth.password === 'right-one' ? null : new Error('535 wrong password'), auth.password === 'right-one' ? { user: auth.username } : undefined);
      },
    });
    const log: string[] = [];
    const mail = channel(server.port, { auth: { user: 'agent', password: 'Not-The-Password-77' }, retries: 1 }, log);
    mail.send(notice);
    await mail.idle();
    expect(mail.countsNow()).toMatchObject({ sent: 0, failed: 1 });
    expect(log).toEqual([`email smtp://127.0.0.1:${server.port}: EAUTH 535 (attempt 1 of 2)`, `email smtp://127.0.0.1:${server.port}: EAUTH 535 (attempt 2 of 2)`]);
    expect(log.join('\n')).not.toContain('Not-The-Password-77');
    const right = channel(server.port, { auth: { user: 'agent', password: 'right-one' } });
    right.send(notice);
    await right.idle();
    expect(server.mails).toHaveLength(1);
  });
});

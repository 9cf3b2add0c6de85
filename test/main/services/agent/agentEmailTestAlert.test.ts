// agent.testAlert for the e-mail channel through the real dispatcher on a real workspace: the
// saved channel sends one message to a local SMTP server (smtp-server on loopback, port 0), in
// the site's report language; with a login, the server is given the user and the SMTP password
// as typed (sealed in agent.json between); a server that is not there is told as not delivered.
import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../workspace/workspaceFolder';
import { startStudio } from '../studioOnWorkspace';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

type Login = { username: string | null | undefined; password: string | null | undefined };

/** A local SMTP server; `requireLogin`: it takes mail only after AUTH, and keeps each login it was given. */
async function smtpServer(requireLogin = false): Promise<{ port: number; mails: ParsedMail[]; logins: Login[]; arrived: Promise<void> }> {
  const mails: ParsedMail[] = [];
  const logins: Login[] = [];
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const server = new SMTPServer({
    authOptional: !requireLogin,
    allowInsecureAuth: requireLogin,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username, password: auth.password });
      callback(null, { user: auth.username });
    },
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => (mails.push(mail), arrive(), callback()), callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.server.address() as AddressInfo).port, mails, logins, arrived };
}

const emailSettings = (port: number) => JSON.stringify({ channels: { email: { host: '127.0.0.1', port, security: 'none', from: 'agent@example.com', to: ['tech@example.com'], retries: 0 } } });

async function germanSite(name: string): Promise<string> {
  const folder = await temporaryFolder();
  const site = { version: 1, site: { name, customer: 'Muster GmbH', address: 'Hafenstraße 1', timeZone: 'Europe/Berlin', reportLanguage: 'de' } };
  await writeFile(join(folder, 'site.json'), `${JSON.stringify(site, null, 2)}\n`);
  return folder;
}

describe('a test alert by e-mail from the studio', () => {
  it('sends one message to the saved SMTP server, in the site report language', async () => {
    const studio = await startStudio(await germanSite('Lager Nord'));
    const server = await smtpServer();
    expect(await studio.call('agent.settings.save', { text: emailSettings(server.port) })).toMatchObject({ saved: true });

    const answer = await studio.call('agent.testAlert', { channel: 'email' });

    expect(answer).toMatchObject({ delivered: true, target: `smtp://127.0.0.1:${server.port}`, note: { id: 'agentStudio.testAlert.emailTook', params: { count: 1 } } });
    await server.arrived;
    expect(server.mails).toHaveLength(1);
    expect(server.mails[0]!.text).toContain('Testalarm von CamConfig Studio für den Standort Lager Nord: dieser Kanal funktioniert.');
    expect(server.mails[0]!.text).not.toContain('Test alert from');
    expect(server.mails[0]!.subject).toContain('Lager Nord');
  });

  it('logs in with the user and the SMTP password typed into the form (sealed in agent.json, opened for the test alert)', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder, { kind: 'passphrase', passphrase: 'workspace-pass-smtp' });
    const server = await smtpServer(true);
    const text = JSON.stringify({ channels: { email: { ...JSON.parse(emailSettings(server.port)).channels.email, user: 'alerts@depot' } } });
    expect(await studio.call('agent.settings.save', { text, emailPassword: 'smtp-secret-3b7e' })).toMatchObject({ saved: true });
    expect(await readFile(join(folder, 'agent.json'), 'utf8')).not.toContain('smtp-secret-3b7e');

    const answer = await studio.call('agent.testAlert', { channel: 'email' });

    expect(answer).toMatchObject({ delivered: true, note: { id: 'agentStudio.testAlert.emailTook' } });
    await server.arrived;
    expect(server.logins).toEqual([{ username: 'alerts@depot', password: 'smtp-secret-3b7e' }]);
    expect(server.mails).toHaveLength(1);
    expect(JSON.stringify(answer)).not.toContain('smtp-secret-3b7e');
  });

  it('tells a server that does not answer as not delivered, naming it', async () => {
    const studio = await startStudio(await temporaryFolder());
    const gone = await smtpServer();
    await closers.pop()!();
    expect(await studio.call('agent.settings.save', { text: emailSettings(gone.port) })).toMatchObject({ saved: true });

    const answer = await studio.call('agent.testAlert', { channel: 'email' });

    expect(answer).toMatchObject({ delivered: false, target: `smtp://127.0.0.1:${gone.port}`, note: { id: 'agentStudio.testAlert.notDelivered', params: { target: `smtp://127.0.0.1:${gone.port}` } } });
  });

  it('says when the saved agent.json has no e-mail channel', async () => {
    const studio = await startStudio(await temporaryFolder());
    expect(await studio.call('agent.settings.save', { text: JSON.stringify({ channels: {} }) })).toMatchObject({ saved: true });
    expect(await studio.call('agent.testAlert', { channel: 'email' })).toMatchObject({ delivered: false, note: { id: 'agentStudio.testAlert.noChannel', params: { channel: 'email' } } });
  });
});

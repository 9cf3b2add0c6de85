// The Site agent view in real Chromium on a workspace with a passphrase: a schedule edited in
// the form is saved into agent.json; a bad cron expression is refused naming the field (marked
// at it, the file unchanged); the webhook key typed in the form is sealed (no file holds it) and
// a test alert reaches a receiver on 127.0.0.1 that checks its HMAC signature; Discard asks
// first; a text edited in the JSON view is checked the same way and the form follows it; the
// e-mail channel (server, port, security, sender, recipients) and its digest typed in the form
// by keyboard are refused naming each bad field and saved in agent.json when right; its login
// (user and SMTP password) typed by keyboard is refused without a password at that field, then
// saved with the password sealed (no file holds it), shown as kept after a reload, and a test
// alert by e-mail logs in to a local SMTP server that requires AUTH with the user and password
// as typed; the German studio labels the view in German, and axe finds nothing. Maintenance
// windows (recurring and one-off) added and removed by keyboard, focus on the new window's first
// field, a bad cron and an end before the start refused at their fields, saved as typed; the
// syslog channel and the thresholds after offlineAfterSeconds typed by keyboard, refused at their
// fields, saved and read back; the windows labelled in German, axe finding nothing with them.
// Screenshot: agent-settings.png.
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeContextOptions, axeViolations, describeFindings } from './axe';
import { pageWaitMs, watchForProblems } from './chromium';
import { screenshotPath } from './screenshots';
import { openWorkspaceStudio, type WorkspaceStudio } from './workspaceStudio';
import { filesContaining } from '../main/workspace/workspaceFolder';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhookReceiver';

const key = 'e2e-webhook-key-5c81d2';
const smtpPassword = 'e2e-smtp-Pässword-4a9f';
const refreshLabel = 'Inventory refresh (jobs.refresh.schedule)';
let studio: WorkspaceStudio;
let receiver: WebhookReceiver;
let smtp: LocalSmtp;
let page: Page;
const problems: string[] = [];

type LocalSmtp = { port: number; logins: { username: string | null | undefined; password: string | null | undefined }[]; messages: number; close(): Promise<void> };

/** An SMTP server on loopback that takes mail only after AUTH (over the plain connection the channel's security "none" uses), keeping each login. */
async function startLoginSmtp(): Promise<LocalSmtp> {
  const logins: LocalSmtp['logins'] = [];
  const state = { messages: 0 };
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username, password: auth.password });
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      stream.on('end', () => {
        state.messages += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.server.address() as AddressInfo).port,
    logins,
    get messages() {
      return state.messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  receiver = await startWebhookReceiver(key);
  smtp = await startLoginSmtp();
  studio = await openWorkspaceStudio('agent', problems, { protection: { kind: 'passphrase', passphrase: 'e2e-agent-pass' } });
  page = studio.page;
  await page.getByRole('tab', { name: 'Agent', exact: true }).click();
  await page.getByRole('form', { name: 'Site agent settings form' }).waitFor();
}, 60_000);

afterAll(async () => {
  await studio?.close();
  await receiver?.stop();
  await smtp?.close();
});

const panel = () => page.getByRole('tabpanel');
const agentFile = async () =>
  JSON.parse(await readFile(join(studio.folder, 'agent.json'), 'utf8')) as {
    jobs?: { refresh?: { schedule?: string } };
    thresholds?: Record<string, number>;
    maintenanceWindows?: Record<string, unknown>[];
    channels?: {
      webhook?: { url: string; secret: { kind: string } };
      email?: { host: string; user?: string; password?: { kind: string }; digest?: { schedule: string } };
      syslog?: { host: string; port?: number; transport?: string };
    };
  };
const digestLabel = 'Digest schedule (channels.email.digest.schedule)';

async function save(): Promise<void> {
  await panel().getByRole('button', { name: 'Save', exact: true }).click();
}

/** Save by keyboard: Enter on the Save button. */
async function saveByKeyboard(): Promise<void> {
  await panel().getByRole('button', { name: 'Save', exact: true }).focus();
  await page.keyboard.press('Enter');
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
/** What a field's aria-describedby reads: its problem (when it has one) and its hint. */
const describedAs = (locator: Locator) =>
  locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** Replaces what a field holds by what is typed, by keyboard. */
async function retype(field: Locator, typed: string): Promise<void> {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(typed);
}

/** Back to what agent.json holds (an earlier case may leave an edit), by Discard and its question. */
async function discardAnyEdit(): Promise<void> {
  const discard = panel().getByRole('button', { name: 'Discard changes' });
  if (await discard.isDisabled()) return;
  await discard.click();
  await page.getByRole('dialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();
  await expect.poll(() => discard.isDisabled()).toBe(true);
}

describe('the site agent settings in the studio', () => {
  it('shows the defaults while there is no agent.json, and saves a schedule edited in the form', async () => {
    await expect.poll(() => panel().getByText(/There is no agent\.json yet: the defaults are shown/).isVisible()).toBe(true);
    await expect.poll(() => panel().getByLabel(refreshLabel).inputValue()).toBe('0 */5 * * * *');
    await panel().getByLabel(refreshLabel).fill('0 */10 * * * *');
    await expect.poll(() => panel().getByText('Unsaved changes', { exact: true }).isVisible()).toBe(true);
    await save();
    const saved = panel().getByRole('status').filter({ hasText: /^Saved at .* to .*agent\.json\.$/ });
    await saved.waitFor();
    await expect.poll(() => saved.evaluate((element) => element === document.activeElement)).toBe(true);
    expect((await agentFile()).jobs?.refresh?.schedule).toBe('0 */10 * * * *');
    await expect.poll(() => panel().getByText(/^Kept in .*agent\.json\.$/).isVisible()).toBe(true);
    await expect.poll(async () => (await panel().locator('.agent-json-editor .view-lines').innerText()).replace(/\u00a0/g, ' ')).toContain('"0 */10 * * * *"');
    expect(await panel().getByText('Unsaved changes', { exact: true }).isVisible()).toBe(false);
    expect(await panel().getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
  });

  it('refuses a bad cron expression naming the field, and leaves agent.json as it was', async () => {
    await panel().getByLabel(refreshLabel).fill('every ten minutes');
    await save();
    const refused = panel().getByRole('alert').filter({ hasText: 'Not saved: 1 problem.' });
    await refused.waitFor();
    await expect.poll(() => refused.innerText()).toMatch(/jobs\.refresh\.schedule: 'every ten minutes' is not a cron expression/);
    await expect.poll(() => panel().getByLabel(refreshLabel).getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => refused.evaluate((element) => element === document.activeElement)).toBe(true);
    expect((await agentFile()).jobs?.refresh?.schedule).toBe('0 */10 * * * *');
  });

  it('asks before discarding an unsaved edit', async () => {
    await panel().getByRole('button', { name: 'Discard changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await panel().getByLabel(refreshLabel).inputValue()).toBe('every ten minutes');
    await panel().getByRole('button', { name: 'Discard changes' }).click();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => panel().getByLabel(refreshLabel).inputValue()).toBe('0 */10 * * * *');
  });

  it('seals the webhook key typed in the form, and sends a signed test alert to the receiver', async () => {
    await panel().getByLabel('Address (channels.webhook.url)').fill(receiver.url);
    await panel().getByLabel('New key (channels.webhook.secret)').fill(key);
    await save();
    await panel().getByRole('status').filter({ hasText: /^Saved at / }).waitFor();
    expect((await agentFile()).channels?.webhook).toMatchObject({ url: receiver.url, secret: { kind: 'passphrase-encrypted' } });
    expect(await filesContaining(studio.folder, key)).toEqual([]);
    await expect.poll(() => panel().getByText('A key is kept (sealed); type a new one only to replace it.').isVisible()).toBe(true);
    expect(await panel().getByLabel('New key (channels.webhook.secret)').inputValue()).toBe('');
    await panel().getByRole('button', { name: 'Send a test alert (webhook)' }).click();
    const answer = panel().getByRole('status', { name: 'Test alert (webhook)' });
    await expect.poll(() => answer.innerText()).toMatch(/^Delivered at .*: the receiver took the test alert\.$/);
    await expect.poll(() => answer.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(receiver.received).toEqual([{ signatureValid: true, body: expect.objectContaining({ alert: expect.objectContaining({ text: expect.stringContaining('Test alert from CamConfig Studio') }) }) }]);
    expect(await page.content()).not.toContain(key);
    await page.screenshot({ path: screenshotPath('agent-settings.png'), fullPage: true });
  });

  it('checks a text edited in the JSON view the same way, and the form follows it', async () => {
    await panel().getByRole('group', { name: 'Site agent settings as JSON (agent.json)' }).locator('.view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText('{"thresholds": {"offlineAfterSeconds": -5');
    await page.keyboard.press('Shift+Control+End');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText('}}');
    const offlineField = panel().getByLabel('Offline after, seconds (thresholds.offlineAfterSeconds)');
    await expect.poll(() => offlineField.inputValue()).toBe('-5');
    await save();
    await expect.poll(() => panel().getByRole('alert').filter({ hasText: 'Not saved: 1 problem.' }).innerText()).toContain('thresholds.offlineAfterSeconds: is less than 0 seconds');
    await expect.poll(() => offlineField.getAttribute('aria-invalid')).toBe('true');
    expect((await agentFile()).channels?.webhook?.url).toBe(receiver.url);
    await panel().getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('dialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => offlineField.inputValue()).toBe('300');
  });

  it('sets the e-mail channel and its digest in the form by keyboard, refused naming each field, saved in agent.json', async () => {
    const email = panel().getByRole('group', { name: 'E-mail' });
    const host = email.getByLabel('Server (channels.email.host)');
    await host.waitFor();
    expect(await email.getByLabel(digestLabel).count()).toBe(0);
    // By keyboard: Tab from the webhook's key, the field before it, reaches the server; the rest of the channel follows it.
    await panel().getByLabel('New key (channels.webhook.secret)').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => host.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('127.0.0.1');
    const port = email.getByLabel('Port (channels.email.port)');
    await port.waitFor();
    await page.keyboard.press('Tab');
    await expect.poll(() => port.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(String(smtp.port));
    await page.keyboard.press('Tab');
    await page.keyboard.type('N');
    await expect.poll(() => email.getByLabel('Security (channels.email.security)').inputValue()).toBe('none');
    // The login (user, password) follows the security; left empty here: no login.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('agent at depot');
    await page.keyboard.press('Tab');
    await page.keyboard.type('service@integrator.example, night@integrator.example');
    await page.keyboard.press('Tab');
    const digest = email.getByLabel(digestLabel);
    await expect.poll(() => digest.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('every morning');
    await save();
    const refused = panel().getByRole('alert').filter({ hasText: /^Not saved: / });
    await expect.poll(() => refused.innerText()).toMatch(/channels\.email\.digest\.schedule: 'every morning' is not a cron expression/);
    await expect.poll(() => refused.innerText()).toMatch(/channels\.email\.from: /);
    await expect.poll(() => digest.getAttribute('aria-invalid')).toBe('true');
    const from = email.getByLabel('Sender (channels.email.from)');
    await expect.poll(() => from.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => refused.evaluate((element) => element === document.activeElement)).toBe(true);
    expect((await agentFile()).channels?.email).toBeUndefined();
    await from.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('agent@depot.example');
    await digest.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('0 0 8 * * *');
    await panel().getByRole('button', { name: 'Save', exact: true }).focus();
    await page.keyboard.press('Enter');
    await panel().getByRole('status').filter({ hasText: /^Saved at / }).waitFor();
    await expect.poll(() => digest.getAttribute('aria-invalid')).toBe('false');
    const saved = await agentFile();
    expect(saved.channels?.email).toMatchObject({
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      from: 'agent@depot.example',
      to: ['service@integrator.example', 'night@integrator.example'],
      digest: { schedule: '0 0 8 * * *' },
    });
    expect(saved.channels?.email).not.toHaveProperty('user');
    expect(saved.channels?.webhook).toMatchObject({ url: receiver.url, secret: { kind: 'passphrase-encrypted' } });
    // The file read back (every default filled in) still shows the channel in the form.
    await expect.poll(() => panel().getByText(/^Kept in .*agent\.json\.$/).isVisible()).toBe(true);
    expect(await digest.inputValue()).toBe('0 0 8 * * *');
    expect(await email.getByLabel('Recipients (channels.email.to)').inputValue()).toBe('service@integrator.example, night@integrator.example');
  });

  it('sets the e-mail login by keyboard: refused without a password at its field, the password sealed, kept after a reload, and used to log in to the SMTP server', async () => {
    const email = panel().getByRole('group', { name: 'E-mail' });
    const user = email.getByLabel('User (channels.email.user)');
    const password = email.getByLabel('New password (channels.email.password)');
    await expect.poll(() => email.getByText('No password is kept yet: with a user set, the agent logs in to the server with it.').isVisible()).toBe(true);
    expect(await password.getAttribute('type')).toBe('password');
    // By keyboard: Tab from the security reaches the user, then the password.
    await email.getByLabel('Security (channels.email.security)').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => user.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('alerts@depot');
    await panel().getByRole('button', { name: 'Save', exact: true }).focus();
    await page.keyboard.press('Enter');
    const refused = panel().getByRole('alert').filter({ hasText: /^Not saved: / });
    await expect.poll(() => refused.innerText()).toMatch(/channels\.email\.password: a user is set but no SMTP password is kept/);
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect((await agentFile()).channels?.email).not.toHaveProperty('user');
    await user.focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => password.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(smtpPassword);
    await panel().getByRole('button', { name: 'Save', exact: true }).focus();
    await page.keyboard.press('Enter');
    await panel().getByRole('status').filter({ hasText: /^Saved at / }).waitFor();
    const file = await agentFile();
    expect(file.channels?.email).toMatchObject({ user: 'alerts@depot', password: { kind: 'passphrase-encrypted' } });
    expect(await readFile(join(studio.folder, 'agent.json'), 'utf8')).not.toContain(smtpPassword);
    expect(await filesContaining(studio.folder, smtpPassword)).toEqual([]);

    // Read back after a reload: the user as saved, the password only said to be kept.
    await page.reload();
    await page.getByRole('tab', { name: 'Agent', exact: true }).click();
    await page.getByRole('form', { name: 'Site agent settings form' }).waitFor();
    await expect.poll(() => user.inputValue()).toBe('alerts@depot');
    await expect.poll(() => email.getByText('A password is kept (sealed); type a new one only to replace it.').isVisible()).toBe(true);
    expect(await password.inputValue()).toBe('');
    expect(await password.getAttribute('aria-invalid')).toBe('false');
    expect(await page.content()).not.toContain(smtpPassword);

    // The test alert by e-mail logs in with the user and the password as typed.
    await panel().getByRole('button', { name: 'Send a test alert (e-mail)' }).click();
    const answer = panel().getByRole('status', { name: 'Test alert (e-mail)' });
    await expect.poll(() => answer.innerText()).toMatch(/^Delivered at .*: the SMTP server took the test alert for 2 recipient\(s\)/);
    expect(smtp.logins).toEqual([{ username: 'alerts@depot', password: smtpPassword }]);
    expect(smtp.messages).toBe(1);
  });

  it('speaks German, and axe finds nothing in the view', async () => {
    const germanPage = await (await studio.browser.newContext({ ...axeContextOptions, locale: 'de-DE' })).newPage();
    germanPage.setDefaultTimeout(pageWaitMs);
    watchForProblems(germanPage, problems);
    await germanPage.goto(studio.server.url);
    await germanPage.getByRole('tab', { name: 'Agent', exact: true }).click();
    const form = germanPage.getByRole('form', { name: 'Formular der Einstellungen des Standort-Agenten' });
    await form.waitFor();
    await germanPage.getByRole('heading', { name: 'Standort-Agent' }).waitFor();
    await expect.poll(() => form.getByLabel('Bestandsabfrage (jobs.refresh.schedule)').inputValue()).toBe('0 */10 * * * *');
    await germanPage.getByRole('button', { name: 'Testalarm senden (Webhook)' }).waitFor();
    await germanPage.getByText('Ein Schlüssel ist gespeichert (versiegelt); geben Sie nur zum Ersetzen einen neuen ein.').waitFor();
    await germanPage.getByText('Ein Passwort ist gespeichert (versiegelt); geben Sie nur zum Ersetzen ein neues ein.').waitFor();
    expect(await form.getByRole('group', { name: 'E-Mail' }).getByLabel('Benutzer (channels.email.user)').inputValue()).toBe('alerts@depot');
    expect(await form.getByRole('group', { name: 'E-Mail' }).getByLabel('Neues Passwort (channels.email.password)').inputValue()).toBe('');
    await expect.poll(() => form.getByRole('group', { name: 'E-Mail' }).getByLabel('Zeitplan der Sammelnachricht (channels.email.digest.schedule)').inputValue()).toBe('0 0 8 * * *');
    await germanPage.locator('.agent-json-editor .view-lines').waitFor();
    expect(describeFindings(await axeViolations(germanPage))).toBe('');
    await germanPage.getByLabel('Bestandsabfrage (jobs.refresh.schedule)').fill('nie');
    await germanPage.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect.poll(() => germanPage.getByRole('alert').filter({ hasText: 'Nicht gespeichert: 1 Problem.' }).innerText()).toMatch(/^Nicht gespeichert: 1 Problem\.\s+jobs\.refresh\.schedule: /);
    expect(describeFindings(await axeViolations(germanPage))).toBe('');
    expect(problems).toEqual([]);
  });

  it('drops a password typed for an e-mail channel that is then taken out: the save is not refused at a field no longer shown', async () => {
    const email = panel().getByRole('group', { name: 'E-mail' });
    const server = email.getByLabel('Server (channels.email.host)');
    const password = email.getByLabel('New password (channels.email.password)');
    await password.focus();
    await page.keyboard.type('typed-then-dropped-7c1e');
    // Emptying the server takes the channel out, and with it its fields.
    await server.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await expect.poll(() => password.count()).toBe(0);
    await panel().getByRole('button', { name: 'Save', exact: true }).focus();
    await page.keyboard.press('Enter');
    await panel().getByRole('status').filter({ hasText: /^Saved at / }).waitFor();
    expect((await agentFile()).channels).not.toHaveProperty('email');
    expect(await filesContaining(studio.folder, 'typed-then-dropped-7c1e')).toEqual([]);
    // The channel typed again starts without a password: none typed, none kept.
    await server.focus();
    await page.keyboard.type('mail.depot.example');
    expect(await password.inputValue()).toBe('');
    expect(problems).toEqual([]);
  });

  it('adds a recurring and a one-off maintenance window by keyboard: a bad cron and an end before the start refused at their fields, then saved; one removed again', async () => {
    await discardAnyEdit();
    const windows = panel().getByRole('group', { name: 'Maintenance windows' });
    await expect.poll(() => windows.getByText('No maintenance window: alerts are never held back.').isVisible()).toBe(true);
    // Add a recurring window: focus goes to its first field, the name.
    await windows.getByRole('button', { name: 'Add a recurring window' }).focus();
    await page.keyboard.press('Enter');
    const recurring = windows.getByRole('group', { name: 'Window 1: recurring' });
    const recurringName = recurring.getByLabel('Name (maintenanceWindows.0.label)');
    await expect.poll(() => isFocused(recurringName)).toBe(true);
    await page.keyboard.type('Firmware night');
    await page.keyboard.press('Tab');
    const schedule = recurring.getByLabel('Opens, cron (maintenanceWindows.0.schedule)');
    await expect.poll(() => isFocused(schedule)).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('sundays at ten');
    await page.keyboard.press('Tab');
    const minutes = recurring.getByLabel('Open for, minutes (maintenanceWindows.0.durationMinutes)');
    await expect.poll(() => isFocused(minutes)).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('90');
    await page.keyboard.press('Tab');
    const recurringJobs = recurring.getByLabel('Jobs in the window (maintenanceWindows.0.jobs)');
    await expect.poll(() => isFocused(recurringJobs)).toBe(true);
    await page.keyboard.type('p');
    await expect.poll(() => recurringJobs.inputValue()).toBe('pause');
    // Past "Remove window 1" and "Add a recurring window" to "Add a one-off window".
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(recurring.getByRole('button', { name: 'Remove window 1' }))).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(windows.getByRole('button', { name: 'Add a one-off window' }))).toBe(true);
    await page.keyboard.press('Enter');
    const oneOff = windows.getByRole('group', { name: 'Window 2: one-off' });
    const oneOffName = oneOff.getByLabel('Name (maintenanceWindows.1.label)');
    await expect.poll(() => isFocused(oneOffName)).toBe(true);
    await page.keyboard.type('Lens swap');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2026-03-02T02:00:00+01:00');
    await page.keyboard.press('Tab');
    const until = oneOff.getByLabel('Until (maintenanceWindows.1.until)');
    await expect.poll(() => isFocused(until)).toBe(true);
    await page.keyboard.type('2026-03-01T22:00:00+01:00');
    await page.keyboard.press('Tab');
    const oneOffJobs = oneOff.getByLabel('Jobs in the window (maintenanceWindows.1.jobs)');
    await expect.poll(() => isFocused(oneOffJobs)).toBe(true);
    expect(await oneOffJobs.inputValue()).toBe('pause');
    await page.keyboard.type('r');
    await expect.poll(() => oneOffJobs.inputValue()).toBe('run');

    // Refused: the cron and the end before the start, each named and shown at its field.
    await saveByKeyboard();
    const refused = panel().getByRole('alert').filter({ hasText: 'Not saved: 2 problems.' });
    await refused.waitFor();
    await expect.poll(() => refused.innerText()).toMatch(/maintenanceWindows\.0\.schedule: 'sundays at ten' is not a cron expression/);
    await expect.poll(() => refused.innerText()).toContain('maintenanceWindows.1.until: ends before it starts');
    await expect.poll(() => isFocused(refused)).toBe(true);
    await expect.poll(() => schedule.getAttribute('aria-invalid')).toBe('true');
    expect(await describedAs(schedule)).toMatch(/^maintenanceWindows\.0\.schedule: 'sundays at ten' is not a cron expression/);
    await expect.poll(() => until.getAttribute('aria-invalid')).toBe('true');
    expect(await describedAs(until)).toMatch(/^maintenanceWindows\.1\.until: ends before it starts /);
    expect(await oneOff.getByLabel('From (maintenanceWindows.1.from)').getAttribute('aria-invalid')).toBe('false');
    expect(await minutes.getAttribute('aria-invalid')).toBe('false');
    expect((await agentFile()).maintenanceWindows ?? []).toEqual([]);

    // Corrected by keyboard, saved: agent.json holds both windows as typed.
    await retype(schedule, '0 0 22 * * 0');
    await retype(until, '2026-03-02T06:00:00+01:00');
    await saveByKeyboard();
    await panel().getByRole('status').filter({ hasText: /^Saved at / }).waitFor();
    const firmwareNight = { label: 'Firmware night', schedule: '0 0 22 * * 0', durationMinutes: 90, jobs: 'pause' };
    const lensSwap = { label: 'Lens swap', from: '2026-03-02T02:00:00+01:00', until: '2026-03-02T06:00:00+01:00', jobs: 'run' };
    expect((await agentFile()).maintenanceWindows).toEqual([firmwareNight, lensSwap]);
    await expect.poll(() => schedule.getAttribute('aria-invalid')).toBe('false');
    await expect.poll(() => until.getAttribute('aria-invalid')).toBe('false');
    expect(await recurringJobs.inputValue()).toBe('pause');
    expect(await oneOffJobs.inputValue()).toBe('run');

    // Remove the recurring one by keyboard: the one-off takes its place and focus goes to its first field.
    await recurring.getByRole('button', { name: 'Remove window 1' }).focus();
    await page.keyboard.press('Enter');
    const left = windows.getByRole('group', { name: 'Window 1: one-off' });
    await expect.poll(() => isFocused(left.getByLabel('Name (maintenanceWindows.0.label)'))).toBe(true);
    expect(await left.getByLabel('Name (maintenanceWindows.0.label)').inputValue()).toBe('Lens swap');
    expect(await windows.getByRole('group', { name: /^Window 2/ }).count()).toBe(0);
    await saveByKeyboard();
    await panel().getByRole('status').filter({ hasText: /^Saved at / }).waitFor();
    expect((await agentFile()).maintenanceWindows).toEqual([lensSwap]);
    // Removing the last window leaves focus on "Add a recurring window"; discarded, the saved window is back.
    await left.getByRole('button', { name: 'Remove window 1' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(windows.getByRole('button', { name: 'Add a recurring window' }))).toBe(true);
    await expect.poll(() => windows.getByText('No maintenance window: alerts are never held back.').isVisible()).toBe(true);
    await discardAnyEdit();
    await expect.poll(() => left.getByLabel('Until (maintenanceWindows.0.until)').inputValue()).toBe('2026-03-02T06:00:00+01:00');
    expect((await agentFile()).maintenanceWindows).toEqual([lensSwap]);
    expect(problems).toEqual([]);
  });

  it('sets the syslog channel and three thresholds by keyboard, refused naming each bad field, saved in agent.json', async () => {
    await discardAnyEdit();
    const syslog = panel().getByRole('group', { name: 'Syslog' });
    const host = syslog.getByLabel('Server (channels.syslog.host)');
    const port = syslog.getByLabel('Port (channels.syslog.port)');
    const transport = syslog.getByLabel('Transport (channels.syslog.transport)');
    expect(await port.count()).toBe(0);
    await host.focus();
    await page.keyboard.type('127.0.0.1');
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(port)).toBe(true);
    await page.keyboard.type('70000');
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(transport)).toBe(true);
    expect(await transport.inputValue()).toBe('udp');
    await page.keyboard.type('T');
    await expect.poll(() => transport.inputValue()).toBe('tcp');

    // The thresholds after offlineAfterSeconds, one Tab after the other.
    const thresholds = panel().getByRole('group', { name: 'Thresholds' });
    const rebootPending = thresholds.getByLabel('Reboot pending after, seconds (thresholds.rebootPendingAfterSeconds)');
    const reminder = thresholds.getByLabel('Reminder every, seconds; 0 = none (thresholds.reminderSeconds)');
    const perHour = thresholds.getByLabel('Alerts per hour at most (thresholds.alertsPerHour)');
    await thresholds.getByLabel('Offline after, seconds (thresholds.offlineAfterSeconds)').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(rebootPending)).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('7200');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(reminder)).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('1800');
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(perHour)).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('0');

    await saveByKeyboard();
    const refused = panel().getByRole('alert').filter({ hasText: 'Not saved: 2 problems.' });
    await refused.waitFor();
    await expect.poll(() => refused.innerText()).toContain('channels.syslog.port: is not a port from 1 to 65535');
    await expect.poll(() => refused.innerText()).toContain('thresholds.alertsPerHour: is less than 1');
    await expect.poll(() => port.getAttribute('aria-invalid')).toBe('true');
    expect(await describedAs(port)).toMatch(/^channels\.syslog\.port: is not a port from 1 to 65535 /);
    await expect.poll(() => perHour.getAttribute('aria-invalid')).toBe('true');
    expect(await describedAs(perHour)).toMatch(/^thresholds\.alertsPerHour: is less than 1 /);
    expect(await reminder.getAttribute('aria-invalid')).toBe('false');
    expect(await host.getAttribute('aria-invalid')).toBe('false');
    const before = await agentFile();
    expect(before.channels?.syslog).toBeUndefined();
    expect(before.thresholds).toMatchObject({ rebootPendingAfterSeconds: 3600, reminderSeconds: 0, alertsPerHour: 60 });

    await retype(port, '1514');
    await retype(perHour, '20');
    await saveByKeyboard();
    await panel().getByRole('status').filter({ hasText: /^Saved at / }).waitFor();
    const saved = await agentFile();
    expect(saved.channels?.syslog).toEqual({ host: '127.0.0.1', port: 1514, transport: 'tcp' });
    expect(saved.thresholds).toMatchObject({ offlineAfterSeconds: 300, rebootPendingAfterSeconds: 7200, reminderSeconds: 1800, alertsPerHour: 20 });
    expect(saved.channels?.webhook).toMatchObject({ url: receiver.url, secret: { kind: 'passphrase-encrypted' } });
    // Read back into the form from the file.
    await expect.poll(() => panel().getByText(/^Kept in .*agent\.json\.$/).isVisible()).toBe(true);
    await expect.poll(() => port.getAttribute('aria-invalid')).toBe('false');
    expect(await port.inputValue()).toBe('1514');
    expect(await transport.inputValue()).toBe('tcp');
    expect(await reminder.inputValue()).toBe('1800');
    expect(await rebootPending.inputValue()).toBe('7200');
    expect(await perHour.inputValue()).toBe('20');
    expect(problems).toEqual([]);
  });

  it('labels the maintenance windows in German, refused at the window field, and axe finds nothing with windows present', async () => {
    const context = await studio.browser.newContext({ ...axeContextOptions, locale: 'de-DE' });
    try {
      const germanPage = await context.newPage();
      germanPage.setDefaultTimeout(pageWaitMs);
      watchForProblems(germanPage, problems);
      await germanPage.goto(studio.server.url);
      await germanPage.getByRole('tab', { name: 'Agent', exact: true }).click();
      const form = germanPage.getByRole('form', { name: 'Formular der Einstellungen des Standort-Agenten' });
      await form.waitFor();
      const windows = form.getByRole('group', { name: 'Wartungsfenster' });
      const oneOff = windows.getByRole('group', { name: 'Fenster 1: einmalig' });
      await expect.poll(() => oneOff.getByLabel('Name (maintenanceWindows.0.label)').inputValue()).toBe('Lens swap');
      expect(await oneOff.getByLabel('Von (maintenanceWindows.0.from)').inputValue()).toBe('2026-03-02T02:00:00+01:00');
      expect(await oneOff.getByLabel('Bis (maintenanceWindows.0.until)').inputValue()).toBe('2026-03-02T06:00:00+01:00');
      expect(await oneOff.getByLabel('Aufgaben im Fenster (maintenanceWindows.0.jobs)').inputValue()).toBe('run');
      expect(await oneOff.getByRole('option', { name: 'laufen (nur Alarme werden zurückgehalten)' }).count()).toBe(1);
      await oneOff.getByRole('button', { name: 'Fenster 1 entfernen' }).waitFor();
      // A recurring window added by keyboard in German: focus on its name, its fields in German.
      await windows.getByRole('button', { name: 'Wiederkehrendes Fenster hinzufügen' }).focus();
      await germanPage.keyboard.press('Enter');
      const recurring = windows.getByRole('group', { name: 'Fenster 2: wiederkehrend' });
      await expect.poll(() => recurring.getByLabel('Name (maintenanceWindows.1.label)').evaluate((element) => element === document.activeElement)).toBe(true);
      const schedule = recurring.getByLabel('Öffnet, Cron (maintenanceWindows.1.schedule)');
      expect(await schedule.inputValue()).toBe('0 22 * * 0');
      expect(await recurring.getByLabel('Offen für, Minuten (maintenanceWindows.1.durationMinutes)').inputValue()).toBe('120');
      await recurring.getByRole('button', { name: 'Fenster 2 entfernen' }).waitFor();
      await windows.getByRole('button', { name: 'Einmaliges Fenster hinzufügen' }).waitFor();
      expect(describeFindings(await axeViolations(germanPage))).toBe('');
      // Refused in German, the problem at the window's field; axe still finds nothing.
      await schedule.focus();
      await germanPage.keyboard.press('ControlOrMeta+A');
      await germanPage.keyboard.type('sonntags');
      await germanPage.getByRole('button', { name: 'Speichern', exact: true }).focus();
      await germanPage.keyboard.press('Enter');
      await expect
        .poll(() => germanPage.getByRole('alert').filter({ hasText: 'Nicht gespeichert: 1 Problem.' }).innerText())
        .toMatch(/^Nicht gespeichert: 1 Problem\.\s+maintenanceWindows\.1\.schedule: /);
      await expect.poll(() => schedule.getAttribute('aria-invalid')).toBe('true');
      expect(describeFindings(await axeViolations(germanPage))).toBe('');
      expect((await agentFile()).maintenanceWindows).toHaveLength(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// agent.settings.read / agent.settings.save / agent.testAlert through the real dispatcher on a
// workspace: a bad value is refused naming its field and nothing is written; the webhook key and
// the SMTP password are sealed with the workspace's secret store (no file holds them plain, no
// answer carries them, sealed or not); a
// test alert reaches a receiver on loopback that checks the signature, and a failure is told.
import { createSocket } from 'node:dgram';
import { readFile, readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishText } from '../../../../src/shared/i18n/renderText';
import { filesContaining, temporaryFolder } from '../../workspace/workspaceFolder';
import { startStudio } from '../studioOnWorkspace';
import { startWebhookReceiver } from '../../../support/webhookReceiver';
import { createTestStudioServices } from '../../../support/simulatedCameras';
import { ApiDispatcher } from '../../../../src/main/transport/apiDispatcher';
import type { ApiError } from '../../../../src/shared/api/errors';

const key = 'webhook-key-7f3a9c';
const smtpPassword = 'smtp-Pässword-91d4e';
const passphrase = { kind: 'passphrase', passphrase: 'workspace-pass-agent' } as const;

const settingsText = (settings: object) => JSON.stringify(settings, null, 2);
const problemsOf = (answer: { saved: boolean; problems?: { id: string }[] }) => (answer.saved ? [] : answer.problems!.map((problem) => englishText(problem as never)));

describe('agent settings in the studio', () => {
  it('reads the defaults when there is no agent.json, shown as such', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder);
    const read = await studio.call('agent.settings.read', {});
    expect(read).toMatchObject({ state: 'missing', path: join(folder, 'agent.json'), problems: [], webhookKey: 'not_set' });
    expect(JSON.parse(read.text)).toMatchObject({ jobs: { refresh: { schedule: '0 */5 * * * *', enabled: true }, backup: { schedule: '0 0 2 * * *' } }, thresholds: { offlineAfterSeconds: 300 }, maintenanceWindows: [], channels: {} });
    expect(await readdir(folder)).not.toContain('agent.json');
  });

  it('refuses a bad value naming its field, and writes nothing', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder);
    const bad = await studio.call('agent.settings.save', { text: settingsText({ jobs: { refresh: { schedule: 'every five minutes' } }, thresholds: { offlineAfterSeconds: -1 } }) });
    expect(bad.saved).toBe(false);
    expect(problemsOf(bad)).toEqual([expect.stringMatching(/^jobs\.refresh\.schedule: 'every five minutes' is not a cron expression/), 'thresholds.offlineAfterSeconds: is less than 0 seconds']);
    expect(problemsOf(await studio.call('agent.settings.save', { text: '{"jobs": {"refresh": {}}, "jobs": {}}' }))).toEqual([expect.stringMatching(/'jobs' is given twice/)]);
    expect(problemsOf(await studio.call('agent.settings.save', { text: '{"jobs": ' }))).toEqual([expect.stringMatching(/^agent\.json: .* at line 1/)]);
    expect(problemsOf(await studio.call('agent.settings.save', { text: '{"job": {}}' }))).toEqual(["agent.json: 'job' is not a setting of agent.json"]);
    expect(await readdir(folder)).not.toContain('agent.json');
  });

  it('seals the webhook key with the workspace passphrase: no file holds it, no answer carries it, a later save keeps it', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder, passphrase);
    const webhook = { url: 'https://alerts.example.net/camconfig', retries: 2 };
    expect(problemsOf(await studio.call('agent.settings.save', { text: settingsText({ channels: { webhook } }) }))).toEqual([expect.stringMatching(/^channels\.webhook\.secret: the webhook has no key yet/)]);
    expect(await studio.call('agent.settings.save', { text: settingsText({ jobs: { refresh: { schedule: '*/30 * * * * *' } }, channels: { webhook } }), webhookKey: key })).toEqual({ saved: true, path: join(folder, 'agent.json') });
    const file = JSON.parse(await readFile(join(folder, 'agent.json'), 'utf8')) as { channels: { webhook: { secret: { kind: string } } } };
    expect(file.channels.webhook.secret.kind).toBe('passphrase-encrypted');
    expect(await filesContaining(folder, key)).toEqual([]);
    const read = await studio.call('agent.settings.read', {});
    expect(read).toMatchObject({ state: 'kept', webhookKey: 'set', problems: [] });
    expect(read.text).not.toContain('secret');
    expect(JSON.parse(read.text)).toMatchObject({ jobs: { refresh: { schedule: '*/30 * * * * *' } }, channels: { webhook: { url: webhook.url, retries: 2, timeoutSeconds: 10 } } });
    const sealedBefore = file.channels.webhook.secret;
    expect(await studio.call('agent.settings.save', { text: read.text.replace('"retries": 2', '"retries": 3') })).toMatchObject({ saved: true });
    const after = JSON.parse(await readFile(join(folder, 'agent.json'), 'utf8')) as typeof file & { channels: { webhook: { retries: number } } };
    expect(after.channels.webhook).toMatchObject({ retries: 3, secret: sealedBefore });
    expect(problemsOf(await studio.call('agent.settings.save', { text: settingsText({ channels: { webhook: { ...webhook, secret: key } } }) }))).toEqual([expect.stringMatching(/^channels\.webhook\.secret: the webhook key is never written in the text/)]);
    expect(problemsOf(await studio.call('agent.settings.save', { text: '{}', webhookKey: key }))).toEqual([expect.stringMatching(/^channels\.webhook\.url: a webhook key was entered but no webhook address/)]);
    expect(await filesContaining(folder, key)).toEqual([]);
  });

  it('seals the SMTP password with the workspace passphrase: agent.json holds it sealed only, a read says it is kept, a later save keeps it, an emptied user drops it', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder, passphrase);
    const email = { host: '127.0.0.1', port: 2525, security: 'none', from: 'agent@depot.example', to: ['service@integrator.example'] };
    type EmailFile = { channels: { email: { user?: string; password?: { kind: string }; port: number } } };
    const fileOf = async () => JSON.parse(await readFile(join(folder, 'agent.json'), 'utf8')) as EmailFile;

    expect(await studio.call('agent.settings.save', { text: settingsText({ channels: { email: { ...email, user: 'alerts' } } }), emailPassword: smtpPassword })).toEqual({ saved: true, path: join(folder, 'agent.json') });
    const file = await fileOf();
    expect(file.channels.email).toMatchObject({ user: 'alerts', password: { kind: 'passphrase-encrypted' } });
    expect(await readFile(join(folder, 'agent.json'), 'utf8')).not.toContain(smtpPassword);
    expect(await filesContaining(folder, smtpPassword)).toEqual([]);

    const read = await studio.call('agent.settings.read', {});
    expect(read).toMatchObject({ state: 'kept', emailPassword: 'set', webhookKey: 'not_set', problems: [] });
    expect(JSON.parse(read.text)).toMatchObject({ channels: { email: { ...email, user: 'alerts', timeoutSeconds: 30 } } });
    expect(JSON.parse(read.text).channels.email).not.toHaveProperty('password');
    expect(read.text).not.toContain('passphrase-encrypted');
    expect(JSON.stringify(read)).not.toContain(smtpPassword);

    // Saved again without a password: the sealed one stays, the user as edited.
    expect(await studio.call('agent.settings.save', { text: read.text.replace('"port": 2525', '"port": 2526').replace('"user": "alerts"', '"user": "alerts2"') })).toMatchObject({ saved: true });
    expect((await fileOf()).channels.email).toMatchObject({ port: 2526, user: 'alerts2', password: file.channels.email.password });

    // A new one replaces it.
    expect(await studio.call('agent.settings.save', { text: read.text, emailPassword: 'another-smtp-password' })).toMatchObject({ saved: true });
    const replaced = (await fileOf()).channels.email.password;
    expect(replaced).toMatchObject({ kind: 'passphrase-encrypted' });
    expect(replaced).not.toEqual(file.channels.email.password);

    // Refused, naming the field, nothing written: the password in the text; a password without a user.
    const before = await readFile(join(folder, 'agent.json'), 'utf8');
    expect(problemsOf(await studio.call('agent.settings.save', { text: settingsText({ channels: { email: { ...email, user: 'alerts', password: smtpPassword } } }) }))).toEqual([expect.stringMatching(/^channels\.email\.password: the SMTP password is never written in the text/)]);
    expect(problemsOf(await studio.call('agent.settings.save', { text: settingsText({ channels: { email } }), emailPassword: smtpPassword }))).toEqual([expect.stringMatching(/^channels\.email\.user: an SMTP password was entered but no user/)]);
    expect(problemsOf(await studio.call('agent.settings.save', { text: settingsText({ channels: { email: { ...email, user: '' } } }), emailPassword: smtpPassword }))).toEqual([expect.stringMatching(/^channels\.email\.user: is empty/)]);
    expect(await readFile(join(folder, 'agent.json'), 'utf8')).toBe(before);

    // The user emptied (taken out): no login, the kept password dropped; the agent's check takes it.
    expect(await studio.call('agent.settings.save', { text: settingsText({ channels: { email } }) })).toMatchObject({ saved: true });
    const noLogin = await fileOf();
    expect(noLogin.channels.email).not.toHaveProperty('user');
    expect(noLogin.channels.email).not.toHaveProperty('password');
    expect(await studio.call('agent.settings.read', {})).toMatchObject({ state: 'kept', emailPassword: 'not_set' });

    // A user again, with no password kept and none typed: refused at the password.
    expect(problemsOf(await studio.call('agent.settings.save', { text: settingsText({ channels: { email: { ...email, user: 'alerts' } } }) }))).toEqual([expect.stringMatching(/^channels\.email\.password: a user is set but no SMTP password is kept/)]);
    expect(await filesContaining(folder, smtpPassword)).toEqual([]);
  });

  it('refuses to keep a key or an SMTP password where the workspace keeps no secrets on disk', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder);
    const refused = await studio.call('agent.settings.save', { text: settingsText({ channels: { webhook: { url: 'https://alerts.example.net/x' } } }), webhookKey: key });
    expect(problemsOf(refused)).toEqual([expect.stringMatching(/^channels\.webhook\.secret: this workspace keeps no secrets on disk/)]);
    const email = { host: '127.0.0.1', from: 'agent@depot.example', to: ['service@integrator.example'], user: 'alerts' };
    const refusedPassword = await studio.call('agent.settings.save', { text: settingsText({ channels: { email } }), emailPassword: smtpPassword });
    expect(problemsOf(refusedPassword)).toEqual([expect.stringMatching(/^channels\.email\.password: this workspace keeps no secrets on disk/)]);
    expect(await readdir(folder)).not.toContain('agent.json');
  });

  it('sends a signed test alert to the saved webhook, and tells a failure without the key', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder, passphrase);
    const receiver = await startWebhookReceiver(key);
    try {
      expect(await studio.call('agent.testAlert', { channel: 'webhook' })).toMatchObject({ delivered: false, note: { id: 'agentStudio.testAlert.notSaved' } });
      await studio.call('agent.settings.save', { text: settingsText({ channels: { webhook: { url: receiver.url, timeoutSeconds: 5 } } }), webhookKey: key });
      const answer = await studio.call('agent.testAlert', { channel: 'webhook' });
      expect(answer).toMatchObject({ delivered: true, target: new URL(receiver.url).origin });
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]).toMatchObject({ signatureValid: true, body: { site: expect.stringMatching(/^camconfig-workspace-/), alert: { camera: null, text: expect.stringContaining('Test alert from CamConfig Studio') } } });
      expect(JSON.stringify(answer)).not.toContain(key);
      expect(await studio.call('agent.testAlert', { channel: 'syslog' })).toMatchObject({ delivered: false, note: { id: 'agentStudio.testAlert.noChannel', params: { channel: 'syslog' } } });
    } finally {
      await receiver.stop();
    }
    const failed = await studio.call('agent.testAlert', { channel: 'webhook' });
    expect(failed.delivered).toBe(false);
    expect(englishText(failed.note)).toBe(`the test alert did not reach ${new URL(receiver.url).origin}: connection refused`);
    expect(JSON.stringify(failed)).not.toContain(key);
  });

  it('says so when the kept key cannot be opened in this run (another passphrase)', async () => {
    const folder = await temporaryFolder();
    const first = await startStudio(folder, passphrase);
    await first.call('agent.settings.save', { text: settingsText({ channels: { webhook: { url: 'http://127.0.0.1:9/hook' } } }), webhookKey: key });
    const second = await startStudio(folder);
    expect((await second.call('agent.settings.read', {})).webhookKey).toBe('set');
    expect(await second.call('agent.testAlert', { channel: 'webhook' })).toMatchObject({ delivered: false, note: { id: 'agentStudio.testAlert.keyNotOpened' } });
  });

  it('sends a test alert over UDP syslog', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder);
    const server = createSocket('udp4');
    const arrived = new Promise<string>((resolve) => server.once('message', (message) => resolve(message.toString('utf8'))));
    await new Promise<void>((resolve) => server.bind(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      expect(await studio.call('agent.settings.save', { text: settingsText({ channels: { syslog: { host: '127.0.0.1', port } } }) })).toMatchObject({ saved: true });
      expect(await studio.call('agent.testAlert', { channel: 'syslog' })).toMatchObject({ delivered: true, target: `udp://127.0.0.1:${port}`, note: { id: 'agentStudio.testAlert.udpSent' } });
      expect(await arrived).toContain('Test alert from CamConfig Studio');
    } finally {
      server.close();
    }
  });

  it('refuses every agent method without a workspace', async () => {
    const services = await createTestStudioServices({ demo: false, mode: 'web' });
    try {
      const dispatcher = new ApiDispatcher(services);
      const failure = (await dispatcher.handle('agent.settings.read', {}).catch((error: unknown) => error)) as ApiError;
      expect(failure).toMatchObject({ code: 'invalid_request', message: expect.stringMatching(/without a workspace, so it keeps no agent\.json/) });
    } finally {
      await services.close();
    }
  });
});

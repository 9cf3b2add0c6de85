import { describe, expect, it } from 'vitest';
import { checkAgentSettings, defaultSchedules, type AgentSettingsCheck } from '../../../src/shared/agent/agentSettings';
import { englishText, renderText } from '../../../src/shared/i18n/renderText';

const sealed = { kind: 'passphrase-encrypted', iv: 'AAAA', tag: 'AAAA', data: 'AAAA' } as const;

function problemsOf(check: AgentSettingsCheck): string[] {
  return check.ok ? [] : check.problems.map(englishText);
}

describe('agent.json settings', () => {
  it('fills every default into an empty file', () => {
    const check = checkAgentSettings({});
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.settings.jobs.refresh).toEqual({ schedule: '0 */5 * * * *', enabled: true });
    expect(check.settings.jobs.check.schedule).toBe(defaultSchedules.check);
    expect(check.settings.jobs.backup.schedule).toBe('0 0 2 * * *');
    expect(check.settings.thresholds.offlineAfterSeconds).toBe(300);
    expect(check.settings.thresholds.reminderSeconds).toBe(0);
    expect(check.settings.maintenanceWindows).toEqual([]);
    expect(check.settings.channels).toEqual({});
    expect(check.settings.timeZone).toBeUndefined();
  });

  it('takes schedules with seconds, a time zone, windows and channels', () => {
    const check = checkAgentSettings({
      version: 1,
      timeZone: 'Europe/Berlin',
      jobs: { refresh: { schedule: '*/1 * * * * *' }, check: { schedule: '15 * * * *', enabled: false } },
      thresholds: { offlineAfterSeconds: 60, reminderSeconds: 3600, alertsPerHour: 10 },
      maintenanceWindows: [
        { label: 'Sunday works', schedule: '0 22 * * 0', durationMinutes: 120, jobs: 'pause' },
        { from: '2026-03-01T22:00:00+01:00', until: '2026-03-02T02:00:00+01:00' },
      ],
      channels: { webhook: { url: 'https://alerts.example.net/camconfig', secret: sealed }, syslog: { host: '127.0.0.1', transport: 'tcp' } },
    });
    expect(problemsOf(check)).toEqual([]);
    if (!check.ok) return;
    expect(check.settings.jobs.check).toEqual({ schedule: '15 * * * *', enabled: false });
    expect(check.settings.maintenanceWindows[1]).toMatchObject({ label: '', jobs: 'run' });
    expect(check.settings.channels.webhook).toMatchObject({ timeoutSeconds: 10, retries: 5, queueSize: 1000 });
    expect(check.settings.channels.syslog).toEqual({ host: '127.0.0.1', port: 514, transport: 'tcp' });
  });

  it.each([
    [{ jobs: { refresh: { schedule: 'every five minutes' } } }, /^jobs\.refresh\.schedule: 'every five minutes' is not a cron expression of 5 or 6 fields/],
    [{ jobs: { backup: { schedule: '61 * * * * *' } } }, /^jobs\.backup\.schedule: .*second/],
    [{ jobs: { check: { schedule: '0 0 2 * * * 2030' } } }, /^jobs\.check\.schedule: /],
    [{ jobs: { check: { schedule: '' } } }, /^jobs\.check\.schedule: '' is empty/],
    [{ jobs: { nightly: {} } }, /^jobs: 'nightly' is not a setting of agent.json/],
    [{ timeZone: 'Mars/Olympus' }, /^timeZone: is not a time zone name such as Europe\/Berlin/],
    [{ thresholds: { offlineAfterSeconds: -5 } }, /^thresholds\.offlineAfterSeconds: is less than 0 seconds/],
    [{ thresholds: { offlineAfterSeconds: 2.5 } }, /^thresholds\.offlineAfterSeconds: is not a whole number of seconds/],
    [{ thresholds: { offlineAfterSeconds: '300' } }, /^thresholds\.offlineAfterSeconds: is not a number of seconds/],
    [{ maintenanceWindows: [{ from: '2026-03-02T02:00:00Z', until: '2026-03-01T22:00:00Z' }] }, /^maintenanceWindows\.0/],
    [{ maintenanceWindows: [{ schedule: '0 22 * * 0' }] }, /^maintenanceWindows\.0\.durationMinutes: is not a number of minutes/],
    [{ maintenanceWindows: [{ schedule: '0 22 * * 0', durationMinutes: 'ninety' }] }, /^maintenanceWindows\.0\.durationMinutes: is not a number of minutes/],
    [{ maintenanceWindows: [{ schedule: '0 22 * * 0', durationMinutes: 0 }] }, /^maintenanceWindows\.0\.durationMinutes: /],
    [{ maintenanceWindows: [{ label: 'night' }] }, /^maintenanceWindows\.0: is neither a recurring window/],
    [{ maintenanceWindows: ['nightly'] }, /^maintenanceWindows\.0: is neither a recurring window/],
    [{ channels: { webhook: { url: 'ftp://example.net/x', secret: sealed } } }, /^channels\.webhook\.url: uses ftp:/],
    [{ channels: { webhook: { url: 'https://user:pw@example.net/x', secret: sealed } } }, /^channels\.webhook\.url: carries a user name or password/],
    [{ channels: { webhook: { url: 'https://example.net/x', secret: 'plain text key' } } }, /^channels\.webhook\.secret: /],
    [{ channels: { webhook: { url: 'https://example.net/x' } } }, /^channels\.webhook\.secret: /],
    [{ channels: { syslog: { host: '' } } }, /^channels\.syslog\.host: is empty/],
    [{ channels: { syslog: { host: '127.0.0.1', port: 70000 } } }, /^channels\.syslog\.port: is not a port from 1 to 65535/],
    [{ channels: { syslog: { host: '127.0.0.1', transport: 'tls' } } }, /^channels\.syslog\.transport: is 'udp' or 'tcp'/],
    [{ version: 2 }, /^version: is not 1/],
    [{ channels: { email: { host: 'mail.example.net', from: 'agent', to: ['tech@example.net'] } } }, /^channels\.email\.from: is not one e-mail address/],
    [{ channels: { email: { host: 'mail.example.net', from: 'a@example.net', to: ['x@example.net, y@example.net'] } } }, /^channels\.email\.to\.0: is not one e-mail address/],
    [{ channels: { email: { host: 'mail.example.net', from: 'a@example.net', to: [] } } }, /^channels\.email\.to: names no recipient/],
    [{ channels: { email: { host: 'mail.example.net', from: 'a@example.net', to: ['t@example.net'], user: 'agent' } } }, /^channels\.email\.password: user and password go together/],
    [{ channels: { email: { host: 'mail.example.net', from: 'a@example.net', to: ['t@example.net'], user: 'agent', password: 'plain' } } }, /^channels\.email\.password: /],
    [{ channels: { email: { host: 'mail.example.net', from: 'a@example.net', to: ['t@example.net'], security: 'ssl' } } }, /^channels\.email\.security: is 'tls', 'starttls' or 'none'/],
    [{ channels: { email: { host: 'mail.example.net', from: 'a@example.net', to: ['t@example.net'], digest: { schedule: 'daily' } } } }, /^channels\.email\.digest\.schedule: 'daily' is not a cron expression/],
    [{ channels: { email: { host: 'mail.example.net', from: 'a@example.net', to: ['t@example.net'], digest: { schedule: '0 8 * * *', every: 60 } } } }, /^channels\.email\.digest: 'every' is not a setting of agent.json/],
  ])('refuses %j naming the field', (value, expected) => {
    const problems = problemsOf(checkAgentSettings(value));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(expected);
  });

  it('takes an e-mail channel with its defaults: STARTTLS on port 587, the password sealed', () => {
    const check = checkAgentSettings({ channels: { email: { host: 'mail.example.net', user: 'agent', password: sealed, from: 'agent@example.net', to: ['tech@example.net'] } } });
    expect(check.ok && check.settings.channels.email).toEqual({ host: 'mail.example.net', port: 587, security: 'starttls', user: 'agent', password: sealed, from: 'agent@example.net', to: ['tech@example.net'], timeoutSeconds: 30, retries: 3, queueSize: 1000 });
  });

  it('takes a digest schedule for the e-mail channel', () => {
    const check = checkAgentSettings({ channels: { email: { host: 'mail.example.net', from: 'agent@example.net', to: ['tech@example.net'], digest: { schedule: '0 0 8 * * *' } } } });
    expect(check.ok && check.settings.channels.email?.digest).toEqual({ schedule: '0 0 8 * * *' });
  });

  it('names a maintenance window that ends before it starts by its until field', () => {
    const problems = problemsOf(checkAgentSettings({ maintenanceWindows: [{ schedule: '0 22 * * 0', durationMinutes: 60 }, { from: '2026-03-02T02:00:00Z', until: '2026-03-01T22:00:00Z' }] }));
    expect(problems).toEqual(['maintenanceWindows.1.until: ends before it starts']);
  });

  it('reports at most 20 problems of a hostile file', () => {
    const problems = problemsOf(checkAgentSettings({ maintenanceWindows: Array.from({ length: 100 }, () => ({ schedule: 'x', durationMinutes: 0 })) }));
    expect(problems.length).toBe(20);
  });
});

describe('the webhook URL', () => {
  it.each(['http://127.0.0.1:8080/hook', 'https://alerts.example.net/camconfig?site=7', 'http://[::1]:9000/'])('takes %s', (url) => {
    expect(problemsOf(checkAgentSettings({ channels: { webhook: { url, secret: sealed } } }))).toEqual([]);
  });

  it.each([
    ['alerts.example.net/x', /is not a URL/],
    ['http://:80/x', /has no usable host/],
    ['http://example.net:99999/x', /is not a host with an optional port/],
    ['http://exa mple.net/x', /is not a URL|has no usable host/],
  ])('refuses %s', (url, expected) => {
    expect(problemsOf(checkAgentSettings({ channels: { webhook: { url, secret: sealed } } }))[0]).toMatch(expected);
  });

  it('names the field and what is wrong with it in German', () => {
    const check = checkAgentSettings({ thresholds: { offlineAfterSeconds: 5 * 24 * 60 * 60 * 2 }, channels: { syslog: { host: '127.0.0.1', port: 70000 } }, jobs: { check: { schedule: 'jeden Tag' } } });
    const german = check.ok ? [] : check.problems.map((problem) => renderText(problem, 'de'));
    expect(german).toContain('thresholds.offlineAfterSeconds: ist mehr als 604800 Sekunden');
    expect(german).toContain('channels.syslog.port: ist kein Port von 1 bis 65535');
    expect(german.find((problem) => problem.startsWith('jobs.check.schedule: '))).toMatch(/^jobs\.check\.schedule: 'jeden Tag' ist kein Cron-Ausdruck mit 5 oder 6 Feldern \(.+\)$/);
  });
});

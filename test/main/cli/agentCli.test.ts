// `camconfig agent` at its edges: --help and errors in the terminal's language (German with
// LANG=de_DE.UTF-8, English with LC_ALL=C), a running agent's lines in German, and the start
// refused with a message naming the field: a bad agent.json, a sealed secret the passphrase
// does not open. (What it does while running: test/main/agent/agentEndToEnd.test.ts.)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openWorkspace } from '../../../src/main/workspace';

const german = { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: 'de_DE.UTF-8', CAMCONFIG_WORKSPACE_PASSPHRASE: 'Agent passphrase 31' };
const english = { ...german, LC_ALL: 'C' };
const folders: string[] = [];
const children: ReturnType<typeof spawn>[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function runAgent(args: string[], env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, ['bin/camconfig.js', 'agent', ...args], { encoding: 'utf8', env, timeout: 30_000 });
}

async function workspaceWith(settings: Record<string, unknown> | undefined, passphrase = german.CAMCONFIG_WORKSPACE_PASSPHRASE): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'camconfig-agent-cli-'));
  folders.push(folder);
  const workspace = await openWorkspace(folder, { kind: 'passphrase', passphrase });
  await workspace.save({ nextNumber: 1, cameras: [] });
  if (settings !== undefined) writeFileSync(join(folder, 'agent.json'), JSON.stringify(settings));
  return folder;
}

describe('camconfig agent in the terminal language', () => {
  it('gives its help in German, and is listed in camconfig --help', () => {
    const run = runAgent(['--help'], german);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Aufruf: camconfig agent \[--workspace ORDNER\]/);
    expect(run.stdout).toMatch(/--print-systemd-unit +eine systemd-Unit ausgeben/);
    expect(runAgent(['--help'], english).stdout).toMatch(/^Usage: camconfig agent /);
    const overview = spawnSync(process.execPath, ['bin/camconfig.js', '--help'], { encoding: 'utf8', env: german });
    expect(overview.stdout).toMatch(/^ {2}agent +der Standort-Agent: /m);
  });

  it('refuses a metrics address other machines reach without --allow-remote, in German and in English', () => {
    const run = runAgent(['--metrics-port', '0', '--metrics-host', '192.0.2.1'], german);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^camconfig agent: --metrics-host 192\.0\.2\.1 ist keine Loopback-Adresse/);
    expect(runAgent(['--metrics-port', '0', '--metrics-host', '192.0.2.1'], english).stderr).toMatch(/^camconfig agent: --metrics-host 192\.0\.2\.1 is not a loopback address/);
  });

  it('says in German that it runs and that it stopped', async () => {
    const folder = await workspaceWith({ jobs: { refresh: { schedule: '* * * * * *' }, check: { enabled: false }, backup: { enabled: false } } });
    const child = spawn(process.execPath, ['bin/camconfig.js', 'agent', '--workspace', folder], { stdio: ['ignore', 'pipe', 'pipe'], env: german });
    children.push(child);
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
    await expect.poll(() => stdout, { timeout: 30_000 }).toMatch(/^camconfig agent: refresh nach [\d,]+ s beendet$/m);
    expect(stdout).toMatch(/^camconfig agent: läuft für Standort camconfig-agent-cli-\w+ \([^)]+\): refresh \* \* \* \* \* \*, check aus, backup aus; Alarme an: -$/m);
    child.kill('SIGTERM');
    expect(await closed).toBe(0);
    expect(stdout).toMatch(/^camconfig agent: SIGTERM: beendet$/m);
  });
});

describe('camconfig agent refuses to start', () => {
  it('on a bad agent.json, naming each field', async () => {
    const folder = await workspaceWith({ jobs: { refresh: { schedule: 'every five minutes' } }, thresholds: { offlineAfterSeconds: -1 } });
    const run = runAgent(['--workspace', folder], english);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`camconfig agent: ${join(folder, 'agent.json')} cannot be used (2 problems): jobs.refresh.schedule: 'every five minutes' is not a cron expression`);
    expect(run.stderr).toMatch(/^camconfig agent: thresholds\.offlineAfterSeconds: is less than 0 seconds$/m);
  });

  it('on a webhook key sealed with another passphrase, naming the field', async () => {
    const other = await workspaceWith(undefined, 'another passphrase 77');
    const { secretStore } = await openWorkspace(other, { kind: 'passphrase', passphrase: 'another passphrase 77' });
    const folder = await workspaceWith({ channels: { webhook: { url: 'http://127.0.0.1:9/alerts', secret: secretStore.seal('webhook-key-0123456789') } } });
    const run = runAgent(['--workspace', folder], english);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^camconfig agent: .*agent\.json: channels\.webhook\.secret cannot be opened with this workspace's passphrase/m);
    expect(run.stderr).not.toContain('webhook-key-0123456789');
  });
});

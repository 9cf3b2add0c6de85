// `camconfig agent --site DIR` on a workspace that is a site (docs/agent.md, docs/site-repository.md):
// the built CLI runs the nightly backup (here every second) and each run is one commit by
// "camconfig agent on HOST", read back by plain git with its trailers; the site passphrase comes
// from $CAMCONFIG_SITE_PASSPHRASE and is in no object of the history.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteRepository } from '../../../src/main/siterepo/siteRepository';
import { agentTechnician } from '../../../src/main/siterepo/technician';
import { startCamera } from '../remoteconfig/cameraFixture';
import { isolatedGitHome, makeTemporaryFolder, plainGit } from '../siterepo/gitServers';
import { running, startStudio } from '../services/studioOnWorkspace';

const password = 'agent-site-Secret-5';
const passphrase = 'site phrase for the agent';
const anna = { name: 'Anna Berg', email: 'anna@installer.example' };

let home: Awaited<ReturnType<typeof isolatedGitHome>>;
beforeAll(async () => {
  home = await isolatedGitHome();
});
afterAll(async () => {
  for (const services of running.splice(0)) await services.close();
  await home.restore();
});

describe('the site agent in a site', () => {
  it('names itself by the host, reduced to what an author may hold', () => {
    expect(agentTechnician('depot-pc.example')).toEqual({ name: 'camconfig agent on depot-pc.example', email: 'camconfig-agent@depot-pc.example' });
    expect(agentTechnician('<evil>\nhost ')).toEqual({ name: 'camconfig agent on evilhost', email: 'camconfig-agent@evilhost' });
    expect(agentTechnician('..')).toEqual({ name: 'camconfig agent on localhost', email: 'camconfig-agent@localhost' });
  });

  it('commits each backup run as "camconfig agent on HOST", with its trailers, and keeps the passphrase out of the history', async () => {
    const site = { name: 'Depot Nord', customer: '', address: '', timeZone: 'UTC', reportLanguage: 'en' as const };
    const { repository } = await SiteRepository.init(join(await makeTemporaryFolder('camconfig-agent-site-'), 'depot'), site, anna);
    const folder = repository.folder;
    const camera = await startCamera({ password });
    const studio = await startStudio(folder, { kind: 'none', sitePassphrase: passphrase });
    const { cameraId } = await studio.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password, label: 'Gate' });
    await running.pop()!.close();
    const settings = { jobs: { refresh: { enabled: false }, check: { enabled: false }, backup: { schedule: '* * * * * *' } } };
    writeFileSync(join(folder, 'agent.json'), JSON.stringify(settings));

    const agent = spawn(process.execPath, ['bin/camconfig.js', 'agent', '--site', folder], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CAMCONFIG_SITE_PASSPHRASE: passphrase, LANG: 'C', LC_ALL: 'C' },
    });
    let output = '';
    agent.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    agent.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exit = new Promise<number | null>((resolve) => agent.once('close', (code) => resolve(code)));
    const author = `camconfig agent on ${agentTechnician(hostname()).name.slice('camconfig agent on '.length)}`;
    const agentCommits = () => plainGit(folder, 'log', '--format=%an|%s|%(trailers:key=Camconfig-Operation,valueonly,separator=)|%(trailers:key=Camconfig-Cameras,valueonly,separator=)', '--').split('\n').filter((line) => line.startsWith(author));
    try {
      await expect.poll(agentCommits, { timeout: 60_000, interval: 200 }).toContainEqual(`${author}|Backed up 1 camera|backup|${cameraId}`);
    } finally {
      agent.kill('SIGTERM');
      expect(await exit, output).toBe(0);
    }
    expect(plainGit(folder, 'fsck', '--strict', '--no-progress')).toBe('');
    const objects = plainGit(folder, 'cat-file', '--batch-all-objects', '--batch');
    for (const secret of [password, passphrase]) expect(objects).not.toContain(secret);
  }, 120_000);
});

// `camconfig agent --site DIR` on a workspace that is a site (docs/agent.md, docs/site-repository.md):
// the built CLI runs the nightly backup (here every second) and each run is one commit by
// "camconfig agent on HOST", read back by plain git with its trailers, a check run of two
// baselines too; the site passphrase comes from $CAMCONFIG_SITE_PASSPHRASE and is in no object
// of the history.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckRunStore } from '../../../src/main/baseline/checkRunStore';
import { SiteRepository } from '../../../src/main/siterepo/siteRepository';
import { agentTechnician } from '../../../src/main/siterepo/technician';
import { startCamera } from '../remoteconfig/cameraFixture';
import { isolatedGitHome, makeTemporaryFolder, plainGit } from '../siterepo/gitServers';
import { running, startStudio } from '../services/studioOnWorkspace';

const password = 'agent-site-Secret-5';
const passphrase = 'site phrase for the agent';
const anna = { name: 'Anna Berg', email: 'anna@installer.example' };
const speakerAt50 = 'SECTION audio\nSPEAKERLEVEL=50\nENDSECTION audio\n';

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

    const agent = startAgent(folder);
    try {
      await expect.poll(() => agent.commits(backupFields), { timeout: 60_000, interval: 200 }).toContainEqual(`${author}|Backed up 1 camera|backup|${cameraId}`);
    } finally {
      await agent.stop();
    }
    expect(plainGit(folder, 'fsck', '--strict', '--no-progress')).toBe('');
    const objects = plainGit(folder, 'cat-file', '--batch-all-objects', '--batch');
    for (const secret of [password, passphrase]) expect(objects).not.toContain(secret);
  }, 120_000);

  it('commits each check run once, for every baseline it checked, as "camconfig agent on HOST"', async () => {
    const site = { name: 'Depot Süd', customer: '', address: '', timeZone: 'UTC', reportLanguage: 'en' as const };
    const { repository } = await SiteRepository.init(join(await makeTemporaryFolder('camconfig-agent-site-'), 'depot'), site, anna);
    const folder = repository.folder;
    const studio = await startStudio(folder, { kind: 'none', sitePassphrase: passphrase });
    const cameraIn = async (group: string): Promise<string> => {
      const camera = await startCamera({ password });
      const { cameraId } = await studio.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password, label: group });
      await studio.call('cameras.update', { cameraId, group });
      return cameraId;
    };
    const doorCamera = await cameraIn('Entrance');
    const yardCamera = await cameraIn('Yard');
    await studio.call('baseline.save', { name: 'Door', text: speakerAt50, groups: ['Entrance'] });
    await studio.call('baseline.save', { name: 'Yard', text: speakerAt50, groups: ['Yard'] });
    await running.pop()!.close();
    const settings = { jobs: { refresh: { enabled: false }, check: { schedule: '* * * * * *' }, backup: { enabled: false } } };
    writeFileSync(join(folder, 'agent.json'), JSON.stringify(settings));

    const agent = startAgent(folder);
    const checkFields = '%s|%(trailers:key=Camconfig-Operation,valueonly,separator=)|%(trailers:key=Camconfig-Cameras,valueonly,separator=)|%(trailers:key=Camconfig-Result,valueonly,separator=)';
    try {
      await expect.poll(() => agent.commits(checkFields).length, { timeout: 60_000, interval: 200 }).toBeGreaterThan(0);
    } finally {
      await agent.stop();
    }
    const [first, ...later] = agent.commits(checkFields);
    const compliant = '1 compliant, 0 drifted, 0 unreadable';
    expect(first).toBe(`${author}|Checked 2 cameras against 2 baselines: 'Door' v1, 'Yard' v1|check|${doorCamera}, ${yardCamera}|'Door' v1: ${compliant}; 'Yard' v1: ${compliant}`);
    // A run the stop cut short commits what it checked: never a commit per baseline.
    for (const commit of later) expect(commit.slice(author.length)).toMatch(/^\|Checked \d cameras? against (2 baselines: 'Door' v1, 'Yard' v1|baseline 'Door' v1)\|check\|/);
    expect(await new CheckRunStore(folder).list('Door')).toHaveLength(later.length + 1);
    expect(plainGit(folder, 'status', '--porcelain', '--', 'baseline-runs')).toBe('');
  }, 120_000);
});

const author = agentTechnician(hostname()).name;
const backupFields = '%s|%(trailers:key=Camconfig-Operation,valueonly,separator=)|%(trailers:key=Camconfig-Cameras,valueonly,separator=)';

/** The built CLI's `camconfig agent --site FOLDER`; its commits as plain git reads them, oldest first (`%an|` and `fields`). */
function startAgent(folder: string): { commits: (fields: string) => string[]; stop: () => Promise<void> } {
  const agent = spawn(process.execPath, ['bin/camconfig.js', 'agent', '--site', folder], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CAMCONFIG_SITE_PASSPHRASE: passphrase, LANG: 'C', LC_ALL: 'C' },
  });
  let output = '';
  agent.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  agent.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => agent.once('close', (code) => resolve(code)));
  return {
    commits: (fields) => plainGit(folder, 'log', '--reverse', `--format=%an|${fields}`, '--').split('\n').filter((line) => line.startsWith(`${author}|`)),
    stop: async () => {
      agent.kill('SIGTERM');
      expect(await exit, output).toBe(0);
    },
  };
}

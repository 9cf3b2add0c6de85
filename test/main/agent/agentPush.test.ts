// `camconfig agent` in a site with a remote (docs/agent.md, "The command"): after each job its
// commit is pushed to the site's remote (a real `git daemon` on loopback); with the remote down
// the jobs still run and are recorded, the failed push is said and kept in agent-runs.json, and
// once the remote is back the next job's push delivers every commit that waited.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SiteRepository } from '../../../src/main/siterepo/siteRepository';
import { agentRunsSchema, type AgentRuns } from '../../../src/shared/agent/agentRuns';
import { startCamera } from '../remoteconfig/cameraFixture';
import { plainGit, siteRemoteForTests, startGitDaemon, type RunningServer } from '../siterepo/gitServers';
import { running, startStudio } from '../services/studioOnWorkspace';
import { startAgentProcess, stopAgentProcess, type AgentProcess } from './agentProcess';

const password = 'agent-push-Secret-3';
const passphrase = 'site phrase for the pushing agent';
const anna = { name: 'Anna Berg', email: 'anna@installer.example' };
const remote = siteRemoteForTests('camconfig-agent-push-', 'depot.git');
const servers: RunningServer[] = [];

afterAll(async () => {
  for (const services of running.splice(0)) await services.close();
  for (const server of servers.splice(0)) await server.stop();
});

/** The remote's branch main, read in the bare repository itself (null: nothing pushed yet). */
function remoteHead(): string | null {
  try {
    return plainGit(join(remote.root, 'remotes', 'depot.git'), 'rev-parse', '--verify', '--quiet', 'refs/heads/main').trim();
  } catch {
    return null;
  }
}

function onRemote(commit: string): boolean {
  const head = remoteHead();
  if (head === null) return false;
  try {
    plainGit(join(remote.root, 'remotes', 'depot.git'), 'merge-base', '--is-ancestor', commit, head);
    return true;
  } catch {
    return false;
  }
}

function runsOf(folder: string): AgentRuns | null {
  try {
    return agentRunsSchema.parse(JSON.parse(readFileSync(join(folder, 'agent-runs.json'), 'utf8')));
  } catch {
    return null;
  }
}

describe('the site agent pushing its commits', () => {
  it('pushes each job commit; with the remote down the jobs go on and the next push delivers what waited', async () => {
    const url = remote.daemon.url('depot.git');
    const port = Number(new URL(url).port);
    const site = { name: 'Depot Nord', customer: '', address: '', timeZone: 'UTC', reportLanguage: 'en' as const };
    const { repository } = await SiteRepository.init(join(remote.root, 'depot'), site, anna, { remote: url });
    const folder = repository.folder;
    const camera = await startCamera({ password });
    const studio = await startStudio(folder, { kind: 'none', sitePassphrase: passphrase });
    await studio.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password, label: 'Gate' });
    await running.pop()!.close();
    const settings = { jobs: { refresh: { enabled: false }, check: { enabled: false }, backup: { schedule: '*/2 * * * * *' } } };
    writeFileSync(join(folder, 'agent.json'), JSON.stringify(settings));
    const localHead = () => plainGit(folder, 'rev-parse', 'HEAD').trim();
    const agentCommitsOn = (ref: string, cwd: string) => plainGit(cwd, 'log', '--format=%an|%s', ref, '--').split('\n').filter((line) => line.startsWith('camconfig agent on ') && line.endsWith('|Backed up 1 camera'));

    let agent: AgentProcess | null = startAgentProcess(folder, '', { CAMCONFIG_SITE_PASSPHRASE: passphrase });
    try {
      // Up: the agent's backup commit arrives at the remote (with the technician's commits before it).
      await expect.poll(() => remoteHead() !== null && agentCommitsOn('main', join(remote.root, 'remotes', 'depot.git')).length, { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(1);
      await expect.poll(() => runsOf(folder)?.lastPush?.outcome, { timeout: 30_000, interval: 100 }).toBe('pushed');
      // The line is printed before the runs file is written, but a pipe may bring it later than the file is seen.
      await expect.poll(() => agent!.stdout(), { timeout: 10_000, interval: 100 }).toMatch(/commits? of the site pushed to its remote/);

      // Down: the push fails, the backups still run and are recorded, their commits wait here.
      await remote.daemon.stop();
      const endedBefore = agent.count(/backup ended after/);
      await expect.poll(() => runsOf(folder)?.lastPush?.outcome, { timeout: 60_000, interval: 100 }).toBe('failed');
      await expect.poll(() => agent!.count(/backup ended after/), { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(endedBefore + 2);
      await expect.poll(() => agent!.stderr(), { timeout: 10_000, interval: 100 }).toMatch(/site not pushed to its remote \(.+\): \d+ commits? kept/s);
      const waited = localHead();
      const waiting = plainGit(folder, 'rev-list', '--count', `${remoteHead()}..${waited}`).trim();
      expect(Number(waiting)).toBeGreaterThanOrEqual(2);
      expect(onRemote(waited)).toBe(false);
      const runs = runsOf(folder)!;
      expect(runs.jobs.find((job) => job.job === 'backup')).toMatchObject({ lastOutcome: 'ok', lastProblem: null });
      expect(runs.lastPush).toMatchObject({ outcome: 'failed', problem: expect.objectContaining({ id: 'siteRepo.work.pushFailed' }) });
      expect(runs.lastPush!.waiting).toBeGreaterThanOrEqual(1);

      // Back (the same address): the next job's push delivers every commit that waited.
      servers.push(await startGitDaemon(join(remote.root, 'remotes'), port));
      await expect.poll(() => onRemote(waited), { timeout: 60_000, interval: 200 }).toBe(true);
      await expect.poll(() => runsOf(folder)?.lastPush?.outcome, { timeout: 30_000, interval: 100 }).toBe('pushed');
      expect(runsOf(folder)!.lastPush).toMatchObject({ waiting: 0, problem: null });
    } finally {
      const code = await stopAgentProcess(agent);
      expect(code, agent.stderr()).toBe(0);
      agent = null;
    }
    // Nothing of the agent's was lost or rewritten: every backup commit here is on the remote up to the last push.
    plainGit(folder, 'fetch', '--quiet', 'origin');
    expect(plainGit(folder, 'fsck', '--strict', '--no-progress')).toBe('');
    expect(agentCommitsOn('origin/main', folder).length).toBeGreaterThanOrEqual(3);
  }, 240_000);
});

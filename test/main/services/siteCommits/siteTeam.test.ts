// Two technicians, one site, real git: a site made by `camconfig site init`, two clones over a
// git daemon on loopback, a studio on each changing a different camera; pushes and pulls merge by
// themselves, `site log --camera` finds each camera's commits, `--site DIR` reads the site's
// cameras where `--workspace DIR` does, and no object of either clone holds a password or the
// site passphrase.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSiteCommand } from '../../../../src/main/cli/site/siteCommand';
import { runFleetCommand } from '../../../../src/main/cli/fleet/fleetCommand';
import { runCommandInProcess, type CommandRun } from '../../cli/commandInProcess';
import { startCamera } from '../../remoteconfig/cameraFixture';
import { plainGit, siteRemoteForTests } from '../../siterepo/gitServers';
import { running, startStudio } from '../studioOnWorkspace';

const passphrase = 'lager team phrase';
const doorPassword = 'door-Secret-41';
const gatePassword = 'gate-Secret-52';

const site = (...args: string[]): Promise<CommandRun> => runCommandInProcess(runSiteCommand, args, process.env);
const fleet = (...args: string[]): Promise<CommandRun> => runCommandInProcess(runFleetCommand, args, { ...process.env, CAMCONFIG_SITE_PASSPHRASE: passphrase });

const remote = siteRemoteForTests('camconfig-site-team-', 'lager.git');

function technician(folder: string, name: string, email: string): void {
  plainGit(folder, 'config', 'user.name', name);
  plainGit(folder, 'config', 'user.email', email);
}

const authors = (folder: string): string[] => plainGit(folder, 'log', '--format=%an|%s|%(trailers:key=Camconfig-Operation,valueonly,separator=)').trim().split('\n');

describe('a site two technicians share', () => {
  it('merges their changes to two cameras by itself, with one commit per change by each', async () => {
    const url = remote.daemon.url('lager.git');
    const anna = join(remote.root, 'anna');
    const ben = join(remote.root, 'ben');
    expect((await site('init', anna, '--name', 'Lager', '--time-zone', 'UTC', '--remote', url, '--technician', 'Anna Berg <anna@example.com>')).code).toBe(0);
    technician(anna, 'Anna Berg', 'anna@example.com');
    const door = await startCamera({ password: doorPassword });
    const gate = await startCamera({ password: gatePassword });

    const annaStudio = await startStudio(anna, { kind: 'none', sitePassphrase: passphrase });
    const { cameraId: doorId } = await annaStudio.call('cameras.add', { host: '127.0.0.1', port: door.port, user: 'admin', password: doorPassword, label: 'Door' });
    await running.pop()!.close();
    expect((await site('push', '--site', anna)).stdout).toBe('Pushed\n');
    expect((await site('clone', url, ben)).code).toBe(0);
    technician(ben, 'Ben Roth', 'ben@example.com');

    // At the same time: Ben adds the gate on his clone, Anna renames the door on hers.
    const benStudio = await startStudio(ben, { kind: 'none', sitePassphrase: passphrase });
    const { cameraId: gateId } = await benStudio.call('cameras.add', { host: '127.0.0.1', port: gate.port, user: 'admin', password: gatePassword, label: 'Gate' });
    const annaAgain = await startStudio(anna, { kind: 'none', sitePassphrase: passphrase });
    await annaAgain.call('cameras.update', { cameraId: doorId, label: 'Front door' });
    await Promise.all(running.splice(0).map((services) => services.close()));
    expect(gateId).not.toBe(doorId);

    expect((await site('push', '--site', anna)).stdout).toBe('Pushed\n');
    const benPush = await site('push', '--site', ben);
    expect(benPush).toMatchObject({ code: 0 });
    expect(benPush.stdout).toMatch(/Pushed\n$/); // refused as non-fast-forward first: pulled (merged) and pushed again
    expect((await site('pull', '--site', anna)).code).toBe(0);

    const merged = await startStudio(anna, { kind: 'none', sitePassphrase: passphrase });
    const cameras = (await merged.call('cameras.list', {})).cameras.filter((camera) => !camera.simulated);
    expect(cameras.map(({ id, label, passwordKnown }) => ({ id, label, passwordKnown })).sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: doorId, label: 'Front door', passwordKnown: true },
      { id: gateId, label: 'Gate', passwordKnown: true },
    ]);
    await running.pop()!.close();

    expect(authors(anna)).toEqual(
      expect.arrayContaining([`Anna Berg|Added camera 'Door' (${doorId})|camera-add`, `Anna Berg|Changed camera 'Front door' (${doorId})|camera-edit`, `Ben Roth|Added camera 'Gate' (${gateId})|camera-add`]),
    );
    const gateLog = JSON.parse((await site('log', '--site', anna, '--camera', gateId, '--json')).stdout) as { commits: Array<{ subject: string; author: { name: string } }> };
    expect(gateLog.commits.map((commit) => [commit.author.name, commit.subject])).toEqual([['Ben Roth', `Added camera 'Gate' (${gateId})`]]);
    expect((await site('log', '--site', anna, '--camera', 'cam-999')).stdout).toBe('No commits\n');

    // --site DIR wherever --workspace DIR: the fleet commands read the site's cameras.
    const history = await fleet('history', gateId, '--site', anna, '--json');
    expect(history).toMatchObject({ code: 0 });
    expect((await fleet('history', 'Front door', '--workspace', anna, '--json')).code).toBe(0);

    // A site's report takes its title from site.json.
    const report = join(remote.root, 'lager-report.html');
    expect(await fleet('report', '--site', anna, '--group', 'all', '--html', report)).toMatchObject({ code: 0 });
    expect(await readFile(report, 'utf8')).toContain('Lager');

    for (const folder of [anna, ben]) {
      expect(plainGit(folder, 'fsck', '--strict', '--no-progress')).toBe('');
      const everything = plainGit(folder, 'log', '-p', '--all') + plainGit(folder, 'cat-file', '--batch-all-objects', '--batch');
      for (const secret of [doorPassword, gatePassword, passphrase]) expect(everything).not.toContain(secret);
    }
  });
});

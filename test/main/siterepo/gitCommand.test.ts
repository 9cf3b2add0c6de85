// The one way the studio runs git: no shell, arguments never options, bounded time and output,
// cancellable, git's text shown without credentials or control characters, and a clear message
// naming the minimum version when git is missing or too old.
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenWords } from '../../../src/shared/i18n/errorWords';
import { git, gitEnvironment, hardenedConfig, runGit } from '../../../src/main/siterepo/gitCommand';
import { shownGitText } from '../../../src/main/siterepo/gitText';
import { checkGitVersion, parseGitVersion, requireGit } from '../../../src/main/siterepo/gitVersion';
import { GitCommandError } from '../../../src/main/siterepo/siteErrors';
import { makeTemporaryFolder, plainGit } from './gitServers';

let root: string;
beforeAll(async () => {
  root = await makeTemporaryFolder('camconfig-git-command-');
  plainGit(root, 'init', '--quiet', 'repo');
});
afterAll(async () => rm(root, { recursive: true, force: true }));

describe('runGit', () => {
  it('passes arguments as they are, never through a shell', async () => {
    const marker = join(root, 'shell-ran');
    const error = await git(['rev-parse', '--verify', `$(touch ${marker})`], { cwd: join(root, 'repo') }).then(() => new GitCommandError(givenWords('it did not fail'), 'bad_input', null, ''), (caught: unknown) => caught as GitCommandError);
    expect(error).toBeInstanceOf(GitCommandError);
    expect(existsSync(marker)).toBe(false);
  });

  it('overrides every setting of a repository that runs a program, and keeps only the ssh variables of the caller', () => {
    const settings = hardenedConfig({});
    for (const setting of ['core.fsmonitor=false', 'core.hooksPath=/dev/null', 'protocol.ext.allow=never', 'protocol.file.allow=user', 'core.sshCommand=ssh -o BatchMode=yes', 'core.pager=cat']) {
      expect(settings[settings.indexOf(setting) - 1]).toBe('-c');
    }
    expect(hardenedConfig({ GIT_SSH_COMMAND: 'ssh -i key' })).not.toContain('core.sshCommand=ssh -o BatchMode=yes');
    const environment = gitEnvironment({}, { PATH: '/usr/bin', GIT_DIR: '/elsewhere', GIT_CONFIG_GLOBAL: '/x', GIT_SSH_COMMAND: 'ssh -i key' });
    expect(environment).toMatchObject({ PATH: '/usr/bin', GIT_SSH_COMMAND: 'ssh -i key', GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: '' });
    expect(environment.GIT_DIR).toBeUndefined();
    expect(environment.GIT_CONFIG_GLOBAL).toBeUndefined();
  });

  it('stops a git that prints more than its bound', async () => {
    const printing = await git(['version', '--build-options'], { cwd: root, maxOutputBytes: 4 }).then(() => new GitCommandError(givenWords('it did not fail'), 'bad_input', null, ''), (caught: unknown) => caught as GitCommandError);
    expect(printing).toMatchObject({ message: 'git version printed more than 4 bytes and was stopped', kind: 'bad_input' });
  });

  describe('against a remote that never answers', () => {
    let silent: ReturnType<typeof createServer>;
    const sockets: Socket[] = [];
    let port: number;
    beforeAll(async () => {
      silent = createServer((socket) => sockets.push(socket));
      silent.listen(0, '127.0.0.1');
      await once(silent, 'listening');
      port = (silent.address() as AddressInfo).port;
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      silent.close();
    });

    it('is cancelled by its AbortSignal', async () => {
      const controller = new AbortController();
      const running = runGit(['ls-remote', '--', `git://127.0.0.1:${port}/site.git`], { cwd: root, signal: controller.signal });
      await expect.poll(() => sockets.length).toBeGreaterThan(0);
      controller.abort();
      await expect(running).rejects.toMatchObject({ message: 'git ls-remote was cancelled', kind: 'cancelled' });
    });

    it('is stopped at its time limit', async () => {
      await expect(runGit(['ls-remote', '--', `git://127.0.0.1:${port}/site.git`], { cwd: root, timeoutMs: 300 })).rejects.toMatchObject({ message: 'git ls-remote did not finish within 300 ms and was stopped', kind: 'timeout' });
    });
  });
});

describe("git's text as shown", () => {
  it('has no URL credentials, no secret named and no raw control character', () => {
    expect(shownGitText("fatal: unable to access 'https://anna:hunter2@git.example/site.git/': 403\n")).toBe("fatal: unable to access 'https://***@git.example/site.git/': 403");
    expect(shownGitText('remote: token ghp_abc used\x1b[2J\r\nremote: \u009bdone', ['ghp_abc'])).toBe('remote: token *** used\\u{1b}[2J\nremote: \\u{9b}done');
  });
});

describe('the git version', () => {
  it('is read from git --version in its usual spellings', () => {
    expect(parseGitVersion('git version 2.39.5\n')).toEqual({ major: 2, minor: 39, patch: 5 });
    expect(parseGitVersion('git version 2.45.1.windows.1')).toEqual({ major: 2, minor: 45, patch: 1 });
    expect(parseGitVersion('git version 2.39.3 (Apple Git-145)')).toEqual({ major: 2, minor: 39, patch: 3 });
    expect(parseGitVersion('hub version 2.14')).toBeNull();
  });

  it('is refused when too old, naming the minimum', () => {
    expect(() => checkGitVersion('git version 2.34.1', '/usr/bin/git')).toThrow('git 2.34.1 (/usr/bin/git) is too old: sites need git 2.38 or newer; install git 2.38 or newer');
    expect(checkGitVersion('git version 2.38.0', 'git')).toEqual({ major: 2, minor: 38, patch: 0 });
  });

  it('names the minimum when git is missing, and finds the installed one', async () => {
    const saved = process.env.CAMCONFIG_GIT;
    process.env.CAMCONFIG_GIT = join(root, 'no-git-here');
    try {
      await expect(requireGit()).rejects.toThrow(`git was not found (${join(root, 'no-git-here')}): sites need git 2.38 or newer`);
    } finally {
      if (saved === undefined) delete process.env.CAMCONFIG_GIT;
      else process.env.CAMCONFIG_GIT = saved;
    }
    expect((await requireGit()).major).toBeGreaterThanOrEqual(2);
  });
});

// The site tests run git with a HOME of their own: what they set in git's global config lands
// there, never in the machine's ~/.gitconfig, and the variables are as they were afterwards.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { globalConfigOf, isolatedGitHome, makeTemporaryFolder, plainGit } from './gitServers';

describe('isolatedGitHome', () => {
  it("takes git's global settings into its own HOME and gives back HOME and XDG_CONFIG_HOME as they were, an unset one unset", async () => {
    const before = { HOME: process.env.HOME, XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME };
    delete process.env.XDG_CONFIG_HOME;
    try {
      const home = await isolatedGitHome();
      plainGit(await makeTemporaryFolder('camconfig-git-home-'), 'config', '--global', 'camconfig.probe', 'set-by-a-test');
      expect(await readFile(globalConfigOf(home.home), 'utf8')).toContain('set-by-a-test');
      await home.restore();
      expect(process.env.HOME).toBe(before.HOME);
      expect('XDG_CONFIG_HOME' in process.env).toBe(false);
    } finally {
      if (before.XDG_CONFIG_HOME !== undefined) process.env.XDG_CONFIG_HOME = before.XDG_CONFIG_HOME;
    }
  });
});

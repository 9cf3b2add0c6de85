// Which git runs the sites, and whether it is new enough: found as VS Code's git extension finds
// it (the program on PATH, or the one named), asked for `git --version`, and refused with the
// minimum version named when it is missing or older.
import { execFile } from 'node:child_process';
import { gitProgram } from './gitCommand';
import { GitUnavailableError } from './siteErrors';
import { localize } from '../../shared/i18n/text';

export interface GitVersion {
  major: number;
  minor: number;
  patch: number;
}

/** `git merge-tree --write-tree` (2.38) merges a pull without touching the working folder. */
export const minimumGitVersion: GitVersion = { major: 2, minor: 38, patch: 0 };

const minimum = `${minimumGitVersion.major}.${minimumGitVersion.minor}`;

/** `git version 2.39.5` (also `git version 2.45.1.windows.1`, `git version 2.39.3 (Apple Git-145)`), or null. */
export function parseGitVersion(text: string): GitVersion | null {
  const match = /^git version (\d{1,4})\.(\d{1,4})(?:\.(\d{1,6}))?/.exec(text.trim());
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3] ?? 0) };
}

export function isAtLeast(version: GitVersion, minimum: GitVersion): boolean {
  if (version.major !== minimum.major) return version.major > minimum.major;
  if (version.minor !== minimum.minor) return version.minor > minimum.minor;
  return version.patch >= minimum.patch;
}

/** Refuses a version older than the minimum, naming both. */
export function checkGitVersion(versionText: string, program: string): GitVersion {
  const version = parseGitVersion(versionText);
  if (!version) throw new GitUnavailableError(localize('siteRepo.gitVersion.notGit', { program, minimum }));
  if (!isAtLeast(version, minimumGitVersion)) {
    throw new GitUnavailableError(localize('siteRepo.gitVersion.tooOld', { version: `${version.major}.${version.minor}.${version.patch}`, program, minimum }));
  }
  return version;
}

const checked = new Map<string, Promise<GitVersion>>();

/** The version of the git the studio runs, checked once per program; GitUnavailableError when missing or too old. */
export function requireGit(): Promise<GitVersion> {
  const program = gitProgram();
  let answer = checked.get(program);
  if (!answer) {
    answer = askVersion(program);
    checked.set(program, answer);
    answer.catch(() => checked.delete(program));
  }
  return answer;
}

function askVersion(program: string): Promise<GitVersion> {
  return new Promise((resolve, reject) => {
    execFile(program, ['--version'], { timeout: 15_000, maxBuffer: 64 * 1024, windowsHide: true, env: { ...process.env, LC_ALL: 'C' } }, (error, stdout) => {
      if (error) {
        const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
        reject(new GitUnavailableError(missing ? localize('siteRepo.gitVersion.notFound', { program, minimum }) : localize('siteRepo.gitVersion.failed', { program, reason: error.message, minimum })));
        return;
      }
      try {
        resolve(checkGitVersion(stdout, program));
      } catch (caught) {
        reject(caught);
      }
    });
  });
}

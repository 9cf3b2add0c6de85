// The one way the studio runs git: the git command line (as VS Code's git extension does),
// started without a shell from an argument array, with bounded output and time, stoppable by an
// AbortSignal, and with every setting that could run a program of a repository made elsewhere
// overridden (docs/site-repository.md, "Git as the engine"). Nothing else in src/main starts git.
import { spawn } from 'node:child_process';
import { shownGitText } from './gitText';
import { GitCommandError } from './siteErrors';
import { localize } from '../../shared/i18n/text';

export interface GitRunOptions {
  /** The folder git runs in (the site's working folder). */
  cwd: string;
  signal?: AbortSignal;
  /** Default 120 s; a fetch or push of a large site may be given more. */
  timeoutMs?: number;
  /** Bytes of standard output kept at most (default 32 MiB); git is stopped past it. */
  maxOutputBytes?: number;
  input?: string;
  /** Variables added to git's environment (the commit's author). */
  env?: Readonly<Record<string, string>>;
  /** Texts never shown in a message (a password the caller knows of). */
  secrets?: readonly string[];
  /** Called with git's process id once it runs (tests stop it midway to play a crash). */
  onSpawn?: (pid: number, args: readonly string[]) => void;
}

export interface GitResult {
  exitCode: number;
  stdout: string;
  /** git's messages as they may be shown (credentials removed, controls escaped). */
  stderr: string;
}

const defaultTimeoutMs = 120_000;
const defaultMaxOutputBytes = 32 * 1024 * 1024;
const maxErrorBytes = 64 * 1024;

/** The program run as git: $CAMCONFIG_GIT when set, else `git` from PATH. */
export function gitProgram(): string {
  return process.env.CAMCONFIG_GIT || 'git';
}

/**
 * Settings given on git's command line win over every configuration file, the repository's own
 * `.git/config` included: each one here would otherwise let a repository run a program of its
 * choosing (a file system monitor, hooks, an SSH command, a pager, an editor; diff programs are off by
 * --no-ext-diff and --no-textconv where a command would use them), or lets git
 * reach for a protocol that runs commands (`ext::`) or a local path from a submodule.
 */
export function hardenedConfig(environment: NodeJS.ProcessEnv = process.env): string[] {
  const settings = [
    'core.fsmonitor=false',
    'core.hooksPath=/dev/null',
    'core.pager=cat',
    'core.editor=false',
    'sequence.editor=false',
    'protocol.ext.allow=never',
    'protocol.fd.allow=never',
    // file:// and local paths (a bare repository on a file share) only when the technician names them, never from a submodule.
    'protocol.file.allow=user',
    'submodule.recurse=false',
    'gc.autoDetach=false',
    'credential.interactive=never',
  ];
  // The technician's own ssh setting in the environment wins; the repository's core.sshCommand never does.
  if (!environment.GIT_SSH_COMMAND && !environment.GIT_SSH) settings.push('core.sshCommand=ssh -o BatchMode=yes');
  return ['--no-pager', ...settings.flatMap((setting) => ['-c', setting])];
}

// Kept from the caller's environment: how to reach a remote over ssh and the technician's own ask-pass program.
const keptGitVariables = new Set(['GIT_SSH_COMMAND', 'GIT_SSH', 'GIT_SSH_VARIANT', 'GIT_ASKPASS']);

/** The environment git runs with: no GIT_* variable of the caller's but the ssh ones, no system config, no prompt. */
export function gitEnvironment(extra: Readonly<Record<string, string>> = {}, environment: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const result: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(environment)) {
    if (name.startsWith('GIT_') && !keptGitVariables.has(name)) continue;
    result[name] = value;
  }
  return {
    ...result,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_TERMINAL_PROMPT: '0',
    // Empty (not unset): git then asks no program, not even a core.askPass the repository names.
    GIT_ASKPASS: environment.GIT_ASKPASS ?? '',
    SSH_ASKPASS: '',
    GIT_EDITOR: 'false',
    GIT_PAGER: 'cat',
    // Paths we give are paths, never patterns (`*`, `:(glob)`).
    GIT_LITERAL_PATHSPECS: '1',
    LC_ALL: 'C',
    LANGUAGE: 'C',
    ...extra,
  };
}

/** Runs git with `args` (after the hardened settings); resolves with its exit code whatever it is, rejects when it could not finish. */
export function runGit(args: readonly string[], options: GitRunOptions): Promise<GitResult> {
  const command = `git ${args[0] ?? ''}`.trim();
  const secrets = options.secrets ?? [];
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new GitCommandError(localize('siteRepo.git.cancelledBeforeStart', { command }), 'cancelled', null, ''));
      return;
    }
    const child = spawn(gitProgram(), [...hardenedConfig(), ...args], {
      cwd: options.cwd,
      env: gitEnvironment(options.env),
      shell: false,
      windowsHide: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let stdoutBytes = 0;
    let stderrBytes = 0;
    let stoppedBecause: GitCommandError | null = null;
    const stop = (error: GitCommandError): void => {
      if (stoppedBecause) return;
      stoppedBecause = error;
      // SIGTERM: git removes its lock files on it, so a cancelled command leaves none behind.
      child.kill('SIGTERM');
    };
    const maxOutputBytes = options.maxOutputBytes ?? defaultMaxOutputBytes;
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxOutputBytes) stop(new GitCommandError(localize('siteRepo.git.tooMuchOutput', { command, bytes: maxOutputBytes }), 'bad_input', null, ''));
      else stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderrBytes < maxErrorBytes) stderr.push(chunk.subarray(0, maxErrorBytes - stderrBytes));
      stderrBytes += chunk.length;
    });
    const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
    const timedOut = timeoutMs < 1000 ? localize('siteRepo.git.timedOutMs', { command, milliseconds: timeoutMs }) : localize('siteRepo.git.timedOutSeconds', { command, seconds: Math.round(timeoutMs / 1000) });
    const timer = setTimeout(() => stop(new GitCommandError(timedOut, 'timeout', null, '')), timeoutMs);
    const onAbort = (): void => stop(new GitCommandError(localize('siteRepo.git.cancelled', { command }), 'cancelled', null, ''));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const finish = (): void => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    child.on('spawn', () => {
      if (child.pid !== undefined) options.onSpawn?.(child.pid, args);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish();
      const why = error.code === 'ENOENT' ? localize('siteRepo.git.notFound', { program: gitProgram() }) : localize('siteRepo.git.notStarted', { reason: error.message });
      reject(new GitCommandError(why, 'invalid_config', null, ''));
    });
    child.on('close', (exitCode, signal) => {
      finish();
      const shownStderr = shownGitText(Buffer.concat(stderr).toString('utf8'), secrets);
      if (stoppedBecause) reject(stoppedBecause);
      else if (exitCode === null) reject(new GitCommandError(signal ? localize('siteRepo.git.stoppedBySignal', { command, signal }) : localize('siteRepo.git.stoppedByASignal', { command }), 'interrupted', null, shownStderr));
      else resolve({ exitCode, stdout: Buffer.concat(stdout).toString('utf8'), stderr: shownStderr });
    });
    child.stdin.on('error', () => {
      // git may exit before reading all its input (a refused command); its exit code says why.
    });
    child.stdin.end(options.input ?? '');
  });
}

/** Runs git and answers its standard output; a non-zero exit is a GitCommandError with git's own words. */
export async function git(args: readonly string[], options: GitRunOptions): Promise<string> {
  const result = await runGit(args, options);
  if (result.exitCode !== 0) throw failedCommand(args, result);
  return result.stdout;
}

export function failedCommand(args: readonly string[], result: GitResult): GitCommandError {
  const command = `git ${args[0] ?? ''}`.trim();
  const text = result.stderr === '' ? localize('siteRepo.git.failedWithCode', { command, code: String(result.exitCode) }) : localize('siteRepo.git.failed', { command, words: result.stderr });
  return new GitCommandError(text, 'storage', result.exitCode, result.stderr);
}

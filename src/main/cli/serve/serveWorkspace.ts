// The workspace of `camconfig serve`: --workspace DIR, else $XDG_CONFIG_HOME/camconfig, else
// ~/.config/camconfig. Passwords are encrypted with a key derived from the workspace
// passphrase, asked once at start ($CAMCONFIG_WORKSPACE_PASSPHRASE, else a hidden prompt on
// a terminal); without one they are kept in memory only and asked for again after a restart.
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { CliIo } from '../cliIo';
import { promptHidden } from '../rc/passwordSource';
import type { CameraStore, PasswordProtection } from '../../workspace';
import { isSiteFolder, sitePassphraseEnvVariable } from '../../workspace/siteFolder';
import { terminalLanguage } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize } from '../../../shared/i18n/text';

export const workspacePassphraseEnvVariable = 'CAMCONFIG_WORKSPACE_PASSPHRASE';

export function defaultWorkspaceFolder(env: NodeJS.ProcessEnv): string {
  // From the command's own environment (not the process's): what it was given decides.
  const home = env.HOME && env.HOME.startsWith('/') ? env.HOME : homedir();
  const configHome = env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith('/') ? env.XDG_CONFIG_HOME : join(home, '.config');
  return join(configHome, 'camconfig');
}

/** The folder --workspace names (made absolute), else the default one. */
export function workspaceFolder(folderOption: string | undefined, env: NodeJS.ProcessEnv): string {
  return resolve(folderOption ?? defaultWorkspaceFolder(env));
}

/**
 * Rejects with WrongPassphraseError or WorkspaceFileError (both name the file). `program` starts
 * each line it prints. The passphrase is asked for here unless `protection` was obtained before.
 */
export async function openServeWorkspace(folderOption: string | undefined, io: CliIo, program = 'camconfig serve', protection?: PasswordProtection): Promise<CameraStore> {
  const folder = workspaceFolder(folderOption, io.env);
  const passwords = protection ?? (await passphraseProtection(folder, io));
  // Loaded here, not with this module: serve asks for the passphrase and starts listening first.
  const { openWorkspace } = await import('../../workspace/openWorkspace');
  const workspace = await openWorkspace(folder, passwords);
  const language = terminalLanguage(io.env);
  io.stderr.write(`${program}: ${renderText(localize('cliServe.workspace.opened', { folder, storage: storageWords[workspace.passwordStorage] }), language)}\n`);
  for (const problem of workspace.problems) io.stderr.write(`${program}: ${renderText(localize('cliServe.running.warning', { warning: problem }), language)}\n`);
  return workspace;
}

const storageWords = {
  'passphrase-encrypted': localize('cliServe.workspace.passphraseEncrypted'),
  'os-encrypted': localize('cliServe.workspace.osEncrypted'),
  'memory-only': localize('cliServe.workspace.memoryOnly', { variable: workspacePassphraseEnvVariable }),
} as const;

/**
 * The workspace passphrase: $CAMCONFIG_WORKSPACE_PASSPHRASE, else a hidden prompt on a terminal,
 * else none. A site's cameras are sealed with the site key instead: its passphrase is
 * $CAMCONFIG_SITE_PASSPHRASE, else a hidden prompt on a terminal, else none (no passwords).
 */
export async function passphraseProtection(folder: string, io: CliIo): Promise<PasswordProtection> {
  if (await isSiteFolder(folder)) return { kind: 'none', ...(await sitePassphrase(folder, io)) };
  const fromEnv = io.env[workspacePassphraseEnvVariable];
  if (fromEnv) return { kind: 'passphrase', passphrase: fromEnv };
  if (!io.isTTY) return { kind: 'none' };
  const typed = await promptHidden(io, renderText(localize('cliServe.prompt.passphrase', { folder }), terminalLanguage(io.env)));
  return typed === '' ? { kind: 'none' } : { kind: 'passphrase', passphrase: typed };
}

async function sitePassphrase(folder: string, io: CliIo): Promise<{ sitePassphrase?: string }> {
  const fromEnv = io.env[sitePassphraseEnvVariable];
  if (fromEnv) return { sitePassphrase: fromEnv };
  if (!io.isTTY) return {};
  const typed = await promptHidden(io, renderText(localize('cliServe.prompt.sitePassphrase', { folder, variable: sitePassphraseEnvVariable }), terminalLanguage(io.env)));
  return typed === '' ? {} : { sitePassphrase: typed };
}

// `camconfig site init|clone|status|log|pull|push`: a site a git repository (docs/cli/site.md,
// docs/site-repository.md). Thin: parsing and output here, everything else in src/main/siterepo/.
import { formatOptionHelp } from '../../base/commandLine/optionHelp';
import { flag, optionValue, optionValues, parseCommandLine, type CommandLineOption, type ParsedCommandLine } from '../../base/commandLine/parseCommandLine';
import { UsageError } from '../../base/commandLine/usageError';
import { SiteRepository, type PushOutcome, type SiteStatus } from '../../siterepo/siteRepository';
import type { PullOutcome } from '../../siterepo/sitePull';
import { parseTechnician, technicianFromGitConfig } from '../../siterepo/technician';
import type { Technician } from '../../siterepo/commitMessage';
import { terminalSafeText } from '../../../shared/text/terminalSafeText';
import type { CliIo } from '../cliIo';
import { ExitCode, exitCodeForError } from '../exitCodes';
import { cloneOptions, initOptions, logOptions, passphraseOptions, pullOptions, pushOptions, statusOptions } from './siteOptions';
import { changeSitePassphrase } from '../../siterepo/sitePassphrase';
import { promptHidden } from '../rc/passwordSource';
import { isSiteFolder, sitePassphraseEnvVariable } from '../../workspace/siteFolder';
import { keyFileName, openWorkspace, type PasswordProtection } from '../../workspace';
import { turnWorkspaceIntoSite, type TurnOptions } from '../../siterepo/siteFromWorkspace';
import type { SiteInfo } from '../../siterepo/siteLayout';
import { workspacePassphraseEnvVariable } from '../serve/serveWorkspace';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { errorWords, givenWords } from '../../../shared/i18n/errorWords';
import { terminalLanguage, type Language } from '../../../shared/i18n/languages';
import { englishText, renderText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';

type Output = { lines: Text[]; json: unknown };
type Subcommand = (args: ParsedCommandLine, io: CliIo, signal: AbortSignal) => Promise<Output>;

const subcommands: Record<string, { synopsis: string; summary: Text; options: readonly CommandLineOption[]; run: Subcommand }> = {
  init: { synopsis: 'init DIR --name NAME [--from-workspace WS]', summary: localize('cliSite.summary.init'), options: initOptions, run: runInit },
  clone: { synopsis: 'clone URL DIR', summary: localize('cliSite.summary.clone'), options: cloneOptions, run: runClone },
  status: { synopsis: 'status [--site DIR]', summary: localize('cliSite.summary.status'), options: statusOptions, run: runStatus },
  log: { synopsis: 'log [--site DIR] [--camera ID] [--path PATH]', summary: localize('cliSite.summary.log'), options: logOptions, run: runLog },
  pull: { synopsis: 'pull [--site DIR]', summary: localize('cliSite.summary.pull'), options: pullOptions, run: runPull },
  push: { synopsis: 'push [--site DIR]', summary: localize('cliSite.summary.push'), options: pushOptions, run: runPush },
  passphrase: { synopsis: 'passphrase [--site DIR]', summary: localize('cliSite.summary.passphrase'), options: passphraseOptions, run: runPassphrase },
};

/** The --help of camconfig site, in `language`. */
export function siteUsage(language: Language): string {
  const listed = Object.values(subcommands).map(({ synopsis, summary }) => `  ${synopsis.padEnd(38)} ${renderText(summary, language)}`);
  return renderText(localize('cliSite.usage', { subcommands: listed.join('\n') }), language);
}

/** The --help of one subcommand, in `language`. */
function subcommandUsage(subcommand: (typeof subcommands)[string], language: Language): string {
  return renderText(localize('cliSite.subcommandUsage', { synopsis: subcommand.synopsis, summary: subcommand.summary, options: formatOptionHelp(subcommand.options, language) }), language);
}

export async function runSiteCommand(argv: string[], io: CliIo): Promise<number> {
  const language = terminalLanguage(io.env);
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(siteUsage(language) + '\n');
    return name === undefined ? ExitCode.usage : ExitCode.ok;
  }
  const subcommand = Object.hasOwn(subcommands, name) ? subcommands[name] : undefined;
  if (!subcommand) {
    io.stderr.write(`camconfig site: ${renderText(localize('cliSite.error.unknownSubcommand', { name: terminalSafeText(name) }), language)}\n\n${siteUsage(language)}\n`);
    return ExitCode.usage;
  }
  const controller = new AbortController();
  const cancel = (): void => controller.abort();
  process.once('SIGINT', cancel);
  try {
    const args = parseCommandLine(rest, subcommand.options, `camconfig site ${name}`);
    if (flag(args, 'help')) {
      io.stdout.write(`${subcommandUsage(subcommand, language)}\n`);
      return ExitCode.ok;
    }
    const { lines, json } = await subcommand.run(args, io, controller.signal);
    io.stdout.write(flag(args, 'json') ? `${JSON.stringify(json, null, 2)}\n` : lines.map((line) => `${terminalSafeText(renderText(line, language))}\n`).join(''));
    return ExitCode.ok;
  } catch (error) {
    const message = errorWords(error, language);
    const seeHelp = error instanceof UsageError ? `\n${renderText(localize('commandLine.seeHelp', { command: 'camconfig site' }), language)}` : '';
    io.stderr.write(`camconfig site: ${terminalSafeText(message)}${seeHelp}\n`);
    return exitCodeForError(error);
  } finally {
    process.off('SIGINT', cancel);
  }
}

function positionals(args: ParsedCommandLine, count: number, expected: Text): string[] {
  if (args.positionals.length !== count) throw new UsageError(expected);
  return args.positionals;
}

async function technicianFor(args: ParsedCommandLine, folder: string): Promise<Technician> {
  const given = optionValue(args, 'technician');
  return given === undefined ? technicianFromGitConfig(folder) : parseTechnician(given);
}

async function runInit(args: ParsedCommandLine, io: CliIo, signal: AbortSignal): Promise<Output> {
  const [folder] = positionals(args, 1, localize('cliSite.error.initFolder'));
  const name = optionValue(args, 'name');
  if (name === undefined) throw new UsageError(localize('cliSite.error.initNeedsName'));
  const given = optionValue(args, 'report-language') ?? 'en';
  if (given !== 'en' && given !== 'de') throw new UsageError(localize('cliSite.error.reportLanguage', { given }));
  const language: 'en' | 'de' = given;
  const site = { name, customer: optionValue(args, 'customer') ?? '', address: optionValue(args, 'address') ?? '', timeZone: optionValue(args, 'time-zone') ?? Intl.DateTimeFormat().resolvedOptions().timeZone, reportLanguage: language };
  const technician = await technicianFor(args, process.cwd());
  const remote = optionValue(args, 'remote');
  const fromWorkspace = optionValue(args, 'from-workspace');
  if (fromWorkspace !== undefined) return runInitFromWorkspace(folder!, fromWorkspace, site, technician, io, { signal, ...(remote === undefined ? {} : { remote }) });
  const { repository } = await SiteRepository.init(folder!, site, technician, { signal, ...(remote === undefined ? {} : { remote }) });
  return { lines: [localize('cliSite.result.started', { name, folder: repository.folder })], json: { folder: repository.folder, site } };
}

/** The workspace's own protection: its passphrase ($CAMCONFIG_WORKSPACE_PASSPHRASE, else asked on a terminal), so its passwords open. */
async function workspaceProtection(folder: string, io: CliIo): Promise<PasswordProtection> {
  const given = io.env[workspacePassphraseEnvVariable];
  if (given) return { kind: 'passphrase', passphrase: given };
  if (!io.isTTY || !(await hasWorkspaceKey(folder))) return { kind: 'none' };
  const typed = await promptHidden(io, renderText(localize('siteMigration.prompt.workspacePassphrase', { folder }), terminalLanguage(io.env)));
  return typed === '' ? { kind: 'none' } : { kind: 'passphrase', passphrase: typed };
}

async function hasWorkspaceKey(folder: string): Promise<boolean> {
  return (await stat(join(folder, keyFileName)).catch(() => null))?.isFile() ?? false;
}

/** The new site's passphrase: $CAMCONFIG_SITE_PASSPHRASE, else asked twice on a terminal, hidden. */
async function newSitePassphrase(io: CliIo): Promise<string> {
  const given = io.env[sitePassphraseEnvVariable];
  if (given !== undefined && given !== '') return given;
  const typed = await passphraseFrom(io, sitePassphraseEnvVariable, 'new', localize('cliSite.result.promptNew'));
  const repeated = await promptHidden(io, renderText(localize('cliSite.result.promptRepeat'), terminalLanguage(io.env)));
  if (repeated !== typed) throw new UsageError(localize('cliSite.error.passphrasesDiffer'));
  return typed;
}

async function runInitFromWorkspace(folder: string, workspaceFolder: string, site: SiteInfo, technician: Technician, io: CliIo, options: TurnOptions): Promise<Output> {
  const source = resolve(workspaceFolder);
  if (!(await stat(source).catch(() => null))?.isDirectory()) throw new UsageError(localize('siteRepo.open.noFolder', { folder: source }));
  if (await isSiteFolder(source)) throw new UsageError(localize('siteMigration.alreadySite', { folder: source }));
  const passphrase = await newSitePassphrase(io);
  const workspace = await openWorkspace(source, await workspaceProtection(source, io));
  const turned = await turnWorkspaceIntoSite(workspace, folder, site, technician, passphrase, options);
  const target = turned.opened.repository.folder;
  const commit = turned.commit.slice(0, 10);
  const line = turned.inPlace
    ? localize('siteMigration.result.turnedInPlace', { folder: target, name: site.name, count: turned.cameras, commit })
    : localize('siteMigration.result.turnedCopy', { workspace: source, folder: target, name: site.name, count: turned.cameras, commit });
  return { lines: [line], json: { folder: target, workspace: source, inPlace: turned.inPlace, cameras: turned.cameras, commit: turned.commit, site } };
}

async function runClone(args: ParsedCommandLine, io: CliIo, signal: AbortSignal): Promise<Output> {
  const [url, folder] = positionals(args, 2, localize('cliSite.error.cloneArguments'));
  const { repository, site } = await SiteRepository.clone(url!, folder!, { signal });
  return { lines: [localize('cliSite.result.cloned', { name: site.name, folder: repository.folder })], json: { folder: repository.folder, site } };
}

async function openSite(args: ParsedCommandLine, signal: AbortSignal): Promise<{ repository: SiteRepository; notes: Text[] }> {
  if (args.positionals.length > 0) throw new UsageError(localize('cliSite.error.unexpectedArgument', { argument: args.positionals[0]! }));
  return SiteRepository.open(optionValue(args, 'site') ?? process.cwd(), { signal });
}

/** Scripts give the new passphrase in this variable; on a terminal it is asked twice, hidden. */
const newSitePassphraseEnvVariable = 'CAMCONFIG_NEW_SITE_PASSPHRASE';

async function passphraseFrom(io: CliIo, variable: string, which: 'old' | 'new', prompt: Text): Promise<string> {
  const given = io.env[variable];
  if (given !== undefined && given !== '') return given;
  if (!io.isTTY) throw new UsageError(localize('cliSite.error.passphraseNeeded', { which: localize(`cliSite.result.${which}`), variable }));
  return promptHidden(io, renderText(prompt, terminalLanguage(io.env)));
}

async function runPassphrase(args: ParsedCommandLine, io: CliIo, signal: AbortSignal): Promise<Output> {
  const { repository } = await openSite(args, signal);
  const technician = await technicianFor(args, repository.folder);
  const oldPassphrase = await passphraseFrom(io, sitePassphraseEnvVariable, 'old', localize('cliSite.result.promptOld'));
  const newPassphrase = await passphraseFrom(io, newSitePassphraseEnvVariable, 'new', localize('cliSite.result.promptNew'));
  if (io.env[newSitePassphraseEnvVariable] === undefined || io.env[newSitePassphraseEnvVariable] === '') {
    const repeated = await promptHidden(io, renderText(localize('cliSite.result.promptRepeat'), terminalLanguage(io.env)));
    if (repeated !== newPassphrase) throw new UsageError(localize('cliSite.error.passphrasesDiffer'));
  }
  const { commit, resealed } = await changeSitePassphrase(repository, oldPassphrase, newPassphrase, technician);
  return { lines: [localize('cliSite.result.passphraseChanged', { count: resealed, commit: commit?.slice(0, 10) ?? '-' })], json: { commit, resealed } };
}

function syncText(status: SiteStatus): Text {
  const { ahead, behind } = status;
  if (!status.hasRemote) return localize('cliSite.result.commitsNoRemote', { count: ahead });
  if (status.lastFetchAt) return localize('cliSite.result.aheadBehind', { ahead, behind, fetchedAt: status.lastFetchAt });
  return localize('cliSite.result.aheadBehindNeverPulled', { ahead, behind });
}

async function runStatus(args: ParsedCommandLine, io: CliIo, signal: AbortSignal): Promise<Output> {
  const { repository, notes } = await openSite(args, signal);
  const status = await repository.status({ signal });
  const lines = [...notes, localize('cliSite.result.onBranch', { branch: status.branch, sync: syncText(status) })];
  if (status.inProgress) lines.push(localize('cliSite.result.inProgress', { operation: status.inProgress }));
  lines.push(status.uncommitted.length === 0 ? localize('cliSite.result.nothingUncommitted') : localize('cliSite.result.notCommitted', { files: status.uncommitted.join(', ') }));
  return { lines, json: { ...status, notes: notes.map(englishText) } };
}

async function runLog(args: ParsedCommandLine, io: CliIo, signal: AbortSignal): Promise<Output> {
  const limitText = optionValue(args, 'limit') ?? '100';
  const limit = Number(limitText);
  if (!/^\d{1,6}$/.test(limitText) || limit < 1) throw new UsageError(localize('cliSite.error.limit', { given: limitText }));
  const { repository } = await openSite(args, signal);
  const camera = optionValue(args, 'camera');
  const entries = await repository.log({ paths: optionValues(args, 'path'), limit, ...(camera === undefined ? {} : { camera }) }, { signal });
  // A commit's line is data (id, date, author, subject): given as it is, not worded.
  const lines = entries.map((entry) => givenWords(`${entry.commit.slice(0, 10)}  ${entry.date}  ${entry.author.name}  ${entry.subject}`));
  return { lines: lines.length > 0 ? lines : [localize('cliSite.result.noCommits')], json: { commits: entries } };
}

function pullLine(outcome: PullOutcome): Text {
  if (outcome.outcome === 'up_to_date') return localize('cliSite.result.upToDate');
  if (outcome.outcome === 'conflict') return localize('cliSite.result.conflict', { files: outcome.files.join(', ') });
  const commit = outcome.commit.slice(0, 10);
  return outcome.outcome === 'merged' ? localize('cliSite.result.merged', { commit }) : localize('cliSite.result.fastForward', { commit });
}

async function runPull(args: ParsedCommandLine, io: CliIo, signal: AbortSignal): Promise<Output> {
  const { repository, notes } = await openSite(args, signal);
  const outcome = await repository.pull(await technicianFor(args, repository.folder), { signal });
  return { lines: [...notes, pullLine(outcome)], json: outcome };
}

function pushLines(outcome: PushOutcome): Text[] {
  if (outcome.outcome === 'up_to_date') return [localize('cliSite.result.remoteHasAll')];
  if (outcome.outcome === 'not_pushed') return [pullLine(outcome.pulled), localize('cliSite.result.notPushed')];
  return [...(outcome.pulledFirst ? [localize('cliSite.result.remoteMovedOn', { pull: pullLine(outcome.pulledFirst) })] : []), localize('cliSite.result.pushed')];
}

async function runPush(args: ParsedCommandLine, io: CliIo, signal: AbortSignal): Promise<Output> {
  const { repository, notes } = await openSite(args, signal);
  const outcome = await repository.push(await technicianFor(args, repository.folder), { signal });
  return { lines: [...notes, ...pushLines(outcome)], json: outcome };
}

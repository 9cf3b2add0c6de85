// `camconfig site init|clone|status|log|pull|push`: a site a git repository (docs/cli/site.md,
// docs/site-repository.md). Thin: parsing and output here, everything else in src/main/siterepo/.
import { formatOptionHelp } from '../../base/commandLine/optionHelp';
import { flag, optionValue, optionValues, parseCommandLine, type CommandLineOption, type ParsedCommandLine } from '../../base/commandLine/parseCommandLine';
import { UsageError } from '../../base/commandLine/usageError';
import { SiteRepository, type PushOutcome } from '../../siterepo/siteRepository';
import type { PullOutcome } from '../../siterepo/sitePull';
import { parseTechnician, technicianFromGitConfig } from '../../siterepo/technician';
import type { Technician } from '../../siterepo/commitMessage';
import { terminalSafeText } from '../../../shared/text/terminalSafeText';
import type { CliIo } from '../cliIo';
import { ExitCode, exitCodeForError } from '../exitCodes';
import { cloneOptions, initOptions, logOptions, pullOptions, pushOptions, statusOptions } from './siteOptions';
import { errorWords } from '../../../shared/i18n/errorWords';
import { terminalLanguage } from '../../../shared/i18n/languages';

type Output = { lines: string[]; json: unknown };
type Subcommand = (args: ParsedCommandLine, io: CliIo, signal: AbortSignal) => Promise<Output>;

const subcommands: Record<string, { synopsis: string; summary: string; options: readonly CommandLineOption[]; run: Subcommand }> = {
  init: { synopsis: 'init DIR --name NAME [--remote URL]', summary: 'make DIR a new site (a git repository with site.json)', options: initOptions, run: runInit },
  clone: { synopsis: 'clone URL DIR', summary: "clone the team's site from its remote into DIR", options: cloneOptions, run: runClone },
  status: { synopsis: 'status [--site DIR]', summary: 'ahead / behind the remote, files not committed', options: statusOptions, run: runStatus },
  log: { synopsis: 'log [--site DIR] [--path PATH]', summary: 'who changed what and when, newest first', options: logOptions, run: runLog },
  pull: { synopsis: 'pull [--site DIR]', summary: "fetch the team's changes and merge them (all or nothing)", options: pullOptions, run: runPull },
  push: { synopsis: 'push [--site DIR]', summary: 'push the site; pulls first when the remote moved on', options: pushOptions, run: runPush },
};

export const siteUsage = [
  'Usage: camconfig site <subcommand> [options]',
  '',
  'Subcommands:',
  ...Object.values(subcommands).map(({ synopsis, summary }) => `  ${synopsis.padEnd(38)} ${summary}`),
  '',
  'Run `camconfig site <subcommand> --help` for its options; see docs/cli/site.md.',
].join('\n');

export async function runSiteCommand(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(siteUsage + '\n');
    return name === undefined ? ExitCode.usage : ExitCode.ok;
  }
  const subcommand = Object.hasOwn(subcommands, name) ? subcommands[name] : undefined;
  if (!subcommand) {
    io.stderr.write(`camconfig site: unknown subcommand '${terminalSafeText(name)}'.\n\n${siteUsage}\n`);
    return ExitCode.usage;
  }
  const controller = new AbortController();
  const cancel = (): void => controller.abort();
  process.once('SIGINT', cancel);
  try {
    const args = parseCommandLine(rest, subcommand.options, `camconfig site ${name}`);
    if (flag(args, 'help')) {
      io.stdout.write(`Usage: camconfig site ${subcommand.synopsis} [options]\n\n${subcommand.summary}.\n\nOptions:\n${formatOptionHelp(subcommand.options, terminalLanguage(io.env))}\n`);
      return ExitCode.ok;
    }
    const { lines, json } = await subcommand.run(args, io, controller.signal);
    io.stdout.write(flag(args, 'json') ? `${JSON.stringify(json, null, 2)}\n` : lines.map((line) => `${terminalSafeText(line)}\n`).join(''));
    return ExitCode.ok;
  } catch (error) {
    const message = errorWords(error, terminalLanguage(io.env));
    io.stderr.write(`camconfig site: ${terminalSafeText(message)}${error instanceof UsageError ? '\n(see camconfig site --help)' : ''}\n`);
    return exitCodeForError(error);
  } finally {
    process.off('SIGINT', cancel);
  }
}

function onePositional(args: ParsedCommandLine, count: number, what: string): string[] {
  if (args.positionals.length !== count) throw new UsageError(`site ${what}`);
  return args.positionals;
}

async function technicianFor(args: ParsedCommandLine, folder: string): Promise<Technician> {
  const given = optionValue(args, 'technician');
  return given === undefined ? technicianFromGitConfig(folder) : parseTechnician(given);
}

async function runInit(args: ParsedCommandLine, io: CliIo, signal: AbortSignal): Promise<Output> {
  const [folder] = onePositional(args, 1, 'init takes one DIR (the new site folder)');
  const name = optionValue(args, 'name');
  if (name === undefined) throw new UsageError('site init needs --name NAME (the site\'s name)');
  const given = optionValue(args, 'report-language') ?? 'en';
  if (given !== 'en' && given !== 'de') throw new UsageError(`--report-language is en or de, not '${given}'`);
  const language: 'en' | 'de' = given;
  const site = { name, customer: optionValue(args, 'customer') ?? '', address: optionValue(args, 'address') ?? '', timeZone: optionValue(args, 'time-zone') ?? Intl.DateTimeFormat().resolvedOptions().timeZone, reportLanguage: language };
  const technician = await technicianFor(args, process.cwd());
  const remote = optionValue(args, 'remote');
  const { repository } = await SiteRepository.init(folder!, site, technician, { signal, ...(remote === undefined ? {} : { remote }) });
  return { lines: [`Started the site '${name}' in ${repository.folder}`], json: { folder: repository.folder, site } };
}

async function runClone(args: ParsedCommandLine, io: CliIo, signal: AbortSignal): Promise<Output> {
  const [url, folder] = onePositional(args, 2, 'clone takes URL DIR');
  const { repository, site } = await SiteRepository.clone(url!, folder!, { signal });
  return { lines: [`Cloned the site '${site.name}' into ${repository.folder}`], json: { folder: repository.folder, site } };
}

async function openSite(args: ParsedCommandLine, signal: AbortSignal): Promise<{ repository: SiteRepository; notes: string[] }> {
  if (args.positionals.length > 0) throw new UsageError(`unexpected argument '${args.positionals[0]}' (the site folder is given with --site DIR)`);
  return SiteRepository.open(optionValue(args, 'site') ?? process.cwd(), { signal });
}

async function runStatus(args: ParsedCommandLine, io: CliIo, signal: AbortSignal): Promise<Output> {
  const { repository, notes } = await openSite(args, signal);
  const status = await repository.status({ signal });
  const sync = status.hasRemote ? `${status.ahead} ahead, ${status.behind} behind the remote${status.lastFetchAt ? ` (as of ${status.lastFetchAt})` : ' (never pulled)'}` : `${status.ahead} commits, no remote`;
  const lines = [...notes, `On ${status.branch}: ${sync}`];
  if (status.inProgress) lines.push(`A ${status.inProgress} made by hand is under way: finish or abort it with git`);
  lines.push(status.uncommitted.length === 0 ? 'Nothing uncommitted' : `Not committed: ${status.uncommitted.join(', ')}`);
  return { lines, json: { ...status, notes } };
}

async function runLog(args: ParsedCommandLine, io: CliIo, signal: AbortSignal): Promise<Output> {
  const limitText = optionValue(args, 'limit') ?? '100';
  const limit = Number(limitText);
  if (!/^\d{1,6}$/.test(limitText) || limit < 1) throw new UsageError(`--limit is a number of commits from 1 to 999999, not '${limitText}'`);
  const { repository } = await openSite(args, signal);
  const entries = await repository.log({ paths: optionValues(args, 'path'), limit }, { signal });
  const lines = entries.map((entry) => `${entry.commit.slice(0, 10)}  ${entry.date}  ${entry.author.name}  ${entry.subject}`);
  return { lines: lines.length > 0 ? lines : ['No commits'], json: { commits: entries } };
}

function pullLine(outcome: PullOutcome): string {
  if (outcome.outcome === 'up_to_date') return 'Already up to date';
  if (outcome.outcome === 'conflict') return `Not merged: both sides changed ${outcome.files.join(', ')}; nothing was changed here`;
  return outcome.outcome === 'merged' ? `Merged the remote's changes (${outcome.commit.slice(0, 10)})` : `Brought up to the remote (${outcome.commit.slice(0, 10)})`;
}

async function runPull(args: ParsedCommandLine, io: CliIo, signal: AbortSignal): Promise<Output> {
  const { repository, notes } = await openSite(args, signal);
  const outcome = await repository.pull(await technicianFor(args, repository.folder), { signal });
  return { lines: [...notes, pullLine(outcome)], json: outcome };
}

function pushLines(outcome: PushOutcome): string[] {
  if (outcome.outcome === 'up_to_date') return ['The remote has everything already'];
  if (outcome.outcome === 'not_pushed') return [pullLine(outcome.pulled), 'Not pushed'];
  return [...(outcome.pulledFirst ? [`The remote had moved on: ${pullLine(outcome.pulledFirst)}`] : []), 'Pushed'];
}

async function runPush(args: ParsedCommandLine, io: CliIo, signal: AbortSignal): Promise<Output> {
  const { repository, notes } = await openSite(args, signal);
  const outcome = await repository.push(await technicianFor(args, repository.folder), { signal });
  return { lines: [...notes, ...pushLines(outcome)], json: outcome };
}

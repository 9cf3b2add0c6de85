// The running `camconfig agent`: opens the site (site.json), agent.json and the workspace as
// `camconfig serve` does (the passphrase from $CAMCONFIG_WORKSPACE_PASSPHRASE, never echoed),
// starts the studio's services without the message bus, the channels, the metrics endpoint and
// the scheduler, and on SIGINT / SIGTERM ends the running job (recorded as stopped), closes
// the endpoint and the services, and exits 0. Lines a person reads go to stdout, problems to stderr.
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { hostname } from 'node:os';
import type { CliIo } from '../cliIo';
import { ExitCode, exitCodeForError } from '../exitCodes';
import { closeWithinGrace, untilStopSignal } from '../untilStopSignal';
import { openServeWorkspace, passphraseProtection } from '../serve/serveWorkspace';
import type { AgentOptions } from './agentOptions';
import { sitePush } from './sitePush';
import { studioJobs } from './studioJobs';
import { readMetricsToken } from './metricsToken';
import { agentChannels } from '../../agent/agentChannels';
import { AgentMetrics } from '../../agent/agentMetrics';
import { AgentSettingsError, readAgentSettings } from '../../agent/agentSettingsFile';
import { AgentStateKeeper } from '../../agent/agentStateKeeper';
import { AlertStateFile } from '../../agent/alertStateFile';
import { AgentRunsFile } from '../../agent/agentRunsFile';
import { systemClock } from '../../agent/agentClock';
import { startMetricsServer, type RunningMetricsServer } from '../../agent/metricsServer';
import { SiteAgent } from '../../agent/siteAgent';
import { readSiteFile } from '../../siterepo/siteFile';
import { agentTechnician } from '../../siterepo/technician';
import { siteFileName, type SiteInfo } from '../../siterepo/siteLayout';
import type { StudioServices } from '../../services/studioServices';
import { agentJobNames } from '../../../shared/agent/agentSettings';
import { errorAsText, givenWords } from '../../../shared/i18n/errorWords';
import { terminalLanguage } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';

export interface AgentFolders {
  /** Absolute. */
  workspace: string;
}

interface RunningAgent {
  agent: SiteAgent;
  services: StudioServices;
  metricsServer: RunningMetricsServer | null;
}

export async function runAgent(options: AgentOptions, folders: AgentFolders, io: CliIo): Promise<number> {
  const language = terminalLanguage(io.env);
  const say = (text: Text): void => void io.stdout.write(`camconfig agent: ${renderText(text, language)}\n`);
  const warn = (text: Text): void => void io.stderr.write(`camconfig agent: ${renderText(text, language)}\n`);
  const stopped = untilStopSignal();
  let running: RunningAgent;
  try {
    running = await startAgent(options, folders, io, say, warn);
  } catch (error) {
    warn(errorAsText(error));
    if (error instanceof AgentSettingsError) for (const problem of error.problems.slice(1)) warn(problem);
    return exitCodeForError(error);
  }
  const signal = await stopped;
  say(localize('cliAgent.stopping', { signal }));
  await closeWithinGrace(
    async () => {
      await running.agent.stop();
      await running.metricsServer?.close();
      await running.services.close();
    },
    { report: (line) => warn(line) },
  );
  say(localize('cliAgent.stopped', { signal }));
  return ExitCode.ok;
}

async function startAgent(options: AgentOptions, folders: AgentFolders, io: CliIo, say: (text: Text) => void, warn: (text: Text) => void): Promise<RunningAgent> {
  const site = await siteOf(folders);
  const { settings } = await readAgentSettings(folders.workspace);
  const token = options.tokenFile === undefined ? null : await readMetricsToken(options.tokenFile);
  const timeZone = settings.timeZone ?? site.timeZone;
  const workspace = await openServeWorkspace(folders.workspace, io, 'camconfig agent', await passphraseProtection(folders.workspace, io));
  const channels = agentChannels(settings.channels, workspace.secretStore, { site: site.name, language: site.reportLanguage, timeZone, settingsFile: join(folders.workspace, 'agent.json'), log: warn });
  const { createStudioServices } = await import('../../services/createStudioServices');
  // In a workspace that is a site, each job that changed the site is one commit by the agent, pushed after the job when the site has a remote (docs/agent.md).
  const services = await createStudioServices({ demo: false, mode: 'web', workspace, withoutBus: true, technician: agentTechnician(hostname()) });
  let metricsServer: RunningMetricsServer | null = null;
  try {
    const loaded = await new AlertStateFile(folders.workspace).load();
    if (loaded.warning !== null) warn(givenWords(loaded.warning));
    const keeper = new AgentStateKeeper(loaded.state, new AlertStateFile(folders.workspace), (error) => warn(localize('cliAgent.stateNotWritten', { problem: errorAsText(error) })));
    const runs = await AgentRunsFile.open(folders.workspace, { pid: process.pid, host: hostname(), startedAt: systemClock.now() }, (error) => warn(localize('cliAgent.stateNotWritten', { problem: errorAsText(error) })));
    if (runs.warning !== null) warn(runs.warning);
    const metrics = new AgentMetrics(Date.now, { processFigures: true });
    const agent = new SiteAgent({ settings, timeZone, language: site.reportLanguage, keeper, channels, metrics, jobs: studioJobs(services, site.reportLanguage, say), clock: systemClock, say, runs, pushSite: sitePush(services, systemClock, say, warn) });
    metricsServer = options.metricsPort === null ? null : await startMetricsServer({ host: options.metricsHost, port: options.metricsPort, allowRemote: options.allowRemote, bearerToken: token, metrics, health: () => ({ site: site.name, ...agent.health() }) });
    if (metricsServer !== null) say(localize('cliAgent.metricsAt', { url: `http://${options.metricsHost.includes(':') ? `[${options.metricsHost}]` : options.metricsHost}:${metricsServer.port}/metrics` }));
    await agent.start();
    const schedules = agentJobNames.map((job) => localize(settings.jobs[job].enabled ? 'cliAgent.schedule' : 'cliAgent.scheduleOff', { job, schedule: settings.jobs[job].schedule }));
    say(localize('cliAgent.running', { site: site.name, timeZone, refresh: schedules[0]!, check: schedules[1]!, backup: schedules[2]!, channels: channels.map((channel) => channel.name).join(', ') || '-' }));
    return { agent, services, metricsServer };
  } catch (error) {
    await metricsServer?.close();
    await Promise.all(channels.map((channel) => channel.close()));
    await services.close();
    throw error;
  }
}

/** The site's name, time zone and report language: the workspace's site.json (a workspace that is a site), else the folder's name in English and the machine's zone. */
async function siteOf(folders: AgentFolders): Promise<Pick<SiteInfo, 'name' | 'timeZone' | 'reportLanguage'>> {
  if (existsSync(join(folders.workspace, siteFileName))) return readSiteFile(folders.workspace);
  return { name: basename(folders.workspace), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, reportLanguage: 'en' };
}

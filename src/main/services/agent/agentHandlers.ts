// agent.*: the site agent's agent.json in the workspace folder, read and saved by the studio's
// form with the agent's own rules, a test alert per channel, and what the agent's own files say
// of its runs and open alerts (docs/agent.md, "In the studio").
import { basename } from 'node:path';
import { ApiError } from '../../../shared/api/errors';
import { agentSettingsSchema } from '../../../shared/agent/agentSettings';
import { localize } from '../../../shared/i18n/text';
import type { MethodOutput } from '../../../shared/api/contract';
import { readSiteFile } from '../../siterepo/siteFile';
import type { SiteInfo } from '../../siterepo/siteLayout';
import type { SecretStore } from '../../workspace';
import type { HandlersOf } from '../studioServices';
import { AgentSettingsFile, settingsShown, type KeptAgentSettings } from './agentSettingsFile';
import { sendTestAlert } from './agentTestAlert';
import { readAgentStatus, type AgentStatusWatch } from './agentStatus';

export interface AgentWorkspace {
  folder: string;
  readonly secretStore: SecretStore;
}

export function agentHandlers(workspace: AgentWorkspace | null, statusWatch: AgentStatusWatch | null = null): HandlersOf<'agent'> {
  const file = workspace ? new AgentSettingsFile(workspace.folder, () => workspace.secretStore) : null;
  const kept = (): AgentSettingsFile => {
    if (!file) throw ApiError.of('invalid_request', localize('agentStudio.noWorkspace'));
    return file;
  };
  return {
    'agent.status': async () => {
      if (!workspace) return { state: 'no_workspace', problem: null, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, agent: null, jobs: [], alerts: [], alertsOmitted: 0 };
      statusWatch?.follow();
      return readAgentStatus(workspace.folder);
    },

    'agent.settings.read': async () => readAnswer(kept().path, await kept().read()),

    'agent.settings.save': async ({ text, webhookKey, emailPassword }) => {
      const saved = await kept().save(text, { webhookKey, emailPassword });
      return saved.saved ? { saved: true, path: kept().path } : saved;
    },

    'agent.testAlert': async ({ channel }) => {
      const settings = kept();
      const read = await settings.read();
      if (read.state === 'missing') return { delivered: false, target: '', note: localize('agentStudio.testAlert.notSaved') };
      if (read.state !== 'json') return { delivered: false, target: '', note: localize('agentStudio.testAlert.fileProblem', { problem: read.problem }) };
      if (!read.check.ok) return { delivered: false, target: '', note: localize('agentStudio.testAlert.fileProblem', { problem: read.check.problems[0]! }) };
      const { sealed } = read;
      const site = await siteOf(workspace!.folder);
      const timeZone = read.check.settings.timeZone ?? site.timeZone;
      return sendTestAlert(channel, {
        settings: read.check.settings,
        site: site.name,
        language: site.reportLanguage,
        timeZone,
        webhookKey: () => (sealed.webhookKey === null ? null : settings.open(sealed.webhookKey)),
        openSecret: (secret) => settings.open(secret),
      });
    },
  };
}

function readAnswer(path: string, read: KeptAgentSettings): MethodOutput<'agent.settings.read'> {
  if (read.state === 'missing') {
    return { state: 'missing', path, text: shownText(settingsShown(agentSettingsSchema.parse({}))), problems: [], webhookKey: 'not_set', emailPassword: 'not_set' };
  }
  if (read.state === 'unreadable') throw ApiError.of('storage', read.problem);
  if (read.state === 'not_json') return { state: 'invalid', path, text: read.text, problems: [read.problem], webhookKey: 'not_set', emailPassword: 'not_set' };
  const webhookKey = read.sealed.webhookKey === null ? 'not_set' : 'set';
  const emailPassword = read.sealed.emailPassword === null ? 'not_set' : 'set';
  if (!read.check.ok) return { state: 'invalid', path, text: shownText(read.content), problems: read.check.problems, webhookKey, emailPassword };
  return { state: 'kept', path, text: shownText(settingsShown(read.check.settings)), problems: [], webhookKey, emailPassword };
}

function shownText(content: object): string {
  return `${JSON.stringify(content, null, 2)}\n`;
}

/** The site as site.json gives it, else the workspace folder's name in English and the machine's zone (as the agent takes it). */
async function siteOf(folder: string): Promise<Pick<SiteInfo, 'name' | 'timeZone' | 'reportLanguage'>> {
  return readSiteFile(folder).catch(() => ({ name: basename(folder), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, reportLanguage: 'en' as const }));
}

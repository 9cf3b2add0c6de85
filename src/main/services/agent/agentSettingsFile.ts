// agent.json in the workspace folder as the studio reads and writes it: read as it is (a file
// with bad values is shown with its problems, never moved aside: the technician fixes it here),
// checked on save with the agent's own checkAgentSettings, the webhook key and the SMTP password
// sealed by the workspace's secret store, written atomically with its last good copy. A secret
// never leaves this file's functions in plain text, and the text handed out never holds one,
// sealed or not.
import { join } from 'node:path';
import { InputTooLargeError, readCappedFile } from '../../base/files/cappedRead';
import { lineAndColumnText, parseStrictJson } from '../../base/json/strictJson';
import { agentSettingsFileBytes, agentSettingsFileName, agentSettingsSchema, checkAgentSettings, type AgentSettings } from '../../../shared/agent/agentSettings';
import { sealedSecretSchema, type SealedSecret } from '../../../shared/api/sealedSecretSchema';
import { localize, type Text } from '../../../shared/i18n/text';
import { writeWorkspaceFile, type SecretStore } from '../../workspace';

type JsonObject = Record<string, unknown>;

/** The secrets of agent.json, each typed in the form, sealed here and never handed out: where each lies in the file. */
const secretPlaces = {
  webhookKey: {
    channel: 'webhook',
    field: 'secret',
    /** Each problem of the secret, and the field it names (marked in the form). */
    problems: {
      inText: ['channels.webhook.secret', 'agentStudio.key.inText'],
      without: ['channels.webhook.url', 'agentStudio.key.withoutWebhook'],
      missing: ['channels.webhook.secret', 'agentStudio.key.missing'],
      notKept: ['channels.webhook.secret', 'agentStudio.key.notKept'],
    },
  },
  emailPassword: {
    channel: 'email',
    field: 'password',
    problems: {
      inText: ['channels.email.password', 'agentStudio.emailPassword.inText'],
      without: ['channels.email.user', 'agentStudio.emailPassword.withoutUser'],
      missing: ['channels.email.password', 'agentStudio.emailPassword.missing'],
      notKept: ['channels.email.password', 'agentStudio.emailPassword.notKept'],
    },
  },
} as const;

/** A problem of a secret as the agent's checks word theirs, "field: what is wrong", so the form marks that field. */
function secretProblem(name: AgentSecretName, problem: keyof (typeof secretPlaces)[AgentSecretName]['problems']): Text {
  const [where, id] = secretPlaces[name].problems[problem];
  return localize('agent.settings.problem', { where, problem: localize(id) });
}
export type AgentSecretName = keyof typeof secretPlaces;
const secretNames = Object.keys(secretPlaces) as AgentSecretName[];

/** Each secret as sealed in the file, null where there is none (or none sealed). */
export type SealedAgentSecrets = Record<AgentSecretName, SealedSecret | null>;
/** Secrets typed in the form, in plain text; one left out keeps the kept one where its setting stays. */
export type TypedAgentSecrets = Partial<Record<AgentSecretName, string>>;

/** agent.json as it lies on disk: its content without the secrets, and the secrets as sealed. */
export type KeptAgentSettings =
  | { state: 'missing' }
  | { state: 'unreadable'; problem: Text }
  | { state: 'not_json'; text: string; problem: Text }
  | { state: 'json'; content: JsonObject; sealed: SealedAgentSecrets; check: ReturnType<typeof checkAgentSettings> };

export type AgentSettingsSave = { saved: true } | { saved: false; problems: Text[] };

export class AgentSettingsFile {
  readonly path: string;

  constructor(
    folder: string,
    /** The workspace's secret store at the time of each save or test (it changes on unlock). */
    private readonly secrets: () => SecretStore,
  ) {
    this.path = join(folder, agentSettingsFileName);
  }

  async read(): Promise<KeptAgentSettings> {
    let bytes: Buffer;
    try {
      bytes = await readCappedFile(this.path, agentSettingsFileBytes);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'missing' };
      if (error instanceof InputTooLargeError) return { state: 'unreadable', problem: localize('agentStudio.read.tooLarge', { path: this.path, limit: agentSettingsFileBytes }) };
      return { state: 'unreadable', problem: localize('agentStudio.read.unreadable', { path: this.path, reason: (error as NodeJS.ErrnoException).code ?? String(error) }) };
    }
    const text = bytes.toString('utf8');
    const parsed = parseSettingsText(text);
    if ('problem' in parsed) return { state: 'not_json', text, problem: parsed.problem };
    const { content, sealed } = withoutSecrets(parsed.content);
    return { state: 'json', content, sealed, check: checkAgentSettings(withSecrets(content, sealed)) };
  }

  /** Checks `text` as the agent would, with each new secret sealed or the kept one; writes only when there is no problem. */
  async save(text: string, typed: TypedAgentSecrets): Promise<AgentSettingsSave> {
    const parsed = parseSettingsText(text);
    if ('problem' in parsed) return { saved: false, problems: [parsed.problem] };
    const content = parsed.content;
    const inText = secretNames.filter((name) => Object.hasOwn(channelOf(content, secretPlaces[name].channel) ?? {}, secretPlaces[name].field));
    if (inText.length > 0) return { saved: false, problems: inText.map((name) => secretProblem(name, 'inText')) };
    let kept: Promise<KeptAgentSettings> | null = null;
    const keptSealed = async (name: AgentSecretName) => {
      kept ??= this.read();
      const read = await kept;
      return read.state === 'json' ? read.sealed[name] : null;
    };
    const sealed: SealedAgentSecrets = { webhookKey: null, emailPassword: null };
    const problems: Text[] = [];
    for (const name of secretNames) {
      const secret = await this.secretFor(name, content, typed[name], keptSealed);
      if ('problem' in secret) problems.push(secret.problem);
      else sealed[name] = secret.sealed;
    }
    if (problems.length > 0) return { saved: false, problems };
    const file = withSecrets(content, sealed);
    const check = checkAgentSettings(file);
    if (!check.ok) return { saved: false, problems: check.problems };
    await writeWorkspaceFile(this.path, file, agentSettingsSchema, agentSettingsFileBytes);
    return { saved: true };
  }

  /** A sealed secret of the saved file opened, or null when this run cannot open it. */
  open(sealed: SealedSecret): string | null {
    return this.secrets().open(sealed);
  }

  /**
   * The sealed form of one secret for the file: the typed one sealed, else the kept one while its
   * setting stays (a webhook; an e-mail user); none where the setting is gone (no webhook; the
   * e-mail user emptied: no login, a kept password dropped).
   */
  private async secretFor(name: AgentSecretName, content: JsonObject, typed: string | undefined, keptSealed: (name: AgentSecretName) => Promise<SealedSecret | null>): Promise<{ sealed: SealedSecret | null } | { problem: Text }> {
    const wanted = secretWanted(name, content);
    if (typed !== undefined) {
      if (!wanted) return { problem: secretProblem(name, 'without') };
      const sealed = this.secrets().seal(typed);
      return sealed === null ? { problem: secretProblem(name, 'notKept') } : { sealed };
    }
    if (!wanted) return { sealed: null };
    const sealed = await keptSealed(name);
    return sealed === null ? { problem: secretProblem(name, 'missing') } : { sealed };
  }
}

/** The settings as the studio shows them: every default filled in, no secret. */
export function settingsShown(settings: AgentSettings): JsonObject {
  return withoutSecrets(settings as unknown as JsonObject).content;
}

function parseSettingsText(text: string): { content: JsonObject } | { problem: Text } {
  const parsed = parseStrictJson(text);
  if (parsed.kind === 'syntax') return { problem: localize('agentStudio.text.notJson', { problem: parsed.text, where: lineAndColumnText(text, parsed.position) }) };
  if (parsed.kind === 'duplicate') return { problem: localize('agentStudio.text.givenTwice', { name: parsed.name, first: lineAndColumnText(text, parsed.first), second: lineAndColumnText(text, parsed.second) }) };
  if (!isObject(parsed.value)) return { problem: localize('agentStudio.text.notObject') };
  return { content: parsed.value };
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function channelOf(content: JsonObject, channel: string): JsonObject | null {
  const channels = content.channels;
  if (!isObject(channels) || !isObject(channels[channel])) return null;
  return channels[channel];
}

/** Whether the file's settings call for the secret: a webhook needs its key; an e-mail user, its password. */
function secretWanted(name: AgentSecretName, content: JsonObject): boolean {
  const channel = channelOf(content, secretPlaces[name].channel);
  if (channel === null) return false;
  return name === 'webhookKey' || Object.hasOwn(channel, 'user');
}

/** The content with every secret taken out, and each one that is sealed. */
function withoutSecrets(content: JsonObject): { content: JsonObject; sealed: SealedAgentSecrets } {
  const sealed: SealedAgentSecrets = { webhookKey: null, emailPassword: null };
  let rest = content;
  for (const name of secretNames) {
    const { channel, field } = secretPlaces[name];
    const holder = channelOf(rest, channel);
    if (holder === null || !Object.hasOwn(holder, field)) continue;
    const { [field]: secret, ...others } = holder;
    const parsed = sealedSecretSchema.safeParse(secret);
    sealed[name] = parsed.success ? parsed.data : null;
    rest = { ...rest, channels: { ...(rest.channels as JsonObject), [channel]: others } };
  }
  return { content: rest, sealed };
}

function withSecrets(content: JsonObject, sealed: SealedAgentSecrets): JsonObject {
  let file = content;
  for (const name of secretNames) {
    const secret = sealed[name];
    const { channel, field } = secretPlaces[name];
    const holder = channelOf(file, channel);
    if (secret === null || holder === null) continue;
    file = { ...file, channels: { ...(file.channels as JsonObject), [channel]: { ...holder, [field]: secret } } };
  }
  return file;
}

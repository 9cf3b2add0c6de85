// agent.json in the workspace folder as the studio reads and writes it: read as it is (a file
// with bad values is shown with its problems, never moved aside: the technician fixes it here),
// checked on save with the agent's own checkAgentSettings, the webhook key sealed by the
// workspace's secret store, written atomically with its last good copy. The key never leaves
// this file's functions in plain text, and the text handed out never holds it.
import { join } from 'node:path';
import { InputTooLargeError, readCappedFile } from '../../base/files/cappedRead';
import { lineAndColumnText, parseStrictJson } from '../../base/json/strictJson';
import { agentSettingsFileBytes, agentSettingsFileName, agentSettingsSchema, checkAgentSettings, type AgentSettings } from '../../../shared/agent/agentSettings';
import { sealedSecretSchema, type SealedSecret } from '../../../shared/api/sealedSecretSchema';
import { localize, type Text } from '../../../shared/i18n/text';
import { writeWorkspaceFile, type SecretStore } from '../../workspace';

type JsonObject = Record<string, unknown>;

/** agent.json as it lies on disk: its content without the key, and the key as sealed. */
export type KeptAgentSettings =
  | { state: 'missing' }
  | { state: 'unreadable'; problem: Text }
  | { state: 'not_json'; text: string; problem: Text }
  | { state: 'json'; content: JsonObject; sealedKey: SealedSecret | null; check: ReturnType<typeof checkAgentSettings> };

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
    const { content, sealedKey } = withoutKey(parsed.content);
    return { state: 'json', content, sealedKey, check: checkAgentSettings(sealedKey === null ? content : withKey(content, sealedKey)) };
  }

  /** Checks `text` as the agent would, with a new key sealed or the kept one; writes only when there is no problem. */
  async save(text: string, newKey: string | undefined): Promise<AgentSettingsSave> {
    const parsed = parseSettingsText(text);
    if ('problem' in parsed) return { saved: false, problems: [parsed.problem] };
    const content = parsed.content;
    if (webhookOf(content) !== null && Object.hasOwn(webhookOf(content)!, 'secret')) return { saved: false, problems: [localize('agentStudio.key.inText')] };
    const key = await this.keyFor(content, newKey);
    if ('problem' in key) return { saved: false, problems: [key.problem] };
    const file = key.sealed === null ? content : withKey(content, key.sealed);
    const check = checkAgentSettings(file);
    if (!check.ok) return { saved: false, problems: check.problems };
    await writeWorkspaceFile(this.path, file, agentSettingsSchema, agentSettingsFileBytes);
    return { saved: true };
  }

  /** The opened key of the saved webhook, or null when this run cannot open it. */
  openKey(sealed: SealedSecret): string | null {
    return this.secrets().open(sealed);
  }

  private async keyFor(content: JsonObject, newKey: string | undefined): Promise<{ sealed: SealedSecret | null } | { problem: Text }> {
    const hasWebhook = webhookOf(content) !== null;
    if (newKey !== undefined) {
      if (!hasWebhook) return { problem: localize('agentStudio.key.withoutWebhook') };
      const sealed = this.secrets().seal(newKey);
      return sealed === null ? { problem: localize('agentStudio.key.notKept') } : { sealed };
    }
    if (!hasWebhook) return { sealed: null };
    const kept = await this.read();
    const sealed = kept.state === 'json' ? kept.sealedKey : null;
    return sealed === null ? { problem: localize('agentStudio.key.missing') } : { sealed };
  }
}

/** The settings as the studio shows them: every default filled in, no key. */
export function settingsShown(settings: AgentSettings): JsonObject {
  const { webhook, ...channels } = settings.channels;
  if (webhook === undefined) return { ...settings, channels };
  const { secret: _sealed, ...shownWebhook } = webhook;
  return { ...settings, channels: { webhook: shownWebhook, ...channels } };
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

function webhookOf(content: JsonObject): JsonObject | null {
  const channels = content.channels;
  if (!isObject(channels) || !isObject(channels.webhook)) return null;
  return channels.webhook;
}

/** The content with channels.webhook.secret taken out, and that key if it is one sealed. */
function withoutKey(content: JsonObject): { content: JsonObject; sealedKey: SealedSecret | null } {
  const webhook = webhookOf(content);
  if (webhook === null || !Object.hasOwn(webhook, 'secret')) return { content, sealedKey: null };
  const { secret, ...rest } = webhook;
  const sealed = sealedSecretSchema.safeParse(secret);
  return { content: { ...content, channels: { ...(content.channels as JsonObject), webhook: rest } }, sealedKey: sealed.success ? sealed.data : null };
}

function withKey(content: JsonObject, sealed: SealedSecret): JsonObject {
  return { ...content, channels: { ...(content.channels as JsonObject), webhook: { ...webhookOf(content), secret: sealed } } };
}

// Reads agent.json from the workspace folder: missing, every default; otherwise strict JSON
// checked by the one schema (src/shared/agent/agentSettings.ts). A file that is not usable is
// an error naming the first problem and holding each, by its field; the technician's file is never moved or rewritten.
import { join } from 'node:path';
import { agentSettingsFileBytes, agentSettingsFileName, checkAgentSettings, type AgentSettings } from '../../shared/agent/agentSettings';
import type { ErrorKind } from '../../shared/errors/errorKind';
import { LocalizedError } from '../../shared/i18n/localizedError';
import { localize, type Text } from '../../shared/i18n/text';
import { errorAsText } from '../../shared/i18n/errorWords';
import { readCappedFile } from '../base/files/cappedRead';
import { lineAndColumnText, parseStrictJson } from '../base/json/strictJson';

export class AgentSettingsError extends LocalizedError {
  override readonly name = 'AgentSettingsError';

  get kind(): ErrorKind {
    return 'bad_input';
  }

  constructor(
    readonly path: string,
    readonly problems: readonly Text[],
  ) {
    super(localize('agentRun.settings.unusable', { path, count: problems.length, first: problems[0] ?? '' }));
  }
}

export async function readAgentSettings(folder: string): Promise<{ path: string; settings: AgentSettings; found: boolean }> {
  const path = join(folder, agentSettingsFileName);
  let bytes: Buffer;
  try {
    bytes = await readCappedFile(path, agentSettingsFileBytes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new AgentSettingsError(path, [localize('agentRun.settings.unreadable', { problem: errorAsText(error) })]);
    return { path, settings: checked(path, {}), found: false };
  }
  const text = bytes.toString('utf8').replace(/^\u{feff}/u, '');
  const parsed = parseStrictJson(text);
  if (parsed.kind === 'syntax') throw new AgentSettingsError(path, [localize('agentRun.settings.notJson', { where: lineAndColumnText(text, parsed.position), problem: parsed.text })]);
  if (parsed.kind === 'duplicate') throw new AgentSettingsError(path, [localize('agentRun.settings.duplicate', { name: parsed.name })]);
  return { path, settings: checked(path, parsed.value), found: true };
}

function checked(path: string, value: unknown): AgentSettings {
  const check = checkAgentSettings(value);
  if (!check.ok) throw new AgentSettingsError(path, check.problems);
  return check.settings;
}

import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AlertStateFile } from '../../../src/main/agent/alertStateFile';
import { checkAgentSettings } from '../../../src/shared/agent/agentSettings';
import { observe, takeOutbox, type AlertContext, type AlertNotice, type RefreshSighting } from '../../../src/shared/agent/alertState';

const start = Date.parse('2026-06-01T12:00:00Z');
const settings = checkAgentSettings({ thresholds: { offlineAfterSeconds: 60 } });
if (!settings.ok) throw new Error('settings');
const context = (now: number): AlertContext => ({ now, thresholds: settings.settings.thresholds, silenced: false });
const camera = { id: 'cam-1', name: 'Entrance', address: '10.0.0.11', group: null };
const sighting = (answered: boolean): RefreshSighting => ({ camera, answered, firmware: answered ? 'MX-V5.2.1' : null, rebootNeeded: [], factoryPassword: false });

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'camconfig-agent-state-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** One run of the agent: load the state, see a refresh, save the notices in the outbox, send them, save again. */
async function run(now: number, answered: boolean, { crashBeforeSending = false } = {}): Promise<AlertNotice[]> {
  const file = new AlertStateFile(folder);
  const loaded = await file.load();
  const observed = observe(loaded.state, { job: 'refresh', cameras: [sighting(answered)] }, context(now));
  await file.save(observed);
  if (crashBeforeSending) return [];
  const { state, notices } = takeOutbox(observed);
  await file.save(state);
  return notices;
}

describe('the alert state file', () => {
  it('carries open alerts across restarts: nothing sent twice, the end still sent', async () => {
    expect(await run(start, false)).toEqual([]);
    expect((await run(start + 60_000, false)).map((notice) => notice.phase)).toEqual(['started']);
    expect(await run(start + 120_000, false)).toEqual([]);
    expect((await run(start + 180_000, true)).map((notice) => notice.phase)).toEqual(['ended']);
    expect(await run(start + 240_000, true)).toEqual([]);
  });

  it('keeps notices not yet sent when the agent stops before sending them, and sends them after the restart', async () => {
    await run(start, false);
    expect(await run(start + 60_000, false, { crashBeforeSending: true })).toEqual([]);
    const file = new AlertStateFile(folder);
    const { state } = await file.load();
    expect(takeOutbox(state).notices.map((notice) => `${notice.kind} ${notice.phase}`)).toEqual(['offline started']);
  });

  it('moves a corrupt state file aside with a warning and starts from its last good copy', async () => {
    await run(start, false);
    const file = new AlertStateFile(folder);
    await writeFile(file.path, '{"version": 1, "conditions": [');
    const loaded = await file.load();
    expect(loaded.warning).toMatch(/agent-state\.json is not valid JSON .* moved to .*agent-state\.json\.corrupt-.* last good copy .* was restored/);
    expect(loaded.state.failingSince).toEqual([['cam-1', start]]);
    expect((await readdir(folder)).some((name) => name.startsWith('agent-state.json.corrupt-'))).toBe(true);
  });

  it('starts empty, with a warning, when neither the file nor its last good copy can be used', async () => {
    const file = new AlertStateFile(folder);
    await writeFile(file.path, 'not json');
    await writeFile(`${file.path}.last-good`, 'not json either');
    const loaded = await file.load();
    expect(loaded.warning).toMatch(/no usable last good copy/);
    expect(loaded.state.conditions).toEqual([]);
  });

  it('starts empty and silent when there is no file yet', async () => {
    const loaded = await new AlertStateFile(folder).load();
    expect(loaded).toEqual({ state: expect.objectContaining({ conditions: [], outbox: [] }), warning: null });
    await new AlertStateFile(folder).save(loaded.state);
    expect(JSON.parse(await readFile(join(folder, 'agent-state.json'), 'utf8'))).toMatchObject({ version: 1 });
  });
});

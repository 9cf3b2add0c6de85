// agent-runs.json as the agent opens it at its start: the jobs' last runs kept from the run
// before, and a file that cannot be used moved aside with a warning (its last good copy used, or
// a fresh record written), as agent-state.json is (alertStateFile.test.ts).
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AgentRunsFile } from '../../../src/main/agent/agentRunsFile';
import { agentRunsSchema, type AgentRuns } from '../../../src/shared/agent/agentRuns';
import { englishText } from '../../../src/shared/i18n/renderText';

const start = Date.parse('2026-06-01T12:00:00Z');

let folder: string;
let writeFailures: unknown[];
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'camconfig-agent-runs-'));
  writeFailures = [];
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

function open(pid: number, startedAt: number): Promise<AgentRunsFile> {
  return AgentRunsFile.open(folder, { pid, host: 'site-pc', startedAt }, (error) => writeFailures.push(error));
}

/** One run of the agent: opened, armed, one refresh that ends, a clean stop. */
async function runOnce(pid: number, at: number): Promise<AgentRunsFile> {
  const runs = await open(pid, at);
  await runs.armed(at);
  await runs.started('refresh', at + 1000);
  await runs.ended('refresh', { startedAt: at + 1000, endedAt: at + 1400, outcome: 'ok', problem: null });
  await runs.stopped(at + 2000);
  return runs;
}

async function written(): Promise<AgentRuns> {
  return agentRunsSchema.parse(JSON.parse(await readFile(join(folder, 'agent-runs.json'), 'utf8')));
}

const refreshOf = (runs: AgentRuns) => runs.jobs.find((run) => run.job === 'refresh');

describe('the agent runs file', () => {
  it("keeps each job's last run across starts, without a warning", async () => {
    await runOnce(101, start);
    const again = await open(102, start + 60_000);
    expect(again.warning).toBeNull();
    expect(refreshOf(again.current)).toMatchObject({ lastStartedAt: start + 1000, lastEndedAt: start + 1400, lastOutcome: 'ok', lastDurationMs: 400 });
    expect(again.current).toMatchObject({ pid: 102, startedAt: start + 60_000, stoppedAt: null });
    expect(writeFailures).toEqual([]);
  });

  it('moves a corrupt runs file aside with a warning and starts from its last good copy', async () => {
    await runOnce(101, start);
    const path = join(folder, 'agent-runs.json');
    await writeFile(path, '{"version": 1, "jobs": [');
    const runs = await open(102, start + 60_000);
    expect(runs.warning).not.toBeNull();
    expect(englishText(runs.warning!)).toMatch(/agent-runs\.json is not valid JSON .* moved to .*agent-runs\.json\.corrupt-.* last good copy .* was restored/);
    expect(refreshOf(runs.current)).toMatchObject({ lastEndedAt: start + 1400, lastOutcome: 'ok' });
    const names = await readdir(folder);
    const aside = names.filter((name) => name.startsWith('agent-runs.json.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(await readFile(join(folder, aside[0]!), 'utf8')).toBe('{"version": 1, "jobs": [');
    await runs.armed(start + 60_000);
    expect(await written()).toMatchObject({ pid: 102, startedAt: start + 60_000 });
    expect(writeFailures).toEqual([]);
  });

  it('starts a fresh record, with a warning, when neither the file nor its last good copy can be used', async () => {
    const path = join(folder, 'agent-runs.json');
    await writeFile(path, 'not json');
    await writeFile(`${path}.last-good`, 'not json either');
    const runs = await open(103, start);
    expect(englishText(runs.warning!)).toMatch(/agent-runs\.json is not valid JSON .* moved to .*agent-runs\.json\.corrupt-.*\(no usable last good copy/);
    expect(runs.current.jobs.every((run) => run.lastStartedAt === null && run.lastOutcome === null)).toBe(true);
    await runs.armed(start);
    const fresh = await written();
    expect(fresh).toMatchObject({ pid: 103, startedAt: start, stoppedAt: null });
    expect(fresh.jobs.map((run) => run.job)).toEqual(['refresh', 'check', 'backup']);
    expect((await readdir(folder)).filter((name) => name.startsWith('agent-runs.json.corrupt-'))).toHaveLength(1);
  });

  it('starts a fresh record, silently, when there is no file yet', async () => {
    const runs = await open(104, start);
    expect(runs.warning).toBeNull();
    expect(refreshOf(runs.current)).toMatchObject({ lastStartedAt: null, lastOutcome: null });
    expect(await readdir(folder)).toEqual([]);
  });
});

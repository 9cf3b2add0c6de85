// The check runs kept in the workspace: baseline-runs/<runId>.json, one file per run, written
// once and never changed. A run id starts with its time, so the folder sorts oldest first. Each
// file is checked with the contract's schema when read; an unusable one is moved aside and left
// out. At most `checkRunsPerBaseline` runs of a baseline are kept: the oldest go first.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { checkRunSchema, type CheckRun, type CheckRunSummary } from '../../shared/api/baselineSchemas';
import { makeWorkspaceFolder, readProblem, readWorkspaceFile, removeWorkspaceFile, storageFailure, workspaceLimits, writeWorkspaceFile, WorkspaceFileError } from '../workspace';
import { CheckRunMissingError } from './baselineErrors';
import { localize, type Text } from '../../shared/i18n/text';

export const checkRunsFolderName = 'baseline-runs';

const runIdPattern = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}$/;

/** A new run's id: its start time (sortable) and 8 random hex digits. */
export function newRunId(startedAt: Date): string {
  return `${startedAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
}

export class CheckRunStore {
  readonly folder: string;
  /** Runs never change once written: each summary is read once. */
  private readonly summaries = new Map<string, CheckRunSummary>();
  private writing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly workspaceFolder: string,
    private readonly onProblem: (problem: Text) => void = () => undefined,
    private readonly runsPerBaseline: number = workspaceLimits.checkRunsPerBaseline,
  ) {
    this.folder = join(workspaceFolder, checkRunsFolderName);
  }

  /** Keeps the run and removes the oldest of its baseline beyond the limit. */
  save(run: CheckRun): Promise<void> {
    return this.queued(async () => {
      await makeWorkspaceFolder(this.workspaceFolder, this.folder);
      await writeWorkspaceFile(this.pathOf(run.runId), run, checkRunSchema, workspaceLimits.checkRunFileBytes);
      this.summaries.set(run.runId, summaryOf(run));
      const ofBaseline = (await this.list(run.baseline.name)).slice(this.runsPerBaseline);
      for (const old of ofBaseline) {
        await removeWorkspaceFile(this.pathOf(old.runId));
        this.summaries.delete(old.runId);
      }
    });
  }

  /** The runs kept (of one baseline, or all), newest first. */
  async list(baselineName?: string): Promise<CheckRunSummary[]> {
    const runs: CheckRunSummary[] = [];
    for (const runId of (await this.runIds()).reverse()) {
      const summary = this.summaries.get(runId) ?? (await this.readSummary(runId));
      if (summary && (baselineName === undefined || summary.baseline.name === baselineName)) runs.push(summary);
    }
    return runs;
  }

  async byId(runId: string): Promise<CheckRun> {
    if (!runIdPattern.test(runId)) throw new CheckRunMissingError(localize('baseline.checkRun.notARunId', { runId }));
    const run = await this.read(runId);
    if (!run) throw new CheckRunMissingError(localize('baseline.checkRun.notKept', { runId, runs: this.runsPerBaseline }));
    return run;
  }

  /** The newest run of the baseline, or null when none is kept. */
  async newest(baselineName: string): Promise<CheckRun | null> {
    const [summary] = await this.list(baselineName);
    return summary ? this.byId(summary.runId) : null;
  }

  private async readSummary(runId: string): Promise<CheckRunSummary | null> {
    const run = await this.read(runId);
    if (!run) return null;
    const summary = summaryOf(run);
    this.summaries.set(runId, summary);
    return summary;
  }

  private async read(runId: string): Promise<CheckRun | null> {
    const read = await readWorkspaceFile(this.pathOf(runId), checkRunSchema, workspaceLimits.checkRunFileBytes);
    const problem = readProblem(read);
    if (problem) this.onProblem(problem);
    if (read.status !== 'ok' && read.status !== 'restored') return null;
    if (read.value.runId !== runId) {
      this.onProblem(localize('baseline.checkRun.wrongRun', { path: this.pathOf(runId), held: read.value.runId, runId }));
      return null;
    }
    return read.value;
  }

  private async runIds(): Promise<string[]> {
    const names = await readdir(this.folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw storageFailure(this.folder, error, 'listed');
    });
    return names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .filter((runId) => runIdPattern.test(runId))
      .sort();
  }

  private pathOf(runId: string): string {
    if (!runIdPattern.test(runId)) throw new WorkspaceFileError(this.folder, localize('baseline.checkRun.notARunIdOfFolder', { runId }));
    return join(this.folder, `${runId}.json`);
  }

  private queued<T>(run: () => Promise<T>): Promise<T> {
    const result = this.writing.then(run);
    this.writing = result.catch(() => undefined);
    return result;
  }
}

function summaryOf({ runId, baseline, startedAt, finishedAt, cancelled, counts }: CheckRun): CheckRunSummary {
  return { runId, baseline, startedAt, finishedAt, cancelled, counts };
}

// Where the report gets a baseline's check run (docs/baseline.md, docs/report.md). The
// baseline engine's run store implements it; until it is wired, the studio uses
// `noCheckRunsKept`, which keeps none.
import type { CheckRun } from '../../shared/api/baselineSchemas';
import type { ErrorKind } from '../../shared/errors/errorKind';

export interface CheckRunSource {
  /** The run with this id; fails with CheckRunNotFoundError when none is kept. */
  byId(runId: string): Promise<CheckRun>;
  /** The newest run of the baseline, or null when none is kept. */
  newest(baselineName: string): Promise<CheckRun | null>;
}

/** A check run that is not kept (never made, or pruned). */
export class CheckRunNotFoundError extends Error {
  override readonly name = 'CheckRunNotFoundError';

  get kind(): ErrorKind {
    return 'bad_input';
  }
}

/**
 * The default until the baseline engine's run store is wired in: no check run is kept, so a
 * report asked for a run says so, and a report without one shows every camera "not checked".
 */
export const noCheckRunsKept: CheckRunSource = {
  byId: async (runId) => {
    throw new CheckRunNotFoundError(`no check run '${runId}' is kept: check the cameras against the baseline first`);
  },
  newest: async () => null,
};

// Where the report gets a baseline's check run (docs/baseline.md, docs/report.md). The
// baseline engine's run store (src/main/baseline/checkRunStore.ts) is one; a studio without a
// workspace keeps none (`noCheckRunsKept`).
import type { CheckRun } from '../../shared/api/baselineSchemas';
import { CheckRunMissingError } from '../baseline/baselineErrors';
import { localize } from '../../shared/i18n/text';

export interface CheckRunSource {
  /** The run with this id; fails with CheckRunMissingError when none is kept. */
  byId(runId: string): Promise<CheckRun>;
  /** The newest run of the baseline, or null when none is kept. */
  newest(baselineName: string): Promise<CheckRun | null>;
}

/** No check run is kept (no workspace): a report asked for a run says so, and one without shows every camera "not checked". */
export const noCheckRunsKept: CheckRunSource = {
  byId: async (runId) => {
    throw new CheckRunMissingError(localize('report.noCheckRun', { runId }));
  },
  newest: async () => null,
};

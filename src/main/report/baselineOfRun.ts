// The text of the baseline a check run checked (that version), so the report can state it and
// show each of its parameters per camera. A baseline removed or not kept gives null: the report
// then shows the drift alone and says why.
import type { CheckRun } from '../../shared/api/baselineSchemas';
import { parseBaseline, type ParsedBaseline } from '../../shared/baseline/baselineText';
import { BaselineMissingError } from '../baseline/baselineErrors';
import type { BaselineStore } from '../baseline/baselineStore';

export type BaselineReader = Pick<BaselineStore, 'get'>;

export async function baselineOfRun(store: BaselineReader | null, run: CheckRun | null): Promise<ParsedBaseline | null> {
  if (store === null || run === null) return null;
  try {
    const { baseline } = await store.get(run.baseline.name, run.baseline.version);
    return parseBaseline(baseline.name, baseline.text);
  } catch (error) {
    if (error instanceof BaselineMissingError) return null;
    throw error;
  }
}

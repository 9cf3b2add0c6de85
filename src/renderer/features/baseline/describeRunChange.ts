// A camera's change between two check runs, in words for the comparison table's Details column.
import type { Drift } from '../../../shared/api/baselineSchemas';
import type { CameraRunChange } from '../../../shared/baseline/compareCheckRuns';
import type { StudioText } from '../../i18n/studioText';
import type { TextRenderer } from '../../../shared/i18n/text';
import { foundValue, statusWord } from './checkMatrix';

const parameterOf = (drift: Pick<Drift, 'section' | 'name'>) => `${drift.section}/${drift.name}`;
const driftLine = (drift: Drift, t: StudioText) => `${parameterOf(drift)}: ${drift.expected} → ${foundValue(drift, t)}`;
const driftLines = (drift: readonly Drift[], t: StudioText) => drift.map((entry) => driftLine(entry, t)).join('; ');
// Inside a sentence: "was compliant", "(war konform)".
const statusInText = (status: Parameters<typeof statusWord>[0], t: StudioText) => statusWord(status, t).toLowerCase();

export function describeRunChange(change: CameraRunChange, t: StudioText, show: TextRenderer): string {
  switch (change.kind) {
    case 'newlyDrifted':
      return driftLines(change.drift, t);
    case 'backToCompliant':
      return t('baseline.comparison.was', { drift: driftLines(change.drift, t) });
    case 'driftChanged':
      return [
        ...change.added.map((drift) => t('baseline.comparison.now', { drift: driftLine(drift, t) })),
        ...change.removed.map((drift) => t('baseline.comparison.noLonger', { parameter: parameterOf(drift) })),
        ...change.changed.map((entry) => t('baseline.comparison.foundNow', { parameter: parameterOf(entry), before: foundValue(entry.before, t), after: foundValue(entry.after, t) })),
      ].join('; ');
    case 'unreadableNow':
      return t('baseline.comparison.unreadableNow', { reason: change.reason ? show(change.reason) : t('baseline.notRead'), status: statusInText(change.before, t) });
    case 'unreadableThen':
      return change.drift.length > 0
        ? t('baseline.comparison.readableNowDrift', { status: statusInText(change.after, t), drift: driftLines(change.drift, t) })
        : t('baseline.comparison.readableNow', { status: statusInText(change.after, t) });
    case 'inForceChanged':
      return t('baseline.comparison.inForceChanged', { before: statusInText(change.before, t), after: statusInText(change.after, t) });
    case 'onlyNow':
    case 'onlyThen':
      return statusWord(change.status, t);
  }
}

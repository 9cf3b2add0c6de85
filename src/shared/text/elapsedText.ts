// How long some work took, in words a technician reads at a glance: milliseconds below one
// second (never "0.0 s" for work that did take time), seconds with one decimal above, the
// decimal separator by the reader's language.
import { localize, type Text } from '../i18n/text';

export function elapsedText(milliseconds: number): Text {
  const ms = Math.max(0, Math.round(milliseconds));
  if (ms < 1000) return localize('textRules.elapsed.milliseconds', { milliseconds: String(ms) });
  const tenths = Math.round(ms / 100);
  return localize('textRules.elapsed.seconds', { whole: String(Math.floor(tenths / 10)), tenth: String(tenths % 10) });
}

// What the dashboard's helpers word their lines with: the catalog and the number formats of one
// language. Components take the studio's current one (useWording.ts); tests pass wordingIn('de').
import { createFormatters, type Formatters } from '../../i18n/format';
import type { Language } from '../../i18n/languages';
import { textIn, type StudioText } from '../../i18n/studioText';

export interface Wording {
  t: StudioText;
  format: Formatters;
}

export function wordingIn(language: Language): Wording {
  return { t: textIn(language), format: createFormatters(language) };
}

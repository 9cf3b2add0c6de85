// What the Discover dialog says when a scan did not run: the studio's refusal of one scan more
// than it runs at once (`busy`) wholly in the technician's language, any other failure with
// the studio's message.
import { discoverLimits } from '../../../shared/api/siteDiscoverySchemas';
import type { Language } from '../../i18n/languages';
import { textIn } from '../../i18n/studioText';
import { codeOf, errorText } from '../../ui/errorText';

export function scanFailureText(error: unknown, language: Language): string {
  const t = textIn(language);
  if (codeOf(error) === 'busy') return t('discovery.scanBusy', { count: discoverLimits.scansAtOnce });
  return t('discovery.scanFailed', { reason: errorText(error, language) });
}
